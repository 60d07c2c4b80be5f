import type { Language } from '../../shared/languages.ts';
import type { KeywordPopup, KeywordSummary } from '../../shared/types/catalogue.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

/** GET /api/keyword-popups/: the keywords product descriptions link to, in the language. */
export function listKeywords(source: CatalogueSource, language: Language): Promise<KeywordSummary[]> {
  return readThrough(source, `keywords:${language}`, async () => {
    const { results } = await source.db.prepare('SELECT keyword_popup_id AS id, keyword FROM keyword_popup_texts WHERE language = ?1 ORDER BY keyword')
      .bind(language).all<KeywordSummary>();
    return results;
  });
}

/** GET /api/keyword-popup/?id=: one popup's text and link, or null for an unknown id. */
export function getKeywordPopup(source: CatalogueSource, language: Language, id: number): Promise<KeywordPopup | null> {
  return readThrough(source, `keyword:${language}:${id}`, () =>
    source.db.prepare('SELECT text, url FROM keyword_popup_texts WHERE keyword_popup_id = ?1 AND language = ?2').bind(id, language).first<KeywordPopup>());
}
