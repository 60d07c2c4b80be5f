import { LANGUAGES } from '../../../shared/languages.ts';
import type { CatalogueImport } from '../import-format.ts';
import { deleteWhereIn, insertRows, type Statement } from './sql-rows.ts';

/**
 * The blog (migrations/0026_blog.sql), written after the models its posts
 * name: categories, bloggers and posts are upserted by id (an upsert, so the
 * posts under a category or blogger stay), and their texts and a post's
 * model links are replaced by the file's. A post's texts are only the
 * languages it is written in. Whatever the file leaves out is kept.
 */
export function blogStatements(data: CatalogueImport): Statement[] {
  const categories = data.blogCategories;
  const bloggers = data.bloggers;
  const posts = data.blogPosts;
  const categoryIds = categories.map((category) => category.id);
  const bloggerIds = bloggers.map((blogger) => blogger.id);
  const postIds = posts.map((post) => post.id);
  return [
    ...insertRows('blog_categories', ['id', 'key', 'nav_key'], categories.map((c) => [c.id, c.key, c.navKey]), ['id']),
    ...deleteWhereIn('blog_category_texts', 'category_id', categoryIds),
    ...insertRows('blog_category_texts', ['category_id', 'language', 'slug', 'name', 'description'],
      categories.flatMap((c) => LANGUAGES.map((l) => [c.id, l, c.texts[l].slug, c.texts[l].name, c.texts[l].description]))),

    ...insertRows('bloggers', ['id', 'slug', 'name', 'picture'], bloggers.map((b) => [b.id, b.slug, b.name, b.picture]), ['id']),
    ...deleteWhereIn('blogger_texts', 'blogger_id', bloggerIds),
    ...insertRows('blogger_texts', ['blogger_id', 'language', 'bio'], bloggers.flatMap((b) => LANGUAGES.map((l) => [b.id, l, b.texts[l].bio]))),

    ...insertRows('blog_posts', ['id', 'category_id', 'blogger_id', 'hero_image', 'published_on', 'updated_on'],
      posts.map((p) => [p.id, p.categoryId, p.bloggerId, p.heroImage, p.published, p.updated]), ['id']),
    ...deleteWhereIn('blog_post_texts', 'post_id', postIds),
    ...insertRows('blog_post_texts', ['post_id', 'language', 'slug', 'title', 'excerpt', 'hero_alt', 'body_html'],
      posts.flatMap((p) => LANGUAGES.flatMap((l) => {
        const texts = p.texts[l];
        return texts ? [[p.id, l, texts.slug, texts.title, texts.excerpt, texts.heroAlt, texts.bodyHtml]] : [];
      }))),
    ...deleteWhereIn('blog_post_models', 'post_id', postIds),
    ...insertRows('blog_post_models', ['post_id', 'model_id', 'position'],
      posts.flatMap((p) => p.modelIds.map((modelId, position) => [p.id, modelId, position]))),
  ];
}
