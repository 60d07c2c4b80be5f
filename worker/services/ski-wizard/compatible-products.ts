import { convertAmount, type CurrencyDisplay } from '../../../shared/money.ts';
import { partsCompatibility, type SkiGroup, type SkiSport } from '../../../shared/ski-wizard/compatibility.ts';
import { skiPackagePrice } from '../../../shared/ski-wizard/package-price.ts';
import type { CompatibleProductsAnswer } from '../../../shared/ski-wizard/wizard-api.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import type { SkiGearSet } from '../../data/ski-gear.ts';
import { findChosenParts, indexGear, type ChosenResult } from './chosen-parts.ts';

export type CompatibleProductsResult = Exclude<ChosenResult, { ok: true }> | { ok: true; answer: CompatibleProductsAnswer };

/**
 * GET /api/compatible_products/ (core 7): whether the chosen parts fit each
 * other, and their package price (euro catalogue prices priced as a package,
 * then converted as the checkout converts: decision 016).
 */
export async function compatibleProducts(
  source: CatalogueSource, gear: SkiGearSet, sport: SkiSport, ids: Partial<Record<SkiGroup, number>>, currency: CurrencyDisplay,
): Promise<CompatibleProductsResult> {
  const found = await findChosenParts(source, indexGear(gear), sport, ids);
  if (!found.ok) return found;
  const compatible = partsCompatibility(sport, found.chosen);
  const price = skiPackagePrice(found.parts.map((part) => ({ regular: part.variant.regular, active: part.variant.active })));
  return {
    ok: true,
    answer: {
      compatibleWithSkis: compatible.withSkis,
      compatibleWithBindings: compatible.withBindings,
      compatibleWithBoots: compatible.withBoots,
      prices: { regular: convertAmount(price.regular, currency), discount: convertAmount(price.discount, currency) },
      currency: currency.code,
    },
  };
}
