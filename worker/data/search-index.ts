/**
 * Writes the search index (migration 0025, decision 032): one row per public
 * model and language, composed by search-documents.ts from the catalogue
 * tables. The catalogue import runs it for the models it wrote, or for all
 * models when names the rows carry (groups, brands, colours, property types)
 * may have changed; the seed fills an index that is still empty.
 */
import type { D1Database } from '@cloudflare/workers-types';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { propertyText, SEARCH_COLUMNS, searchDocument } from './search-documents.ts';
import { withAncestors } from './product-list-rows.ts';

/** The index and vocabulary tables of a language: names from this fixed map only, never from input. */
export const SEARCH_TABLES = Object.fromEntries(LANGUAGES.map((language) => [language, {
  models: `search_models_${language}`,
  terms: `search_terms_${language}`,
}])) as Record<Language, { models: string; terms: string }>;

/** Models read and written per round: their texts in six languages are a few hundred kilobytes. */
const MODELS_PER_ROUND = 250;
/** Rows go in as one JSON value per statement, kept well below D1's 2 MB per value. */
const MAX_JSON_CHARS = 500_000;

const IN_SET = 'IN (SELECT value FROM json_each(?1))';
const CHUNK_READS = {
  models: `SELECT m.id, mf.name AS brand, m.main_group_id FROM product_models m JOIN manufacturers mf ON mf.id = m.manufacturer_id
    WHERE m.id ${IN_SET} AND m.is_public = 1 AND m.campaign_only = 0`,
  texts: `SELECT model_id, language, name, short_description, description_html FROM product_model_texts WHERE model_id ${IN_SET}`,
  groups: `SELECT model_id, group_id FROM product_model_groups WHERE model_id ${IN_SET}`,
  colours: `SELECT DISTINCT model_id, colour_id FROM variants WHERE model_id ${IN_SET} AND colour_id IS NOT NULL ORDER BY model_id, colour_id`,
  properties: `SELECT pp.model_id, pp.property_type_id, pt.value_kind, pp.value_number, pp.value_text FROM product_model_properties pp
    JOIN property_types pt ON pt.id = pp.property_type_id WHERE pp.model_id ${IN_SET} ORDER BY pp.model_id, pt.sort_order, pt.id`,
};

interface References {
  parents: Map<number, number | null>;
  groupNames: Map<string, string>;
  colourNames: Map<string, string>;
  propertyNames: Map<string, string>;
}

const keyOf = (id: number, language: string) => `${id}:${language}`;

async function readReferences(db: D1Database): Promise<References> {
  const [groups, groupTexts, colourTexts, propertyTexts] = await db.batch([
    db.prepare('SELECT id, parent_id FROM product_groups'),
    db.prepare('SELECT group_id AS id, language, name FROM product_group_texts'),
    db.prepare('SELECT colour_id AS id, language, name FROM colour_texts'),
    db.prepare('SELECT property_type_id AS id, language, name FROM property_type_texts'),
  ]);
  const names = (rows: unknown[]) => new Map((rows as Array<{ id: number; language: string; name: string }>).map((row) => [keyOf(row.id, row.language), row.name]));
  return {
    parents: new Map((groups.results as Array<{ id: number; parent_id: number | null }>).map((row) => [row.id, row.parent_id])),
    groupNames: names(groupTexts.results),
    colourNames: names(colourTexts.results),
    propertyNames: names(propertyTexts.results),
  };
}

interface ChunkRows {
  models: Array<{ id: number; brand: string; main_group_id: number }>;
  texts: Array<{ model_id: number; language: string; name: string; short_description: string; description_html: string }>;
  groups: Array<{ model_id: number; group_id: number }>;
  colours: Array<{ model_id: number; colour_id: number }>;
  properties: Array<{ model_id: number; property_type_id: number; value_kind: string; value_number: number | null; value_text: string }>;
}

function byModel<R extends { model_id: number }>(rows: R[]): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const row of rows) {
    const list = map.get(row.model_id);
    if (list) list.push(row);
    else map.set(row.model_id, [row]);
  }
  return map;
}

/** Index rows per language: [model id, ...column values]. */
function documentsOf(rows: ChunkRows, references: References): Map<Language, Array<[number, ...string[]]>> {
  const texts = byModel(rows.texts);
  const groups = byModel(rows.groups);
  const colours = byModel(rows.colours);
  const properties = byModel(rows.properties);
  const documents = new Map<Language, Array<[number, ...string[]]>>(LANGUAGES.map((language) => [language, []]));
  for (const model of rows.models) {
    const groupIds = withAncestors([model.main_group_id, ...(groups.get(model.id) ?? []).map((row) => row.group_id)], references.parents);
    for (const text of texts.get(model.id) ?? []) {
      const language = text.language as Language;
      const list = documents.get(language);
      if (!list) continue;
      const name = (map: Map<string, string>, id: number) => map.get(keyOf(id, language)) ?? '';
      list.push([model.id, ...searchDocument({
        name: text.name,
        brand: model.brand,
        groups: groupIds.map((id) => name(references.groupNames, id)),
        colours: (colours.get(model.id) ?? []).map((row) => name(references.colourNames, row.colour_id)),
        properties: (properties.get(model.id) ?? []).flatMap((row) => propertyText({
          valueKind: row.value_kind, valueNumber: row.value_number, valueText: row.value_text, typeName: name(references.propertyNames, row.property_type_id),
        }) ?? []),
        shortDescription: text.short_description,
        descriptionHtml: text.description_html,
      })]);
    }
  }
  return documents;
}

/** INSERTs of the rows, each statement one JSON array of rows below MAX_JSON_CHARS. */
function insertStatements(db: D1Database, table: string, rows: Array<[number, ...string[]]>) {
  const columns = SEARCH_COLUMNS.map((column, index) => `json_extract(value, '$[${index + 1}]')`).join(', ');
  const sql = `INSERT INTO ${table} (rowid, ${SEARCH_COLUMNS.join(', ')}) SELECT json_extract(value, '$[0]'), ${columns} FROM json_each(?1)`;
  const statements = [];
  let part: string[] = [];
  let size = 0;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (part.length > 0 && size + json.length > MAX_JSON_CHARS) {
      statements.push(db.prepare(sql).bind(`[${part.join(',')}]`));
      part = [];
      size = 0;
    }
    part.push(json);
    size += json.length + 1;
  }
  if (part.length > 0) statements.push(db.prepare(sql).bind(`[${part.join(',')}]`));
  return statements;
}

async function roundDocuments(db: D1Database, ids: number[], references: References): Promise<Map<Language, Array<[number, ...string[]]>>> {
  const reads = await db.batch(Object.values(CHUNK_READS).map((sql) => db.prepare(sql).bind(JSON.stringify(ids))));
  const rows = Object.fromEntries(Object.keys(CHUNK_READS).map((name, index) => [name, reads[index].results])) as unknown as ChunkRows;
  return documentsOf(rows, references);
}

const publicModelIds = async (db: D1Database) =>
  (await db.prepare('SELECT id FROM product_models WHERE is_public = 1 AND campaign_only = 0 ORDER BY id').all<{ id: number }>()).results.map((row) => row.id);

/**
 * The whole index's rows, a round of models at a time, per language table:
 * [model id, ...column values in SEARCH_COLUMNS order]. The export script
 * writes them as SQL, since `wrangler d1 export` refuses FTS5 tables.
 */
export async function* searchIndexRows(db: D1Database): AsyncGenerator<{ table: string; rows: Array<[number, ...string[]]> }> {
  const ids = await publicModelIds(db);
  const references = await readReferences(db);
  for (let start = 0; start < ids.length; start += MODELS_PER_ROUND) {
    const documents = await roundDocuments(db, ids.slice(start, start + MODELS_PER_ROUND), references);
    for (const language of LANGUAGES) yield { table: SEARCH_TABLES[language].models, rows: documents.get(language)! };
  }
}

async function indexRound(db: D1Database, ids: number[], references: References, replace: boolean): Promise<void> {
  const idsJson = JSON.stringify(ids);
  const documents = await roundDocuments(db, ids, references);
  // One transaction per round: a model's old row goes with its new one in.
  await db.batch(LANGUAGES.flatMap((language) => [
    ...(replace ? [db.prepare(`DELETE FROM ${SEARCH_TABLES[language].models} WHERE rowid ${IN_SET}`).bind(idsJson)] : []),
    ...insertStatements(db, SEARCH_TABLES[language].models, documents.get(language)!),
  ]));
}

/**
 * Rebuilds the index rows of the models (their rows go; public ones are
 * written anew) or, with 'all', the whole index, then merges a whole index's
 * segments so queries read one b-tree per term.
 */
export async function indexSearchModels(db: D1Database, models: 'all' | readonly number[]): Promise<void> {
  const all = models === 'all';
  const ids = all ? await publicModelIds(db) : [...new Set(models)].sort((a, b) => a - b);
  if (all) await db.batch(LANGUAGES.map((language) => db.prepare(`INSERT INTO ${SEARCH_TABLES[language].models} (${SEARCH_TABLES[language].models}) VALUES ('delete-all')`)));
  if (ids.length > 0) {
    const references = await readReferences(db);
    for (let start = 0; start < ids.length; start += MODELS_PER_ROUND) {
      await indexRound(db, ids.slice(start, start + MODELS_PER_ROUND), references, !all);
    }
  }
  if (all) await db.batch(LANGUAGES.map((language) => db.prepare(`INSERT INTO ${SEARCH_TABLES[language].models} (${SEARCH_TABLES[language].models}) VALUES ('optimize')`)));
}

/** True when public models exist but the index has none of them: a database from before migration 0025. */
export async function searchIndexMissing(db: D1Database): Promise<boolean> {
  const row = await db.prepare(`SELECT EXISTS (SELECT 1 FROM product_models WHERE is_public = 1 AND campaign_only = 0) AS models,
    EXISTS (SELECT 1 FROM ${SEARCH_TABLES.fi.models}) AS indexed`).first<{ models: number; indexed: number }>();
  return row !== null && row.models === 1 && row.indexed === 0;
}
