import type { R2Object } from '@cloudflare/workers-types';
import { Hono } from 'hono';
import { safeDecode } from '../../shared/url-safety.ts';
import { IMAGE_CACHE_CONTROL, isImageKey } from '../data/media.ts';
import type { AppEnv } from '../hono-env.ts';
import { AppError, badQuery, notFound } from '../errors/app-error.ts';

/** Widths the client's responsive images ask for; a closed list keeps the edge cache small. */
export const IMAGE_WIDTHS = [64, 128, 160, 320, 480, 640, 720, 960, 1280, 1600, 1920] as const;

/** SVG can carry script: served on its own it may draw and use inline styles, nothing else. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const TYPE_BY_EXTENSION: Record<string, string> = {
  svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', avif: 'image/avif', gif: 'image/gif',
};

/** GET /images/*: pictures of the MEDIA bucket, by key = the path without its leading slash. */
export const imageRoutes = new Hono<AppEnv>();

function requestedWidth(value: string | undefined): number | null {
  if (value === undefined) return null;
  const width = /^\d{1,4}$/.test(value) ? Number(value) : Number.NaN;
  if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) throw badQuery('w', `Use one of ${IMAGE_WIDTHS.join(', ')}.`);
  return width;
}

/** The R2 key of a request path, each segment percent-decoded; null when a decoded segment hides a slash. */
function keyOf(pathname: string): string | null {
  const segments = pathname.slice(1).split('/').map(safeDecode);
  return segments.some((segment) => /[/\\]/.test(segment)) ? null : segments.join('/');
}

function contentTypeOf(key: string, stored: string | undefined): string {
  return stored || TYPE_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] || 'application/octet-stream';
}

/** The width variant has its own validator, so a cached original never answers for a resized copy. */
function variantEtag(httpEtag: string, width: number | null): string {
  return width === null ? httpEtag : httpEtag.replace(/"$/, `-w${width}"`);
}

/** If-None-Match per RFC 9110: a list of validators or *, compared weakly. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(etag));
}

/** A width or height attribute as a number of user units ("120", "120px"); NaN for %, em and the like. */
const svgLength = (value: string | undefined) => (value && /^\s*[\d.]+(?:px)?\s*$/.test(value) ? Number.parseFloat(value) : Number.NaN);

/**
 * The document with the root <svg>'s width and height set for the requested
 * width, height from the viewBox's aspect ratio (or the old size's). An SVG
 * without a viewBox gets one, so the drawing scales instead of being cropped.
 */
export function resizeSvg(svg: string, width: number): string {
  const root = /<svg\b[^>]*>/i.exec(svg);
  if (!root) return svg;
  const tag = root[0];
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i').exec(tag)?.slice(1).find((v) => v !== undefined);
  const box = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  const [boxWidth, boxHeight] = box?.length === 4 && box[2] > 0 && box[3] > 0 ? [box[2], box[3]] : [svgLength(attribute('width')), svgLength(attribute('height'))];
  if (!(boxWidth > 0 && boxHeight > 0)) return svg;
  const height = Math.max(1, Math.round((width * boxHeight) / boxWidth));
  const viewBox = box?.length === 4 ? '' : ` viewBox="0 0 ${boxWidth} ${boxHeight}"`;
  const resized = tag.replace(/\s(?:width|height)\s*=\s*(?:"[^"]*"|'[^']*')/gi, '').replace(/^<svg\b/i, `<svg width="${width}" height="${height}"${viewBox}`);
  return svg.slice(0, root.index) + resized + svg.slice(root.index + tag.length);
}

const isSvgType = (contentType: string) => contentType.split(';')[0].trim().toLowerCase() === 'image/svg+xml';

/** Validator and caching headers: what a 304 repeats of the 200 (RFC 9110, 15.4.5). */
function cacheHeaders(key: string, object: R2Object, width: number | null): Record<string, string> {
  const svg = isSvgType(contentTypeOf(key, object.httpMetadata?.contentType));
  return {
    'Cache-Control': IMAGE_CACHE_CONTROL,
    // Only SVG is resized here: other formats are served as stored and keep their own validator.
    ETag: variantEtag(object.httpEtag, svg ? width : null),
    'X-Content-Type-Options': 'nosniff',
  };
}

imageRoutes.get('/images/*', async (c) => {
  const width = requestedWidth(c.req.query('w'));
  const key = keyOf(new URL(c.req.url).pathname);
  if (key === null || key.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new AppError(400, 'bad_request', 'Image paths may not contain ".", ".." or encoded slashes.');
  }
  const noImage = () => notFound('No such image.');
  if (!isImageKey(key)) throw noImage();

  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch) {
    // A revalidation needs only the metadata: the body is read only when the image changed.
    const head = await c.env.MEDIA.head(key);
    if (!head) throw noImage();
    const headers = cacheHeaders(key, head, width);
    if (matchesEtag(ifNoneMatch, headers.ETag)) return c.body(null, 304, headers);
  }
  const object = await c.env.MEDIA.get(key);
  if (!object) throw noImage();
  const contentType = contentTypeOf(key, object.httpMetadata?.contentType);
  const headers: Record<string, string> = { ...cacheHeaders(key, object, width), 'Content-Type': contentType };
  if (!isSvgType(contentType)) return c.body(object.body as unknown as ReadableStream, 200, headers);
  headers['Content-Security-Policy'] = SVG_POLICY;
  return c.body(width === null ? (object.body as unknown as ReadableStream) : resizeSvg(await object.text(), width), 200, headers);
});
