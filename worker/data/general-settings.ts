import type { Language } from '../../shared/languages.ts';
import type { GeneralSettings } from '../../shared/types/catalogue.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { parseGeneralSettings } from './parse-general-settings.ts';

/**
 * core 3 general settings for a language: the language's own row of a key
 * wins over the row for every language (''), then the values are parsed.
 */
export function getGeneralSettings(source: CatalogueSource, language: Language): Promise<GeneralSettings> {
  return readThrough(source, `general-settings:${language}`, async () => {
    const { results } = await source.db.prepare(`SELECT key, value FROM general_settings WHERE language IN ('', ?1) ORDER BY language`)
      .bind(language).all<{ key: string; value: string }>();
    // '' sorts first, so a language's own row overwrites the shared one.
    const raw = Object.fromEntries(results.map((row) => [row.key, row.value]));
    return parseGeneralSettings(raw);
  });
}
