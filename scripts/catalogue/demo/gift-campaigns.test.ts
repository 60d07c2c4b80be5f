import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { DEFAULT_MODEL_COUNT, generateDemoCatalogue } from './generate-catalogue.ts';
import { buildGiftCampaigns, CHRISTMAS_GIFT_SLUG } from './gift-campaigns.ts';

const { catalogue } = generateDemoCatalogue({ models: DEFAULT_MODEL_COUNT });
const byId = new Map(catalogue.models!.map((model) => [model.id, model]));

describe('the demo gift campaign', () => {
  const campaign = catalogue.giftCampaigns!.find((c) => c.slug === CHRISTMAS_GIFT_SLUG)!;

  it("is Kaira's own Christmas gift, running from 2026 without end, named in all six languages", () => {
    expect(catalogue.giftCampaigns).toHaveLength(1);
    expect(campaign).toMatchObject({ companyName: 'Kaira Outdoor Oy', startsAt: '2026-01-01', endsAt: null });
    expect(campaign.names.en).toBe('Kaira Christmas gift 2026');
    expect(campaign.names.fi).toBe('Kairan joululahja 2026');
    for (const language of LANGUAGES) expect(campaign.names[language]).toMatch(/Kaira.*2026/);
    expect(new Set(LANGUAGES.map((language) => campaign.names[language])).size).toBe(6);
  });

  it('offers eight different public models in stock: beanies, headlamps, insulated bottles and gloves', () => {
    expect(campaign.modelIds).toHaveLength(8);
    expect(new Set(campaign.modelIds).size).toBe(8);
    const models = campaign.modelIds.map((id) => byId.get(id)!);
    expect(models.map((model) => model.mainGroupId)).toEqual([51, 51, 79, 79, 78, 78, 50, 50]);
    for (const model of models) {
      expect(model.isPublic !== false && !model.campaignOnly && !model.isRental && !model.secondHandParentId).toBe(true);
      expect(model.variants.some((v) => (v.shippingTime ?? 999) <= 2 && v.stocks!.some((s) => s.quantity > (s.blocked ?? 0)))).toBe(true);
    }
  });

  it('offers the same models however many more models follow, and none from an empty catalogue', () => {
    const larger = generateDemoCatalogue({ models: DEFAULT_MODEL_COUNT + 400 }).catalogue;
    expect(larger.giftCampaigns).toEqual(catalogue.giftCampaigns);
    expect(buildGiftCampaigns([])).toEqual([]);
  });
});
