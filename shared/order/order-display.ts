/**
 * How a placed order reads wherever it is shown (the confirmation, the order
 * lookup, the confirmation email): its euro amounts in the currency the buyer
 * saw, at the rate of the time, and what was charged (decision 016).
 */
import { numberFormat } from '../intl-formats.ts';
import { LANGUAGE_DEFAULTS, type Language } from '../languages.ts';
import { EURO, formatCharge, formatPrice, type CurrencyDisplay } from '../money.ts';
import type { OrderSummary } from '../types/order.ts';

type OrderMoney = Pick<OrderSummary, 'display_currency' | 'charged'>;

/** A euro amount of the order as the buyer saw it. */
export function orderAmountText(order: Pick<OrderMoney, 'display_currency'>, amountEur: number, language: Language): string {
  const currency: CurrencyDisplay = order.display_currency;
  return formatPrice(amountEur, currency, language);
}

/** The charge, and whether it was in another currency than the order was shown in (then both are shown). */
export function orderChargeText(order: OrderMoney, language: Language): { text: string; inEuro: boolean } {
  return { text: formatCharge(order.charged, order.display_currency, language), inEuro: order.charged.currency !== order.display_currency.code };
}

/** The country's name in the language, for addresses; the code where the runtime has no name for it. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/** The delivery address as lines: name, street, postcode and city, country. */
export function recipientLines(order: Pick<OrderSummary, 'recipient'>, language: Language): string[] {
  const { first_name, last_name, address, postal_code, city, country_code } = order.recipient;
  return [`${first_name} ${last_name}`.trim(), address, `${postal_code} ${city}`.trim(), countryName(country_code, language)].filter((line) => line !== '');
}

/** The rate the order was converted at, as "1 € = $1.08" (up to four decimals); '' for an order shown in euro. */
export function exchangeRateText(order: Pick<OrderSummary, 'display_currency'>, language: Language): string {
  const { code, rate, format } = order.display_currency;
  if (code === EURO.code) return '';
  const number = numberFormat(LANGUAGE_DEFAULTS[language].numberLocale, { maximumFractionDigits: 4 }).format(rate);
  const euro = EURO.format.replace('#', '1');
  return `${euro} = ${format.includes('#') ? format.replace('#', number) : `${number} ${format}`}`;
}
