import type { CatalogueImportInput } from '../import-format.ts';

/**
 * The catalogue as JSON in pieces, one array element at a time. The pieces
 * joined are exactly JSON.stringify(catalogue), but no single string holds
 * the whole document: a 50,000-model catalogue (over 500 MB of JSON) is
 * longer than V8's maximum string length, so it must be written as a stream.
 */
export function* catalogueJsonChunks(catalogue: CatalogueImportInput): Generator<string> {
  let separator = '{';
  for (const [key, value] of Object.entries(catalogue)) {
    if (value === undefined) continue;
    yield `${separator}${JSON.stringify(key)}:`;
    separator = ',';
    if (Array.isArray(value) && value.length > 0) {
      for (let i = 0; i < value.length; i++) yield `${i === 0 ? '[' : ','}${JSON.stringify(value[i]) ?? 'null'}`;
      yield ']';
    } else {
      yield JSON.stringify(value);
    }
  }
  yield separator === '{' ? '{}' : '}';
}
