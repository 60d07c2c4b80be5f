/**
 * Writes docs/catalogue-import-format.schema.json from the zod schema of the
 * import format, for operators who build catalogue files with their own tools.
 * Run by `npm run import:schema`; a unit test keeps the committed file current.
 */
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { catalogueImportSchema } from './import-format.ts';

export const JSON_SCHEMA_PATH = 'docs/catalogue-import-format.schema.json';

export function catalogueJsonSchema(): string {
  const schema = z.toJSONSchema(catalogueImportSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: 'Kaira catalogue import', $id: 'https://kaira.fi/schemas/catalogue-import-v1.json' }, null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(JSON_SCHEMA_PATH, catalogueJsonSchema());
  console.log(`Wrote ${JSON_SCHEMA_PATH}`);
}
