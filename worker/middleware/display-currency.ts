/**
 * The currency an API call's shopper sees (decision 016): the one the
 * client names (the order's `shown` currency, or the cart's x-currency
 * header), else what the page's own locale resolution gives (core 4). Its
 * rate and format are always the server's, never the client's.
 */
import type { Context } from 'hono';
import { validCurrency } from '../../shared/locale-resolution.ts';
import { EURO, type CurrencyDisplay } from '../../shared/money.ts';
import { getLocaleReference } from '../data/locale-catalogue.ts';
import type { AppEnv } from '../hono-env.ts';
import { resolveRequestLocale } from './locale.ts';

export async function displayCurrencyOf(c: Context<AppEnv>, named?: string): Promise<CurrencyDisplay> {
  const reference = await getLocaleReference(c.env.DB);
  const code = validCurrency(named, reference) ?? resolveRequestLocale(c, reference).currency;
  const record = reference.currencies.get(code);
  return record ? { code: record.code, rate: record.rate, format: record.format } : EURO;
}
