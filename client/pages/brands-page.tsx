import type { BrandsPageProps } from '../../shared/types/grid-page.ts';
import { useSite } from '../site-context.tsx';

/** Element id of a letter's section; brands starting with a digit or symbol gather under '#'. */
const anchorOf = (letter: string) => `brands-${letter === '#' ? 'other' : letter}`;

/** /manufacturers/: a letter index, then every brand under its letter. */
export default function BrandsPage({ letters }: BrandsPageProps) {
  const { t, localHref } = useSite();
  return (
    <div className="brands-index">
      <h1 className="page-heading">{t('brands.heading')}</h1>
      <nav aria-label={t('brands.letters')}>
        <ul className="brands-index__letters">
          {letters.map(({ letter }) => <li key={letter}><a href={`#${anchorOf(letter)}`}>{letter}</a></li>)}
        </ul>
      </nav>
      {letters.map(({ letter, brands }) => (
        <section key={letter} className="brands-index__group" aria-labelledby={anchorOf(letter)}>
          <h2 id={anchorOf(letter)}>{letter}</h2>
          <ul className="brands-index__list">
            {brands.map((brand) => <li key={brand.slug}><a href={localHref(`/${brand.slug}/`)}>{brand.name}</a></li>)}
          </ul>
        </section>
      ))}
    </div>
  );
}
