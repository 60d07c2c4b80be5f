import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { smallCatalogue } from '../fixtures/small-catalogue.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

beforeAll(async () => {
  expect((await importCatalogue(env.DB, smallCatalogue())).ok).toBe(true);
});

const page = async (url: string) => {
  const response = await fetchShop(url, { headers: { 'x-page-data': '1' } });
  return { status: response.status, location: response.headers.get('location'), payload: response.status === 200 || response.status === 404 ? await response.json() as any : null };
};

describe('static pages', () => {
  it('serves a static page at its own path, titled and with hreflang links to its slug in each language', async () => {
    const response = await fetchShop('/en/delivery-en/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Delivery en - Kaira Outdoor</title>');
    expect(html).toContain('<h1 class="static-page__title">Delivery en</h1>');
    expect(html).toContain('<p>Delivered en</p>');
    expect(html).toContain('<link rel="alternate" hreflang="sv" href="http://localhost/sv/delivery-sv/">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost/delivery-fi/">');
    expect(embeddedPayload(html)).toMatchObject({ page: 'static', props: { id: 1, title: 'Delivery en' } });
  });

  it('serves the same page under /page/{slug}/ with the page path as canonical', async () => {
    const html = await (await fetchShop('/sivu/delivery-fi/')).text();
    expect(html).toContain('Delivered fi');
    expect(html).toContain('<link rel="canonical" href="http://localhost/delivery-fi/">');
  });

  it('renders a hostile page body harmless', async () => {
    const html = await (await fetchShop('/hostile-fi/')).text();
    const body = html.slice(html.indexOf('<main'));
    expect(body).toContain('Safe heading');
    expect(body).not.toMatch(/<script>window|onerror=|onclick=|javascript:|evil\.example/);
  });

  it('answers an unknown page with the 404 page', async () => {
    const { status, payload } = await page('/en/no-such-page/');
    expect(status).toBe(404);
    expect(payload.page).toBe('error');
  });
});

describe('static pages with tabs', () => {
  it('redirects the page itself to its first tab', async () => {
    const { status, location } = await page('/en/guides-en/');
    expect(status).toBe(302);
    expect(location).toBe('/en/guides-en/skiing-en/');
  });

  it('shows a tab and a nested tab with the whole tab tree', async () => {
    const { status, payload } = await page('/de/guides-de/skiing-de/waxing-de/');
    expect(status).toBe(200);
    expect(payload.page).toBe('tabbed');
    expect(payload.props).toMatchObject({ basePath: '/guides-de/', selectedTab: 'skiing-de', selectedNestedTab: 'waxing-de' });
    expect(payload.props.tabs).toHaveLength(2);
    expect(payload.head.title).toBe('Waxing de - Guides de - Kaira Outdoor');
    expect(payload.head.canonical).toBe('http://localhost/de/guides-de/skiing-de/waxing-de/');
  });

  it('sends an unknown tab back to the page (and so to the first tab)', async () => {
    expect((await page('/en/guides-en/nope/')).location).toBe('/en/guides-en/');
    expect((await page('/en/guides-en/skiing-en/nope/')).location).toBe('/en/guides-en/');
    expect((await page('/en/guides-en/skiing-en/waxing-en/extra/')).location).toBe('/en/guides-en/');
  });
});

describe('the menu page', () => {
  it('opens the top-level group named by the first query key and the child named by its value', async () => {
    const { payload } = await page('/en/menu/?skiing-en=skis-en');
    expect(payload.page).toBe('menu');
    expect(payload.props).toMatchObject({ selectedTop: 'skiing-en', selectedChild: 'skis-en' });
    expect(payload.props.groups[0].children[0].slug).toBe('skis-en');
    expect(payload.head.robots).toBe('noindex, follow');
  });

  it('treats "back" and unknown slugs as the top level', async () => {
    expect((await page('/en/menu/?back')).payload.props).toMatchObject({ selectedTop: null, selectedChild: null });
    expect((await page('/valikko/?nope=skis-fi')).payload.props).toMatchObject({ selectedTop: null, selectedChild: null });
  });
});

describe('every page payload', () => {
  it('carries the navigation tree of the language and the feature flags', async () => {
    const { payload } = await page('/en/delivery-en/');
    const sections = payload.frame.menu.sections.map((section: any) => section.id);
    expect(sections).toEqual(['products', 'stores', 'customerService', 'lifeOutdoors']);
    const products = payload.frame.menu.sections[0].links;
    expect(products.map((link: any) => link.label)).toEqual(['Skiing en', 'Brands']);
    expect(products[0]).toMatchObject({ href: '/en/skiing-en/', groupId: 1 });
    expect(payload.frame.menu.sections[1].links).toEqual([{ label: 'Helsinki', href: '/en/stores/helsinki/' }]);
    expect(payload.frame.menu.sections[2].links[0]).toEqual({ label: 'Delivery en', href: '/en/delivery-en/' });
    expect(payload.frame.featureFlags).toEqual({ brand_strip: true });
  });

  it('shows the Finnish-only sections in Finnish only', async () => {
    const fi = (await page('/delivery-fi/')).payload.frame.menu.sections;
    expect(fi.map((section: any) => section.id)).toContain('circularEconomy');
    const en = (await page('/en/delivery-en/')).payload.frame.menu.sections;
    expect(en.map((section: any) => section.id)).not.toContain('circularEconomy');
  });

  it('links the guides page from Life outdoors in every language', async () => {
    const { payload } = await page('/sv/delivery-sv/');
    const lifeOutdoors = payload.frame.menu.sections.find((section: any) => section.id === 'lifeOutdoors');
    expect(lifeOutdoors.links[0]).toEqual({ label: 'Guides sv', href: '/sv/guides-sv/' });
  });
});

describe('the front page', () => {
  it('shows banners with local links, top groups, featured brands and the title from general settings', async () => {
    const { payload } = await page('/en/');
    expect(payload.head.title).toBe('Kaira Outdoor: gear for the outdoors'); // the brand once (issue 14)
    expect(payload.props.heading).toBe('Kaira Outdoor: gear for the outdoors');
    expect(payload.props.imageBanners[0]).toMatchObject({ url: '/en/skiing-en/', image: '/images/banners/1.svg' });
    expect(payload.props.textBanners.map((banner: any) => banner.title)).toEqual(['Free delivery en']);
    expect(payload.props.topGroups).toEqual([{ id: 1, name: 'Skiing en', href: '/en/skiing-en/', image: '' }]);
    expect(payload.props.brands).toEqual([{ slug: 'norrvik', name: 'Norrvik', logo: '', href: '/en/norrvik/' }]);
  });
});
