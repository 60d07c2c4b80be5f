import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de.json' with { type: 'json' };
import en from '../../../../locales/en.json' with { type: 'json' };
import fi from '../../../../locales/fi.json' with { type: 'json' };
import fr from '../../../../locales/fr.json' with { type: 'json' };
import ru from '../../../../locales/ru.json' with { type: 'json' };
import sv from '../../../../locales/sv.json' with { type: 'json' };
import { LANGUAGES, type Language } from '../../../../shared/languages.ts';
import { localisedRoutePaths } from '../../../../shared/route-paths.ts';
import { createRouter } from '../../../../shared/routes.ts';
import { catalogueImportSchema } from '../../import-format.ts';
import { demoContent } from '../content/index.ts';
import { generateDemoCatalogue } from '../generate-catalogue.ts';
import { DEMO_POSTS } from './index.ts';

const SEGMENTS: Record<Language, Record<string, string>> = { fi: fi.routeSegments, en: en.routeSegments, sv: sv.routeSegments, de: de.routeSegments, fr: fr.routeSegments, ru: ru.routeSegments };
const { catalogue, images } = generateDemoCatalogue({ models: 800 });
const blog = catalogueImportSchema.parse({ ...catalogue, ...demoContent() });
const pages = blog.staticPages;

/** Whether a root-relative link reaches a demo static page, a tab of the tabbed guides page or a fixed route of the language. */
function resolves(language: Language, path: string): boolean {
  if (!path.startsWith('/') || !path.endsWith('/')) return false;
  const [first, ...tabs] = path.slice(1, -1).split('/');
  const page = pages.find((candidate) => candidate.texts[language].slug === path.slice(1, -1) || candidate.texts[language].slug === first);
  if (page && page.texts[language].slug === path.slice(1, -1)) return true;
  if (page?.kind === 'tabs') {
    let level = page.tabs;
    for (const slug of tabs) {
      const tab = level.find((candidate) => candidate.texts[language].slug === slug);
      if (!tab) return false;
      level = tab.tabs;
    }
    return true;
  }
  return createRouter(localisedRoutePaths(SEGMENTS[language])).match(path).route.id !== 'content';
}
const links = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe('the demo blog', () => {
  it('has three categories in blog_category_order, four bloggers and fifteen posts', () => {
    expect(blog.blogCategories.map((category) => category.key)).toEqual(['guides', 'product-tests', 'events']);
    const order = blog.generalSettings.find((setting) => setting.key === 'blog_category_order')!;
    expect(JSON.parse(order.value)).toEqual(['guides', 'product-tests', 'events']);
    expect(blog.bloggers).toHaveLength(4);
    expect(blog.blogPosts).toHaveLength(15);
  });

  it('writes the guides and tests in all six languages and the events in Finnish only', () => {
    for (const post of blog.blogPosts) {
      const languages = LANGUAGES.filter((language) => post.texts[language]);
      expect(languages, `post ${post.id}`).toEqual(post.categoryId === 3 ? ['fi'] : [...LANGUAGES]);
    }
  });

  it('translates every title, excerpt, alternative text and body rather than copying English', () => {
    for (const post of DEMO_POSTS.filter((candidate) => candidate.texts.en)) {
      for (const language of LANGUAGES.filter((candidate) => candidate !== 'en')) {
        for (const field of ['title', 'excerpt', 'heroAlt', 'body'] as const) {
          expect(post.texts[language]![field], `${post.key} ${language} ${field}`).not.toBe(post.texts.en![field]);
          expect(post.texts[language]![field].length, `${post.key} ${language} ${field}`).toBeGreaterThan(10);
        }
      }
    }
  });

  it('gives every post a slug unique in its language and a hero image the seed renders', () => {
    const keys = new Set(images.map((job) => `/${job.key}`));
    for (const language of LANGUAGES) {
      const slugs = blog.blogPosts.flatMap((post) => post.texts[language]?.slug ?? []);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const post of blog.blogPosts) expect(keys.has(post.heroImage), post.heroImage).toBe(true);
    for (const blogger of blog.bloggers) expect(keys.has(blogger.picture), blogger.picture).toBe(true);
  });

  it('links only to pages that exist in the post\'s language', () => {
    for (const post of blog.blogPosts) {
      for (const language of LANGUAGES) {
        for (const href of links(post.texts[language]?.bodyHtml ?? '')) expect(resolves(language, href), `post ${post.id} ${language}: ${href}`).toBe(true);
      }
    }
    for (const category of blog.blogCategories) {
      for (const language of LANGUAGES) {
        for (const href of links(category.texts[language].description)) expect(resolves(language, href), `${category.key} ${language}: ${href}`).toBe(true);
      }
    }
  });

  it('shows each test\'s and each guide\'s models, only from the groups it is about', () => {
    const groupOf = new Map(blog.models.map((model) => [model.id, model.mainGroupId]));
    const shellJackets = blog.blogPosts.find((post) => post.id === 10)!;
    expect(shellJackets.modelIds.length).toBeGreaterThan(0);
    for (const id of shellJackets.modelIds) expect(groupOf.get(id)).toBe(41);
    for (const post of blog.blogPosts.filter((candidate) => candidate.categoryId === 1)) expect(post.modelIds.length, `post ${post.id}`).toBeGreaterThan(0);
  });
});
