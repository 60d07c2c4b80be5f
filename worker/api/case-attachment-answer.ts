import type { Context } from 'hono';
import { getCaseFile } from '../data/case-files.ts';
import { findCaseAttachment } from '../data/complaint-cases.ts';
import { notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';

/**
 * A stored file as sent, never as the browser might guess it: its sniffed
 * type, nosniff, a name to save it by, nothing cached anywhere, and a
 * policy that runs nothing, with a sandbox, so a PDF's scripts and forms
 * stay dead and no file can act as the shop's page.
 */
const ATTACHMENT_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/** Browsers show these in place; anything else (HEIC) is saved. */
const SHOWN_INLINE = new Set(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);

/** RFC 6266: an ASCII fallback and the UTF-8 name. */
function disposition(contentType: string, fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${SHOWN_INLINE.has(contentType) ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The attachment id of a route's `:id`, or 404 for anything that is not one. */
export function attachmentIdOf(c: Context<AppEnv>): number {
  const id = c.req.param('id') ?? '';
  if (!/^[1-9]\d{0,15}$/.test(id)) throw notFound('No such attachment.');
  return Number(id);
}

/** A complaint attachment's bytes from R2 (issue 16 item 2); the caller has checked who may read it. */
export async function answerCaseAttachment(c: Context<AppEnv>, id: number): Promise<Response> {
  const attachment = await findCaseAttachment(c.env.DB, id);
  const file = attachment ? await getCaseFile(c.env.MEDIA, attachment.r2Key) : null;
  if (!attachment || !file) throw notFound('No such attachment.');
  return new Response(file.body as unknown as ReadableStream, {
    headers: {
      'Content-Type': attachment.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': disposition(attachment.contentType, attachment.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': ATTACHMENT_POLICY,
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}
