/**
 * Variant selection on the product page (cat 4 Variant selection and
 * Add-to-cart button): the initial choice, the variant a choice names, which
 * options are available, the button label and when it is disabled.
 */
import type { ProductPageMode, ProductView, VariantView } from '../types/product-page.ts';
import type { OrderState } from './variant-availability.ts';

export interface Selection { color: string; size: string; type: string } // '' = not chosen
export type Axis = keyof Selection;

/** Size history kept in local storage, most recent first (cat 4). */
export const SIZE_HISTORY_MAX = 20;

/** The product's choices on an axis, in display order; empty when it lacks the axis. */
function axisValues(product: ProductView, axis: Axis): string[] {
  if (axis === 'color') return product.colors.map((c) => c.slug);
  if (axis === 'type') return product.types.map((t) => t.slug);
  return product.sizes;
}

const variantValue = (variant: VariantView, axis: Axis): string =>
  axis === 'color' ? variant.colorSlug : axis === 'size' ? variant.sizeSlug : variant.typeSlug;

/** The variant agrees with every chosen ('' = any) axis of the selection, `except` one. */
function fits(variant: VariantView, selection: Selection, except?: Axis): boolean {
  return (['color', 'size', 'type'] as const).every(
    (axis) => axis === except || selection[axis] === '' || variantValue(variant, axis) === selection[axis],
  );
}

const pick = (values: string[], candidate: string | null | undefined): string | undefined =>
  candidate && values.includes(candidate) ? candidate : undefined;

/**
 * The selection the page opens with. Unknown query values are ignored.
 * Colour: select-color, then ?color, then the promoted colour, then the first.
 * Type: ?type, then the first. Size: ?size, then the most recent size of the
 * history that exists in the chosen colour and type, then the first orderable
 * size there, then the first size (so a lone size is always applied).
 */
export function initialSelection(
  product: ProductView,
  query: { color?: string; size?: string; type?: string; selectColor?: string },
  sizeHistory: string[],
  isOrderable: (v: VariantView) => boolean,
): Selection {
  const colors = axisValues(product, 'color');
  const types = axisValues(product, 'type');
  const sizes = axisValues(product, 'size');
  const color = pick(colors, query.selectColor) ?? pick(colors, query.color) ?? pick(colors, product.promotedColour) ?? colors[0] ?? '';
  const type = pick(types, query.type) ?? types[0] ?? '';
  const inCombination = product.variants.filter((v) => fits(v, { color, type, size: '' }));
  const existing = (size: string) => inCombination.some((v) => v.sizeSlug === size);
  const size =
    pick(sizes, query.size) ??
    sizeHistory.find((s) => sizes.includes(s) && existing(s)) ??
    sizes.find((s) => inCombination.some((v) => v.sizeSlug === s && isOrderable(v))) ??
    sizes[0] ??
    '';
  return { color, size, type };
}

/**
 * The variant the selection names. An axis with one choice counts as chosen;
 * 'none-chosen' when an axis with several choices is still open, 'no-match'
 * when no variant has the combination.
 */
export function matchVariant(product: ProductView, selection: Selection): VariantView | 'none-chosen' | 'no-match' {
  const effective: Selection = { ...selection };
  for (const axis of ['color', 'size', 'type'] as const) {
    const values = axisValues(product, axis);
    if (values.length === 0) effective[axis] = ''; // an axis the product lacks never narrows
    else if (effective[axis] !== '') continue;
    else if (values.length > 1) return 'none-chosen';
    else effective[axis] = values[0];
  }
  return product.variants.find((v) => fits(v, effective)) ?? 'no-match';
}

/**
 * Per choice of `axis`: whether some orderable variant has it together with the
 * other axes' current choices (cat 4 "options with no orderable variant in the
 * current combination show as not available"). Open axes match anything.
 */
export function optionAvailability(
  product: ProductView,
  selection: Selection,
  axis: Axis,
  isOrderable: (v: VariantView) => boolean,
): Map<string, boolean> {
  const candidates = product.variants.filter((v) => fits(v, selection, axis) && isOrderable(v));
  return new Map(axisValues(product, axis).map((value) => [value, candidates.some((v) => variantValue(v, axis) === value)]));
}

type AddToCartLabel = 'selectColor' | 'selectSize' | 'selectType' | 'addToCart' | 'outOfStock';

/** cat 4: the first open axis with several choices (colour, size, type), else add or out of stock. */
export function addToCartLabel(product: ProductView, selection: Selection, orderable: boolean): AddToCartLabel {
  const open = (axis: Axis) => selection[axis] === '' && axisValues(product, axis).length > 1;
  if (open('color')) return 'selectColor';
  if (open('size')) return 'selectSize';
  if (open('type')) return 'selectType';
  return orderable ? 'addToCart' : 'outOfStock';
}

/**
 * cat 4 disabled rules: no variant, not orderable, delivery country blocked
 * (gift campaigns ship regardless). Blocked stock with time <= 2 or 999 arrives
 * here as not orderable: variantOrderState applies it with the country's
 * override time, which a check on the variant's own time would miss.
 */
export function isAddToCartDisabled(input: {
  orderState: OrderState | null;
  variant: VariantView | null;
  countryBlocked: boolean;
  mode: ProductPageMode;
}): boolean {
  if (!input.variant || !input.orderState?.orderable) return true;
  return input.countryBlocked && input.mode !== 'giftcampaign';
}

/** The size history with `size` first, no duplicates, at most SIZE_HISTORY_MAX entries. */
export function rememberSize(history: string[], size: string): string[] {
  if (size === '') return history.slice(0, SIZE_HISTORY_MAX);
  return [size, ...history.filter((s) => s !== size)].slice(0, SIZE_HISTORY_MAX);
}
