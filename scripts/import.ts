/**
 * npm run import -- catalogue.json [--persist-to DIR] [--check]
 * Loads an operator's catalogue (format: docs/catalogue-import.md) into the
 * local D1 database. A file with any error is rejected whole: every error is
 * printed with its path and nothing is written. --check validates only.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { importCatalogue } from './catalogue/import/import-catalogue.ts';
import { readExistingCatalogue } from './catalogue/import/existing-catalogue.ts';
import { validateImport } from './catalogue/import/validate-import.ts';
import { applyLocalMigrations, openLocalBindings } from './local-state.ts';
import { createProgressBar } from './progress-bar.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'persist-to': { type: 'string' }, check: { type: 'boolean', default: false } },
});
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run import -- catalogue.json [--persist-to DIR] [--check]');
  process.exit(2);
}

let document: unknown;
try {
  document = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.error(`${file}: not a readable JSON file: ${(error as Error).message}`);
  process.exit(1);
}

applyLocalMigrations(values['persist-to']);
const platform = await openLocalBindings(values['persist-to']);
let issues: { path: string; message: string }[] = [];
try {
  const db = platform.env.DB;
  if (values.check) {
    const result = validateImport(document, await readExistingCatalogue(db));
    if (result.ok) console.log(`${file} is valid: ${result.data.models.length} models, ${result.data.productGroups.length} product groups.`);
    else issues = result.issues;
  } else {
    const progress = createProgressBar('Importing');
    const result = await importCatalogue(db, document, { onProgress: progress.update });
    if (result.ok) console.log(`Imported ${file}: ${Object.entries(result.counts).map(([name, count]) => `${count} ${name}`).join(', ')}; catalogue version ${result.version}.`);
    else issues = result.issues;
  }
} finally {
  await platform.dispose();
}

if (issues.length > 0) {
  console.error(`${file} was rejected, nothing was changed. ${issues.length} error(s):`);
  for (const issue of issues.slice(0, 200)) console.error(`  ${issue.path}: ${issue.message}`);
  if (issues.length > 200) console.error(`  ... and ${issues.length - 200} more`);
  process.exitCode = 1;
}
