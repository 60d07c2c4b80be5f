/**
 * cat 3 Extra data sizetables of one model: the statement (bound ?1 the
 * model, ?3 the language) and its rows into SizeTableView. parsed_json is
 * operator data written by the import; it is read defensively, and a table
 * left without sizes or rows is dropped (cat 5 "Only size tables with sizes
 * and rows are kept").
 */
import { isRecord } from '../../shared/is-record.ts';
import type { SizeTableView } from '../../shared/types/product-extra.ts';

export const SIZE_TABLES_QUERY = `SELECT st.id, st.name, st.image, st.hide_image, st.parsed_json, COALESCE(t.info_text, '') AS info_text
  FROM product_model_size_tables ms JOIN size_tables st ON st.id = ms.size_table_id
  LEFT JOIN size_table_texts t ON t.size_table_id = st.id AND t.language = ?3
  WHERE ms.model_id = ?1 ORDER BY st.id`;

export interface SizeTableRow { id: number; name: string; image: string; hide_image: number; parsed_json: string; info_text: string }

type Parsed = SizeTableView['parsed_sizetable'];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null);

/** The sizes and rows of parsed_json that have the expected shape; anything else is skipped. */
export function parseSizeTable(id: number, json: string): Parsed | null {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!isRecord(value) || !Array.isArray(value.sizes) || !Array.isArray(value.rows)) return null;
  const sizes = value.sizes.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const size = text(entry.size);
    // The import writes productType; the migration documents product_type: read either.
    const type = text(entry.product_type ?? entry.productType) ?? '';
    return size ? [{ size, product_type: type }] : [];
  });
  const rows = value.rows.flatMap((entry) => {
    if (!isRecord(entry) || !Array.isArray(entry.values)) return [];
    const name = text(entry.name);
    return name ? [{ name, unit: text(entry.unit) ?? '', values: entry.values.map((cell) => text(cell) ?? '') }] : [];
  });
  return sizes.length > 0 && rows.length > 0 ? { id, sizes, rows } : null;
}

export function toSizeTableViews(rows: SizeTableRow[]): SizeTableView[] {
  return rows.flatMap((row) => {
    const parsed = parseSizeTable(row.id, row.parsed_json);
    if (!parsed) return [];
    // The schema holds one picture per table, given as `sizetable`; `images` would repeat it.
    return [{ id: row.id, name: row.name, sizetable: row.image, hide_image: row.hide_image === 1, info_text: row.info_text, images: [], parsed_sizetable: parsed }];
  });
}
