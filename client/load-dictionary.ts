import type { Dictionary } from '../shared/i18n.ts';

/**
 * Only the visitor's language is downloaded: each locale file is its own chunk
 * (esbuild splits the dynamic import per file).
 */
export async function loadDictionary(language: string): Promise<Dictionary> {
  const module = (await import(`../locales/${language}.json`)) as { default: Dictionary };
  return module.default;
}
