/**
 * Image addresses for the product gallery (cat 9 image sizes): the worker's
 * image route resizes local images by `w` (worker/api/images.ts IMAGE_WIDTHS);
 * an image from elsewhere is used as it is.
 */
export const GALLERY_WIDTH = 960;
export const ZOOM_WIDTH = 1920;
export const THUMB_WIDTH = 128;

/** Thumbnails: up to this many shown, else one fewer plus a '+N' button (cat 9). */
export const MAX_THUMBNAILS = 10;

export function sizedImage(src: string, width: number): string {
  return src.startsWith('/') ? `${src}?w=${width}` : src;
}

/** How many thumbnails show, and how many hide behind '+N' (0: no button). */
export function thumbnailSplit(count: number, expanded: boolean): { shown: number; hidden: number } {
  if (expanded || count <= MAX_THUMBNAILS) return { shown: count, hidden: 0 };
  return { shown: MAX_THUMBNAILS - 1, hidden: count - (MAX_THUMBNAILS - 1) };
}
