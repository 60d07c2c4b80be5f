import { EURO, formatAmount, formatCharge } from '../../../shared/money.ts';
import type { OrderSummary } from '../../../shared/types/order.ts';
import { useSite } from '../../site-context.tsx';
import { labelOr } from '../case-desk/case-labels.ts';

/** cat 3 order statuses as the order pages name them (orderPages.statuses), in the page's language. */
export function useOrderStatusLabel(): (status: string) => string {
  const { t } = useSite();
  return (status) => labelOr(t, `orderPages.statuses.${status}`, status);
}

/** The desk's money: euro amounts as the shop books them, a payment in its own currency (decision 016). */
export function useDeskMoney() {
  const { config } = useSite();
  return {
    euro: (amount: number) => formatAmount(amount, EURO, config.language),
    charge: (amount: number, currency: string, display: OrderSummary['display_currency']) => formatCharge({ amount, currency }, display, config.language),
  };
}
