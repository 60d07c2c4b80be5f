import type { BlogIndexPageProps } from '../../shared/types/blog.ts';
import { BlogCategoryNav } from '../components/blog/blog-category-nav.tsx';
import { PostList } from '../components/blog/post-list.tsx';
import { Breadcrumbs } from '../components/breadcrumbs.tsx';
import { RichText } from '../components/rich-text.tsx';
import { useSite } from '../site-context.tsx';

/** /life-outdoors/blog/ and /life-outdoors/blog/{category}/: the posts, newest first, with the categories to choose from. */
export default function BlogIndexPage({ category, categories, blogPath, list, breadcrumbs }: BlogIndexPageProps) {
  const { t } = useSite();
  return (
    <div className="blog-index">
      <Breadcrumbs crumbs={breadcrumbs} />
      <h1 className="page-heading">{category ? category.name : t('lifeOutdoors.blogTitle')}</h1>
      {category
        ? (category.descriptionHtml ? <RichText className="blog-index__intro" html={category.descriptionHtml} /> : null)
        : <p className="blog-index__intro">{t('lifeOutdoors.blogIntro')}</p>}
      <BlogCategoryNav categories={categories} blogPath={blogPath} current={list.basePath} />
      <PostList list={list} showCategory={category === null} />
    </div>
  );
}
