/**
 * What an uploaded file is, from its first bytes (issue 16 "a type check by
 * content, not by name"): JPEG, PNG, WebP, HEIC or PDF, or refused. Images
 * also declare their size in pixels near the start; an absurd one (a
 * decompression bomb) is refused before anything decodes it. A renamed
 * executable, a zip, or anything else starting like none of these is refused.
 */
import { MAX_IMAGE_SIDE, MAX_PIXELS, type AttachmentType } from '../../../shared/service/attachment-limits.ts';

export type SniffResult =
  /** The bytes so far cannot tell yet: read on (at the end of the file this is a refusal). */
  | { kind: 'more' }
  | { kind: 'accepted'; type: AttachmentType }
  | { kind: 'refused'; reason: 'type' | 'dimensions' };

/** A JPEG whose frame header is not within this many bytes is refused: no camera writes that much before it. */
export const SNIFF_LIMIT = 8 * 1024 * 1024;

const MORE: SniffResult = { kind: 'more' };
const NOT_ALLOWED: SniffResult = { kind: 'refused', reason: 'type' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((value, index) => bytes[at + index] === value);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const u16be = (bytes: Uint8Array, at: number) => (bytes[at] << 8) | bytes[at + 1];
const u16le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8);
const u24le = (bytes: Uint8Array, at: number) => bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16);
const u32be = (bytes: Uint8Array, at: number) => ((bytes[at] << 24) >>> 0) + (bytes[at + 1] << 16) + (bytes[at + 2] << 8) + bytes[at + 3];

function sized(type: AttachmentType, width: number, height: number): SniffResult {
  if (width < 1 || height < 1 || width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_PIXELS) return { kind: 'refused', reason: 'dimensions' };
  return { kind: 'accepted', type };
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** PNG: the signature, then the IHDR chunk first, with width and height. */
function sniffPng(bytes: Uint8Array): SniffResult {
  if (bytes.length < 24) return MORE;
  if (ascii(bytes, 12, 16) !== 'IHDR' || u32be(bytes, 8) !== 13) return NOT_ALLOWED;
  return sized('image/png', u32be(bytes, 16), u32be(bytes, 20));
}

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic); C4, C8 and CC are not frames. */
const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** JPEG: segment by segment from the SOI to the first frame header, which holds the size. */
function sniffJpeg(bytes: Uint8Array): SniffResult {
  let at = 2;
  for (;;) {
    if (at >= SNIFF_LIMIT) return NOT_ALLOWED;
    if (at + 4 > bytes.length) return MORE;
    if (bytes[at] !== 0xff) return NOT_ALLOWED;
    const marker = bytes[at + 1];
    // Fill bytes before a marker.
    if (marker === 0xff) { at += 1; continue; }
    // Markers without a length: restart markers and TEM.
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) { at += 2; continue; }
    // The image data or its end before any frame header: not a picture.
    if (marker === 0xd9 || marker === 0xda || marker === 0xd8 || marker === 0x00) return NOT_ALLOWED;
    const length = u16be(bytes, at + 2);
    if (length < 2) return NOT_ALLOWED;
    if (isFrameMarker(marker)) {
      if (at + 9 > bytes.length) return MORE;
      return sized('image/jpeg', u16be(bytes, at + 7), u16be(bytes, at + 5));
    }
    at += 2 + length;
  }
}

/** WebP: RIFF … WEBP, then a VP8, VP8L or VP8X chunk with the canvas size. */
function sniffWebp(bytes: Uint8Array): SniffResult {
  if (bytes.length < 30) return MORE;
  const chunk = ascii(bytes, 12, 16);
  if (chunk === 'VP8X') return sized('image/webp', u24le(bytes, 24) + 1, u24le(bytes, 27) + 1);
  if (chunk === 'VP8L') {
    if (bytes[20] !== 0x2f) return NOT_ALLOWED;
    const bits = bytes[21] | (bytes[22] << 8) | (bytes[23] << 16) | (bytes[24] << 24);
    return sized('image/webp', (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ') {
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return NOT_ALLOWED;
    return sized('image/webp', u16le(bytes, 26) & 0x3fff, u16le(bytes, 28) & 0x3fff);
  }
  return NOT_ALLOWED;
}

/** HEIF brands of HEVC pictures (ISO/IEC 23008-12); 'avif' and plain MP4 brands are not these. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
const HEIF_BRANDS = new Set(['mif1', 'msf1']);

/**
 * HEIC: an ISO-BMFF 'ftyp' box whose brand is HEVC's, or the general HEIF
 * brand with an HEVC one among its compatible brands. Its pixel size is deep
 * in the 'meta' box; browsers cannot decode it, so staff download it.
 */
function sniffHeic(bytes: Uint8Array): SniffResult {
  const boxSize = u32be(bytes, 0);
  if (boxSize < 16 || boxSize > 4096) return NOT_ALLOWED;
  if (bytes.length < boxSize) return MORE;
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (HEIC_BRANDS.has(brands[0])) return { kind: 'accepted', type: 'image/heic' };
  if (HEIF_BRANDS.has(brands[0]) && brands.slice(1).some((brand) => HEIC_BRANDS.has(brand))) return { kind: 'accepted', type: 'image/heic' };
  return NOT_ALLOWED;
}

/**
 * The verdict on a file's first bytes (`head`, all of them read so far);
 * `complete` says the file ends there, so a file too short to tell is refused.
 */
export function sniffAttachment(head: Uint8Array, complete: boolean): SniffResult {
  const result = sniffStart(head);
  return result.kind === 'more' && complete ? NOT_ALLOWED : result;
}

function sniffStart(head: Uint8Array): SniffResult {
  if (head.length < 12) {
    // Too short to tell; a prefix of no signature is already refused.
    const prefixes = [[0xff, 0xd8, 0xff], PNG, [0x25, 0x50, 0x44, 0x46, 0x2d], [0x52, 0x49, 0x46, 0x46]];
    const couldBe = prefixes.some((signature) => signature.slice(0, head.length).every((value, index) => head[index] === value))
      // An ISO-BMFF box size, then 'ftyp'.
      || head.subarray(4, 8).every((value, index) => value === [0x66, 0x74, 0x79, 0x70][index]);
    return couldBe ? MORE : NOT_ALLOWED;
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return sniffJpeg(head);
  if (startsWith(head, PNG)) return sniffPng(head);
  // '%PDF-' and a version digit.
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d]) && head[5] >= 0x31 && head[5] <= 0x39) return { kind: 'accepted', type: 'application/pdf' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return sniffWebp(head);
  if (ascii(head, 4, 8) === 'ftyp') return sniffHeic(head);
  return NOT_ALLOWED;
}
