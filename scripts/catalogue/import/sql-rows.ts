/** One SQL statement with its bound values, ready for D1's prepare().bind(). */
export interface Statement { sql: string; params: SqlValue[] }
export type SqlValue = string | number | null;

/** D1 binds at most 100 values per statement; multi-row inserts are cut to fit. */
export const MAX_BOUND_VALUES = 100;

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export const flag = (value: boolean): number => (value ? 1 : 0);

/**
 * Multi-row INSERTs (or upserts when keyColumns are given: the row's other
 * columns are updated in place, so ON DELETE CASCADE children are not lost).
 */
export function insertRows(table: string, columns: string[], rows: SqlValue[][], keyColumns: string[] = []): Statement[] {
  const perStatement = Math.max(1, Math.floor(MAX_BOUND_VALUES / columns.length));
  const updates = columns.filter((column) => !keyColumns.includes(column));
  const conflict = keyColumns.length === 0 ? ''
    : updates.length === 0 ? ` ON CONFLICT (${keyColumns.join(', ')}) DO NOTHING`
      : ` ON CONFLICT (${keyColumns.join(', ')}) DO UPDATE SET ${updates.map((column) => `${column} = excluded.${column}`).join(', ')}`;
  const placeholders = `(${columns.map(() => '?').join(', ')})`;
  return chunk(rows, perStatement).map((group) => ({
    sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${group.map(() => placeholders).join(', ')}${conflict}`,
    params: group.flat(),
  }));
}

/** DELETE ... WHERE column IN (...), cut to the bound-value limit. */
export function deleteWhereIn(table: string, column: string, values: SqlValue[], extraCondition = ''): Statement[] {
  return chunk(values, MAX_BOUND_VALUES).map((group) => ({
    sql: `DELETE FROM ${table} WHERE ${column} IN (${group.map(() => '?').join(', ')})${extraCondition ? ` AND ${extraCondition}` : ''}`,
    params: group,
  }));
}
