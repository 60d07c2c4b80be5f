import type { ProductListItem } from '../../../shared/types/product-list.ts';
import { useClubViewer } from '../../hooks/use-club-viewer.ts';
import { useSite } from '../../site-context.tsx';
import { ProductCard } from '../grid/product-card.tsx';

/** The models a post is about, as the grid's own product cards and prices; nothing when it names none. */
export function PostProducts({ products }: { products: ProductListItem[] }) {
  const { t } = useSite();
  const viewer = useClubViewer();
  if (products.length === 0) return null;
  return (
    <section className="blog-post__products" aria-labelledby="blog-post-products">
      <h2 id="blog-post-products" className="blog-post__products-heading">{t('lifeOutdoors.products')}</h2>
      <ul className="product-grid">
        {products.map((item) => (
          <li key={item.id}>
            <ProductCard item={item} colorFilter={[]} sort="default" size="default" outletRibbon={false} viewer={viewer} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
