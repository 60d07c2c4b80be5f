import type { Context } from 'hono';
import type { Translate } from '../../shared/i18n.ts';
import type { Language } from '../../shared/languages.ts';
import { ownHosts } from '../../shared/own-origin.ts';
import type { Crumb } from '../../shared/types/grid-page.ts';
import { blogPaths, type BlogPaths } from '../data/blog-paths.ts';
import { getBlogIndex, type BlogIndex } from '../data/blog.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import type { CatalogueSource } from '../data/catalogue-cache.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import type { AppEnv } from '../hono-env.ts';
import { localiseContentLinks } from '../html/localise-content-links.ts';

/** What every life outdoors page reads first: the language's blog index and the category order (core 3). */
export interface BlogContext {
  language: Language;
  source: CatalogueSource;
  hosts: string[];
  index: BlogIndex;
  order: string[];
  paths: BlogPaths;
  /** Sanitised HTML with its in-shop links given the locale prefix. */
  localise(html: string): string;
  /** The area's crumbs so far: Life outdoors, then the blog if asked. */
  crumbs(withBlog: boolean): Crumb[];
}

export async function loadBlogContext(c: Context<AppEnv>): Promise<BlogContext> {
  const language = c.get('language');
  const t = c.get('t');
  const source = catalogueOf(c);
  const hosts = ownHosts(c.get('settings').brandDomain);
  const [index, settings] = await Promise.all([getBlogIndex(source, language, hosts), getGeneralSettings(source, language)]);
  const paths = blogPaths(language);
  return {
    language, source, hosts, index, paths,
    order: settings.blogCategoryOrder,
    localise: (html) => localiseContentLinks(html, language, c.get('strategy')),
    crumbs: (withBlog) => [
      { name: t('lifeOutdoors.title'), path: paths.hub },
      ...(withBlog ? [{ name: t('lifeOutdoors.blogTitle'), path: paths.blog }] : []),
    ],
  };
}

/** A list's title on its later pages: "Blog – Page 2". */
export const pagedTitle = (title: string, page: number, t: Translate) =>
  (page > 1 ? `${title} – ${t('pager.pageNumber', { page })}` : title);
