import { formatPrice } from '../../../shared/money.ts';
import { useSite } from '../../site-context.tsx';

/** A euro amount in the visitor's currency (core 9 rounding and format), as the cart shows it. */
export function usePriceFormat(): (euro: number) => string {
  const { config } = useSite();
  const currency = { code: config.currencyCode, rate: config.currencyRate, format: config.currencyFormat };
  return (euro) => formatPrice(euro, currency, config.language);
}
