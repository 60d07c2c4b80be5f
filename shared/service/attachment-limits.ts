/**
 * The complaint form's attachments (issue 16 item 2, cat 5 upload limits):
 * what may be sent and how much. The page checks them before it uploads;
 * the server checks them again while each upload streams in
 * (worker/services/service-desk/upload-complaint-file.ts).
 */

/** cat 5 "single image under 50 MB": one file (a PDF receipt too) must be smaller than this. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;
/** cat 5 "total image size under 25 MB": the images of one complaint together stay under this. */
export const MAX_IMAGE_TOTAL_BYTES = 25 * 1024 * 1024;
/** Files of one complaint: photos from a few sides and a receipt fit; thirty at once are refused. */
export const MAX_FILES = 10;
/**
 * Pixels of one image: a photo from a 108-megapixel phone camera still fits
 * (its default output is 12 MP); a picture declaring more is a decompression
 * bomb, refused before anything decodes it.
 */
export const MAX_PIXELS = 110_000_000;
/** Neither side may be longer than this (a 1 × 100,000,000 strip is no photo either). */
export const MAX_IMAGE_SIDE = 20_000;

const MEGABYTE = 1024 * 1024;
/**
 * The limits as the texts state them (reclamation.attachments.*,
 * reclamation.upload.*: {{maxFiles}}, {{fileMb}}, {{imagesMb}}), so no text
 * says a number these constants could contradict.
 */
export const ATTACHMENT_LIMIT_PARAMS = {
  maxFiles: MAX_FILES,
  fileMb: MAX_FILE_BYTES / MEGABYTE,
  imagesMb: MAX_IMAGE_TOTAL_BYTES / MEGABYTE,
} as const;

/** What the bytes are, as the server sniffs them; the name's extension says nothing. */
export const ATTACHMENT_TYPES = {
  'image/jpeg': { kind: 'image', extension: 'jpg' },
  'image/png': { kind: 'image', extension: 'png' },
  'image/webp': { kind: 'image', extension: 'webp' },
  'image/heic': { kind: 'image', extension: 'heic' },
  'application/pdf': { kind: 'pdf', extension: 'pdf' },
} as const;
export type AttachmentType = keyof typeof ATTACHMENT_TYPES;
export type AttachmentKind = typeof ATTACHMENT_TYPES[AttachmentType]['kind'];

export const isAttachmentType = (value: string): value is AttachmentType => Object.hasOwn(ATTACHMENT_TYPES, value);

/** The file input's `accept`: a hint for the picker only. */
export const ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf';

/** Upload ids (the server's) and the form's upload-session id (the page's): 16 to 64 url-safe characters. */
export const isUploadToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** A file's name as the page sends it (header X-File-Name, URI-encoded) and as the attachment is named: no path, no control characters, 120 characters. */
export function cleanFileName(raw: string, type: AttachmentType): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').replace(/\s+/g, ' ').trim().slice(0, 120);
  const { extension } = ATTACHMENT_TYPES[type];
  const stem = clean.replace(/\.[A-Za-z0-9]{1,5}$/, '') || 'attachment';
  // The extension is the content's (a receipt.exe that is a PDF downloads as receipt.pdf); HEIF files keep .heif.
  const own = /\.(jpe?g|heif)$/i.exec(clean)?.[1];
  const keep = own && ((type === 'image/jpeg' && /^jp/i.test(own)) || (type === 'image/heic' && /^heif$/i.test(own)));
  return `${stem}.${keep ? own : extension}`;
}
