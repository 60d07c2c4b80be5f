/**
 * The pure parts of `npm run export` (scripts/export.ts): which tables
 * `wrangler d1 export` is given, and the SQL written for the search index.
 */
import { SEARCH_COLUMNS } from '../worker/data/search-documents.ts';

export interface TableEntry { name: string; sql: string }

/**
 * The tables whose rows are exported: not FTS5 virtual tables nor their
 * shadow tables (named after them), which wrangler refuses, and not the
 * remote's own migrations table or SQLite's and Cloudflare's internals.
 */
export function exportedTables(tables: readonly TableEntry[]): string[] {
  const virtual = tables.filter((table) => /^CREATE VIRTUAL TABLE/i.test(table.sql)).map((table) => table.name);
  return tables.map((table) => table.name).filter((name) =>
    !virtual.some((table) => name === table || name.startsWith(`${table}_`))
    && name !== 'd1_migrations' && !name.startsWith('sqlite_') && !name.startsWith('_cf_'));
}

/** wrangler's INSERTs as INSERT OR REPLACE: the rows the migrations put in the remote database are replaced, not refused. */
export function replacingInserts(sql: string): string {
  return sql.replace(/^INSERT INTO /gm, 'INSERT OR REPLACE INTO ');
}

const sqlLiteral = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** One index row as one statement: D1 takes statements up to 100 KB, and a row is a few. */
export function searchRowInsert(table: string, row: readonly [number, ...string[]]): string {
  return `INSERT INTO ${table} (rowid, ${SEARCH_COLUMNS.join(', ')}) VALUES (${row.map(sqlLiteral).join(', ')});\n`;
}

/** An FTS5 table's own commands ('delete-all', 'optimize'), as SQL. */
export function searchTableCommand(table: string, command: 'delete-all' | 'optimize'): string {
  return `INSERT INTO ${table} (${table}) VALUES ('${command}');\n`;
}
