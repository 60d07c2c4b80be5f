import ExperiencesPage from '../../client/pages/experiences-page.tsx';
import type { ExperiencesPageProps } from '../../shared/types/area-pages.ts';
import { getBrandBySlug } from '../data/brands.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { routerFor } from '../i18n.ts';
import { absoluteUrlOf } from '../render/head.ts';
import { pageNotFound } from '../render/error-response.ts';
import { breadcrumbList, gridSetupFor, serverGrid } from '../services/grid-page.ts';
import { productRedirect } from './legacy-redirects.ts';
import { gridRequestOf } from './page-scope.ts';
import type { PageModule } from './page-module.ts';

/**
 * Experiences (core 2): /experiences/products/ is the grid of the products of
 * the brands general setting experience_manufacturer_list names (courses,
 * guided trips). /experiences/{slug}/ is an experience's own page: the
 * experience product's page, where it is bought, reached by a 301; a slug that
 * is no experience product answers 404. /experiences/ itself leads to the grid.
 */
export const experiencesPage: PageModule<ExperiencesPageProps> = {
  id: 'experiences',
  component: ExperiencesPage,
  async load({ c, match, t, scope }) {
    const { language, source } = scope;
    const settings = await getGeneralSettings(source, language);
    const brandSlugs = settings.experienceManufacturerList;
    if (match.route.id === 'experiences') {
      const segments = (match.params.slug ?? '').split('/').filter(Boolean);
      if (segments.length === 0) return { redirect: routerFor(language).pathFor('experiencesProducts'), permanent: true };
      if (segments.length > 1) throw pageNotFound(c);
      return productRedirect(c, segments[0], (brand) => brandSlugs.includes(brand));
    }

    const basePath = c.get('localPath');
    const setup = await gridSetupFor(scope, { list: { source: 'Experiences' }, basePath, defaultSort: 'default', subgroups: [], outletRibbon: false });
    const absolute = (path: string) => absoluteUrlOf(c, path);
    const [built, brands] = await Promise.all([
      serverGrid(gridRequestOf(c, scope), { kind: 'Experiences', brandSlugs }, setup, absolute),
      Promise.all(brandSlugs.map((slug) => getBrandBySlug(source, language, slug))),
    ]);
    if (!built) throw pageNotFound(c);
    const title = t('experiences.title');
    const breadcrumbs = [{ name: title, path: basePath }];
    return {
      props: {
        breadcrumbs,
        grid: built.grid,
        brands: brands.flatMap((brand) => (brand ? [{ slug: brand.slug, name: brand.name }] : [])),
      },
      title,
      description: t('experiences.metaDescription', { brand: c.get('settings').brandName }),
      canonicalQuery: built.canonicalQuery,
      jsonLd: [breadcrumbList(breadcrumbs, absolute), built.itemList],
    };
  },
};
