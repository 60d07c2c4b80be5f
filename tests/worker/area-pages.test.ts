/**
 * Issue 18 item 4: rental (behind rental_enabled) and its booking frame in the
 * rentle layout, experiences, the catalogue, the company history with figures
 * from the data, the content routes, the style guide, the static pages'
 * indexes, the legacy paths' 301s and the #etifr booking script (decision 036).
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { withLocalePrefix } from '../../shared/locale-path.ts';
import { routerFor } from '../../worker/i18n.ts';
import { AREAS, areasCatalogue } from '../fixtures/areas-catalogue.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';
import { postShop } from './list-api-helpers.ts';

const pathOf = (language: Language, routeId: string, params?: Record<string, string>) =>
  withLocalePrefix(routerFor(language).pathFor(routeId, params), language, 'prefix_except_default');
const payload = async (url: string) => {
  const response = await fetchShop(url, { headers: { 'x-page-data': '1' } });
  return { status: response.status, location: response.headers.get('location'), body: response.status < 300 || response.status === 404 ? await response.json() as any : null };
};
const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
const importSettings = (settings: Array<{ key: string; value: string; language?: string }>) =>
  importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, generalSettings: settings });

beforeAll(async () => {
  const result = await importCatalogue(env.DB, areasCatalogue());
  expect(result.ok ? [] : result.issues).toEqual([]);
});

describe('the area routes', () => {
  const ROUTES: Array<[string, string]> = [
    ['rental', 'rental'], ['rentalRentle', 'rentalRentle'], ['experiencesProducts', 'experiences'], ['catalog', 'catalog'], ['history', 'history'],
    ['styleGuide', 'styleGuide'], ['static', 'staticIndex'], ['staticWithTabs', 'staticIndex'],
    ['responsibility', 'static'], ['faq', 'static'], ['faqFrequentlyAskedQuestions', 'static'],
  ];

  it.each(['en', 'fi'] as const)('answers every route of the areas with its page in %s', async (language) => {
    for (const [routeId, page] of ROUTES) {
      const response = await fetchShop(pathOf(language, routeId));
      expect(response.status, routeId).toBe(200);
      expect(embeddedPayload(await response.text()).page, routeId).toBe(page);
    }
  });

  it('answers the content routes and the history with their page in all six languages', async () => {
    for (const language of LANGUAGES) {
      for (const routeId of ['responsibility', 'faq', 'faqFrequentlyAskedQuestions', 'history']) {
        const { status, body } = await payload(pathOf(language, routeId));
        expect(status, `${language} ${routeId}`).toBe(200);
        expect(body.head.title, `${language} ${routeId}`).toContain(` ${language} - `);
      }
    }
  });

  it('keeps the style guide out of search engines and the other area pages in', async () => {
    expect((await payload('/en/style-guide/')).body.head.robots).toBe('noindex');
    expect((await payload('/en/catalog/')).body.head.robots).toBeUndefined();
  });
});

describe('rental', () => {
  it('lists the rental gear in the grid and the stores holding it, with how many rental products each has', async () => {
    const { body } = await payload('/en/rental/');
    expect(body.page).toBe('rental');
    expect(body.layout).toBe('default');
    expect(body.props.grid.page.items.map((item: { id: number }) => item.id).sort()).toEqual([...AREAS.rentalModels]);
    expect(body.props.grid.setup.list).toEqual({ source: 'Rental' });
    expect(body.props.stores).toEqual([
      { slug: 'helsinki', name: 'Helsinki Kamppi', models: 1 },
      { slug: 'rovaniemi', name: 'Rovaniemi Revontuli', models: 2 },
    ]);
    expect(body.props.onlineBooking).toBe(true);
  });

  it('answers the rental list and the experiences list to the product-list call', async () => {
    const ask = async (source: string) => {
      const response = await productList(source);
      expect(response.status, source).toBe(200);
      return ((await response.json()) as Array<{ id: number }>).map((item) => item.id).sort();
    };
    expect(await ask('Rental')).toEqual([...AREAS.rentalModels]);
    expect(await ask('Experiences')).toEqual([AREAS.experienceModels.skiCourse, AREAS.experienceModels.guidedHike]);
  });

  it('is the 404 page, and missing from the menu, when rental_enabled is not true; back when it is', async () => {
    const menuHasRental = async () => {
      const { body } = await payload('/');
      return body.frame.menu.sections.flatMap((section: { links: Array<{ href: string }> }) => section.links).some((link: { href: string }) => link.href === '/vuokraamo/');
    };
    expect(await menuHasRental()).toBe(true);
    try {
      expect((await importSettings([{ key: 'rental_enabled', value: 'false' }])).ok).toBe(true);
      for (const path of ['/vuokraamo/', '/vuokraamo/varaa/', '/en/rental/', '/en/rental/rentle/']) {
        const { status, body } = await payload(path);
        expect(status, path).toBe(404);
        expect(body.page, path).toBe('error');
      }
      expect(await menuHasRental()).toBe(false);
    } finally {
      expect((await importSettings([{ key: 'rental_enabled', value: 'true' }])).ok).toBe(true);
    }
    expect((await payload('/vuokraamo/')).status).toBe(200);
  });
});

describe('the booking frame /rental/rentle/', () => {
  it('is in the rentle layout, and its CSP alone allows the booking partner\'s origin', async () => {
    const response = await fetchShop('/en/rental/rentle/');
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy')!;
    for (const name of ['script-src', 'connect-src', 'frame-src', 'img-src', 'style-src']) {
      expect(directive(policy, name), name).toContain('https://cdn.rentle.example');
    }
    expect(policy).not.toContain('booking.example.com');
    const html = await response.text();
    const page = embeddedPayload(html);
    expect(page).toMatchObject({ page: 'rentalRentle', layout: 'rentle', ownPolicy: true });
    expect(page.props.widget).toEqual({ scriptUrl: AREAS.rentleScript, host: 'cdn.rentle.example', shopId: AREAS.rentleShopId });
    // Click-to-load: the page names the partner's script but never loads it itself.
    expect(html).not.toContain(`<script src="${AREAS.rentleScript}"`);
    expect(html).not.toContain('<footer');

    for (const path of ['/en/rental/', '/en/catalog/', '/en/']) {
      const other = (await fetchShop(path)).headers.get('content-security-policy')!;
      expect(other, path).not.toContain('rentle.example');
    }
  });

  it('says booking is done in the stores when no widget is configured, and allows no partner then', async () => {
    const response = await fetchShop(pathOf('sv', 'rentalRentle'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).not.toContain('rentle.example');
    const page = embeddedPayload(await response.text());
    expect(page.props.widget).toBeNull();
    expect(page.ownPolicy).toBeUndefined();
    expect((await payload(pathOf('sv', 'rental'))).body.props.onlineBooking).toBe(false);
  });
});

describe('experiences', () => {
  it('shows only the products of the brands experience_manufacturer_list names', async () => {
    const { body } = await payload('/en/experiences/products/');
    expect(body.props.grid.page.items.map((item: { id: number }) => item.id).sort()).toEqual([AREAS.experienceModels.skiCourse, AREAS.experienceModels.guidedHike]);
    expect(body.props.brands).toEqual([{ slug: AREAS.experienceBrand.slug, name: 'Kaira Experiences' }]);
  });

  it('sends an experience\'s page to the experience product\'s own page, and the bare prefix to the grid', async () => {
    const product = await payload('/en/experiences/ski-course/');
    expect(product.status).toBe(301);
    expect(product.location).toBe('/en/kaira-experiences/ski-course/');
    expect((await payload(product.location!)).body.page).toBe('product');
    const bare = await payload('/elamykset/');
    expect(bare.status).toBe(301);
    expect(bare.location).toBe('/elamykset/tuotteet/');
  });

  it('answers 404 for a slug that is no experience: unknown, another brand\'s product or a deeper path', async () => {
    for (const path of ['/en/experiences/no-such-course/', '/en/experiences/norrvik-summit/', '/en/experiences/ski-course/extra/', '/en/experiences/%3Cscript%3E/']) {
      const { status, body } = await payload(path);
      expect(status, path).toBe(404);
      expect(body.page, path).toBe('error');
    }
  });
});

describe('the catalogue /catalog/', () => {
  it('lists the groups with products as a tree with counts, and the brands with products', async () => {
    const { body } = await payload('/en/catalog/');
    const { groups, brands, total } = body.props;
    expect(total).toBe(5);
    expect(groups.map((group: { name: string; models: number }) => [group.name, group.models])).toEqual([
      ['Skiing en', 1], ['Rental gear en', 2], ['Courses en', 2],
    ]);
    expect(groups[0].children).toMatchObject([{ name: 'Skis en', path: '/skiing-en/skis-en/', models: 1 }]);
    expect(brands).toEqual([
      { slug: 'kaira-experiences', name: 'Kaira Experiences', models: 2 },
      { slug: 'norrvik', name: 'Norrvik', models: 2 },
      { slug: 'tundra-peak', name: 'Tundra Peak', models: 1 },
    ]);
  });
});

describe('the company history /history/', () => {
  it('shows the static page at its path and the figures counted from the data', async () => {
    const { body } = await payload('/en/history/');
    expect(body.props.title).toBe('Our story en');
    expect(body.props.content).toContain('<h2 id="today">Today</h2>');
    const countries = await env.DB.prepare(`SELECT COUNT(DISTINCT c.country_code) AS n FROM delivery_method_countries c
      JOIN delivery_methods m ON m.id = c.method_id WHERE m.is_enabled = 1`).first<number>('n');
    const stores = await env.DB.prepare(`SELECT COUNT(*) AS n FROM stores WHERE type = 'retail'`).first<number>('n');
    expect(countries).toBe(4);
    expect(stores).toBe(3);
    expect(body.props.figures).toEqual([
      { kind: 'deliveryCountries', value: countries, over: false },
      { kind: 'employees', value: 100, over: true },
      { kind: 'stores', value: stores, over: false },
    ]);
  });

  it('renders the figures in the visitor\'s language', async () => {
    const html = await (await fetchShop('/historia/')).text();
    expect(html).toMatch(/yli 100<\/span> <span class="history__figure-label">työntekijää/);
    expect(html).toMatch(/3<\/span> <span class="history__figure-label">myymälää/);
  });
});

describe('the static pages\' indexes', () => {
  it('lists the information pages at /static/ and the tabbed pages with their tabs at /static-with-tabs/', async () => {
    const pages = (await payload('/en/static/')).body.props;
    expect(pages.kind).toBe('pages');
    expect(pages.pages.map((page: { path: string }) => page.path)).toEqual(expect.arrayContaining(['/delivery-en/', '/history/', '/faq/frequently-asked-questions/']));
    expect(pages.pages.some((page: { path: string }) => page.path === '/guides-en/')).toBe(false);
    const tabbed = (await payload('/en/static-with-tabs/')).body.props;
    expect(tabbed).toEqual({ kind: 'tabbed', pages: [{ title: 'Guides en', path: '/guides-en/', tabs: [
      { title: 'Skiing en', path: '/guides-en/skiing-en/' }, { title: 'Hiking en', path: '/guides-en/hiking-en/' },
    ] }] });
  });
});

describe('the legacy paths', () => {
  it('answer 301 with the canonical page in the visitor\'s language', async () => {
    const cases: Array<[string, string]> = [
      ['/en/manufacturer/', '/en/manufacturers/'], ['/valmistaja/', '/merkit/'],
      ['/en/product-group/', '/en/catalog/'], ['/tuoteryhma/', '/tuoteluettelo/'],
      ['/en/product-new/', '/en/newest/'], ['/tuote-uusi/', '/uutuudet/'],
      ['/en/product-old/', '/en/catalog/'], ['/tuote-vanha/', '/tuoteluettelo/'],
      ['/en/removed-new-product-page/norrvik-summit/', '/en/norrvik/norrvik-summit/'],
      ['/poistettu-tuotesivu/old/path/norrvik-summit/', '/norrvik/norrvik-summit/'],
    ];
    for (const [from, to] of cases) {
      const response = await fetchShop(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('answers 404 for a removed product page whose slug names no product', async () => {
    for (const path of ['/en/removed-new-product-page/no-such-product/', '/en/removed-new-product-page/', '/en/removed-new-product-page/%22%3E/']) {
      expect((await fetchShop(path)).status, path).toBe(404);
    }
  });
});

describe('the external booking resize script of static pages (#etifr)', () => {
  it('comes with a page whose content holds #etifr, allowed by that page\'s CSP only', async () => {
    const response = await fetchShop('/en/book-a-course-en/');
    expect(response.status).toBe(200);
    expect(directive(response.headers.get('content-security-policy')!, 'script-src')).toContain('https://booking.example.com');
    const page = embeddedPayload(await response.text());
    expect(page.props).toMatchObject({ bookingScript: AREAS.bookingScript });
    expect(page.ownPolicy).toBe(true);

    const plain = await fetchShop('/en/delivery-en/');
    expect(plain.headers.get('content-security-policy')).not.toContain('booking.example.com');
    expect(embeddedPayload(await plain.text()).props.bookingScript).toBeUndefined();
  });
});

/** The product-list call (cat 7) as the client grid makes it. */
const productList = (source: string) => postShop('/api/products/productmodellist/', JSON.stringify({ source, language: 'en', taxAreaId: 1 }));
