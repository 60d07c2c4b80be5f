import { readableBadgeColours } from '../../../shared/readable-colours.ts';
import type { ProductView } from '../../../shared/types/product-page.ts';

/** The model's ribbons under its title (cat 2), in the catalogue's colours made readable. */
export function ProductRibbons({ ribbons }: { ribbons: ProductView['ribbons'] }) {
  if (ribbons.length === 0) return null;
  return (
    <ul className="product-buy__ribbons">
      {ribbons.map((ribbon) => (
        <li key={ribbon.slug} className="product-buy__ribbon" style={readableBadgeColours(ribbon.bgColor, ribbon.textColor)}>{ribbon.name}</li>
      ))}
    </ul>
  );
}
