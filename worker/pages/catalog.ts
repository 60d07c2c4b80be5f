import CatalogPage from '../../client/pages/catalog-page.tsx';
import type { CatalogGroup, CatalogPageProps } from '../../shared/types/area-pages.ts';
import type { ProductGroupNode } from '../../shared/types/catalogue.ts';
import { getCatalogueCounts, type CatalogueCounts } from '../data/catalogue-counts.ts';
import { getProductGroupTree } from '../data/product-groups.ts';
import { listBrands } from '../data/resources.ts';
import type { PageModule } from './page-module.ts';

/** The tree with each group's count; groups that list nothing are left out, so no link leads to an empty grid. */
function countedTree(nodes: ProductGroupNode[], counts: CatalogueCounts): CatalogGroup[] {
  return nodes.flatMap((node) => {
    const models = counts.groups[node.id] ?? 0;
    return models > 0 ? [{ id: node.id, name: node.name, path: node.path, models, children: countedTree(node.children, counts) }] : [];
  });
}

/** /catalog/ (core 2): every product group with products as a tree, each with its count, and every brand with products. */
export const catalogPage: PageModule<CatalogPageProps> = {
  id: 'catalog',
  component: CatalogPage,
  async load({ c, t, scope }) {
    const { source, language, config } = scope;
    const [tree, brands, counts] = await Promise.all([
      getProductGroupTree(source, language), listBrands(source, language), getCatalogueCounts(source, config.taxAreaId),
    ]);
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    return {
      props: {
        groups: countedTree(tree, counts),
        brands: brands.flatMap((brand) => {
          const models = counts.brands[brand.id] ?? 0;
          return models > 0 ? [{ slug: brand.slug, name: brand.name, models }] : [];
        }).sort((a, b) => collator.compare(a.name, b.name)),
        total: counts.total,
      },
      title: t('catalogPage.title'),
      description: t('catalogPage.metaDescription', { brand: c.get('settings').brandName }),
    };
  },
};
