/**
 * The shapes the import gives slugs and group paths (scripts/catalogue/import-format.ts).
 * Slugs arrive from URLs: anything else cannot name a catalogue entry, so it is
 * answered as unknown before it reaches a cache key or the database.
 */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const PATH = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const MAX_LENGTH = 300;

export function isCatalogueSlug(value: string): boolean {
  return value.length <= MAX_LENGTH && SLUG.test(value);
}

/** A group path: slugs joined by '/', no outer slashes. */
export function isGroupPath(value: string): boolean {
  return value.length <= MAX_LENGTH && PATH.test(value);
}
