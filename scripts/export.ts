/**
 * npm run export -- --output catalogue.sql
 * Writes the local database (wrangler's default local state, where `npm run
 * import` writes) as SQL for a freshly migrated remote database:
 * `npx wrangler d1 execute DB --remote --file catalogue.sql` (README, Deploy).
 *
 * `wrangler d1 export` refuses a database with FTS5 tables, so the search
 * index (migration 0025) is left out of its export and written here as
 * plain INSERTs, one row a statement (D1 takes statements up to 100 KB).
 * Rows go in with INSERT OR REPLACE: the rows the migrations already put in
 * the remote database (the catalogue version, countries) are replaced, not
 * refused. The migrations table is the remote's own and is not exported.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SEARCH_TABLES, searchIndexRows } from '../worker/data/search-index.ts';
import { exportedTables, type TableEntry, replacingInserts, searchRowInsert, searchTableCommand } from './export-sql.ts';
import { openLocalBindings, wranglerEnv } from './local-state.ts';

const { values } = parseArgs({ options: { output: { type: 'string' } } });
const output = values.output;
if (!output) {
  console.error('Usage: npm run export -- --output catalogue.sql');
  process.exit(2);
}

const platform = await openLocalBindings(undefined);
try {
  const db = platform.env.DB;
  const tables = await db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY rowid").all<TableEntry>();
  const exported = exportedTables(tables.results);

  const wrangler = spawnSync(process.execPath, [
    'node_modules/wrangler/bin/wrangler.js', 'd1', 'export', 'DB', '--local', '--no-schema', '--output', output,
    ...exported.flatMap((table) => ['--table', table]),
  ], { env: wranglerEnv, stdio: 'inherit' });
  if (wrangler.status !== 0) process.exit(wrangler.status ?? 1);
  writeFileSync(output, replacingInserts(readFileSync(output, 'utf8')));

  const languageTables = Object.values(SEARCH_TABLES).map((table) => table.models);
  appendFileSync(output, languageTables.map((table) => searchTableCommand(table, 'delete-all')).join(''));
  let rowCount = 0;
  for await (const { table, rows } of searchIndexRows(db)) {
    appendFileSync(output, rows.map((row) => searchRowInsert(table, row)).join(''));
    rowCount += rows.length;
  }
  appendFileSync(output, languageTables.map((table) => searchTableCommand(table, 'optimize')).join(''));
  console.log(`Wrote ${output}: ${exported.length} tables and ${rowCount} search index rows.`);
} finally {
  await platform.dispose();
}
