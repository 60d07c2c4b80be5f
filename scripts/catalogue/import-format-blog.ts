/**
 * The life outdoors blog of the import format (issue 18, decision 034):
 * categories, bloggers and posts, and the models a post is about (the
 * product page's Guides tab lists a model's posts). Tables: migrations/0026_blog.sql.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../shared/languages.ts';
import { id, imageUrl, optionalText, perLanguage, slug, text } from './import-format-primitives.ts';

/** The menu's Life outdoors items a blog category can take over from a static page (shared/navigation-keys.ts). */
export const BLOG_NAV_KEYS = ['guides', 'product-tests', 'events'] as const;

/**
 * The `blog` and `bloggers` route segments per language (locales/*.json
 * `routeSegments`; import-format-blog.test.ts keeps them equal): a post slug
 * equal to one would be hidden by that route at /life-outdoors/{segment}/.
 */
export const BLOG_ROUTE_SEGMENTS: Record<Language, readonly string[]> = {
  fi: ['blogi', 'bloggaajat'], en: ['blog', 'bloggers'], sv: ['blogg', 'bloggare'],
  de: ['blog', 'blogger'], fr: ['blog', 'blogueurs'], ru: ['blog', 'blogery'],
};

/** A calendar day, YYYY-MM-DD, that exists. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { message: 'no such day' });

export const blogCategory = z.object({
  id,
  /** The same in every language: the general setting blog_category_order lists these keys (core 3). */
  key: slug,
  /** The menu's Life outdoors item this category gives its link to, instead of a static page with the key. */
  navKey: z.enum(BLOG_NAV_KEYS).nullable().default(null),
  texts: perLanguage(z.object({
    slug, name: text,
    /** An introduction above the category's posts: HTML, sanitised when read. */
    description: optionalText,
  })),
});

export const blogger = z.object({
  id,
  /** /life-outdoors/bloggers/{slug}/ in every language. */
  slug,
  name: text,
  picture: imageUrl.or(z.literal('')).default(''),
  texts: perLanguage(z.object({ bio: optionalText })),
});

const postTexts = z.object({
  /** /life-outdoors/{slug}/: unique among the language's posts. */
  slug,
  title: text,
  /** The summary on lists and the meta description. */
  excerpt: optionalText,
  /** The hero image's alternative text; empty: the image is decoration. */
  heroAlt: optionalText,
  /** HTML, sanitised when read. */
  bodyHtml: text,
});

export const blogPost = z.object({
  id,
  categoryId: id,
  /** The author. */
  bloggerId: id,
  heroImage: imageUrl.or(z.literal('')).default(''),
  published: day,
  updated: day.nullable().default(null),
  /** The post in the languages it is written in, at least one; the others have no such post. */
  texts: z.object(Object.fromEntries(LANGUAGES.map((language) => [language, postTexts.optional()])) as Record<Language, z.ZodOptional<typeof postTexts>>)
    .refine((texts) => LANGUAGES.some((language) => texts[language]), { message: 'a post needs its texts in at least one language' }),
  /** The models the post is about, in the order it shows them; replaced on every import. */
  modelIds: z.array(id).default([]),
}).refine((post) => post.updated === null || post.updated >= post.published, { message: 'updated before it was published', path: ['updated'] });
