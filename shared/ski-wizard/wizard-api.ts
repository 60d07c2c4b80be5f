/**
 * The ski wizard's two calls (core 7, issue 17): their query schemas (the
 * worker validates with them; the wizard pages build their URLs from the same
 * names) and their answers.
 *
 * GET /api/compatible_products/?ski_id&binding_id&boot_id&tax_area&ski_type(&currency)
 * GET /api/ski-wizard/products/?sport&group&ski_id&binding_id&boot_id&tax_area(&page&currency)
 *
 * Part ids are variant ids, each optional; an empty value (or "null", as a
 * client serialising nothing may send) means nothing chosen. Prices are in
 * `currency` (the visitor's, lower-case ISO 4217), else the tax area's own
 * currency where all its countries share one, else euro.
 */
import * as v from 'valibot';
import { idValue } from '../query-fields.ts';
import { SKI_GROUPS, SKI_SPORTS, type SkiGroup, type SkiSport } from './compatibility.ts';

/** core 7's ski_type: the sports by their Finnish names, as the wizard's route slugs are. */
export const SKI_TYPES = { laskettelu: 'alpine', murto: 'nordic' } as const satisfies Record<string, SkiSport>;
export type SkiType = keyof typeof SKI_TYPES;

/** The query names of the chosen parts, by group. */
export const PART_PARAMS = { skis: 'ski_id', bindings: 'binding_id', boots: 'boot_id' } as const satisfies Record<SkiGroup, string>;

/** Models per page of the wizard's lists. */
export const WIZARD_PAGE_SIZE = 24;

const NOTHING_CHOSEN = new Set(['', 'null', 'undefined']);
const ID_MESSAGE = 'Must be a positive whole number.';

/** A chosen part's variant id, or undefined when nothing is chosen. */
const partId = v.optional(v.pipe(
  v.string(ID_MESSAGE),
  v.trim(),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    if (NOTHING_CHOSEN.has(dataset.value)) return undefined;
    if (!/^[1-9]\d{0,9}$/.test(dataset.value)) {
      addIssue({ message: ID_MESSAGE });
      return NEVER;
    }
    return Number(dataset.value);
  }),
));

const currency = v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z]{3}$/, 'Must be a currency code such as eur.')));

const parts = { ski_id: partId, binding_id: partId, boot_id: partId };

export const compatibleProductsQuery = v.object({
  ...parts,
  tax_area: idValue(),
  ski_type: v.picklist(Object.keys(SKI_TYPES) as SkiType[], 'Must be laskettelu or murto.'),
  currency,
});
export type CompatibleProductsQuery = v.InferOutput<typeof compatibleProductsQuery>;

export const wizardProductsQuery = v.object({
  ...parts,
  sport: v.picklist(SKI_SPORTS, 'Must be alpine or nordic.'),
  group: v.picklist(SKI_GROUPS, 'Must be skis, bindings or boots.'),
  tax_area: idValue(),
  page: v.optional(idValue(), '1'),
  currency,
});
export type WizardProductsQuery = v.InferOutput<typeof wizardProductsQuery>;

/** GET /api/compatible_products/: true where a part is not chosen or nothing else is to compare. */
export interface CompatibleProductsAnswer {
  compatibleWithSkis: boolean;
  compatibleWithBindings: boolean;
  compatibleWithBoots: boolean;
  /** The chosen parts as a package (shared/ski-wizard/package-price.ts), in `currency`. */
  prices: { regular: number; discount: number };
  currency: string;
}

export interface WizardVariant {
  id: number;
  label: string;
  /** The cart sells it now: sellable stock, or on order from the supplier (the checkout's rule). */
  in_stock: boolean;
  compatible: boolean;
  /** What the package charges for this part (the variant's own price, else its model's), in `currency`. */
  price: { active: number; regular: number };
  /** A boot's sole length in mm (the binding is set to it; the skier's form may take it); null for other parts or when unknown. */
  sole_length_mm: number | null;
}

export interface WizardProduct {
  model_id: number;
  name: string;
  manufacturer: string;
  /** The product page's path without a language prefix. */
  url: string;
  image: string;
  /**
   * The lowest price of the variants that fit (with that variant's regular
   * price): what choosing the product costs at least. When `price_varies`,
   * the fitting variants cost different amounts: show it as a "from" price,
   * and each variant's own `price` once one is chosen.
   */
  price: { active: number; regular: number };
  price_varies: boolean;
  variants: WizardVariant[];
}

/** GET /api/ski-wizard/products/: the models of a step that fit the other chosen parts, best sellers first. */
export interface WizardProductsAnswer {
  products: WizardProduct[];
  total: number;
  page: number;
  page_size: number;
  currency: string;
}
