import { currencyOf, formatPrice } from '../../shared/money.ts';
import { useSite } from '../site-context.tsx';

/**
 * A euro amount in the visitor's currency (core 9 rounding and format), or
 * "Free" for nothing when `free` is asked for: the one way the client shows money.
 */
export function useMoney(): (amountEur: number, options?: { free?: boolean }) => string {
  const { config, t } = useSite();
  const currency = currencyOf(config);
  return (amount, options) => (options?.free && amount === 0 ? t('cartPage.free') : formatPrice(amount, currency, config.language));
}
