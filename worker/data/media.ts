import type { R2Bucket } from '@cloudflare/workers-types';

/** Image keys never change content (a new picture gets a new key), so browsers and the edge keep them a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Under this prefix, and only here, GET /images/* reads from the MEDIA bucket. */
const IMAGE_KEY_PREFIX = 'images/';

// A segment: anything but slashes, backslashes and control characters.
const SEGMENT = /^[^/\\\u0000-\u001f\u007f]+$/;

/**
 * True for a key the image route may serve: under images/, no empty, '.' or
 * '..' segment. R2 keys are flat, but a '..' in a key is still refused so no
 * URL can look like it escapes the folder.
 */
export function isImageKey(key: string): boolean {
  if (!key.startsWith(IMAGE_KEY_PREFIX) || key.length > 512) return false;
  const segments = key.slice(IMAGE_KEY_PREFIX.length).split('/');
  return segments.every((segment) => SEGMENT.test(segment) && segment !== '.' && segment !== '..');
}

/** Stores one generated SVG (the seed script's writer); the image route serves it at /<key>. */
export async function putImage(bucket: R2Bucket, key: string, svg: string): Promise<void> {
  if (!isImageKey(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
  await bucket.put(key, svg, { httpMetadata: { contentType: 'image/svg+xml', cacheControl: IMAGE_CACHE_CONTROL } });
}
