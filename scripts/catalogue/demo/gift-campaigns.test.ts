import { describe, expect, it } from 'vitest';
import { isCampaignCodeShape } from '../../../shared/gift-campaign/campaign-code.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import { catalogueImportSchema } from '../import-format.ts';
import { DEFAULT_MODEL_COUNT, generateDemoCatalogue } from './generate-catalogue.ts';
import { AUTUMN_GIFT_SLUG, buildGiftCampaigns, CHRISTMAS_GIFT_SLUG, CHRISTMAS_OUTDOOR_SLUG, DEMO_CODES_PER_CATEGORY, demoGiftCode } from './gift-campaigns.ts';

const { catalogue } = generateDemoCatalogue({ models: DEFAULT_MODEL_COUNT });
const byId = new Map(catalogue.models!.map((model) => [model.id, model]));

describe('the demo gift campaigns', () => {
  const campaign = catalogue.giftCampaigns!.find((c) => c.slug === CHRISTMAS_GIFT_SLUG)!;
  const ended = catalogue.giftCampaigns!.find((c) => c.slug === AUTUMN_GIFT_SLUG)!;

  it("are Kaira's own Christmas gift, running from 2026 without end, and last autumn's, ended; named in all six languages", () => {
    expect(catalogue.giftCampaigns).toHaveLength(2);
    expect(campaign).toMatchObject({ companyName: 'Kaira Outdoor Oy', startsAt: '2026-01-01', endsAt: null, recipientPrice: 0, freeDelivery: false });
    expect(ended).toMatchObject({ startsAt: '2025-09-01', endsAt: '2025-11-30' });
    expect(campaign.names.en).toBe('Kaira Christmas gift 2026');
    expect(campaign.names.fi).toBe('Kairan joululahja 2026');
    for (const language of LANGUAGES) expect(campaign.names[language]).toMatch(/Kaira.*2026/);
    expect(new Set(LANGUAGES.map((language) => campaign.names[language])).size).toBe(6);
    for (const category of campaign.categories) expect(new Set(LANGUAGES.map((language) => category.names[language])).size).toBe(6);
  });

  it('offers warm gifts (beanies, gloves) and outdoor gifts (headlamps, insulated bottles): public models in stock', () => {
    expect(campaign.categories.map((category) => category.slug)).toEqual([CHRISTMAS_GIFT_SLUG, CHRISTMAS_OUTDOOR_SLUG]);
    const [warm, outdoor] = campaign.categories;
    expect(warm.modelIds.map((id) => byId.get(id)!.mainGroupId)).toEqual([51, 51, 50, 50]);
    expect(outdoor.modelIds.map((id) => byId.get(id)!.mainGroupId)).toEqual([79, 79, 78, 78]);
    for (const model of [...warm.modelIds, ...outdoor.modelIds].map((id) => byId.get(id)!)) {
      expect(model.isPublic !== false && !model.campaignOnly && !model.isRental && !model.secondHandParentId).toBe(true);
      expect(model.variants.some((v) => (v.shippingTime ?? 999) <= 2 && v.stocks!.some((s) => s.quantity > (s.blocked ?? 0)))).toBe(true);
    }
  });

  it('holds the documented codes: WARM-XMAS-… and TREK-XMAS-… per category, PAST-GEAR-… for the ended one, all unique and well formed', () => {
    const [warm, outdoor] = campaign.categories;
    expect(warm.codes).toHaveLength(DEMO_CODES_PER_CATEGORY);
    expect(warm.codes!.slice(0, 3)).toEqual(['WARMXMAS2222', 'WARMXMAS2223', 'WARMXMAS2224']);
    expect(outdoor.codes![0]).toBe('TREKXMAS2222');
    expect(demoGiftCode('WARMXMAS', 29)).toBe('WARMXMAS2232');
    expect(ended.categories[0].codes).toEqual(Array.from({ length: 8 }, (_, i) => demoGiftCode('PASTGEAR', i)));
    const all = catalogue.giftCampaigns!.flatMap((c) => c.categories.flatMap((category) => category.codes ?? []));
    expect(new Set(all).size).toBe(all.length);
    for (const code of all) expect(isCampaignCodeShape(code)).toBe(true);
    expect(catalogueImportSchema.safeParse({ format: 'kaira-catalogue', version: 1, giftCampaigns: catalogue.giftCampaigns }).success).toBe(true);
  });

  it('offer the same models however many more models follow, and none from an empty catalogue', () => {
    const larger = generateDemoCatalogue({ models: DEFAULT_MODEL_COUNT + 400 }).catalogue;
    expect(larger.giftCampaigns).toEqual(catalogue.giftCampaigns);
    expect(buildGiftCampaigns([])).toEqual([]);
    // A second catalogue of 2,000 models takes seconds on a busy machine.
  }, 30_000);
});
