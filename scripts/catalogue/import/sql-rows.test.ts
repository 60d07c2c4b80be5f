import { describe, expect, it } from 'vitest';
import { deleteWhereIn, insertRows, MAX_BOUND_VALUES } from './sql-rows.ts';

describe('insertRows', () => {
  it('never binds more values per statement than D1 allows', () => {
    const rows = Array.from({ length: 250 }, (_, i) => [i, `name ${i}`, i * 2]);
    const statements = insertRows('things', ['id', 'name', 'size'], rows);
    expect(statements.every((statement) => statement.params.length <= MAX_BOUND_VALUES)).toBe(true);
    expect(statements.flatMap((statement) => statement.params)).toHaveLength(750);
  });

  it('updates every non-key column on conflict so rows are upserted in place', () => {
    const [statement] = insertRows('things', ['id', 'name', 'size'], [[1, 'a', 2]], ['id']);
    expect(statement.sql).toBe('INSERT INTO things (id, name, size) VALUES (?, ?, ?) ON CONFLICT (id) DO UPDATE SET name = excluded.name, size = excluded.size');
  });

  it('does nothing on conflict when every column is part of the key', () => {
    const [statement] = insertRows('links', ['a', 'b'], [[1, 2]], ['a', 'b']);
    expect(statement.sql).toMatch(/ON CONFLICT \(a, b\) DO NOTHING$/);
  });
});

describe('deleteWhereIn', () => {
  it('splits long id lists into several statements', () => {
    const statements = deleteWhereIn('things', 'id', Array.from({ length: 230 }, (_, i) => i));
    expect(statements).toHaveLength(3);
    expect(statements[2].params).toHaveLength(30);
  });
});
