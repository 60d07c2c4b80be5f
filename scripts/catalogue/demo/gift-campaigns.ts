import type { CatalogueImportInput } from '../import-format.ts';
import { CHRISTMAS_GIFT_NAME } from './texts/special-texts.ts';
import type { DemoModel } from './types.ts';

type DemoGiftCampaign = NonNullable<CatalogueImportInput['giftCampaigns']>[number];

export const CHRISTMAS_GIFT_SLUG = 'kaira-christmas-gift';

/** Small gifts a company gives its staff: two of each, in this order. */
const GIFT_PICKS: { groupId: number; test: (model: DemoModel) => boolean }[] = [
  { groupId: 51, test: () => true }, // beanies
  { groupId: 79, test: () => true }, // headlamps
  { groupId: 78, test: (model) => /\bThermo\b/.test(model.texts.en.name) }, // insulated bottles
  { groupId: 50, test: () => true }, // gloves
];
const PER_PICK = 2;

const sellable = (model: DemoModel) => !model.isRental && !model.belongsToOutlet && !model.secondHandParentId && model.isPublic !== false && !model.campaignOnly;
/** Some variant ships at once from free (not blocked) units. */
const inStock = (model: DemoModel) => model.variants.some((variant) => (variant.shippingTime ?? 999) <= 2
  && (variant.stocks ?? []).some((stock) => stock.quantity > (stock.blocked ?? 0)));

/**
 * The demo's gift campaign (cat 2 gift-campaign mode): Kaira's own Christmas
 * gift, running from 2026 without end, offering the first matching models
 * (so it does not change when more models are generated). None when the
 * catalogue is too small to hold any of them.
 */
export function buildGiftCampaigns(models: readonly DemoModel[]): DemoGiftCampaign[] {
  const modelIds = GIFT_PICKS.flatMap(({ groupId, test }) => models
    .filter((model) => model.mainGroupId === groupId && sellable(model) && inStock(model) && test(model))
    .slice(0, PER_PICK)
    .map((model) => model.id));
  if (modelIds.length === 0) return [];
  return [{
    id: 1,
    slug: CHRISTMAS_GIFT_SLUG,
    companyName: 'Kaira Outdoor Oy',
    startsAt: '2026-01-01',
    endsAt: null,
    names: { ...CHRISTMAS_GIFT_NAME },
    modelIds,
  }];
}
