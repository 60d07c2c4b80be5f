import { useId } from 'react';
import type { ProductListItem } from '../../../shared/types/product-list.ts';
import { useClubViewer } from '../../hooks/use-club-viewer.ts';
import { ProductCard } from './product-card.tsx';

interface RecommendedRowProps {
  title: string;
  items: ProductListItem[];
}

/** A titled, horizontally scrolling row of small cards; nothing for an empty list. */
export function RecommendedRow({ title, items }: RecommendedRowProps) {
  const headingId = useId();
  const viewer = useClubViewer();
  if (items.length === 0) return null;
  return (
    <section className="recommended-row" aria-labelledby={headingId}>
      <h2 id={headingId} className="recommended-row__title">{title}</h2>
      <ul className="recommended-row__list">
        {items.map((item) => (
          <li key={item.id} className="recommended-row__item">
            <ProductCard item={item} colorFilter={[]} sort="default" size="extended" outletRibbon={false} viewer={viewer} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
