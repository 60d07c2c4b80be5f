import { env } from 'cloudflare:workers';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { SHOE_STEPS } from '../../shared/shoe-wizard/steps.ts';
import type { ProductListItem } from '../../shared/types/product-list.ts';
import { forgetMemoisedCatalogue } from '../../worker/data/catalogue-cache.ts';
import { SHOES, shoeCatalogue } from '../fixtures/shoe-catalogue.ts';
import { fetchShop } from './helpers.ts';

// Tax area 1, where the fixture's models are priced.
const FINLAND = 'so_delivery_country_code=fi; so_currency_code=eur';

const payload = async (url: string) => {
  const response = await fetchShop(url, { headers: { cookie: FINLAND, 'x-page-data': '1' } });
  return { status: response.status, body: (await response.json()) as any };
};
const choice = (body: any, key: string) => body.props.choices.find((entry: { key: string }) => entry.key === key);

beforeAll(async () => {
  expect((await importCatalogue(env.DB, shoeCatalogue())).ok).toBe(true);
});
beforeEach(() => forgetMemoisedCatalogue());

describe('the shoe wizard (issue 17)', () => {
  it('asks each question on its own page, one answer more in the path each time', async () => {
    const steps = [
      ['/en/shoe-wizard/', 'activity'],
      ['/en/shoe-wizard/hiking/', 'terrain'],
      ['/en/shoe-wizard/hiking/rocky-and-mountain/', 'waterproofing'],
      ['/en/shoe-wizard/hiking/rocky-and-mountain/waterproof/', 'width'],
      ['/en/shoe-wizard/hiking/rocky-and-mountain/waterproof/wide/', 'gender'],
    ];
    for (const [index, [url, step]] of steps.entries()) {
      const { status, body } = await payload(url);
      expect(status, url).toBe(200);
      expect(body.page).toBe('shoeWizard');
      expect(body.props).toMatchObject({ step, stepNumber: index + 1, stepCount: 5 });
      expect(body.props.answers).toHaveLength(index);
    }
  });

  it('links each choice to the next question and counts the shoes it leaves, unlinking a choice that leaves none', async () => {
    const { body } = await payload('/en/shoe-wizard/hiking/');
    expect(choice(body, 'mountain')).toEqual({ key: 'mountain', path: '/shoe-wizard/hiking/rocky-and-mountain/', count: 2 });
    expect(choice(body, 'trail')).toEqual({ key: 'trail', path: '/shoe-wizard/hiking/forest-trail/', count: 1 });
    expect(choice(body, 'snow')).toEqual({ key: 'snow', path: null, count: 0 });
    expect(choice(body, 'any')).toEqual({ key: 'any', path: '/shoe-wizard/hiking/any/', count: 3 });
    expect(body.props.answers).toEqual([{ step: 'activity', choice: 'hiking', path: '/shoe-wizard/' }]);
    expect(body.props.matching).toEqual({ count: 3, path: '/footwear-en/?activity=Hiking' });
  });

  it('serves the choices as plain links in the HTML, so the wizard works without JavaScript', async () => {
    const html = await (await fetchShop('/en/shoe-wizard/', { headers: { cookie: FINLAND } })).text();
    expect(html).toContain('href="/en/shoe-wizard/hiking/"');
    expect(html).toContain('href="/en/shoe-wizard/winter/"');
  });

  it('ends on the footwear grid filtered to the answers, which lists only the matching shoes', async () => {
    const { body } = await payload('/en/shoe-wizard/hiking/rocky-and-mountain/waterproof/wide/');
    const women = choice(body, 'women');
    expect(women).toEqual({ key: 'women', path: '/footwear-en/?activity=Hiking&terrain=Mountain&waterproof=yes&width=Wide&gender=Women,Unisex', count: 1 });
    const grid = await payload(`/en${women.path}`);
    expect(grid.status).toBe(200);
    expect(grid.body.page).toBe('group');
    expect(grid.body.props.grid.page.items.map((item: ProductListItem) => item.id)).toEqual([SHOES.hikingMountainWideWomenWaterproof]);
    expect(grid.body.props.grid.page.matching).toBe(1);
  });

  it('keeps unisex shoes in both answers\' grids and lets "any" leave a question out', async () => {
    const { body } = await payload('/en/shoe-wizard/hiking/rocky-and-mountain/any/wide/');
    expect(choice(body, 'women').count).toBe(2);
    expect(choice(body, 'men').count).toBe(1);
    expect(choice(body, 'any')).toEqual({ key: 'any', path: '/footwear-en/?activity=Hiking&terrain=Mountain&width=Wide', count: 2 });
  });

  it('sends a path answering every question to the filtered grid', async () => {
    const response = await fetchShop('/en/shoe-wizard/winter/snow-and-ice/waterproof/any/mens/', { headers: { cookie: FINLAND } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/footwear-en/?activity=Winter&terrain=Snow&waterproof=yes&gender=Men,Unisex');
  });

  it('answers a path no shoe matches with the 404 page, a whole path included, never with a grid of every shoe', async () => {
    // Hiking on snow and ice leaves no shoe (the choice has no link); a typed path asking for it is not found.
    for (const url of ['/en/shoe-wizard/hiking/snow-and-ice/', '/en/shoe-wizard/hiking/snow-and-ice/any/any/any/']) {
      const response = await fetchShop(url, { headers: { cookie: FINLAND } });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('location'), url).toBeNull();
    }
  });

  it('answers an unknown answer, another language\'s answer or too many segments with the 404 page', async () => {
    for (const url of ['/en/shoe-wizard/skiing/', '/en/shoe-wizard/vaellus/', '/en/shoe-wizard/hiking/waterproof/', '/en/shoe-wizard/hiking/any/any/any/any/any/']) {
      const response = await fetchShop(url, { headers: { cookie: FINLAND } });
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain('<html');
    }
  });

  it('reads the answers in the visitor\'s language and names the page in every language', async () => {
    const { status, body } = await payload('/kenkavelho/vaellus/');
    expect(status).toBe(200);
    expect(choice(body, 'mountain').path).toBe('/kenkavelho/vaellus/kivikko-ja-tunturi/');
    expect(body.head.alternates).toContainEqual({ hreflang: 'de', href: 'http://localhost/de/schuh-berater/wandern/' });
  });
});

describe('the women\'s and men\'s shoes page (issue 17)', () => {
  it('starts the wizard and links to the women\'s and men\'s grids and the footwear groups', async () => {
    const { status, body } = await payload('/en/womens-and-mens-shoes/');
    expect(status).toBe(200);
    expect(body.page).toBe('womensAndMensShoes');
    expect(body.props).toEqual({
      wizardPath: '/shoe-wizard/',
      footwear: { name: 'Footwear en', path: '/footwear-en/', count: 5 },
      genders: [
        { key: 'women', path: '/footwear-en/?gender=Women,Unisex', count: 3 },
        { key: 'men', path: '/footwear-en/?gender=Men,Unisex', count: 3 },
      ],
      groups: [{ name: 'Boots en', path: '/footwear-en/boots-en/' }],
    });
  });

  it('counts the wizard\'s questions in its description from the wizard itself', async () => {
    const html = await (await fetchShop('/en/womens-and-mens-shoes/', { headers: { cookie: FINLAND } })).text();
    expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*answer ${SHOE_STEPS.length} questions in the shoe wizard`));
  });
});
