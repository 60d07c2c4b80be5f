/**
 * The import's blog sections (decision 034): categories, bloggers and posts,
 * a post's texts only in the languages it is written in, and the models it
 * names; every reference and every slug checked before anything is written.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { importCatalogue, type ImportResult } from '../../scripts/catalogue/import/import-catalogue.ts';
import { blogCatalogue } from '../fixtures/blog-catalogue.ts';
import { LIST_MODELS } from '../fixtures/list-catalogue.ts';

const rows = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;
const importDocument = (document: Record<string, unknown>) => importCatalogue(env.DB, { format: 'kaira-catalogue', version: 1, ...document });
const pathsOf = (result: ImportResult) => (result.ok ? [] : result.issues.map((issue) => issue.path));
const LANGS = ['fi', 'en', 'sv', 'de', 'fr', 'ru'] as const;
const perLanguage = <T>(make: (language: string) => T) => Object.fromEntries(LANGS.map((l) => [l, make(l)]));
const post = (fields: Record<string, unknown>) => ({
  id: 90, categoryId: 1, bloggerId: 1, published: '2026-05-01',
  texts: { en: { slug: 'new-post', title: 'New post', bodyHtml: '<p>New</p>' } }, ...fields,
});

beforeAll(async () => {
  expect((await importCatalogue(env.DB, blogCatalogue())).ok).toBe(true);
});

describe('importing the blog', () => {
  it('writes categories, bloggers, posts in their own languages and the models each post names, in order', async () => {
    const result = await importCatalogue(env.DB, blogCatalogue());
    expect(result).toMatchObject({ ok: true, counts: { blogPosts: 15 } });
    expect(await rows('SELECT id, key, nav_key FROM blog_categories ORDER BY id')).toEqual([
      { id: 1, key: 'guides', nav_key: 'guides' }, { id: 2, key: 'tests', nav_key: null }, { id: 3, key: 'events', nav_key: 'events' },
    ]);
    expect(await rows("SELECT slug, name FROM blog_category_texts WHERE category_id = 2 AND language = 'sv'")).toEqual([{ slug: 'tests-sv', name: 'Tests sv' }]);
    expect(await rows("SELECT b.slug, b.picture, t.bio FROM bloggers b JOIN blogger_texts t ON t.blogger_id = b.id AND t.language = 'de' ORDER BY b.id")).toEqual([
      { slug: 'aino-test', picture: '/images/bloggers/aino.svg', bio: "Aino's bio de" }, { slug: 'jussi-test', picture: '', bio: "Jussi's bio de" },
    ]);
    expect(await rows('SELECT language, slug FROM blog_post_texts WHERE post_id = 2 ORDER BY language')).toEqual([
      { language: 'en', slug: 'jacket-test-en' }, { language: 'fi', slug: 'jacket-test-fi' },
    ]);
    expect(await rows('SELECT category_id, blogger_id, hero_image, published_on, updated_on FROM blog_posts WHERE id = 1')).toEqual([
      { category_id: 1, blogger_id: 1, hero_image: '/images/blog/waxing.svg', published_on: '2026-01-10', updated_on: '2026-02-01' },
    ]);
    expect(await rows('SELECT model_id, position FROM blog_post_models WHERE post_id = 1 ORDER BY position')).toEqual([
      { model_id: LIST_MODELS.summit, position: 0 }, { model_id: LIST_MODELS.notPublic, position: 1 },
      { model_id: LIST_MODELS.trail, position: 2 }, { model_id: LIST_MODELS.campaignOnly, position: 3 },
    ]);
  });

  it('replaces a post\'s languages and models on the next import and keeps the posts the file leaves out', async () => {
    const jacket = blogCatalogue().blogPosts!.find((candidate) => candidate.id === 2)!;
    const result = await importDocument({
      blogPosts: [{ ...jacket, texts: { sv: { slug: 'jacka-test', title: 'Jackor', bodyHtml: '<p>Jackor</p>' } }, modelIds: [LIST_MODELS.summit] }],
    });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(await rows('SELECT language, slug FROM blog_post_texts WHERE post_id = 2')).toEqual([{ language: 'sv', slug: 'jacka-test' }]);
    expect(await rows('SELECT model_id FROM blog_post_models WHERE post_id = 2')).toEqual([{ model_id: LIST_MODELS.summit }]);
    expect(await rows('SELECT COUNT(*) AS n FROM blog_posts')).toEqual([{ n: 15 }]);
    // Its old slugs are free again: another post may take one in the same file.
    expect((await importDocument({ blogPosts: [jacket, post({ texts: { fi: { slug: 'jacka-test', title: 'Uusi', bodyHtml: '<p>Uusi</p>' } } })] })).ok).toBe(true);
  });

  it('refuses unknown categories, bloggers and models, a model named twice and a post without texts', async () => {
    const result = await importDocument({ blogPosts: [post({ id: 91, categoryId: 77, bloggerId: 88, modelIds: [LIST_MODELS.summit, 999999, LIST_MODELS.summit] })] });
    expect(pathsOf(result)).toEqual(['blogPosts[0].categoryId', 'blogPosts[0].bloggerId', 'blogPosts[0].modelIds[1]', 'blogPosts[0].modelIds[2]']);
    expect(pathsOf(await importDocument({ blogPosts: [post({ id: 92, texts: {} })] }))).toEqual(['blogPosts[0].texts']);
    expect(await rows('SELECT id FROM blog_posts WHERE id IN (91, 92)')).toEqual([]);
  });

  it('refuses a slug another post has in the language, a slug repeated in the file and one the blog\'s own pages use', async () => {
    const result = await importDocument({
      blogPosts: [
        post({ id: 93, texts: { en: { slug: 'waxing-en', title: 'Copy', bodyHtml: '<p>x</p>' } } }),
        post({ id: 94, texts: { de: { slug: 'doppelt', title: 'A', bodyHtml: '<p>a</p>' } } }),
        post({ id: 95, texts: { de: { slug: 'doppelt', title: 'B', bodyHtml: '<p>b</p>' }, fi: { slug: 'blogi', title: 'C', bodyHtml: '<p>c</p>' } } }),
      ],
    });
    expect(pathsOf(result)).toEqual(['blogPosts[0].texts.en.slug', 'blogPosts[2].texts.de.slug', 'blogPosts[2].texts.fi.slug']);
    // The same slug in another language is another page.
    expect((await importDocument({ blogPosts: [post({ id: 96, texts: { sv: { slug: 'waxing-en', title: 'Vallning', bodyHtml: '<p>v</p>' } } })] })).ok).toBe(true);
  });

  it('refuses a category key, menu key or slug another category has, and a blogger slug another blogger has', async () => {
    const category = (fields: Record<string, unknown>) => ({
      id: 9, key: 'more', texts: perLanguage((l) => ({ slug: `more-${l}`, name: `More ${l}` })), ...fields,
    });
    const result = await importDocument({
      blogCategories: [
        category({ key: 'guides' }),
        category({ id: 10, key: 'other', navKey: 'events', texts: perLanguage((l) => ({ slug: l === 'ru' ? 'tests-ru' : `other-${l}`, name: 'Other' })) }),
      ],
      bloggers: [{ id: 9, slug: 'aino-test', name: 'Another Aino', texts: perLanguage(() => ({ bio: '' })) }],
    });
    expect(pathsOf(result)).toEqual(['blogCategories[0].key', 'blogCategories[1].navKey', 'blogCategories[1].texts.ru.slug', 'bloggers[0].slug']);
  });

  it('refuses an update before the publication, a day that does not exist and a menu key the blog has no item for', async () => {
    const result = await importDocument({
      blogPosts: [post({ id: 97, updated: '2026-04-30' }), post({ id: 98, published: '2026-02-30' })],
      blogCategories: [{ id: 11, key: 'x', navKey: 'delivery', texts: perLanguage((l) => ({ slug: `x-${l}`, name: 'X' })) }],
    });
    expect(pathsOf(result)).toEqual(expect.arrayContaining(['blogPosts[0].updated', 'blogPosts[1].published', 'blogCategories[0].navKey']));
  });

  it('refuses a model still giving its guides as title and URL, pointing to the posts instead', async () => {
    const document = blogCatalogue();
    const models = document.models!.map((model) => (model.id === LIST_MODELS.summit
      ? { ...model, blogPosts: perLanguage((l) => [{ title: `Guide ${l}`, url: '/guide/' }]) } : model));
    const result = await importCatalogue(env.DB, { ...document, models });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toEqual([{ path: 'models[0].blogPosts', message: 'guides are blog posts now: list the model in blogPosts[].modelIds' }]);
    }
  });
});
