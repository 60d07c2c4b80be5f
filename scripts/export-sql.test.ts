import { describe, expect, it } from 'vitest';
import { exportedTables, replacingInserts, searchRowInsert, searchTableCommand } from './export-sql.ts';

describe('the export of the local database (npm run export)', () => {
  it('leaves out FTS5 tables, their shadow tables, the migrations table and internal tables', () => {
    const tables = [
      { name: 'd1_migrations', sql: 'CREATE TABLE d1_migrations (id INTEGER)' },
      { name: 'product_models', sql: 'CREATE TABLE product_models (id INTEGER)' },
      { name: 'search_models_fi', sql: "CREATE VIRTUAL TABLE search_models_fi USING fts5(name, content='')" },
      { name: 'search_models_fi_data', sql: 'CREATE TABLE search_models_fi_data (id INTEGER PRIMARY KEY, block BLOB)' },
      { name: 'search_terms_fi', sql: "CREATE VIRTUAL TABLE search_terms_fi USING fts5vocab(search_models_fi, 'col')" },
      { name: 'sqlite_sequence', sql: 'CREATE TABLE sqlite_sequence(name,seq)' },
      { name: '_cf_KV', sql: 'CREATE TABLE _cf_KV (key TEXT)' },
      { name: 'search_history', sql: 'CREATE TABLE search_history (id INTEGER)' },
    ];
    expect(exportedTables(tables)).toEqual(['product_models', 'search_history']);
  });

  it('turns every INSERT into INSERT OR REPLACE, so the rows migrations put in are replaced', () => {
    expect(replacingInserts('PRAGMA defer_foreign_keys=TRUE;\nINSERT INTO "countries" ("code") VALUES(\'FI\');\n'))
      .toBe('PRAGMA defer_foreign_keys=TRUE;\nINSERT OR REPLACE INTO "countries" ("code") VALUES(\'FI\');\n');
  });

  it('writes an index row as one statement with its quotes doubled', () => {
    const row: [number, ...string[]] = [7, "Kuura O'Neill", 'kuura', 'kengat', '', '', "it's", ''];
    expect(searchRowInsert('search_models_en', row)).toBe(
      "INSERT INTO search_models_en (rowid, name, brand, groups, colours, properties, short_description, description) VALUES (7, 'Kuura O''Neill', 'kuura', 'kengat', '', '', 'it''s', '');\n",
    );
    expect(searchTableCommand('search_models_en', 'optimize')).toBe("INSERT INTO search_models_en (search_models_en) VALUES ('optimize');\n");
  });
});
