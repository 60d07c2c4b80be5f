import type { ProductListItem } from '../../../shared/types/product-list.ts';
import { ProductCard } from '../grid/product-card.tsx';
import { PriceTag } from '../grid/price-tag.tsx';
import { useClubViewer } from '../../hooks/use-club-viewer.ts';
import { useSite } from '../../site-context.tsx';

/** A product card of a real catalogue product, as the grids show it. */
export function ProductCardSection({ card }: { card: ProductListItem | null }) {
  const { t } = useSite();
  const viewer = useClubViewer();
  return (
    <section className="style-guide__section" aria-labelledby="style-card">
      <h2 id="style-card">{t('styleGuide.productCard')}</h2>
      {card ? (
        <div className="style-guide__card">
          <ProductCard item={card} colorFilter={[]} sort="default" size="default" outletRibbon={false} viewer={viewer} headingLevel={3} />
        </div>
      ) : <p>{t('styleGuide.noProducts')}</p>}
    </section>
  );
}

/** The price display of cat 4 in each state the catalogue has, each on a real product. */
export function PricesSection({ prices }: { prices: ProductListItem[] }) {
  const { t, localHref } = useSite();
  const viewer = useClubViewer();
  return (
    <section className="style-guide__section" aria-labelledby="style-prices">
      <h2 id="style-prices">{t('styleGuide.prices')}</h2>
      {prices.length > 0 ? (
        <ul className="style-guide__prices">
          {prices.map((item) => (
            <li key={item.id}>
              <h3>{t(`styleGuide.priceState.${item.price.club !== null ? 'club' : item.price.type}`)}</h3>
              <p><a href={localHref(item.path)}>{item.name}</a></p>
              <PriceTag price={item.price} fromPrefix={item.fromPrefix} showDiscountPercentage={item.showDiscountPercentage} viewer={viewer} />
            </li>
          ))}
        </ul>
      ) : <p>{t('styleGuide.noProducts')}</p>}
    </section>
  );
}
