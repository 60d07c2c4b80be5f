/**
 * The order a complaint is about (core 3 "can be prefilled from a row";
 * issue 16 item 2): a logged-in customer's own order fills the form, and a
 * complaint names its order when the customer owns it or gave its email.
 * What a row cost comes from the order, never from the form: its unit price,
 * and its share of the order's discount (split over the rows by their
 * totals, as the discount was taken from the products' total).
 */
import type { D1Database } from '@cloudflare/workers-types';
import { cents } from '../../../shared/money.ts';
import type { ReclamationPrefill, ReclamationPrefillRow } from '../../../shared/types/reclamation.ts';
import {
  findComplaintOrder, listComplaintOrderRows, type ComplaintOrder, type ComplaintOrderRow, type OrderOwner,
} from '../../data/complaint-orders.ts';

/** An order number as the customer types it: any case, spaces removed. */
export const cleanOrderNumber = (value: string) => value.trim().toUpperCase().replace(/\s+/g, '');

export interface RowFigures { price: number; unitDiscount: number; calculatedDiscount: number }

/** The row's price per unit and its share of the order's discount, per unit and for all its units. */
export function rowFigures(order: Pick<ComplaintOrder, 'productsPrice' | 'discount'>, row: Pick<ComplaintOrderRow, 'amount' | 'unitPrice' | 'rowTotal'>): RowFigures {
  const share = order.productsPrice > 0 && order.discount > 0 ? (order.discount * row.rowTotal) / order.productsPrice : 0;
  return { price: cents(row.unitPrice), unitDiscount: cents(share / Math.max(1, row.amount)), calculatedDiscount: cents(share) };
}

const money = (amount: number) => amount.toFixed(2);

/** A variant text 'Red, M' split into colour and size when the catalogue no longer knows the variant. */
function variantParts(row: ComplaintOrderRow): { color: string; size: string } {
  if (row.colour || row.size) return { color: row.colour, size: row.size };
  const [color = '', size = ''] = row.variantText.split(',').map((part) => part.trim());
  return { color, size };
}

export interface OrderWithRows { order: ComplaintOrder; rows: ComplaintOrderRow[] }

export async function readComplaintOrder(db: D1Database, orderNumber: string, owner: OrderOwner, language: string): Promise<OrderWithRows | null> {
  const number = cleanOrderNumber(orderNumber);
  if (!/^[A-Z0-9-]{1,32}$/.test(number)) return null;
  const order = await findComplaintOrder(db, number, owner);
  return order ? { order, rows: await listComplaintOrderRows(db, order.id, language) } : null;
}

/** GET /api/reclamations/order/: the customer's own order as the form fills from it; null when it is not theirs. */
export async function complaintPrefill(db: D1Database, customerId: number, orderNumber: string, language: string): Promise<ReclamationPrefill | null> {
  const owned = await readComplaintOrder(db, orderNumber, { customerId }, language);
  if (!owned) return null;
  const { order, rows } = owned;
  return {
    order_number: order.orderNumber,
    order_date: order.createdAt.slice(0, 10),
    customer: {
      name: `${order.firstName} ${order.lastName}`.trim(), email: order.email, phone: order.phone, address: order.address,
      post_number: order.postalCode, city: order.city,
    },
    rows: rows.map((row): ReclamationPrefillRow => {
      const figures = rowFigures(order, row);
      return {
        position: row.position,
        label: [row.name, row.variantText].filter(Boolean).join(', '),
        manufacturer: row.manufacturer,
        model: row.name,
        ...variantParts(row),
        price: money(figures.price),
        unit_discount: money(figures.unitDiscount),
        calculated_discount: money(figures.calculatedDiscount),
      };
    }),
  };
}
