import { PART_PARAMS, type WizardProduct, type WizardProductsAnswer, type WizardVariant } from '../../../shared/ski-wizard/wizard-api.ts';
import {
  partVariantIds, SKI_GROUPS, SKI_TYPE_OF_SPORT, type SkiGroup, type SkiSport, type WizardPart, type WizardState,
} from '../../../shared/ski-wizard/wizard-state.ts';
import type { LengthRange } from '../../../shared/ski-wizard/ski-length.ts';
import { closestToRecommended } from './ski-length-choice.ts';

/** Who asks: the tax area prices the parts, the currency (the visitor's) and language shape the answer (core 7). */
export interface WizardAsker { taxAreaId: number; currencyCode: string; language: string }

/** The chosen variants as core 7's query parameters, leaving out `except` (a step's own choice never narrows its own list). */
function chosenParams(state: WizardState, except: SkiGroup | null): Array<[string, string]> {
  return SKI_GROUPS
    .filter((group) => group !== except && state[group] !== null)
    .map((group) => [PART_PARAMS[group], String(state[group]!.variantId)]);
}

const askerParams = ({ taxAreaId, currencyCode, language }: WizardAsker): Array<[string, string]> => [
  ['tax_area', String(taxAreaId)], ['currency', currencyCode], ['lang', language],
];

/** The step's list: the group's products that fit the parts chosen in the other groups. */
export function productsUrl(sport: SkiSport, group: SkiGroup, state: WizardState, asker: WizardAsker, page: number): string {
  const query = new URLSearchParams([['sport', sport], ['group', group], ...chosenParams(state, group), ...askerParams(asker)]);
  if (page > 1) query.set('page', String(page));
  return `/api/ski-wizard/products/?${query}`;
}

/** core 7 GET /api/compatible_products/ for the parts chosen; null with nothing chosen (nothing to ask). */
export function compatibilityUrl(sport: SkiSport, state: WizardState, asker: WizardAsker): string | null {
  if (partVariantIds(state).length === 0) return null;
  const query = new URLSearchParams([...chosenParams(state, null), ['ski_type', SKI_TYPE_OF_SPORT[sport]], ...askerParams(asker)]);
  return `/api/compatible_products/?${query}`;
}

/**
 * The variant a product's card starts on: the chosen one, else the first
 * that fits and is in stock, else the first that fits. With the skier's
 * recommended length ranges (skis, skier information complete), a length
 * closest to their middle comes before "the first" (ski-length-choice.ts).
 */
export function defaultVariant(product: WizardProduct, chosen: WizardPart | null, ranges: ReadonlyArray<LengthRange> = []): WizardVariant | null {
  const { variants } = product;
  const inStock = variants.filter((variant) => variant.compatible && variant.in_stock);
  const fitting = variants.filter((variant) => variant.compatible);
  return variants.find((variant) => chosen !== null && variant.id === chosen.variantId)
    ?? closestToRecommended(inStock, ranges)
    ?? closestToRecommended(fitting, ranges)
    ?? variants.find((variant) => variant.compatible && variant.in_stock)
    ?? variants.find((variant) => variant.compatible)
    ?? variants[0]
    ?? null;
}

/** Manufacturer and name, the manufacturer not said twice when the name starts with it (as the product card does). */
export function productName(product: Pick<WizardProduct, 'manufacturer' | 'name'>): string {
  const { manufacturer, name } = product;
  return manufacturer && !name.toLowerCase().startsWith(manufacturer.toLowerCase()) ? `${manufacturer} ${name}` : name;
}

/** The wizard's record of a chosen product (core 3): the slug is the product path's last segment. */
export function partOf(product: WizardProduct, variant: WizardVariant): WizardPart {
  const slug = product.url.split('?')[0].split('/').filter(Boolean).at(-1) ?? '';
  return { variantId: variant.id, modelId: product.model_id, name: productName(product), image: product.image, slug };
}

/** Pages of a list of `total` products, at least one. */
export function pageCount(answer: Pick<WizardProductsAnswer, 'total' | 'page_size'>): number {
  return Math.max(1, Math.ceil(answer.total / Math.max(1, answer.page_size)));
}
