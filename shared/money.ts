/**
 * The money rules of both sides, written once (architecture: "money rounding
 * and currency objects only in shared/money.ts"): the server prices with the
 * same rounding the browser shows, so their totals agree to the cent.
 */
import { numberFormat } from './intl-formats.ts';
import { LANGUAGE_DEFAULTS, type Language } from './languages.ts';
import type { SiteConfig } from './types/locale.ts';

/**
 * The amount times 10^digits, cut to 12 significant digits so that binary
 * noise (1.005 * 100 = 100.49999...) does not round the wrong way.
 */
const scaled = (amount: number, digits: 0 | 2): number => Number((amount * 10 ** digits).toPrecision(12));

/** Rounds half up at `digits` decimals; never NaN and never -0. */
function roundTo(amount: number, digits: 0 | 2): number {
  if (!Number.isFinite(amount)) return 0;
  const rounded = Math.round(scaled(amount, digits)) / 10 ** digits;
  return rounded === 0 ? 0 : rounded;
}

/** An amount rounded to cents, at each row and at each total (core 9: prices rounded to 2 decimals). */
export function cents(amount: number): number {
  return roundTo(amount, 2);
}

/** The sum of amounts, rounded once at the end. */
export function sumCents(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += amount;
  return cents(total);
}

/**
 * A bundle's prices (cat 3 bundles): its members' active prices summed, less
 * the bundle's percent. The product page shows and the checkout charges this figure.
 */
export function bundlePrices(memberTotal: number, discountPercent: number): { active: number; regular: number } {
  return { active: cents(memberTotal * (1 - discountPercent / 100)), regular: cents(memberTotal) };
}

/**
 * What the gift card payment events paid and what is left to pay (core 3:
 * gift cards pay part of total_price; what is left is never below 0). The
 * order, the cart page and the payment page all read it from here.
 */
export function giftCardShare(totalPrice: number, events: ReadonlyArray<{ amount: number }>): { giftCardPaid: number; toPay: number } {
  const giftCardPaid = sumCents(events.map((event) => event.amount));
  return { giftCardPaid, toPay: Math.max(0, cents(totalPrice - giftCardPaid)) };
}

/** A euro amount in whole cents, as payment providers take it; not a number stays NaN, so it never matches. */
export function minorUnits(amount: number): number {
  return Math.round(scaled(amount, 2));
}

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

/** The shop's own currency: catalogue prices are in euro; an order is charged in it where its display currency is not charged (decision 016). */
export const EURO: CurrencyDisplay = Object.freeze({ code: 'eur', rate: 1, format: '# €' });

/** The visitor's currency as the request's config resolved it (core 3 config state). */
export function currencyOf(config: Pick<SiteConfig, 'currencyCode' | 'currencyRate' | 'currencyFormat'>): CurrencyDisplay {
  return { code: config.currencyCode, rate: config.currencyRate, format: config.currencyFormat };
}

/** Converts a euro amount and rounds it as the currency is shown (core 9). */
export function convertAmount(amountEur: number, currency: CurrencyDisplay): number {
  return roundTo(amountEur * currency.rate, NO_DECIMAL_CURRENCIES.has(currency.code) ? 0 : 2);
}

/** Whole amounts show no decimals; others show two, except no-decimal currencies (core 9). */
export function fractionDigits(amount: number, currencyCode: string): 0 | 2 {
  if (NO_DECIMAL_CURRENCIES.has(currencyCode)) return 0;
  return Number.isInteger(amount) ? 0 : 2;
}

const NO_BREAK_SPACE = '\u00a0';

/**
 * Formats an amount already in the target currency with the language's number
 * locale. Its spaces are no-break spaces (issue 14: an amount never breaks from
 * its currency sign); the locales' own group separators (U+00A0, U+202F) already are.
 */
export function formatAmount(amount: number, currency: Pick<CurrencyDisplay, 'code' | 'format'>, language: Language): string {
  const digits = fractionDigits(amount, currency.code);
  const number = numberFormat(LANGUAGE_DEFAULTS[language].numberLocale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
  const text = currency.format.includes('#') ? currency.format.replace('#', number) : `${number} ${currency.format}`;
  return text.replaceAll(' ', NO_BREAK_SPACE);
}

/** A euro catalogue price as the visitor sees it: converted at the config rate, rounded, formatted. */
export function formatPrice(amountEur: number, currency: CurrencyDisplay, language: Language): string {
  return formatAmount(convertAmount(amountEur, currency), currency, language);
}

/**
 * Currencies shown but never charged (decision 016): no provider the shop
 * uses takes roubles, so an order shown in roubles is charged in euro, and
 * the cart and payment page say so with both amounts before payment.
 */
const CHARGED_IN_EURO = new Set(['rub']);

/** The currency an order shown in `displayCode` is charged in: the same one, except those charged in euro. */
export function chargeCurrencyCode(displayCode: string): string {
  return CHARGED_IN_EURO.has(displayCode) ? EURO.code : displayCode;
}

/** What the payment provider collects, and in which currency. */
export interface Charge { currency: CurrencyDisplay; amount: number }

/**
 * The charge for a euro amount to pay that the shopper saw in `display`:
 * the very figure shown (converted and rounded as shown, core 9), or the
 * euro amount where the display currency is not charged (decision 016).
 */
export function chargeFor(toPayEur: number, display: CurrencyDisplay): Charge {
  if (chargeCurrencyCode(display.code) === display.code) return { currency: display, amount: convertAmount(toPayEur, display) };
  return { currency: EURO, amount: cents(toPayEur) };
}

/** ISO 4217 currencies with no minor unit: providers take whole amounts. */
const NO_MINOR_UNIT = new Set(['jpy']);

/** An amount in the smallest unit a provider counts in that currency (cents, öre; whole yen). */
export function minorUnitsIn(amount: number, currencyCode: string): number {
  return NO_MINOR_UNIT.has(currencyCode) ? Math.round(amount) : minorUnits(amount);
}

/** An amount as providers write it in text ("3420.00", yen as "1234"). */
export function providerAmount(amount: number, currencyCode: string): string {
  return NO_MINOR_UNIT.has(currencyCode) ? String(Math.round(amount)) : cents(amount).toFixed(2);
}

/** A charge as text: in the display currency's own format, or the euro's where it was charged in euro. */
export function formatCharge(charge: { amount: number; currency: string }, display: Pick<CurrencyDisplay, 'code' | 'format'>, language: Language): string {
  return formatAmount(charge.amount, charge.currency === display.code ? display : EURO, language);
}
