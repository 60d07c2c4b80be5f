/**
 * The bench's search target (issue 18): the header box's suggestions call
 * as shoppers type, letter by letter, the names of the seeded catalogue's
 * brands, groups and models in Finnish and English, with whole queries of
 * several words and typos among them. Target: p99 ≤ 50 ms at 32 connections.
 */
import type { D1Database } from '@cloudflare/workers-types';

export const SEARCH_SUGGESTIONS_P99_TARGET_MS = 50;

/** Queries typed whole, including the issue's own and misspellings the fallback must catch. */
const WHOLE_QUERIES = {
  fi: ['goretex kengät', 'gore-tex takki', 'miesten kuoritakki', 'vaelluskengat', 'goretx', 'untuvatakki naisten', 'sukset 170'],
  en: ['goretex shoes', 'gore-tex jacket', "women's down jacket", 'hiking boots', 'goretx', 'trail shoes men', 'skis 170'],
} as const;

/** Each prefix a shopper sends while typing the text (from two characters on, at most eight). */
function typed(text: string): string[] {
  const characters = [...text.toLowerCase()];
  return Array.from({ length: Math.min(characters.length, 8) - 1 }, (_, index) => characters.slice(0, index + 2).join(''));
}

/**
 * Suggestion paths in a fixed order: prefixes of the biggest brands, the
 * groups and the best sellers' first name words, a misspelt brand, and the
 * whole queries, for both languages.
 */
export async function searchSuggestionPaths(db: D1Database): Promise<string[]> {
  const paths: string[] = [];
  for (const language of ['fi', 'en'] as const) {
    const [brands, groups, models] = await db.batch([
      db.prepare(`SELECT b.name FROM manufacturers b JOIN product_models m ON m.manufacturer_id = b.id AND m.is_public = 1
        GROUP BY b.id ORDER BY COUNT(*) DESC, b.id LIMIT 8`),
      db.prepare('SELECT t.name FROM product_group_texts t JOIN product_groups g ON g.id = t.group_id WHERE t.language = ?1 ORDER BY g.depth, g.sort_order, g.id LIMIT 12').bind(language),
      db.prepare(`SELECT t.name FROM product_models m JOIN product_model_texts t ON t.model_id = m.id AND t.language = ?1
        WHERE m.is_public = 1 ORDER BY m.sold_amount DESC, m.id LIMIT 12`).bind(language),
    ]);
    const names = (rows: unknown[]) => (rows as Array<{ name: string }>).map((row) => row.name);
    // A model name's words after the brand: what shoppers remember of it.
    const modelWords = names(models.results).map((name) => name.split(' ').slice(-2).join(' '));
    const brandNames = names(brands.results);
    const misspelt = brandNames.slice(0, 2).map((name) => name.slice(0, 3) + name.slice(4));
    const queries = [...brandNames, ...names(groups.results), ...modelWords].flatMap(typed);
    for (const query of [...queries, ...misspelt, ...WHOLE_QUERIES[language]]) {
      paths.push(`/api/search/suggestions/?q=${encodeURIComponent(query)}&lang=${language}`);
    }
  }
  return paths;
}
