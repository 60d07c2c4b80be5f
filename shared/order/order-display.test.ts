import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '../types/order.ts';
import { exchangeRateText, orderAmountText, orderChargeText, recipientLines } from './order-display.ts';

type Shown = Pick<OrderSummary, 'display_currency' | 'charged' | 'recipient'>;

const recipient = { first_name: 'Aino', last_name: 'Virtanen', address: 'Mannerheimintie 1', postal_code: '00100', city: 'Helsinki', country_code: 'fi' };
const inDollars: Shown = { display_currency: { code: 'usd', rate: 1.08, format: '$#' }, charged: { amount: 323.78, currency: 'usd' }, recipient };
const inRoubles: Shown = { display_currency: { code: 'rub', rate: 98.4, format: '# ₽' }, charged: { amount: 299.8, currency: 'eur' }, recipient };

describe('a placed order as it reads', () => {
  it('shows its euro amounts in the currency the buyer saw, at the rate of the time', () => {
    expect(orderAmountText(inDollars, 299.8, 'en')).toBe('$323.78');
  });

  it('says the charge is in euro only when it was', () => {
    expect(orderChargeText(inDollars, 'en')).toEqual({ text: '$323.78', inEuro: false });
    expect(orderChargeText(inRoubles, 'en').inEuro).toBe(true);
    expect(orderChargeText(inRoubles, 'en').text).toContain('299.80');
  });

  it('gives the rate for an order not shown in euro, and nothing for one that was', () => {
    expect(exchangeRateText(inDollars, 'en')).toBe('1 € = $1.08');
    expect(exchangeRateText({ display_currency: { code: 'eur', rate: 1, format: '# €' } }, 'en')).toBe('');
  });

  it('writes the delivery address as name, street, postcode and city, country', () => {
    expect(recipientLines(inDollars, 'en')).toEqual(['Aino Virtanen', 'Mannerheimintie 1', '00100 Helsinki', 'Finland']);
    expect(recipientLines(inDollars, 'fi')[3]).toBe('Suomi');
  });
});
