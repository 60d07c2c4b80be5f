import { chargeCurrencyCode, chargeFor, currencyOf, formatAmount } from '../../../shared/money.ts';
import { useSite } from '../../site-context.tsx';

/**
 * Before payment, where the shown currency is not the one charged (decision
 * 016): both amounts, the charge in euro beside the total shown above it.
 */
export function ChargeNotice({ toPayEur }: { toPayEur: number }) {
  const { t, config } = useSite();
  if (chargeCurrencyCode(config.currencyCode) === config.currencyCode) return null;
  const charge = chargeFor(toPayEur, currencyOf(config));
  return (
    <p className="charge-notice" data-testid="charge-notice">
      <strong>{t('cartPage.chargedInEuro', { amount: formatAmount(charge.amount, charge.currency, config.language) })}</strong>{' '}
      {t('cartPage.chargedInEuroNote', { currency: config.currencyCode.toUpperCase() })}
    </p>
  );
}
