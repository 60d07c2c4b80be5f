/**
 * A cart row's productId to what it sells (core 3 cart product row, cat 4
 * bundle): a variant id names one variant; a bundle row '{bundleId}-{seconds}'
 * names the bundle, and its bundleHash the variant chosen for each of the
 * bundle's models; a ski package row 'ski-{sport}-{seconds}' names its parts
 * in its bundleHash (ski-package-rows.ts). Anything that does not resolve is
 * sold as nothing (null).
 */
import type { CheckoutProductInput, CheckoutRow } from '../../../shared/types/checkout.ts';
import type { CartBundle, CartData, CartModel, CartVariant } from '../../data/cart-data.ts';
import { bundlePrices } from '../../../shared/money.ts';
import { clubPriceOf } from '../../../shared/product/club-price.ts';
import type { SkiSport } from '../../../shared/ski-wizard/compatibility.ts';
import { skiPackageSportOf } from '../../../shared/ski-wizard/package-row.ts';
import { packageVariantIds as variantIdsOfPackage, skiPackageRow } from './ski-package-rows.ts';

export interface RowPart { variant: CartVariant; model: CartModel }

export interface ResolvedRow {
  input: CheckoutProductInput;
  /** One part for a variant row, one per model for a bundle row. */
  parts: RowPart[];
  bundle: CartBundle | null;
  /** Unit price: the variant's own price in the tax area, else the model's (a member's club price when it has one); a bundle's price. */
  price: CheckoutRow['price'];
  /** May a discount code reduce it (cat 3 discount_free: excluded from further discount codes). */
  discountable: boolean;
  /** A ski package row (ski-package-rows.ts): its sport, and whether its parts make a package that fits together. */
  skiPackage?: { sport: SkiSport; fits: boolean };
}

/**
 * A row that sells several variants as one offer: a catalogue bundle or a
 * ski package. Anything that handles variants one by one (a transfer
 * request moves single variants) must treat it as a whole, never as its
 * first part.
 */
export function isMultiPart(row: ResolvedRow): boolean {
  return row.bundle !== null || row.skiPackage !== undefined;
}

interface RowIds { variantIds: number[]; bundleIds: number[]; packageVariantIds: number[] }

const BUNDLE_ID = /^([1-9]\d{0,9})-\d{1,12}$/;

function bundleIdOf(input: CheckoutProductInput): number | null {
  const match = typeof input.productId === 'string' ? BUNDLE_ID.exec(input.productId) : null;
  return match ? Number(match[1]) : null;
}

/** A plain variant row's variant id; null for a bundle, a ski package or anything else. */
export function variantIdOf(input: CheckoutProductInput): number | null {
  if (typeof input.productId === 'number') return input.productId;
  return /^[1-9]\d{0,9}$/.test(input.productId) ? Number(input.productId) : null;
}

function hashIds(input: CheckoutProductInput): number[] {
  return input.bundleHash ? input.bundleHash.split(',').map(Number) : [];
}

/** The ids the data batch must read for these rows. */
export function rowIds(inputs: CheckoutProductInput[]): RowIds {
  const variantIds: number[] = [];
  const bundleIds: number[] = [];
  const packageVariantIds: number[] = [];
  for (const input of inputs) {
    const packageIds = variantIdsOfPackage(input);
    if (packageIds.length > 0) { variantIds.push(...packageIds); packageVariantIds.push(...packageIds); continue; }
    const bundleId = bundleIdOf(input);
    if (bundleId !== null) { bundleIds.push(bundleId); variantIds.push(...hashIds(input)); continue; }
    const variantId = variantIdOf(input);
    if (variantId !== null) variantIds.push(variantId);
  }
  return { variantIds, bundleIds, packageVariantIds };
}

/**
 * A model not on public sale, or without a price in the tax area, is not sold here (core 7: priced by tax area).
 * A gift campaign's one row (`giftCampaign`) may also be a campaign-only model: those exist to be given in campaigns
 * (the code's check says whether the code's category offers it; decision 026).
 */
function part(data: CartData, variantId: number, giftCampaign = false): RowPart | null {
  const variant = data.variants.get(variantId);
  const model = variant ? data.models.get(variant.modelId) : undefined;
  const sold = giftCampaign ? model?.giftable : model?.onSale;
  return variant && model && sold && model.price ? { variant, model } : null;
}

/**
 * A member pays the club price of exactly the price the product page shows for
 * the variant (its own, else the model's), by the rule the page shows it with
 * (shared/product/club-price.ts): what is charged is what was shown (decision 016).
 */
function variantRow(input: CheckoutProductInput, data: CartData, variantId: number, clubMember: boolean, giftCampaign: boolean): ResolvedRow | null {
  const found = part(data, variantId, giftCampaign);
  if (!found) return null;
  const price = found.variant.ownPrice ?? found.model.price!;
  const club = clubMember ? clubPriceOf(price.active, price.club) : null;
  return {
    input, parts: [found], bundle: null, discountable: !found.model.price!.discountFree,
    price: club === null ? { active: price.active, regular: price.regular } : { active: club, regular: price.regular, type: 'club' },
  };
}

/**
 * A bundle row sells exactly one variant of each of the bundle's models. Its
 * price is the sum of the models' active prices less the bundle's discount,
 * rounded to cents (as the product page's bundle shows it, not a variant's
 * own price: the bundle is priced once, whatever the sizes chosen). The
 * bundle section shows no club price, so a member pays this figure too.
 */
function bundleRow(input: CheckoutProductInput, data: CartData, bundleId: number): ResolvedRow | null {
  const bundle = data.bundles.get(bundleId);
  const ids = hashIds(input);
  if (!bundle || ids.length !== bundle.modelIds.length || new Set(ids).size !== ids.length) return null;
  const parts = ids.map((id) => part(data, id));
  if (parts.some((found) => found === null)) return null;
  const byModel = new Map(parts.map((found) => [found!.model.id, found!]));
  if (byModel.size !== bundle.modelIds.length || bundle.modelIds.some((modelId) => !byModel.has(modelId))) return null;
  const ordered = bundle.modelIds.map((modelId) => byModel.get(modelId)!);
  const total = ordered.reduce((sum, found) => sum + found.model.price!.active, 0);
  return {
    input, parts: ordered, bundle,
    price: bundlePrices(total, bundle.discountPercent),
    discountable: ordered.every((found) => !found.model.price!.discountFree),
  };
}

/**
 * `clubMember`: the session's customer is a club member (never anything the request says). `giftCampaign`: the
 * request is in gift-campaign mode, its variant row may be a campaign-only model (gift-campaign-row.ts checks the code).
 */
export function resolveRow(input: CheckoutProductInput, data: CartData, clubMember = false, giftCampaign = false): ResolvedRow | null {
  const bundleId = bundleIdOf(input);
  if (bundleId !== null) return bundleRow(input, data, bundleId);
  if (skiPackageSportOf(input.productId)) return skiPackageRow(input, data, (id) => part(data, id));
  const variantId = variantIdOf(input);
  return variantId === null ? null : variantRow(input, data, variantId, clubMember, giftCampaign);
}
