import BrandsPage from '../../client/pages/brands-page.tsx';
import type { BrandsPageProps } from '../../shared/types/grid-page.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { listBrands } from '../data/resources.ts';
import type { PageModule } from './page-module.ts';

/** Letters group brands; names starting with a digit or symbol gather under '#'. */
const letterOf = (name: string, language: string) => {
  const first = name.trim().charAt(0).toLocaleUpperCase(language);
  return /\p{L}/u.test(first) ? first : '#';
};

/** /manufacturers/ (cat 2): every brand by first letter, each linking to its brand page. */
export const brandsPage: PageModule<BrandsPageProps> = {
  id: 'brands',
  component: BrandsPage,
  async load({ c, t }) {
    const language = c.get('language');
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    const brands = [...await listBrands(catalogueOf(c), language)].sort((a, b) => collator.compare(a.name, b.name));
    const letters: BrandsPageProps['letters'] = [];
    for (const brand of brands) {
      const letter = letterOf(brand.name, language);
      if (letters.at(-1)?.letter !== letter) letters.push({ letter, brands: [] });
      letters.at(-1)!.brands.push({ slug: brand.slug, name: brand.name, logo: brand.logo });
    }
    return { props: { letters }, title: t('grid.brands'), description: t('brands.metaDescription', { brand: c.get('settings').brandName }) };
  },
};
