import { describe, expect, it } from 'vitest';
import type { BlogIndex, BlogPostEntry } from '../data/blog.ts';
import { articleJsonLd, BLOG_PAGE_SIZE, hubSections, orderedCategories, postPage, postSummary, requestedPage } from './blog.ts';

const category = (id: number, key: string, name: string) => ({ id, key, navKey: null, slug: key, name, descriptionHtml: '', path: `/blog/${key}/`, paths: {} });
const post = (id: number, categoryId: number, published = `2026-01-${String(30 - id).padStart(2, '0')}`): BlogPostEntry => ({
  id, slug: `post-${id}`, path: `/post-${id}/`, title: `Post ${id}`, excerpt: '', heroImage: '', heroAlt: '', published, updated: null, categoryId, bloggerId: 1,
});
const index = (posts: BlogPostEntry[]): BlogIndex => ({
  categories: [category(1, 'guides', 'Guides'), category(2, 'tests', 'Tests'), category(3, 'events', 'Events'), category(4, 'empty', 'Empty')],
  bloggers: [{ id: 1, slug: 'aino', name: 'Aino', picture: '', bio: '', path: '/bloggers/aino/' }],
  posts,
});

describe('the blog rules', () => {
  it('orders the categories with posts by blog_category_order, the others after by name', () => {
    const blog = index([post(1, 1), post(2, 2), post(3, 3)]);
    expect(orderedCategories(blog, ['tests', 'guides'], 'en').map((entry) => entry.key)).toEqual(['tests', 'guides', 'events']);
    expect(orderedCategories(blog, [], 'en').map((entry) => entry.key)).toEqual(['events', 'guides', 'tests']);
  });

  it('gives the hub each category\'s three newest posts with their category and author', () => {
    const blog = index([post(1, 1), post(2, 1), post(3, 1), post(4, 1), post(5, 2)]);
    const sections = hubSections(blog, ['guides'], 'en');
    expect(sections.map((section) => section.posts.map((entry) => entry.id))).toEqual([[1, 2, 3], [5]]);
    expect(sections[0].posts[0]).toMatchObject({ category: { name: 'Guides', path: '/blog/guides/' }, author: { name: 'Aino', path: '/bloggers/aino/' } });
  });

  it('reads ?page=N as a whole number from 1 and anything else as the first page', () => {
    expect(requestedPage('?page=2')).toBe(2);
    for (const search of ['', '?page=0', '?page=-1', '?page=1.5', '?page=abc', '?page=9999999', '?page=%00']) expect(requestedPage(search), search).toBe(1);
  });

  it('cuts a list into pages of twelve and has no page past the last', () => {
    const posts = Array.from({ length: BLOG_PAGE_SIZE + 2 }, (_, i) => post(i + 1, 1, '2026-01-01'));
    const blog = index(posts);
    expect(postPage(posts, blog, 2, '/blog/')).toMatchObject({ page: 2, pageCount: 2, basePath: '/blog/' });
    expect(postPage(posts, blog, 2, '/blog/')!.posts).toHaveLength(2);
    expect(postPage(posts, blog, 3, '/blog/')).toBeNull();
    expect(postPage([], blog, 1, '/blog/')).toEqual({ posts: [], page: 1, pageCount: 1, basePath: '/blog/' });
  });

  it('describes a post as an Article, modified when it was updated', () => {
    const summary = postSummary({ ...post(1, 1), updated: '2026-02-01' }, index([]));
    expect(articleJsonLd({ post: summary, url: 'https://kaira.com/p/', image: null, authorUrl: 'https://kaira.com/a/', publisher: 'Kaira Outdoor', language: 'en' }))
      .toMatchObject({ '@type': 'Article', headline: 'Post 1', datePublished: summary.published, dateModified: '2026-02-01', author: { name: 'Aino' } });
  });
});
