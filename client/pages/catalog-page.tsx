import type { CatalogGroup, CatalogPageProps } from '../../shared/types/area-pages.ts';
import { pluralText } from '../components/plural-text.ts';
import { useSite } from '../site-context.tsx';

function GroupTree({ groups, level }: { groups: CatalogGroup[]; level: number }) {
  const { t, localHref, config } = useSite();
  return (
    <ul className={`catalog__groups catalog__groups--level-${level}`}>
      {groups.map((group) => (
        <li key={group.id}>
          <a href={localHref(group.path)}>{group.name}</a>
          {' '}<span className="catalog__count">{pluralText(t, 'catalogPage.products', group.models, config.language, { count: group.models })}</span>
          {group.children.length > 0 ? <GroupTree groups={group.children} level={level + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** /catalog/: every product group with products as a tree with counts, then every brand with products. */
export default function CatalogPage({ groups, brands, total }: CatalogPageProps) {
  const { t, href, localHref, config } = useSite();
  return (
    <div className="catalog">
      <h1 className="page-heading">{t('catalogPage.title')}</h1>
      <p className="listing__intro">{t('catalogPage.intro', { count: new Intl.NumberFormat(config.language).format(total) })}</p>
      <nav className="catalog__jump" aria-label={t('catalogPage.sections')}>
        <ul>
          <li><a href="#catalog-groups">{t('catalogPage.groupsTitle')}</a></li>
          <li><a href="#catalog-brands">{t('catalogPage.brandsTitle')}</a></li>
        </ul>
      </nav>
      <section aria-labelledby="catalog-groups">
        <h2 id="catalog-groups">{t('catalogPage.groupsTitle')}</h2>
        <div className="catalog__tree"><GroupTree groups={groups} level={1} /></div>
      </section>
      <section aria-labelledby="catalog-brands">
        <h2 id="catalog-brands">{t('catalogPage.brandsTitle')}</h2>
        <ul className="catalog__brands">
          {brands.map((brand) => (
            <li key={brand.slug}>
              <a href={localHref(`/${brand.slug}/`)}>{brand.name}</a>
              {' '}<span className="catalog__count">{pluralText(t, 'catalogPage.products', brand.models, config.language, { count: brand.models })}</span>
            </li>
          ))}
        </ul>
        <p><a href={href('manufacturers')}>{t('catalogPage.allBrands')}</a></p>
      </section>
    </div>
  );
}
