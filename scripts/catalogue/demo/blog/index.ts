import { LANGUAGES } from '../../../../shared/languages.ts';
import type { CatalogueImportInput } from '../../import-format.ts';
import type { ImageRegistry } from '../image-jobs.ts';
import { slugify } from '../slug.ts';
import type { DemoModel } from '../types.ts';
import { DEMO_BLOGGERS } from './bloggers.ts';
import { DEMO_BLOG_CATEGORIES } from './categories.ts';
import { EVENTS } from './events.ts';
import type { GuideKey } from './guide-keys.ts';
import { ALPINE_GUIDES } from './guides-alpine.ts';
import { BOOT_AND_CARE_GUIDES } from './guides-boots.ts';
import { NORDIC_GUIDES } from './guides-nordic.ts';
import { PRODUCT_TESTS } from './product-tests.ts';
import type { DemoPost } from './types.ts';

export const DEMO_POSTS: readonly DemoPost[] = [...ALPINE_GUIDES, ...BOOT_AND_CARE_GUIDES, ...NORDIC_GUIDES, ...PRODUCT_TESTS, ...EVENTS];

type DemoBlog = Required<Pick<CatalogueImportInput, 'blogCategories' | 'bloggers' | 'blogPosts'>>;

/** A group's first models a shopper could buy: new, public, for sale rather than rent. */
function firstModelsOf(models: DemoModel[], groups: number[], count: number): number[] {
  return models.filter((model) => groups.includes(model.mainGroupId) && model.isPublic !== false && !model.campaignOnly
    && !model.isRental && !model.secondHandParentId).slice(0, count).map((model) => model.id);
}

/**
 * The demo blog (decision 034): three categories, four bloggers and fifteen
 * posts, the events in Finnish only. Guides name the skis and boots that
 * delivery-limits.ts drew for them (`guideLinks`), so a product page's Guides
 * tab lists them; tests and events show their groups' first models.
 */
export function buildBlog(models: DemoModel[], guideLinks: ReadonlyMap<GuideKey, number[]>, images: ImageRegistry): DemoBlog {
  const bloggers = Object.values(DEMO_BLOGGERS).map((blogger) => ({
    id: blogger.id, slug: blogger.slug, name: blogger.name,
    picture: images.portrait(blogger.slug, blogger.theme, blogger.name, blogger.jacket, blogger.beanie),
    texts: Object.fromEntries(LANGUAGES.map((language) => [language, { bio: blogger.bio[language] }])) as DemoBlog['bloggers'][number]['texts'],
  }));
  const categoryId = new Map(DEMO_BLOG_CATEGORIES.map((category) => [category.key, category.id]));
  const blogPosts = DEMO_POSTS.map((post) => {
    const linked = post.models === null ? []
      : 'guide' in post.models ? guideLinks.get(post.models.guide) ?? []
        : firstModelsOf(models, post.models.groups, post.models.count);
    const title = post.texts.en?.title ?? post.texts.fi!.title;
    return {
      id: post.id,
      categoryId: categoryId.get(post.category)!,
      bloggerId: DEMO_BLOGGERS[post.blogger].id,
      heroImage: images.blogHero(post.key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), post.theme, title),
      published: post.published,
      updated: post.updated ?? null,
      texts: Object.fromEntries(Object.entries(post.texts).map(([language, texts]) => [language, {
        slug: slugify(texts.title, language as (typeof LANGUAGES)[number]),
        title: texts.title, excerpt: texts.excerpt, heroAlt: texts.heroAlt, bodyHtml: texts.body,
      }])),
      modelIds: linked,
    };
  });
  return { blogCategories: DEMO_BLOG_CATEGORIES, bloggers, blogPosts };
}
