import { currencyOf, formatAmount } from '../../../shared/money.ts';
import { useSite } from '../../site-context.tsx';

/**
 * An amount of the wizard's calls as the visitor sees it: they answer in the
 * visitor's currency already (the `currency` the page asks with,
 * shared/ski-wizard/wizard-api.ts), so it is only formatted, not converted.
 */
export function useWizardMoney(): (amount: number) => string {
  const { config } = useSite();
  const currency = currencyOf(config);
  return (amount) => formatAmount(amount, currency, config.language);
}
