import { cardColour, cardHref, cardImage, cutShortDescription } from '../../../shared/grid/card-text.ts';
import type { CardSize } from '../../../shared/grid/card-size.ts';
import { priceDisplay, type ClubViewer } from '../../../shared/grid/price-display.ts';
import type { GridSort } from '../../../shared/types/grid.ts';
import type { ProductListItem } from '../../../shared/types/product-list.ts';
import { useSite } from '../../site-context.tsx';
import { CardSwatches, CardTags, SoldAmount } from './card-details.tsx';
import { CardMedia } from './card-media.tsx';
import { ClubPromptLink, PriceTag } from './price-tag.tsx';
import { StarRating } from './star-rating.tsx';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';

interface ProductCardProps {
  item: ProductListItem;
  /** The grid's ?color choice: the card shows and links the first colour it asks for (cat 2). */
  colorFilter: string[];
  sort: GridSort;
  size: CardSize;
  /** A group under /outlet/ forces the Outlet ribbon (cat 2). */
  outletRibbon: boolean;
  /** Eager, high-priority image: the first cards of the first screen. */
  priority?: boolean;
  /** Who looks: the club price's prompt depends on it (shared/grid/price-display.ts). */
  viewer: ClubViewer;
  /** h2 in a grid under the page's h1; h3 inside a titled section (recommendations). */
  headingLevel?: 2 | 3;
}

/**
 * The product card of cat 2. The whole card is clickable through one link (its
 * text is manufacturer and name) stretched over the card by CSS; everything
 * else is plain content, so nothing interactive is nested. The club prompt
 * link (log in, or join the club) sits beside the price, outside the link and above its overlay;
 * so does the wishlist heart, in the image's corner.
 */
export function ProductCard({ item, colorFilter, sort, size, outletRibbon, priority = false, viewer, headingLevel = 2 }: ProductCardProps) {
  const { localHref } = useSite();
  const colour = cardColour(item, colorFilter);
  const display = priceDisplay(item.price, { viewer, showDiscountPercentage: item.showDiscountPercentage });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const description = cutShortDescription(item.shortDescription);
  // Model names often start with the brand already ("Norrvik Aspen Jacket"): it is not said twice.
  const showManufacturer = item.manufacturer !== '' && !item.name.toLowerCase().startsWith(item.manufacturer.toLowerCase());
  return (
    <article className={`product-card product-card--${size}`}>
      <Heading className="product-card__heading">
        <a className="product-card__link" href={localHref(cardHref(item, colour))} data-prefetch="intent">
          {showManufacturer ? <span className="product-card__manufacturer">{item.manufacturer}</span> : null}
          {showManufacturer ? ' ' : null}
          <span className="product-card__name">{item.name}</span>
        </a>
      </Heading>
      <WishlistButton modelId={item.id} place="card" />
      <CardMedia
        image={cardImage(item, colour)}
        name={item.name}
        size={size}
        priority={priority}
        outletRibbon={outletRibbon}
        ribbons={item.ribbons}
        percentOff={display.percentOff}
        badgeRating={sort === 'stars' && item.rating >= 1 ? item.rating : null}
      />
      <CardSwatches colours={item.colors} selected={colour?.slug ?? null} />
      <PriceTag price={item.price} fromPrefix={item.fromPrefix} showDiscountPercentage={item.showDiscountPercentage} viewer={viewer} loginLink={false} />
      {display.clubPrompt ? <ClubPromptLink prompt={display.clubPrompt} /> : null}
      {description ? <p className="product-card__description">{description}</p> : null}
      <CardTags tags={item.tags} />
      <SoldAmount amount={item.soldAmount} />
      <StarRating rating={item.rating} ratingCount={item.ratingCount} />
    </article>
  );
}
