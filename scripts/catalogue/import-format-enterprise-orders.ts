/**
 * Enterprise orders of the import format (core 3 enterpriseOrder, cat 4
 * "Lisää yritystilaukseen"): an organisation's order that staff add
 * products to while it is open. Table: enterprise_orders of
 * migrations/0007_staff_orders.sql.
 *
 * The rows are what staff added at the shop, so an import never touches
 * them: a re-import updates the name, organisation and status and keeps
 * the order's rows. `status` left out keeps the stored one (a new order
 * starts open), so re-running a file never reopens an order closed since.
 */
import { z } from 'zod';
import { id, text } from './import-format-primitives.ts';

export const ENTERPRISE_ORDER_STATUSES = ['open', 'closed'] as const;

export const enterpriseOrder = z.object({
  id,
  /** What staff pick the order by, e.g. "Lumivaara ski school, season 2026/27". */
  name: text.max(200),
  /** The organisation the order is for. */
  organisation: text.max(200),
  /** Only an open order takes products; left out: kept as stored (open for a new order). */
  status: z.enum(ENTERPRISE_ORDER_STATUSES).optional(),
});
