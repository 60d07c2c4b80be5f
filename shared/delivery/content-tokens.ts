/**
 * Delivery figures in content (issue 14, decision 018): content pages,
 * banners and setting texts never type a delivery price or time; they hold a
 * placeholder that the renderer fills from the delivery methods and days, by
 * the one delivery promise, in the visitor's currency and language:
 *
 *   {{delivery:<countries>[/<kind>]:<field>}}
 *
 * - countries: two-letter codes joined by commas ("se,dk,ee"): the figure
 *   covers them all (the widest time range; "from" the lowest price);
 * - kind: home (the default), parcel_locker, store_pickup or express_pickup;
 * - field: price (with its free threshold), free_from (the threshold alone),
 *   time (working days for stock at hand), bundle_time (the days skis mounted
 *   with bindings add) or cutoffs (the express pickup cut-offs).
 * A placeholder the data cannot fill (no such method there) is left out.
 */
import type { Translate } from '../i18n.ts';
import type { Language } from '../languages.ts';
import { formatPrice, type CurrencyDisplay } from '../money.ts';
import type { CountryDeliveryDays } from '../types/product-page.ts';
import { linePromise } from './delivery-promise.ts';
import { expressCutOffsText, workingDaysText } from './promise-text.ts';

export interface TokenMethod {
  kind: string;
  /** Euro with VAT. */
  price: number;
  freeThreshold: number | null;
  countryCodes: readonly string[];
}

export interface TokenData {
  methods: readonly TokenMethod[];
  /** The delivery days of each country a placeholder names. */
  days: ReadonlyMap<string, CountryDeliveryDays>;
  currency: CurrencyDisplay;
  language: Language;
  t: Translate;
}

const TOKEN = /\{\{delivery:([a-z]{2}(?:,[a-z]{2})*)(?:\/([a-z_]+))?:([a-z_]+)\}\}/g;

/** The countries the placeholders of these texts name: their delivery days are read before filling. */
export function tokenCountries(texts: Iterable<string>): Set<string> {
  const countries = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(TOKEN)) for (const code of match[1].split(',')) countries.add(code);
  return countries;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]);

function range(ranges: Array<{ from: number; to: number }>): { from: number; to: number } | null {
  if (ranges.length === 0) return null;
  return { from: Math.min(...ranges.map((entry) => entry.from)), to: Math.max(...ranges.map((entry) => entry.to)) };
}

function priceText(methods: TokenMethod[], data: TokenData): string {
  const money = (amount: number) => formatPrice(amount, data.currency, data.language);
  const [first] = methods;
  const alike = methods.every((method) => method.price === first.price && method.freeThreshold === first.freeThreshold);
  if (!alike) return data.t('cartPage.deliveryPriceFrom', { price: money(Math.min(...methods.map((method) => method.price))) });
  if (first.price === 0) return data.t('postalDelivery.free');
  if (first.freeThreshold === null) return money(first.price);
  return data.t('cartPage.deliveryFreeFrom', { price: money(first.price), amount: money(first.freeThreshold) });
}

function daysText(countries: string[], data: TokenData, pick: (days: CountryDeliveryDays) => { from: number; to: number } | null): string | null {
  const ranges = countries.map((code) => data.days.get(code)).flatMap((days) => {
    const found = days ? pick(days) : null;
    return found ? [found] : [];
  });
  const widest = ranges.length === countries.length ? range(ranges) : null;
  return widest ? workingDaysText(data.t, widest) : null;
}

function tokenValue(countries: string[], kind: string, field: string, data: TokenData): string | null {
  const methods = data.methods.filter((method) => method.kind === kind && countries.some((code) => method.countryCodes.includes(code)));
  // Every country must have the method: a figure for a country the method does not serve would be a promise nobody keeps.
  if (!countries.every((code) => methods.some((method) => method.countryCodes.includes(code)))) return null;
  switch (field) {
    case 'price': return priceText(methods, data);
    case 'free_from': {
      const thresholds = methods.map((method) => method.freeThreshold).filter((value): value is number => value !== null);
      return thresholds.length === methods.length ? formatPrice(Math.min(...thresholds), data.currency, data.language) : null;
    }
    case 'time':
      if (kind === 'express_pickup') return data.t('cartPage.expressSameDay');
      // What the product page promises for stock at hand, country by country (shared/delivery/delivery-promise.ts).
      return daysText(countries, data, (days) => {
        const promise = linePromise({ shippingTime: 0, sellable: 1 }, days);
        return 'to' in promise ? promise : null;
      });
    case 'bundle_time': return daysText(countries, data, (days) => ({ from: days.skiBundle.start, to: days.skiBundle.end }));
    case 'cutoffs': return kind === 'express_pickup' ? expressCutOffsText(data.t, data.language) : null;
    default: return null;
  }
}

interface FillOptions {
  /** Escape the figures for an HTML text. */
  html: boolean;
  /** Told of each placeholder left out, so an editor's typo reaches the logs. */
  onUnfilled?: (token: string) => void;
}

/** The text with its placeholders filled. */
export function fillDeliveryTokens(text: string, data: TokenData, options: FillOptions): string {
  if (!text.includes('{{delivery:')) return text;
  return text.replace(TOKEN, (token, countries: string, kind: string | undefined, field: string) => {
    const value = tokenValue(countries.split(','), kind ?? 'home', field, data);
    if (value === null) {
      options.onUnfilled?.(token);
      return '';
    }
    return options.html ? escapeHtml(value) : value;
  });
}
