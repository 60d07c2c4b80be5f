import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { overrideFor } from '../../shared/product/country-override.ts';
import { variantOrderState, type OrderState } from '../../shared/product/variant-availability.ts';
import { initialSelection, matchVariant, rememberSize, type Selection } from '../../shared/product/variant-selection.ts';
import type { ProductPageProps, VariantView } from '../../shared/types/product-page.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';

/** cat 4: chosen sizes, most recent first, so the next product opens in the shopper's size. */
const SIZE_HISTORY_KEY = 'kaira.sizeHistory';

function readSizeHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SIZE_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

function writeSizeHistory(history: string[]): void {
  try {
    localStorage.setItem(SIZE_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or denied: the history is a convenience only.
  }
}

export type Axis = keyof Selection;

export interface VariantSelection {
  selection: Selection;
  /** The variant of the full choice; null while an axis is unchosen or nothing matches. */
  variant: VariantView | null;
  /** 'none-chosen' gives the "First select the product size" warning (cat 4, id 0); 'no-match' is id -1. */
  match: 'chosen' | 'none-chosen' | 'no-match';
  orderState: OrderState | null;
  isOrderable: (variant: VariantView) => boolean;
  choose: (axis: Axis, value: string) => void;
}

/**
 * The colour, size and type of cat 4 Variant selection. The server renders
 * the choice from the URL query alone; after hydration the size history may
 * pick a size the query did not name. Each choice replaces the URL query.
 */
export function useVariantSelection(props: ProductPageProps): VariantSelection {
  const { product, initialQuery, mode, deliveryLimit } = props;
  const { replaceUrl } = useNavigation();
  const isOrderable = useCallback((variant: VariantView) => variantOrderState(variant, {
    modelOnOrder: product.onOrder, mode, override: overrideFor(deliveryLimit, variant.variantId),
  }).orderable, [product, mode, deliveryLimit]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, initialQuery, [], isOrderable));

  useEffect(() => {
    // Only without a size in the URL: a shared link keeps the size it names.
    if (initialQuery.size) return;
    const remembered = initialSelection(product, initialQuery, readSizeHistory(), isOrderable);
    if (remembered.size !== selection.size) setSelection(remembered);
    // Once per product: later choices are the shopper's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product.modelId]);

  // Choices read the latest selection here, so the URL and history updates stay out of the state updater.
  const latest = useRef(selection);
  latest.current = selection;
  const choose = useCallback((axis: Axis, value: string) => {
    const next = { ...latest.current, [axis]: value };
    latest.current = next;
    setSelection(next);
    const query = new URLSearchParams(window.location.search);
    query.delete('select-color');
    for (const key of ['color', 'size', 'type'] as const) {
      if (next[key]) query.set(key, next[key]);
      else query.delete(key);
    }
    const search = query.toString();
    replaceUrl(`${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
    if (axis === 'size' && value) writeSizeHistory(rememberSize(readSizeHistory(), value));
  }, [replaceUrl]);

  return useMemo(() => {
    const matched = matchVariant(product, selection);
    const variant = typeof matched === 'string' ? null : matched;
    const orderState = variant ? variantOrderState(variant, {
      modelOnOrder: product.onOrder, mode, override: overrideFor(deliveryLimit, variant.variantId),
    }) : null;
    return { selection, variant, match: variant ? 'chosen' : (matched as 'none-chosen' | 'no-match'), orderState, isOrderable, choose };
  }, [product, selection, mode, deliveryLimit, isOrderable, choose]);
}
