/**
 * Everything the pricing engine needs about one cart, read from D1 in one
 * batch (cart-sql.ts): the delivery country, the variants with their live
 * stock and country overrides, their models with the tax area's prices and
 * delivery limits, the bundles, and the typed codes.
 */
import type { D1Database } from '@cloudflare/workers-types';
import type { StoreStock } from '../../shared/types/product-page.ts';
import { CART_SQL, parameterCount, type CartStatement } from './cart-sql.ts';
import { productPath } from './product-list-rows.ts';
import { variantText, type VariantTextRow } from './variant-text-sql.ts';
import type { SkiGearFacts, SkiGroup, SkiSport } from '../../shared/ski-wizard/compatibility.ts';
import { skiGearFactsOf, type SkiGearSpecRow } from './ski-gear-facts.ts';
import { normaliseGiftCardCode } from '../../shared/gift-card/gift-card-code.ts';

interface CartCountry { code: string; taxAreaId: number; enabled: boolean; name: string }

export interface CartVariant {
  id: number;
  modelId: number;
  shippingTime: number;
  image: string;
  /** Colour, size and type names in the language, joined by ', '. */
  text: string;
  /** The variant's own price in the tax area (its club price with it, as the product page shows it); null: the model's applies. */
  ownPrice: { active: number; regular: number; club: number | null } | null;
  stocks: StoreStock[];
  /** The delivery country's override (cat 3 extra_data_overrides). */
  override: { shippingTimeNumber?: number; isDeliveryCountryBlocked?: boolean } | undefined;
}

export interface CartModel {
  id: number;
  name: string;
  manufacturer: string;
  path: string;
  image: string;
  /** On public sale: public and not campaign-only. */
  onSale: boolean;
  /** May be a gift campaign's gift (decision 026): public, campaign-only or not, and not a rental (loadCartData always sets it). */
  giftable?: boolean;
  onOrder: boolean;
  /** The tax area's guest price and club price (null: none); null: not sold there. */
  price: { active: number; regular: number; club: number | null; discountFree: boolean } | null;
  blockedInCountry: boolean;
  /** Delivery method kinds the model may ship with; empty: every kind. */
  deliveryKinds: string[];
  isVuota: boolean;
  /** Skis mounted with bindings (a bundle model with a ski wizard): cat 9 adds the ski-bundle days, as the product page does. */
  skiBundle: boolean;
  /** The ski wizard's sport and group of ski gear (cat 3 ski_wizard); null for anything else. */
  skiWizard: { sport: SkiSport; group: SkiGroup } | null;
  /** Rental gear (cat 3 is_rental): never a part of a ski package, as the wizard never lists it. */
  isRental: boolean;
}

export interface CartBundle { id: number; primaryModelId: number; discountPercent: number; name: string; modelIds: number[] }

export interface DiscountCodeRow {
  id: number; code: string; kind: 'percent' | 'fixed' | 'free_delivery'; value: number; min_basket: number;
  starts_at: string | null; ends_at: string | null; usage_limit: number | null; used_count: number; is_enabled: number;
}
export interface GiftCardRow { id: number; code: string; balance: number; expires_at: string | null; is_enabled: number }

export interface CartData {
  country: CartCountry | null;
  variants: Map<number, CartVariant>;
  models: Map<number, CartModel>;
  bundles: Map<number, CartBundle>;
  discountCodes: DiscountCodeRow[];
  giftCards: GiftCardRow[];
  /** Compatibility facts of the ski package rows' variants (decision 030). */
  skiGear: Map<number, SkiGearFacts>;
}

interface CartKeys { variantIds: number[]; bundleIds: number[]; country: string; language: string; codes: string[]; packageVariantIds?: number[] }

type Row = Record<string, any>;

const ORDER: CartStatement[] = ['country', 'variants', 'stocks', 'models', 'modelKinds', 'bundles', 'bundleModels', 'discountCodes', 'giftCards', 'skiGear'];

export async function loadCartData(db: D1Database, keys: CartKeys): Promise<CartData> {
  const values = [
    JSON.stringify([...new Set(keys.variantIds)]), JSON.stringify([...new Set(keys.bundleIds)]),
    // A gift card's code is also looked up as the balance check takes it (decision 028): any case, dashes restored.
    keys.country, keys.language, JSON.stringify([...new Set(keys.codes.flatMap((code) => [code, normaliseGiftCardCode(code)]).map((code) => code.toLowerCase()))]),
    JSON.stringify([...new Set(keys.packageVariantIds ?? [])]),
  ];
  const results = await db.batch(ORDER.map((name) => db.prepare(CART_SQL[name]).bind(...values.slice(0, parameterCount(CART_SQL[name])))));
  const rows = Object.fromEntries(ORDER.map((name, index) => [name, results[index].results as Row[]])) as Record<CartStatement, Row[]>;
  return {
    country: rows.country[0] ? countryOf(rows.country[0]) : null,
    variants: variantsOf(rows.variants, rows.stocks),
    models: modelsOf(rows.models, rows.modelKinds),
    bundles: bundlesOf(rows.bundles, rows.bundleModels),
    discountCodes: rows.discountCodes as DiscountCodeRow[],
    giftCards: rows.giftCards as GiftCardRow[],
    skiGear: new Map(rows.skiGear.map((row) => [row.variant_id as number, skiGearFactsOf(row as SkiGearSpecRow)])),
  };
}

function countryOf(row: Row): CartCountry {
  return { code: row.code, taxAreaId: row.tax_area_id, enabled: row.is_enabled === 1, name: row.name };
}

function variantsOf(rows: Row[], stockRows: Row[]): Map<number, CartVariant> {
  const stocks = new Map<number, StoreStock[]>();
  for (const row of stockRows) {
    const list = stocks.get(row.variant_id) ?? [];
    list.push({ storeId: row.store_id, quantity: row.quantity, blocked: Math.min(row.blocked, row.quantity), shelfCode: '' });
    stocks.set(row.variant_id, list);
  }
  return new Map(rows.map((row) => {
    const override: CartVariant['override'] = {};
    if (row.override_time !== null) override.shippingTimeNumber = row.override_time;
    if (row.override_blocked === 1) override.isDeliveryCountryBlocked = true;
    return [row.id, {
      id: row.id,
      modelId: row.model_id,
      shippingTime: row.shipping_time,
      image: row.image ?? '',
      text: variantText(row as VariantTextRow),
      ownPrice: row.own_active === null || row.own_regular === null ? null : { active: row.own_active, regular: row.own_regular, club: row.own_club ?? null },
      stocks: stocks.get(row.id) ?? [],
      override: Object.keys(override).length > 0 ? override : undefined,
    }];
  }));
}

function modelsOf(rows: Row[], kindRows: Row[]): Map<number, CartModel> {
  const kinds = new Map<number, string[]>();
  for (const row of kindRows) kinds.set(row.model_id, [...(kinds.get(row.model_id) ?? []), row.kind]);
  return new Map(rows.map((row) => [row.id, {
    id: row.id,
    name: row.name,
    manufacturer: row.manufacturer,
    path: productPath(row.manufacturer_slug, row.slug),
    image: row.image ?? '',
    onSale: row.is_public === 1 && row.campaign_only === 0,
    giftable: row.is_public === 1 && row.is_rental !== 1,
    onOrder: row.on_order === 1,
    price: row.active === null || row.regular === null ? null : { active: row.active, regular: row.regular, club: row.club ?? null, discountFree: row.discount_free === 1 },
    blockedInCountry: row.blocked === 1,
    deliveryKinds: kinds.get(row.id) ?? [],
    isVuota: row.vuota === 1,
    skiBundle: row.ski_bundle === 1,
    skiWizard: row.ski_wizard_sport && row.ski_wizard_group ? { sport: row.ski_wizard_sport, group: row.ski_wizard_group } : null,
    isRental: row.is_rental === 1,
  }]));
}

/** A bundle's models: the primary one first, then its secondary models in their order (as the product page shows them). */
function bundlesOf(rows: Row[], memberRows: Row[]): Map<number, CartBundle> {
  return new Map(rows.map((row) => {
    const secondary = memberRows.filter((member) => member.bundle_id === row.id && member.model_id !== row.primary_model_id).map((member) => member.model_id as number);
    return [row.id, { id: row.id, primaryModelId: row.primary_model_id, discountPercent: row.discount_percent, name: row.name, modelIds: [row.primary_model_id, ...secondary] }];
  }));
}
