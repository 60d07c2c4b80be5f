import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import fi from '../locales/fi.json';
import sv from '../locales/sv.json';
import de from '../locales/de.json';
import fr from '../locales/fr.json';
import ru from '../locales/ru.json';
import { ROUTES } from './route-table.ts';
import { dictionaryOf } from './route-paths.ts';
import { createRouter } from './routes.ts';

const ALL = { en, fi, sv, de, fr, ru };

describe('route table', () => {
  it('holds every route of core 2 with a unique id', () => {
    const ids = ROUTES.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(66);
  });

  it('ends with the catch-all content route', () => {
    expect(ROUTES.at(-1)?.path).toBe('/:slug*');
  });

  it('serves the front page with a built page module', () => {
    expect(ROUTES.find((route) => route.id === 'front')?.page).toBe('front');
  });
});

describe.each(Object.entries(ALL))('routes in %s', (language, dictionary) => {
  const router = createRouter(dictionaryOf(dictionary).routePaths);

  it('finds every route again from its own localised path', () => {
    for (const route of ROUTES) {
      const params = { hash: 'abc123', token: 't0k', email: 'a@b.fi', campaignSlug: 'winter', category: 'family', productSlug: 'tent-2', post: 'hiking-guide', blogger: 'anna', slug: 'one/two', store: 'helsinki', sport: 'alpine', orderNumber: 'K12345678', caseNumber: 'R12345678', campaignId: '42' };
      const path = router.pathFor(route.id, params);
      expect(router.match(path).route.id, `${language} ${route.id} ${path}`).toBe(route.id);
    }
  });

  it('gives each static route its own path', () => {
    const staticPaths = ROUTES.filter((route) => !route.path.includes(':')).map((route) => router.pathFor(route.id));
    expect(new Set(staticPaths).size).toBe(staticPaths.length);
  });
});

describe('localised lookups', () => {
  it('matches the Finnish checkout payment path', () => {
    expect(createRouter(dictionaryOf(fi).routePaths).match('/kassa/maksu/').route.id).toBe('checkoutPayment');
  });

  it('matches Swedish, German, French and Russian slugs', () => {
    expect(createRouter(dictionaryOf(sv).routePaths).match('/kampanjer/klubberbjudanden/').route.id).toBe('campaignsClubOffers');
    expect(createRouter(dictionaryOf(de).routePaths).match('/marken/').route.id).toBe('manufacturers');
    expect(createRouter(dictionaryOf(fr).routePaths).match('/magasins/paris/').route.id).toBe('store');
    expect(createRouter(dictionaryOf(ru).routePaths).match('/korzina/').route.id).toBe('checkout');
  });

  it('takes route parameters from the path', () => {
    const match = createRouter(dictionaryOf(en).routePaths).match('/giftcampaigns/xmas/warm-socks/');
    expect(match.route.id).toBe('giftcampaignProduct');
    expect(match.params).toEqual({ campaignSlug: 'xmas', productSlug: 'warm-socks' });
  });

  it('collects the rest of the path for a rest parameter', () => {
    expect(createRouter(dictionaryOf(en).routePaths).match('/order/payment_ok/123/abc/').params).toEqual({ slug: '123/abc' });
  });

  it('prefers club offers over a campaign named by slug', () => {
    expect(createRouter(dictionaryOf(en).routePaths).match('/campaigns/club-offers/').route.id).toBe('campaignsClubOffers');
  });

  it('sends an English path on the Finnish router to the catch-all', () => {
    expect(createRouter(dictionaryOf(fi).routePaths).match('/checkout/').route.id).toBe('content');
  });

  it('decodes escaped segments and keeps malformed ones', () => {
    expect(createRouter(dictionaryOf(en).routePaths).match('/stores/%C3%A4k%C3%A4slompolo/').params.store).toBe('äkäslompolo');
    expect(createRouter(dictionaryOf(en).routePaths).match('/stores/%E0%A4%A/').params.store).toBe('%E0%A4%A');
  });

  it('builds the front page as a bare slash', () => {
    expect(createRouter(dictionaryOf(fi).routePaths).pathFor('front')).toBe('/');
  });

  it('refuses an unknown route id', () => {
    expect(() => createRouter(dictionaryOf(en).routePaths).pathFor('nope')).toThrow('Unknown route id');
  });
});
