import FrontPage from '../../client/pages/front-page.tsx';
import type { PageModule } from './page-module.ts';

/** Front page shell (issue 2 item 9); content arrives with the catalogue issue. */
export const frontPage: PageModule<Record<string, never>> = {
  id: 'front',
  component: FrontPage,
  async load({ t }) {
    return { props: {}, title: t('meta.frontTitle'), description: t('meta.frontDescription') };
  },
};
