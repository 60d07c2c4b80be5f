/**
 * The catalogue search of campaign management (issue 17 item 2: "the products
 * in each category, from the catalogue, with search"): models whose name in
 * the language, model number or manufacturer contains the words typed, of
 * the models a campaign may give (gift-campaigns.ts giftableModel: campaign-only
 * models included, rentals and models not public left out).
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { Language } from '../../shared/languages.ts';
import type { CategoryModel } from '../../shared/types/campaign-admin.ts';
import { giftableModel } from './gift-campaigns.ts';

const LIMIT = 20;
/** D1 refuses a LIKE pattern of more than 50 bytes; a word's pattern is its escaped bytes and two '%'. */
const MAX_PATTERN_WORD_BYTES = 48;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);
const bytesOf = (text: string) => new TextEncoder().encode(text).length;

/** The word's escaped form cut at a whole character so that its pattern fits D1's limit: no typed word can fail the query. */
export function likeWord(word: string): string {
  let escaped = '';
  for (const character of word) {
    const next = escaped + escapeLike(character);
    if (bytesOf(next) > MAX_PATTERN_WORD_BYTES) break;
    escaped = next;
  }
  return escaped;
}

/**
 * SQLite's lower() and LIKE fold only ASCII letters, so a word is matched in
 * two spellings: all lower-case and capitalised ("лыжи" and "Лыжи", "ääni"
 * and "Ääni"), which covers names as they are written.
 */
export function wordVariants(word: string): [string, string] {
  const lower = word.toLocaleLowerCase();
  const [first = '', ...rest] = lower;
  return [likeWord(lower), likeWord(first.toLocaleUpperCase() + rest.join(''))];
}

const matches = (column: string, first: number) => `${column} LIKE ?${first} ESCAPE '\\' OR ${column} LIKE ?${first + 1} ESCAPE '\\'`;

export async function searchCatalogueModels(db: D1Database, query: string, language: Language): Promise<CategoryModel[]> {
  const words = query.split(/\s+/).filter(Boolean).slice(0, 5).map(wordVariants);
  const conditions = words.map((_, index) => {
    const first = index * 2 + 2;
    return `(${matches("lower(COALESCE(t.name, ''))", first)} OR ${matches('lower(m.model_number)', first)} OR ${matches('lower(f.name)', first)})`;
  });
  const rows = await db.prepare(`SELECT m.id, COALESCE(t.name, m.slug) AS name, f.name AS manufacturer FROM product_models m
      JOIN manufacturers f ON f.id = m.manufacturer_id LEFT JOIN product_model_texts t ON t.model_id = m.id AND t.language = ?1
      WHERE ${giftableModel('m')} AND ${conditions.join(' AND ')} ORDER BY name, m.id LIMIT ${LIMIT}`)
    .bind(language, ...words.flatMap(([lower, capitalised]) => [`%${lower}%`, `%${capitalised}%`])).all<CategoryModel>();
  return rows.results;
}
