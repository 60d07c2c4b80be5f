import { LANGUAGES } from '../../../shared/languages.ts';
import { BLOG_ROUTE_SEGMENTS } from '../import-format-blog.ts';
import type { CatalogueImport } from '../import-format.ts';
import type { ExistingCatalogue, OwnedKey } from './existing-catalogue.ts';
import { reportRepeats, type Report } from './report-repeats.ts';

interface Owned { id: number; key: string; at: string }

/**
 * Keys that name one thing (a category's key, a post's slug in a language):
 * unique in the file, and not held in the database by another thing of the
 * kind. The file's own things give up their stored keys first, since their
 * texts are replaced, so two posts may swap slugs in one file.
 */
function checkOwners(items: Owned[], stored: Map<string, number>, fileIds: Set<number>, what: string, report: Report): void {
  const owners = new Map([...stored].filter(([, owner]) => !fileIds.has(owner)));
  const first = new Map<string, Owned>();
  for (const item of items) {
    const earlier = first.get(item.key);
    if (earlier && earlier.id !== item.id) report(item.at, `${what} "${item.key}" is also used at ${earlier.at}`);
    else first.set(item.key, item);
    const owner = owners.get(item.key);
    if (owner !== undefined && owner !== item.id) report(item.at, `${what} "${item.key}" belongs to ${owner}`);
  }
}

/**
 * The blog (decision 034): ids unique per section; category keys, menu keys
 * and slugs per language, blogger slugs and post slugs per language unique
 * across the file and the database; no post slug that the blog's own routes
 * would hide; every post's category, blogger and models known to the file or
 * the database, a model named once per post.
 */
export function validateBlog(data: CatalogueImport, existing: ExistingCatalogue, models: Set<number>, report: Report): void {
  const { blogCategories: categories, bloggers, blogPosts: posts } = data;
  const { owners } = existing;
  reportRepeats(categories, (category) => category.id, 'blogCategories', 'id', report, { withFirst: true });
  reportRepeats(bloggers, (blogger) => blogger.id, 'bloggers', 'id', report, { withFirst: true });
  reportRepeats(posts, (post) => post.id, 'blogPosts', 'id', report, { withFirst: true });

  const categoryIds = new Set(categories.map((category) => category.id));
  const owned = (stored: OwnedKey, ids: Set<number>, what: string, items: Owned[]) => checkOwners(items, owners[stored], ids, what, report);
  owned('blogCategoryKeys', categoryIds, 'key', categories.map((c, i) => ({ id: c.id, key: c.key, at: `blogCategories[${i}].key` })));
  owned('blogCategoryNavKeys', categoryIds, 'menu key', categories.flatMap((c, i) => (c.navKey ? [{ id: c.id, key: c.navKey, at: `blogCategories[${i}].navKey` }] : [])));
  owned('blogCategorySlugs', categoryIds, 'slug', categories.flatMap((c, i) => LANGUAGES.map((l) => ({ id: c.id, key: `${l}:${c.texts[l].slug}`, at: `blogCategories[${i}].texts.${l}.slug` }))));
  const bloggerIds = new Set(bloggers.map((blogger) => blogger.id));
  owned('bloggerSlugs', bloggerIds, 'slug', bloggers.map((b, i) => ({ id: b.id, key: b.slug, at: `bloggers[${i}].slug` })));
  const postIds = new Set(posts.map((post) => post.id));
  owned('blogPostSlugs', postIds, 'slug', posts.flatMap((p, i) => LANGUAGES.flatMap((l) => {
    const texts = p.texts[l];
    return texts ? [{ id: p.id, key: `${l}:${texts.slug}`, at: `blogPosts[${i}].texts.${l}.slug` }] : [];
  })));

  const knownCategories = new Set([...existing.ids.blogCategories, ...categoryIds]);
  const knownBloggers = new Set([...existing.ids.bloggers, ...bloggerIds]);
  posts.forEach((post, i) => {
    const at = `blogPosts[${i}]`;
    if (!knownCategories.has(post.categoryId)) report(`${at}.categoryId`, `unknown blog category ${post.categoryId}`);
    if (!knownBloggers.has(post.bloggerId)) report(`${at}.bloggerId`, `unknown blogger ${post.bloggerId}`);
    for (const language of LANGUAGES) {
      const texts = post.texts[language];
      if (texts && BLOG_ROUTE_SEGMENTS[language].includes(texts.slug)) {
        report(`${at}.texts.${language}.slug`, `"${texts.slug}" is the address of the blog's own page in ${language}`);
      }
    }
    post.modelIds.forEach((modelId, j) => {
      if (!models.has(modelId)) report(`${at}.modelIds[${j}]`, `unknown model ${modelId}`);
    });
    reportRepeats(post.modelIds, (modelId) => modelId, `${at}.modelIds`, 'model', report, { withFirst: true });
  });
}
