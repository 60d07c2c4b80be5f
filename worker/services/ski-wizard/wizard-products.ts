import { convertAmount, type CurrencyDisplay } from '../../../shared/money.ts';
import { fitsChosen, type SkiGroup, type SkiSport } from '../../../shared/ski-wizard/compatibility.ts';
import { WIZARD_PAGE_SIZE, type WizardProduct, type WizardProductsAnswer, type WizardVariant } from '../../../shared/ski-wizard/wizard-api.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import type { SkiGearSet, SkiGearTexts } from '../../data/ski-gear.ts';
import { findChosenParts, indexGear, variantFacts, type ChosenResult } from './chosen-parts.ts';

export interface WizardProductsRequest {
  sport: SkiSport;
  group: SkiGroup;
  ids: Partial<Record<SkiGroup, number>>;
  page: number;
  currency: CurrencyDisplay;
}

export type WizardProductsResult = Exclude<ChosenResult, { ok: true }> | { ok: true; answer: WizardProductsAnswer };

/**
 * GET /api/ski-wizard/products/: the step's models that have a variant
 * fitting every chosen part of the other steps, best sellers first, a page
 * at a time; each variant says whether it fits (a binding's brake widths
 * differ), whether the cart sells it now and what the package charges for
 * it. The model's price is its cheapest fitting variant's (a "from" price
 * where they differ), never a figure no variant is sold at.
 */
export async function wizardProducts(
  source: CatalogueSource, gear: SkiGearSet, texts: SkiGearTexts, request: WizardProductsRequest,
): Promise<WizardProductsResult> {
  const index = indexGear(gear);
  const found = await findChosenParts(source, index, request.sport, request.ids);
  if (!found.ok) return found;
  const { currency } = request;
  const listed: WizardProduct[] = [];
  const models = gear.models.filter((model) => model.group === request.group)
    .sort((a, b) => b.soldAmount - a.soldAmount || a.id - b.id);
  for (const model of models) {
    const variants: WizardVariant[] = (index.variantsOf.get(model.id) ?? []).map((variant) => ({
      id: variant.id,
      label: texts.variants[variant.id] ?? '',
      in_stock: variant.orderable,
      compatible: fitsChosen(request.sport, request.group, variantFacts(model, variant), found.chosen),
      price: { active: convertAmount(variant.active, currency), regular: convertAmount(variant.regular, currency) },
      sole_length_mm: variant.soleLengthMm,
    }));
    const text = texts.models[model.id];
    const fitting = variants.filter((variant) => variant.compatible);
    if (!text || fitting.length === 0) continue;
    const cheapest = fitting.reduce((best, variant) => (variant.price.active < best.price.active ? variant : best));
    listed.push({
      model_id: model.id, name: text.name, manufacturer: text.manufacturer, url: text.url, image: text.image,
      price: cheapest.price,
      price_varies: fitting.some((variant) => variant.price.active !== cheapest.price.active || variant.price.regular !== cheapest.price.regular),
      variants,
    });
  }
  const start = (request.page - 1) * WIZARD_PAGE_SIZE;
  return {
    ok: true,
    answer: { products: listed.slice(start, start + WIZARD_PAGE_SIZE), total: listed.length, page: request.page, page_size: WIZARD_PAGE_SIZE, currency: currency.code },
  };
}
