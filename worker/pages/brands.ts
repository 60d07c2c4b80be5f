import BrandsPage from '../../client/pages/brands-page.tsx';
import type { BrandsPageProps } from '../../shared/types/grid-page.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { listBrands } from '../data/resources.ts';
import type { PageModule } from './page-module.ts';

/** Letters Finnish and Swedish sort as letters of their own after Z; elsewhere Ä is an A. */
const OWN_LETTERS: Record<string, string> = { fi: 'ÅÄÖ', sv: 'ÅÄÖ' };

/** A brand's index letter: accents folded to the base letter; digits and symbols gather under '#'. */
export function letterOf(name: string, language: string): string {
  const first = name.trim().charAt(0).toLocaleUpperCase(language);
  const letter = OWN_LETTERS[language]?.includes(first) ? first : first.normalize('NFD').replace(/\p{M}/gu, '');
  return /\p{L}/u.test(letter) ? letter : '#';
}

/** /manufacturers/ (cat 2): every brand by first letter, each linking to its brand page. */
export const brandsPage: PageModule<BrandsPageProps> = {
  id: 'brands',
  component: BrandsPage,
  async load({ c, t }) {
    const language = c.get('language');
    const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
    const brands = [...await listBrands(catalogueOf(c), language)].sort((a, b) => collator.compare(a.name, b.name));
    // One section a letter, in the order the collator first meets it ("Ä" may sort among the As).
    const byLetter = new Map<string, BrandsPageProps['letters'][number]>();
    for (const brand of brands) {
      const letter = letterOf(brand.name, language);
      if (!byLetter.has(letter)) byLetter.set(letter, { letter, brands: [] });
      byLetter.get(letter)!.brands.push({ slug: brand.slug, name: brand.name, logo: brand.logo });
    }
    return { props: { letters: [...byLetter.values()] }, title: t('brands.heading'), description: t('brands.metaDescription', { brand: c.get('settings').brandName }) };
  },
};
