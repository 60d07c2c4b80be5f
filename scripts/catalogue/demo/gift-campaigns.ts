import { CAMPAIGN_CODE_ALPHABET } from '../../../shared/gift-campaign/campaign-code.ts';
import type { CatalogueImportInput } from '../import-format.ts';
import { t, type Texts } from './texts/localised.ts';
import { CHRISTMAS_GIFT_NAME } from './texts/special-texts.ts';
import type { DemoModel } from './types.ts';

type DemoGiftCampaign = NonNullable<CatalogueImportInput['giftCampaigns']>[number];

export const CHRISTMAS_GIFT_SLUG = 'kaira-christmas-gift';
export const CHRISTMAS_OUTDOOR_SLUG = 'kaira-christmas-gift-outdoor';
export const AUTUMN_GIFT_SLUG = 'kaira-autumn-gift-2025';

/** Demo codes per category of the running campaign (README "Gift campaigns"). */
export const DEMO_CODES_PER_CATEGORY = 200;

/**
 * The demo's codes (README "Gift campaigns"): readable on purpose, so they
 * can be typed from the README; real campaigns' codes are random
 * (decision 026). A prefix of eight alphabet characters, then the index in
 * base 29 over the code alphabet: demoGiftCode('WARMXMAS', 0) is
 * WARMXMAS2222, shown as WARM-XMAS-2222.
 */
export function demoGiftCode(prefix: string, index: number): string {
  let suffix = '';
  let rest = index;
  for (let digit = 0; digit < 4; digit++) {
    suffix = CAMPAIGN_CODE_ALPHABET[rest % CAMPAIGN_CODE_ALPHABET.length] + suffix;
    rest = Math.floor(rest / CAMPAIGN_CODE_ALPHABET.length);
  }
  return prefix + suffix;
}

const codes = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => demoGiftCode(prefix, index));

const WARM_GIFTS = t('Lämpimät lahjat', 'Warm gifts', 'Varma presenter', 'Warme Geschenke', 'Cadeaux bien au chaud', 'Тёплые подарки');
const OUTDOOR_GIFTS = t('Retkeilylahjat', 'Outdoor gifts', 'Friluftspresenter', 'Outdoor-Geschenke', 'Cadeaux de plein air', 'Подарки для походов');
const AUTUMN_GIFT_NAME = t('Kairan syyslahja 2025', 'Kaira autumn gift 2025', 'Kairas höstpresent 2025', 'Kaira Herbstgeschenk 2025', "Cadeau d'automne Kaira 2025", 'Осенний подарок Kaira 2025');

interface Pick { groupId: number; test: (model: DemoModel) => boolean }

/** Small gifts a company gives its staff: two of each, in this order, per category. */
const WARM_PICKS: Pick[] = [
  { groupId: 51, test: () => true }, // beanies
  { groupId: 50, test: () => true }, // gloves
];
const OUTDOOR_PICKS: Pick[] = [
  { groupId: 79, test: () => true }, // headlamps
  { groupId: 78, test: (model) => /\bThermo\b/.test(model.texts.en.name) }, // insulated bottles
];
const PER_PICK = 2;

const sellable = (model: DemoModel) => !model.isRental && !model.belongsToOutlet && !model.secondHandParentId && model.isPublic !== false && !model.campaignOnly;
/** Some variant ships at once from free (not blocked) units. */
const inStock = (model: DemoModel) => model.variants.some((variant) => (variant.shippingTime ?? 999) <= 2
  && (variant.stocks ?? []).some((stock) => stock.quantity > (stock.blocked ?? 0)));

function picked(models: readonly DemoModel[], picks: Pick[]): number[] {
  return picks.flatMap(({ groupId, test }) => models
    .filter((model) => model.mainGroupId === groupId && sellable(model) && inStock(model) && test(model))
    .slice(0, PER_PICK)
    .map((model) => model.id));
}

const category = (id: number, slug: string, names: Texts, modelIds: number[], categoryCodes: string[]) => ({ id, slug, names: { ...names }, modelIds, codes: categoryCodes });

/**
 * The demo's gift campaigns (cat 2 gift-campaign mode, cat 4 redeem;
 * decision 026), taking the first matching models (so they do not change
 * when more models are generated):
 * - Kaira's own Christmas gift, running from 2026 without end, in two
 *   categories (warm gifts: beanies and gloves; outdoor gifts: headlamps
 *   and insulated bottles) with DEMO_CODES_PER_CATEGORY codes each
 *   (WARM-XMAS-…, TREK-XMAS-…): the gift is free, the recipient pays the
 *   delivery (nothing for a pickup in a store);
 * - last autumn's gift, ended on 2025-11-30, whose codes (PAST-GEAR-…) are
 *   refused as expired.
 * None when the catalogue is too small to hold any of the models.
 */
export function buildGiftCampaigns(models: readonly DemoModel[]): DemoGiftCampaign[] {
  const warm = picked(models, WARM_PICKS);
  const outdoor = picked(models, OUTDOOR_PICKS);
  if (warm.length === 0 || outdoor.length === 0) return [];
  return [{
    id: 1,
    slug: CHRISTMAS_GIFT_SLUG,
    companyName: 'Kaira Outdoor Oy',
    startsAt: '2026-01-01',
    endsAt: null,
    names: { ...CHRISTMAS_GIFT_NAME },
    recipientPrice: 0,
    freeDelivery: false,
    categories: [
      category(1, CHRISTMAS_GIFT_SLUG, WARM_GIFTS, warm, codes('WARMXMAS', DEMO_CODES_PER_CATEGORY)),
      category(2, CHRISTMAS_OUTDOOR_SLUG, OUTDOOR_GIFTS, outdoor, codes('TREKXMAS', DEMO_CODES_PER_CATEGORY)),
    ],
  }, {
    id: 2,
    slug: AUTUMN_GIFT_SLUG,
    companyName: 'Kaira Outdoor Oy',
    startsAt: '2025-09-01',
    endsAt: '2025-11-30',
    names: { ...AUTUMN_GIFT_NAME },
    recipientPrice: 0,
    freeDelivery: true,
    categories: [category(3, AUTUMN_GIFT_SLUG, AUTUMN_GIFT_NAME, outdoor, codes('PASTGEAR', 8))],
  }];
}
