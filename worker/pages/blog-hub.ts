import LifeOutdoorsPage from '../../client/pages/life-outdoors-page.tsx';
import type { LifeOutdoorsPageProps } from '../../shared/types/blog.ts';
import { bloggerSummary, hubSections } from '../services/blog.ts';
import { loadBlogContext } from './blog-context.ts';
import type { PageModule } from './page-module.ts';

/**
 * /life-outdoors/ (core 2 blog area): the newest posts of each blog category
 * in blog_category_order, and the bloggers. The same for every visitor.
 */
export const lifeOutdoorsPage: PageModule<LifeOutdoorsPageProps> = {
  id: 'lifeOutdoors',
  component: LifeOutdoorsPage,
  async load({ c, t }) {
    const blog = await loadBlogContext(c);
    return {
      props: {
        sections: hubSections(blog.index, blog.order, blog.language),
        bloggers: blog.index.bloggers.map(bloggerSummary),
        blogPath: blog.paths.blog,
        bloggersPath: blog.paths.bloggers,
      },
      title: t('lifeOutdoors.title'),
      description: t('lifeOutdoors.metaDescription'),
    };
  },
};
