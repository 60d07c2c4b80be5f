import { formatPrice } from '../../../shared/money.ts';
import { useSite } from '../../site-context.tsx';

/** A euro amount in the visitor's currency (core 9), or "Free" for nothing when `free` is asked for. */
export function useMoney(): (amountEur: number, options?: { free?: boolean }) => string {
  const { config, t } = useSite();
  const currency = { code: config.currencyCode, rate: config.currencyRate, format: config.currencyFormat };
  return (amount, options) => (options?.free && amount === 0 ? t('cartPage.free') : formatPrice(amount, currency, config.language));
}
