import * as v from 'valibot';
import { LANGUAGES } from '../languages.ts';
import type { ProductListRequest, ProductListSourceKind } from '../types/product-list.ts';
import { validateInput, type Validation } from '../validation.ts';

export * from './list-request-codec.ts';

const MAX_SORT_IDS = 500;
const MAX_ID = 2 ** 31;

const LIST_SOURCES = ['ProductGroup', 'Manufacturer', 'Campaign', 'Newest', 'SecondHand', 'ClubOffers', 'Rental', 'Experiences', 'Search'] as const satisfies readonly ProductListRequest['source'][];
// Fails to compile when a source kind is added to the contract but not here.
const everySource: [Exclude<ProductListSourceKind, (typeof LIST_SOURCES)[number]>] extends [never] ? true : never = true;
void everySource;

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ID));

/** The product-list call's body or decoded GET query (cat 7). */
const productListRequestSchema = v.pipe(
  v.object({
    source: v.picklist(LIST_SOURCES),
    id: v.optional(id),
    slug: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(300))),
    language: v.picklist(LANGUAGES),
    taxAreaId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
    sortIds: v.optional(v.pipe(v.array(id), v.maxLength(MAX_SORT_IDS))),
  }),
  // Reported on 'id' so the caller can name a field.
  v.forward(v.partialCheck([['source'], ['id'], ['slug']], (input) => (input.source !== 'ProductGroup' && input.source !== 'Manufacturer') || input.id !== undefined || input.slug !== undefined, 'id or slug is required'), ['id']),
);

/** Checks a decoded request; issues are keyed by their top-level field ('sortIds' for a bad entry in it). */
export function validateListRequest(value: unknown): Validation<ProductListRequest> {
  return validateInput(productListRequestSchema, value, { topLevel: true });
}
