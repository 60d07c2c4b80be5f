import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GiftCampaignCategoryPageProps } from '../../shared/types/gift-campaign.ts';
import type { ProductPageProps } from '../../shared/types/product-page.ts';
import { LANGUAGES } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { routerFor, translatorFor } from '../../worker/i18n.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

/** /giftcampaigns/{category}/ and the product page in gift-campaign mode (cat 2, cat 4; decision 026). */
const FINLAND = { cookie: 'so_delivery_country_code=fi; so_currency_code=eur' };
const page = async (url: string) => {
  const response = await fetchShop(url, { headers: FINLAND });
  return { status: response.status, text: await response.text() };
};
const robotsOf = (text: string) => /<meta name="robots" content="([^"]*)">/.exec(text)?.[1];

beforeAll(async () => {
  await setUpCheckout();
  const names = (category: number, name: string) => ['fi', 'en', 'sv', 'de', 'fr', 'ru']
    .map((language) => env.DB.prepare('INSERT INTO gift_campaign_category_texts (category_id, language, name) VALUES (?, ?, ?)').bind(category, language, `${name} ${language}`));
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO gift_campaigns (id, slug, company_name, starts_at, ends_at, recipient_price, free_delivery) VALUES
      (1, 'acme', 'Acme Oy', '2020-01-01', NULL, 0, 1), (2, 'beta', 'Beta Oy', NULL, NULL, 12.5, 0), (3, 'old', 'Old Oy', '2020-01-01', '2020-12-31', 0, 1)`),
    env.DB.prepare("INSERT INTO gift_campaign_texts (campaign_id, language, name) VALUES (1, 'en', 'Acme Christmas'), (1, 'fi', 'Acmen joulu')"),
    env.DB.prepare("INSERT INTO gift_campaign_categories (id, campaign_id, slug) VALUES (11, 1, 'acme-warm'), (21, 2, 'beta-gift'), (31, 3, 'old-gift')"),
    env.DB.prepare(`INSERT INTO gift_campaign_category_models (category_id, model_id, sort_order) VALUES
      (11, ${CHECKOUT.poles}, 0), (11, ${CHECKOUT.jacket}, 1), (21, ${CHECKOUT.jacket}, 0), (31, ${CHECKOUT.jacket}, 0)`),
    ...names(11, 'Warm gifts'),
  ]);
});

describe('the gift campaign category page (cat 2 /giftcampaigns/{category}/)', () => {
  it("shows the running campaign's category, its models in order and what the recipient pays, for nobody's search engine", async () => {
    const { status, text } = await page('/en/giftcampaigns/acme-warm/');
    expect(status).toBe(200);
    const props = embeddedPayload(text).props as GiftCampaignCategoryPageProps;
    expect(props).toMatchObject({ slug: 'acme-warm', name: 'Warm gifts en', campaignName: 'Acme Christmas', recipientPrice: 0, freeDelivery: true });
    expect(props.products.map((product) => product.modelId)).toEqual([CHECKOUT.poles, CHECKOUT.jacket]);
    expect(text).toContain('href="/en/giftcampaigns/acme-warm/checkout-jacket/"');
    expect(text).toContain(translatorFor('en')('giftCampaign.terms.free'));
    expect(robotsOf(text)).toBe('noindex, nofollow');
  });

  it('serves Finnish at its localised path, with the campaign price in euro and paid delivery', async () => {
    const fi = translatorFor('fi');
    const { status, text } = await page('/lahjakampanjat/beta-gift/');
    expect(status).toBe(200);
    expect(embeddedPayload(text).props).toMatchObject({ recipientPrice: 12.5, freeDelivery: false, campaignName: 'Beta Oy' });
    expect(text).toContain(fi('giftCampaign.terms.paidDelivery'));
    expect(text).toContain('href="/lahjakampanjat/beta-gift/checkout-jacket/"');
  });

  it('is served in all six languages at their own paths, with the category name and terms in the language', async () => {
    for (const language of LANGUAGES) {
      const t = translatorFor(language);
      const path = withLocalePrefix(routerFor(language).pathFor('giftcampaignsCategory', { category: 'acme-warm' }), language, 'prefix_except_default');
      const { status, text } = await page(path);
      expect(status, path).toBe(200);
      expect(embeddedPayload(text).props, path).toMatchObject({ name: `Warm gifts ${language}` });
      expect(text, path).toContain(t('giftCampaign.terms.free'));
    }
  });

  it('answers the 404 page with "Campaign not found." for an unknown, malformed or ended category', async () => {
    for (const path of ['/en/giftcampaigns/nope/', '/en/giftcampaigns/old-gift/', '/en/giftcampaigns/%3Cx%3E/']) {
      const { status, text } = await page(path);
      expect(status, path).toBe(404);
      if (path.includes('old')) expect(text).toContain('Campaign not found.');
    }
  });
});

describe('the product page in gift-campaign mode, by category', () => {
  it('opens a model of the category with the campaign name and terms, and 404s outside it', async () => {
    const { status, text } = await page('/en/giftcampaigns/beta-gift/checkout-jacket/');
    expect(status).toBe(200);
    const props = embeddedPayload(text).props as ProductPageProps;
    expect(props.mode).toBe('giftcampaign');
    expect(props.giftCampaign).toEqual({ slug: 'beta-gift', name: 'Beta Oy', recipientPrice: 12.5, freeDelivery: false });
    expect((await page('/en/giftcampaigns/beta-gift/checkout-poles/')).status).toBe(404);
    expect((await page('/en/giftcampaigns/old-gift/checkout-jacket/')).status).toBe(404);
  });
});
