import { chance, type Random } from './random.ts';
import { RETAIL_STORE_IDS, WAREHOUSE_ID, WEB_STORE_ID } from './stores.ts';
import type { DemoStock } from './types.ts';

export interface Availability {
  shippingTime: number;
  stockIncoming: string;
  stocks: DemoStock[];
}

/** How a model is stocked: popular models sit in more stores and in larger numbers. */
export interface StockProfile {
  popularity: number;
  onOrder: boolean;
  /** Rental fleets live in the shops only. */
  storesOnly: boolean;
  /** Outlet items: what is left is in stock or gone, nothing more is ordered. */
  clearance: boolean;
}

const INCOMING = ['2026-12-04', '2026-12-11', '2026-12-18', '2027-01-08', '2027-01-15', '2027-01-29'];

function shopStocks(random: Random, share: number, max: number): DemoStock[] {
  const stocks: DemoStock[] = [];
  for (const storeId of RETAIL_STORE_IDS) {
    if (!chance(random, share)) continue;
    const quantity = random.int(1, max);
    // A unit reserved for a customer or waiting for repair is blocked: in stock but not for sale.
    const blocked = chance(random, 0.06) ? random.int(1, quantity) : 0;
    stocks.push({ storeId, quantity, blocked, shelfCode: `${String.fromCharCode(65 + random.int(0, 7))}${random.int(1, 24)}-${random.int(1, 6)}` });
  }
  return stocks;
}

/**
 * Stock of one variant over the seven shops, the web store and the central
 * warehouse (20). Shipping time follows cat 9: 1-2 in stock, 3-998 on order,
 * 999 not available, 30 and 60 shown as text. Zero quantities are left out.
 */
export function variantAvailability(random: Random, profile: StockProfile): Availability {
  const roll = random.next();
  if (profile.storesOnly) {
    return { shippingTime: 2, stockIncoming: '', stocks: shopStocks(random, 0.3 + profile.popularity * 0.3, 3) };
  }
  if (profile.clearance) {
    if (roll >= 0.75) return { shippingTime: 999, stockIncoming: '', stocks: [] };
    const stocks = shopStocks(random, 0.15, 2);
    stocks.push({ storeId: WAREHOUSE_ID, quantity: random.int(1, 4), blocked: 0, shelfCode: '' });
    return { shippingTime: random.int(1, 2), stockIncoming: '', stocks };
  }
  if (profile.onOrder) {
    return { shippingTime: random.pick([14, 21, 30]), stockIncoming: random.pick(INCOMING), stocks: [] };
  }
  if (roll < 0.62) {
    const stocks = shopStocks(random, 0.2 + profile.popularity * 0.5, 2 + Math.round(profile.popularity * 8));
    if (chance(random, 0.35)) stocks.push({ storeId: WEB_STORE_ID, quantity: random.int(1, 6), blocked: 0, shelfCode: '' });
    const central = random.int(1, 6 + Math.round(profile.popularity * 60));
    const centralBlocked = chance(random, 0.05) ? random.int(1, central) : 0;
    stocks.push({ storeId: WAREHOUSE_ID, quantity: central, blocked: centralBlocked, shelfCode: '' });
    return { shippingTime: random.int(1, 2), stockIncoming: '', stocks };
  }
  if (roll < 0.78) {
    // On order from the supplier: maybe a last unit in a shop, more arriving.
    return { shippingTime: random.int(5, 14), stockIncoming: random.pick(INCOMING), stocks: shopStocks(random, 0.08, 1) };
  }
  if (roll < 0.84) {
    return { shippingTime: random.pick([30, 60]), stockIncoming: '', stocks: [] };
  }
  if (roll < 0.9) {
    // Only in the shops: sent from a store, so a few days.
    return { shippingTime: random.int(3, 5), stockIncoming: '', stocks: shopStocks(random, 0.4, 2) };
  }
  if (roll < 0.93) {
    // Everything left is blocked: shown but not orderable.
    const quantity = random.int(1, 3);
    return { shippingTime: 999, stockIncoming: '', stocks: [{ storeId: WAREHOUSE_ID, quantity, blocked: quantity, shelfCode: '' }] };
  }
  return { shippingTime: 999, stockIncoming: '', stocks: [] };
}
