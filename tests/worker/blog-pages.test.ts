import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue } from '../../scripts/catalogue/import/import-catalogue.ts';
import { listBlogSitemapEntries } from '../../worker/data/blog-sitemap.ts';
import { blogCatalogue } from '../fixtures/blog-catalogue.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';
import { embeddedPayload, fetchShop } from './helpers.ts';

beforeAll(async () => {
  expect((await importCatalogue(env.DB, blogCatalogue())).ok).toBe(true);
});

const page = async (url: string) => {
  const response = await fetchShop(url, { headers: { 'x-page-data': '1' } });
  return { status: response.status, payload: await response.json() as any };
};
const hreflangs = (payload: any) => Object.fromEntries(payload.head.alternates.map((link: { hreflang: string; href: string }) => [link.hreflang, link.href]));
const titles = (posts: Array<{ title: string }>) => posts.map((post) => post.title);

describe('the life outdoors hub', () => {
  it('shows the categories in blog_category_order with their newest posts, and the bloggers', async () => {
    const { status, payload } = await page('/en/life-outdoors/');
    expect(status).toBe(200);
    expect(payload.page).toBe('lifeOutdoors');
    expect(payload.props.sections.map((section: any) => section.category)).toEqual([
      { name: 'Tests en', path: '/life-outdoors/blog/tests-en/' },
      { name: 'Guides en', path: '/life-outdoors/blog/guides-en/' },
    ]);
    expect(titles(payload.props.sections[1].posts)).toEqual(['Waxing en', 'Note 12 en', 'Note 11 en']);
    expect(payload.props.bloggers.map((blogger: any) => blogger.path)).toEqual(['/life-outdoors/bloggers/aino-test/', '/life-outdoors/bloggers/jussi-test/']);
    expect(payload.head.title).toBe('Life outdoors - Kaira Outdoor');
  });

  it('lists the Finnish-only events in Finnish, after the ordered categories', async () => {
    const { payload } = await page('/elama-ulkona/');
    expect(payload.props.sections.map((section: any) => section.category.name)).toEqual(['Tests fi', 'Guides fi', 'Events fi']);
  });

  it('shows only the categories with posts in the language', async () => {
    const { status, payload } = await page('/ru/zhizn-na-prirode/');
    expect(status).toBe(200);
    expect(payload.props.sections.map((section: any) => section.category.name)).toEqual(['Guides ru']);
  });
});

describe('the blog and its categories', () => {
  it('lists every post of the language, newest first, 12 a page, with the categories to choose from', async () => {
    const { status, payload } = await page('/en/life-outdoors/blog/');
    expect(status).toBe(200);
    expect(payload.page).toBe('blogIndex');
    expect(payload.props.category).toBeNull();
    expect(payload.props.categories.map((category: any) => category.name)).toEqual(['Tests en', 'Guides en']);
    expect(payload.props.list).toMatchObject({ page: 1, pageCount: 2, basePath: '/life-outdoors/blog/' });
    expect(titles(payload.props.list.posts).slice(0, 3)).toEqual(['Jacket test en', 'Waxing en', 'Note 12 en']);
    expect(payload.props.list.posts[1]).toMatchObject({
      path: '/life-outdoors/waxing-en/', published: '2026-01-10', updated: '2026-02-01',
      category: { name: 'Guides en', path: '/life-outdoors/blog/guides-en/' }, author: { name: 'Aino Test', path: '/life-outdoors/bloggers/aino-test/' },
    });
    expect(payload.props.breadcrumbs).toEqual([{ name: 'Life outdoors', path: '/life-outdoors/' }, { name: 'The blog', path: '/life-outdoors/blog/' }]);
  });

  it('serves the second page with its own canonical URL, and a page past the last as 404', async () => {
    const second = await page('/en/life-outdoors/blog/?page=2');
    expect(titles(second.payload.props.list.posts)).toEqual(['Note 2 en', 'Note 1 en']);
    expect(second.payload.head.canonical).toBe('http://localhost/en/life-outdoors/blog/?page=2');
    expect(second.payload.head.title).toBe('The blog – Page 2 - Kaira Outdoor');
    expect((await page('/en/life-outdoors/blog/?page=3')).status).toBe(404);
    // Anything but a page number is the first page.
    expect((await page('/en/life-outdoors/blog/?page=%27%3Bdrop')).payload.props.list.page).toBe(1);
  });

  it('shows a category with its sanitised introduction and hreflang links to its slug in each language', async () => {
    const { status, payload } = await page('/en/life-outdoors/blog/guides-en/');
    expect(status).toBe(200);
    expect(payload.props.category).toEqual({ name: 'Guides en', descriptionHtml: '<p>About guides en <a href="/en/delivery-en/">delivery</a></p>' });
    expect(titles(payload.props.list.posts)).toContain('Waxing en');
    expect(titles(payload.props.list.posts)).not.toContain('Jacket test en');
    expect(hreflangs(payload)).toMatchObject({ fi: 'http://localhost/elama-ulkona/blogi/guides-fi/', sv: 'http://localhost/sv/livet-ute/blogg/guides-sv/' });
  });

  it('gives a category alternates only in the languages it has posts in', async () => {
    const { status, payload } = await page('/elama-ulkona/blogi/events-fi/');
    expect(status).toBe(200);
    expect(hreflangs(payload)).toEqual({ fi: 'http://localhost/elama-ulkona/blogi/events-fi/', 'x-default': 'http://localhost/elama-ulkona/blogi/events-fi/' });
  });

  it('answers an unknown category, or one without posts in the language, with 404 "Category not found."', async () => {
    for (const url of ['/en/life-outdoors/blog/no-such-category/', '/en/life-outdoors/blog/events-en/', '/en/life-outdoors/blog/events-fi/']) {
      const { status, payload } = await page(url);
      expect(status, url).toBe(404);
      expect(payload.props.message, url).toBe('Category not found.');
    }
    expect((await page('/de/leben-draussen/blog/gibt-es-nicht/')).payload.props.message).toBe('Kategorie nicht gefunden.');
  });

  it('moves another language\'s slug of a category to its slug in the visitor\'s language', async () => {
    const response = await fetchShop('/en/life-outdoors/blog/guides-fi/?page=1');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/life-outdoors/blog/guides-en/');
  });
});

describe('a post', () => {
  it('shows title, hero with its alternative text, author, dates, the category and the shown models as cards', async () => {
    const { status, payload } = await page('/en/life-outdoors/waxing-en/');
    expect(status).toBe(200);
    expect(payload.page).toBe('blogPost');
    expect(payload.props.post).toMatchObject({ title: 'Waxing en', heroImage: '/images/blog/waxing.svg', heroAlt: 'Skis on a bench en', published: '2026-01-10' });
    expect(payload.props.author).toEqual({ name: 'Aino Test', path: '/life-outdoors/bloggers/aino-test/', picture: '/images/bloggers/aino.svg', bio: "Aino's bio en" });
    // Priced for the visitor's tax area (Finland's here): a hidden and a campaign-only model are not shown; the order is the post's.
    const finnish = (await page('/elama-ulkona/waxing-fi/')).payload;
    expect(finnish.props.products.map((item: any) => item.id)).toEqual([LIST_MODELS.summit, LIST_MODELS.trail]);
    expect(finnish.props.products[1]).toMatchObject({ name: 'Trail fi', path: expect.stringMatching(/^\/tundra-peak\//), price: { active: 150 } });
    expect(payload.props.breadcrumbs.map((crumb: any) => crumb.name)).toEqual(['Life outdoors', 'The blog', 'Guides en', 'Waxing en']);
    expect(payload.head.description).toBe('How to wax en');
  });

  it('renders the body sanitised, its links with the locale prefix, and the date as DD.MM.YYYY', async () => {
    const html = await (await fetchShop('/en/life-outdoors/waxing-en/')).text();
    const main = html.slice(html.indexOf('<main'));
    expect(main).toContain('<p>Body en</p>');
    expect(main).toContain('<h2>Wax heading en</h2>');
    expect(main).toContain('<a href="/en/delivery-en/">Delivery</a>');
    expect(html).not.toMatch(/<script>window\.__pwned|onerror=/);
    expect(main).toContain('<time dateTime="2026-01-10">10.01.2026</time>');
    expect(main).toContain('<time dateTime="2026-02-01">01.02.2026</time>');
    expect(main).toMatch(/<img[^>]*alt="Skis on a bench en"/);
    expect(main).toContain('href="/en/life-outdoors/bloggers/aino-test/"');
  });

  it('describes itself as an Article with breadcrumbs for search engines', async () => {
    const { payload } = await page('/en/life-outdoors/waxing-en/');
    const [crumbs, article] = payload.head.jsonLd;
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.at(-1)).toMatchObject({ position: 4, name: 'Waxing en', item: 'http://localhost/en/life-outdoors/waxing-en/' });
    expect(article).toMatchObject({
      '@type': 'Article', headline: 'Waxing en', datePublished: '2026-01-10', dateModified: '2026-02-01', inLanguage: 'en',
      image: ['http://localhost/images/blog/waxing.svg'], author: { '@type': 'Person', name: 'Aino Test', url: 'http://localhost/en/life-outdoors/bloggers/aino-test/' },
      mainEntityOfPage: 'http://localhost/en/life-outdoors/waxing-en/',
    });
  });

  it('links its slug in every language it is written in, and no other', async () => {
    expect(hreflangs((await page('/en/life-outdoors/waxing-en/')).payload)).toMatchObject({
      fi: 'http://localhost/elama-ulkona/waxing-fi/', ru: 'http://localhost/ru/zhizn-na-prirode/waxing-ru/', de: 'http://localhost/de/leben-draussen/waxing-de/',
    });
    expect(hreflangs((await page('/en/life-outdoors/jacket-test-en/')).payload)).toEqual({
      fi: 'http://localhost/elama-ulkona/jacket-test-fi/', en: 'http://localhost/en/life-outdoors/jacket-test-en/', 'x-default': 'http://localhost/elama-ulkona/jacket-test-fi/',
    });
  });

  it('answers an unknown post, or one not written in the language, with 404 "Post not found." in the visitor\'s language', async () => {
    for (const url of ['/en/life-outdoors/no-such-post/', '/en/life-outdoors/tapaaminen/']) {
      const { status, payload } = await page(url);
      expect(status, url).toBe(404);
      expect(payload.props.message, url).toBe('Post not found.');
    }
    expect((await page('/elama-ulkona/ei-ole/')).payload.props.message).toBe('Kirjoitusta ei löytynyt.');
    expect((await page('/ru/zhizn-na-prirode/%3Cscript%3E/')).payload.props.message).toBe('Статья не найдена.');
  });

  it('moves another language\'s slug of the post to its slug in the visitor\'s language', async () => {
    const response = await fetchShop('/en/life-outdoors/jacket-test-fi/');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/en/life-outdoors/jacket-test-en/');
  });

  it('follows a post path wholly in another language\'s slugs to the post in the visitor\'s language', async () => {
    let path = '/en/elama-ulkona/jacket-test-fi/';
    const hops: string[] = [];
    for (let response = await fetchShop(path); response.status === 301; response = await fetchShop(path)) {
      path = response.headers.get('location')!;
      hops.push(path);
    }
    expect(hops.at(-1)).toBe('/en/life-outdoors/jacket-test-en/');
    expect((await page(path)).payload.props.post.title).toBeTruthy();
  });
});

describe('the bloggers', () => {
  it('lists every blogger with picture and bio', async () => {
    const { status, payload } = await page('/sv/livet-ute/bloggare/');
    expect(status).toBe(200);
    expect(payload.props.bloggers).toEqual([
      { name: 'Aino Test', path: '/livet-ute/bloggare/aino-test/', picture: '/images/bloggers/aino.svg', bio: "Aino's bio sv" },
      { name: 'Jussi Test', path: '/livet-ute/bloggare/jussi-test/', picture: '', bio: "Jussi's bio sv" },
    ]);
  });

  it('shows a blogger and their posts in the language, at the same slug in every language', async () => {
    const { status, payload } = await page('/elama-ulkona/bloggaajat/aino-test/');
    expect(status).toBe(200);
    expect(titles(payload.props.list.posts)).toEqual(['Waxing fi', 'Tapaaminen']);
    expect(hreflangs(payload).en).toBe('http://localhost/en/life-outdoors/bloggers/aino-test/');
    expect(titles((await page('/en/life-outdoors/bloggers/aino-test/')).payload.props.list.posts)).toEqual(['Waxing en']);
  });

  it('answers an unknown blogger with 404 "Blogger not found."', async () => {
    const { status, payload } = await page('/en/life-outdoors/bloggers/nobody/');
    expect(status).toBe(404);
    expect(payload.props.message).toBe('Blogger not found.');
    expect((await page('/fr/vie-en-plein-air/blogueurs/personne/')).payload.props.message).toBe('Blogueur introuvable.');
  });
});

describe('the blog elsewhere in the shop', () => {
  it('lists the posts about a model on its Guides tab as title and local path, in the language', async () => {
    const json = async (url: string) => (await (await fetchShop(url)).json()) as { blogs: Array<{ title: string; url: string }> };
    expect((await json('/api/products/productmodel/norrvik-summit/?lang=en')).blogs).toEqual([{ title: 'Waxing en', url: '/life-outdoors/waxing-en/' }]);
    expect((await json('/api/products/productmodel/tundra-trail/?lang=fi')).blogs).toEqual([
      { title: 'Jacket test fi', url: '/elama-ulkona/jacket-test-fi/' },
      { title: 'Waxing fi', url: '/elama-ulkona/waxing-fi/' },
    ]);
    expect((await json('/api/products/productmodel/tundra-trail/?lang=sv')).blogs).toEqual([{ title: 'Waxing sv', url: '/livet-ute/waxing-sv/' }]);
  });

  it('gives the menu\'s guides item to the guides category, events to the events category in Finnish', async () => {
    const links = async (url: string) => (await page(url)).payload.frame.menu.sections.find((section: any) => section.id === 'lifeOutdoors').links;
    expect((await links('/en/life-outdoors/'))[0]).toEqual({ label: 'Guides en', href: '/en/life-outdoors/blog/guides-en/' });
    expect((await links('/elama-ulkona/')).slice(0, 2)).toEqual([
      { label: 'Guides fi', href: '/elama-ulkona/blogi/guides-fi/' },
      { label: 'Events fi', href: '/elama-ulkona/blogi/events-fi/' },
    ]);
  });

  it('lists the area for the sitemap in every language each page exists in', async () => {
    const entries = await listBlogSitemapEntries(env.DB);
    const withPath = (path: string) => entries.find((entry) => Object.values(entry.paths).includes(path));
    expect(withPath('/life-outdoors/')!.paths).toMatchObject({ fi: '/elama-ulkona/', ru: '/zhizn-na-prirode/' });
    expect(withPath('/life-outdoors/')!.lastmod).toBe('2026-03-01');
    expect(withPath('/life-outdoors/jacket-test-en/')).toEqual({ paths: { en: '/life-outdoors/jacket-test-en/', fi: '/elama-ulkona/jacket-test-fi/' }, lastmod: '2026-03-01' });
    expect(withPath('/life-outdoors/waxing-en/')!.lastmod).toBe('2026-02-01');
    expect(withPath('/elama-ulkona/blogi/events-fi/')).toEqual({ paths: { fi: '/elama-ulkona/blogi/events-fi/' }, lastmod: '2025-12-01' });
    expect(withPath('/life-outdoors/bloggers/jussi-test/')!.lastmod).toBe('2026-03-01');
    expect(entries.filter((entry) => entry.paths.en?.startsWith('/life-outdoors/note-'))).toHaveLength(12);
  });
});
