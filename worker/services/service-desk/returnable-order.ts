/**
 * What an order may still return (issue 16 item 1), read once for the form
 * and again for the submit: the 100-day window (shared/service/return-window.ts),
 * each row's units not yet in a case, the sizes and colours it may be
 * exchanged to (same model, same price, in stock), and where the parcel goes.
 */
import { returnWindow, type ReturnWindow } from '../../../shared/service/return-window.ts';
import type { ReturnRefusal } from '../../../shared/types/returns.ts';
import type { D1Database } from '@cloudflare/workers-types';
import { listModelVariants, type ExchangeVariant } from '../../data/returns/exchange-variants.ts';
import { listReturnOrderRows, type ReturnOrder, type ReturnOrderRow } from '../../data/returns/return-orders.ts';
import { findStoreBySlug, type ReturnStore } from '../../data/returns/return-stores.ts';

/** The shop's home country: a return from anywhere else may carry its parcel's tracking code (cat 3). */
export const HOME_COUNTRY = 'fi';
/** The Finnish tax area (migrations/0002): prices of an order without one. */
const HOME_TAX_AREA = 1;
/** cat 9: the online warehouse's slug. */
export const WEB_STORE_SLUG = 'product';
const PICKUP_KINDS = ['store_pickup', 'express_pickup'];

/** Prices in euro to the cent; a missing price matches nothing. */
export const samePrice = (a: number | null, b: number | null): boolean => a !== null && b !== null && Math.abs(a - b) < 0.005;

export interface ReturnableRow extends ReturnOrderRow {
  returnable: number;
  /** Other variants of the row's model, priced as the ordered one, with stock in some store. */
  exchangeOptions: ExchangeVariant[];
  /** Every variant of the row's model (the submit tells "another model" from "sold out"). */
  modelVariants: ExchangeVariant[];
}

export interface ReturnableOrder {
  order: ReturnOrder;
  window: ReturnWindow;
  rows: ReturnableRow[];
  abroad: boolean;
  /** The pickup store of a pickup order, else the web store; null only in a shop without either. */
  store: ReturnStore | null;
  byPost: boolean;
}

function exchangeOptionsOf(row: ReturnOrderRow, variants: ExchangeVariant[]): { options: ExchangeVariant[]; model: ExchangeVariant[] } {
  if (row.variantId === null) return { options: [], model: [] };
  const model = variants.filter((variant) => variant.modelId === row.modelId);
  const price = model.find((variant) => variant.id === row.variantId)?.price ?? null;
  if (price === null) return { options: [], model };
  const options = model.filter((variant) => variant.id !== row.variantId && variant.available > 0 && samePrice(variant.price, price));
  return { options, model };
}

async function returnStore(db: D1Database, order: ReturnOrder): Promise<{ store: ReturnStore | null; byPost: boolean }> {
  if (PICKUP_KINDS.includes(order.deliveryKind) && order.deliveryLocation) {
    const store = await findStoreBySlug(db, order.deliveryLocation);
    if (store && store.type === 'retail') return { store, byPost: false };
  }
  return { store: await findStoreBySlug(db, WEB_STORE_SLUG), byPost: true };
}

export async function loadReturnableOrder(db: D1Database, order: ReturnOrder, language: string, now: Date): Promise<ReturnableOrder> {
  const [rows, variants, place] = await Promise.all([
    listReturnOrderRows(db, order.id),
    listModelVariants(db, order.id, order.taxAreaId ?? HOME_TAX_AREA, language),
    returnStore(db, order),
  ]);
  return {
    order,
    window: returnWindow({ status: order.status, deliveredAt: order.deliveredAt }, now),
    rows: rows.map((row) => {
      const { options, model } = exchangeOptionsOf(row, variants);
      return { ...row, returnable: Math.max(0, row.amount - row.claimed), exchangeOptions: options, modelVariants: model };
    }),
    abroad: order.countryCode.toLowerCase() !== HOME_COUNTRY,
    ...place,
  };
}

/** Why nothing can be returned now, or null: the window first, then what is left. */
export function refusalOf(returnable: ReturnableOrder): ReturnRefusal | null {
  const { window } = returnable;
  if (window.kind === 'not_shipped') return 'not_shipped';
  if (window.kind === 'cancelled') return 'order_cancelled';
  if (window.kind === 'expired') return 'return_time_expired';
  return returnable.rows.some((row) => row.returnable > 0) ? null : 'all_returned';
}
