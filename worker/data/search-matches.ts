/**
 * Reads of the search index (migration 0025, decision 032): the models a
 * MATCH expression finds, best first, and the index's vocabulary, which the
 * search service expands words and corrects typos against.
 */
import type { Language } from '../../shared/languages.ts';
import { readThrough, readThroughMemory, versionedMemory, type CatalogueSource } from './catalogue-cache.ts';
import { SEARCH_TABLES } from './search-index.ts';
import type { WeightedMemo } from './weighted-memo.ts';
import type { SearchColumn } from './search-documents.ts';

/**
 * bm25 weights in column order (name, brand, groups, colours, properties,
 * short and long description): a word in the name counts ten times one in
 * the description, so an exact name match outranks a description match,
 * and a brand match counts nearly as much.
 */
const COLUMN_WEIGHTS = [10, 7, 4, 2, 2, 1.5, 1];

/** The columns the vocabulary is read from: the words of names, not of prose. */
export const VOCABULARY_COLUMNS: readonly SearchColumn[] = ['name', 'brand', 'groups', 'colours', 'properties'];

/** Ranked rows read for a limit before the tax-area filter: enough that the filter rarely leaves too few. */
const rankedFor = (limit: number) => Math.max(limit * 2, limit + 24);

/**
 * Ids of the listed models that match, best first: bm25 with the column
 * weights, then id. The index holds only public models that are not
 * campaign-only (search-index.ts), so the one filter left is a price in the
 * tax area. It runs on the best rows only, so a common word does not join
 * thousands of rows; when it leaves fewer than the limit out of a full
 * ranking, the ranking is read again whole. `candidates` bounds the rows
 * ranked at all to the newest (highest ids) that match: a word in half the
 * catalogue then costs a few thousand rows, not tens of thousands (the
 * header's suggestions; decision 032). The expression comes from
 * shared/search/query.ts matchExpression, which quotes every term.
 */
export async function matchSearchModels(
  source: CatalogueSource, language: Language, taxAreaId: number, expression: string, limit: number, candidates?: number,
): Promise<number[]> {
  if (expression === '') return [];
  const table = SEARCH_TABLES[language].models;
  // One row even when nothing is priced: it carries how many rows were ranked. SQLite reads LIMIT -1 as no limit.
  const statement = source.db.prepare(`WITH matched AS MATERIALIZED (
      SELECT rowid AS id, bm25(${table}, ${COLUMN_WEIGHTS.join(', ')}) AS score FROM ${table}
      WHERE ${table} MATCH ?1 ORDER BY rowid DESC LIMIT ?4),
    ranked AS MATERIALIZED (SELECT id, score FROM matched ORDER BY score, id LIMIT ?3)
    SELECT (SELECT COUNT(*) FROM ranked) AS ranked, priced.id FROM (SELECT 1)
    LEFT JOIN (SELECT ranked.id, ranked.score FROM ranked
      JOIN product_model_prices p ON p.model_id = ranked.id AND p.tax_area_id = ?2) priced
    ORDER BY priced.score, priced.id`);
  const read = async (rankedLimit: number) => {
    const rows = (await statement.bind(expression, taxAreaId, rankedLimit, candidates ?? -1).all<{ ranked: number; id: number | null }>()).results;
    return { ranked: rows[0]?.ranked ?? 0, ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])) };
  };
  const cap = rankedFor(limit);
  let found = await read(cap);
  if (found.ids.length < limit && found.ranked === cap) found = await read(-1);
  return found.ids.slice(0, limit);
}

/** The terms of a language's index with how many rows hold each, parallel arrays in term order. */
export interface SearchVocabulary {
  terms: string[];
  documents: number[];
}

/**
 * The vocabulary of the name-like columns, read once per catalogue version:
 * from the isolate's memory or KV, else from the index (a scan of it).
 */
export function getSearchVocabulary(source: CatalogueSource, language: Language): Promise<SearchVocabulary> {
  return readThrough(source, `search-vocabulary:${language}`, async () => {
    const columns = VOCABULARY_COLUMNS.map((column) => `'${column}'`).join(', ');
    const rows = await source.db.prepare(`SELECT term, SUM(doc) AS documents FROM ${SEARCH_TABLES[language].terms}
      WHERE col IN (${columns}) GROUP BY term ORDER BY term`).all<{ term: string; documents: number }>();
    return { terms: rows.results.map((row) => row.term), documents: rows.results.map((row) => row.documents) };
  });
}

/**
 * A search answer cached under the catalogue version (KV and the isolate's
 * memory): the caller keeps the keys few, e.g. the first letters everyone types.
 */
export function readThroughSearchAnswer<T>(source: CatalogueSource, key: string, load: () => Promise<T>): Promise<T> {
  return readThrough(source, `search:${key}`, load);
}

/** Suggestion answers are 1 to 4 KB: 2,000 of them stay within 4 MB of the isolate's 128. */
const rememberedAnswers = versionedMemory<unknown>(4_000_000, 2000);

/**
 * A search answer held in this isolate's memory only, under the catalogue
 * version (decision 038): any text can be a key, so none goes to KV, and
 * the memory is its own, so unique queries push out only other queries.
 */
export function rememberSearchAnswer<T>(source: CatalogueSource, key: string, load: () => Promise<T>): Promise<T> {
  return readThroughMemory(source, rememberedAnswers as WeightedMemo<T>, `search:${key}`, load);
}
