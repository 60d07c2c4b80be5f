import type { CatalogueImport } from '../import-format.ts';
import type { Statement } from './sql-rows.ts';

/** created_at is set once; an existing order keeps it and its rows. */
const UPSERT_WITH_STATUS = `INSERT INTO enterprise_orders (id, name, organisation, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, organisation = excluded.organisation, status = excluded.status, updated_at = excluded.updated_at`;
/** No status in the file: a new order takes the column default 'open', an existing one keeps its status. */
const UPSERT_KEEPING_STATUS = `INSERT INTO enterprise_orders (id, name, organisation, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET name = excluded.name, organisation = excluded.organisation, updated_at = excluded.updated_at`;

/**
 * Enterprise orders (migrations/0007_staff_orders.sql), upserted by id; the
 * rows staff added at the shop are never touched, and orders the file
 * leaves out are kept. One statement per order: there are few of them.
 */
export function enterpriseOrderStatements(data: CatalogueImport, now: string): Statement[] {
  return data.enterpriseOrders.map((order) => (order.status === undefined
    ? { sql: UPSERT_KEEPING_STATUS, params: [order.id, order.name, order.organisation, now, now] }
    : { sql: UPSERT_WITH_STATUS, params: [order.id, order.name, order.organisation, order.status, now, now] }));
}
