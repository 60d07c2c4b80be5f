import { useId } from 'react';
import type { ProductListItem } from '../../../shared/types/product-list.ts';
import { ProductCard } from './product-card.tsx';

interface RecommendedRowProps {
  title: string;
  items: ProductListItem[];
  isGuest: boolean;
}

/** A titled, horizontally scrolling row of small cards; nothing for an empty list. */
export function RecommendedRow({ title, items, isGuest }: RecommendedRowProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section className="recommended-row" aria-labelledby={headingId}>
      <h2 id={headingId} className="recommended-row__title">{title}</h2>
      <ul className="recommended-row__list">
        {items.map((item) => (
          <li key={item.id} className="recommended-row__item">
            <ProductCard item={item} colorFilter={[]} sort="default" size="extended" outletRibbon={false} isGuest={isGuest} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
