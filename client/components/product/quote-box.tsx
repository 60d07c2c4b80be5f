import type { ProductView } from '../../../shared/types/product-page.ts';

/** The quote box (cat 2, Finnish pages only: the page decides): a staff member's or expert's words on the product. */
export function QuoteBox({ quote }: { quote: NonNullable<ProductView['quote']> }) {
  return (
    <figure className="quote-box">
      {quote.image ? <img className="quote-box__image" src={quote.image} alt="" width={72} height={72} loading="lazy" decoding="async" /> : null}
      <blockquote className="quote-box__text"><p>{quote.text}</p></blockquote>
      {quote.name ? <figcaption className="quote-box__name">{quote.name}</figcaption> : null}
    </figure>
  );
}
