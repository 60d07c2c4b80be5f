/**
 * Collators are costly to build and the grid sorts on every change,
 * so one is kept per language and option set.
 */
const cache = new Map<string, Intl.Collator>();

/** A collator for the language; an unknown or malformed tag falls back to English rather than throwing. */
export function collatorFor(language: string, numeric = false): Intl.Collator {
  const key = `${language}|${numeric}`;
  let collator = cache.get(key);
  if (!collator) {
    try {
      collator = new Intl.Collator(language, { numeric });
    } catch {
      collator = new Intl.Collator('en', { numeric });
    }
    cache.set(key, collator);
  }
  return collator;
}
