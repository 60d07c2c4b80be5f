import { numberFormat } from './intl-formats.ts';
import { LANGUAGE_DEFAULTS, type Language } from './languages.ts';

/** Currencies shown without decimals whatever the amount (core 9). */
export const NO_DECIMAL_CURRENCIES = new Set(['chf', 'czk', 'dkk', 'jpy', 'pln', 'rub', 'sek', 'nok']);

export interface CurrencyDisplay {
  /** Lower-case ISO code, e.g. eur. */
  code: string;
  /** Units of this currency per euro; catalogue prices are in euro. */
  rate: number;
  /** Template with # for the number, e.g. '# €' or '$#'. */
  format: string;
}

/** Converts a euro amount and rounds it as the currency is shown (core 9). */
export function convertAmount(amountEur: number, currency: CurrencyDisplay): number {
  const converted = amountEur * currency.rate;
  if (NO_DECIMAL_CURRENCIES.has(currency.code)) return Math.round(converted);
  return Math.round(converted * 100) / 100;
}

/** Whole amounts show no decimals; others show two, except no-decimal currencies (core 9). */
export function fractionDigits(amount: number, currencyCode: string): 0 | 2 {
  if (NO_DECIMAL_CURRENCIES.has(currencyCode)) return 0;
  return Number.isInteger(amount) ? 0 : 2;
}

/** Formats an amount already in the target currency with the language's number locale. */
export function formatAmount(amount: number, currency: Pick<CurrencyDisplay, 'code' | 'format'>, language: Language): string {
  const digits = fractionDigits(amount, currency.code);
  const number = numberFormat(LANGUAGE_DEFAULTS[language].numberLocale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  return currency.format.includes('#') ? currency.format.replace('#', number) : `${number} ${currency.format}`;
}

/** A euro catalogue price as the visitor sees it: converted at the config rate, rounded, formatted. */
export function formatPrice(amountEur: number, currency: CurrencyDisplay, language: Language): string {
  return formatAmount(convertAmount(amountEur, currency), currency, language);
}
