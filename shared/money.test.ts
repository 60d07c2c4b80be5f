import { describe, expect, it } from 'vitest';
import { convertAmount, formatAmount, formatPrice, fractionDigits, NO_DECIMAL_CURRENCIES } from './money.ts';

const EUR = { code: 'eur', rate: 1, format: '# €' };
const SEK = { code: 'sek', rate: 11.42, format: '# kr' };
const USD = { code: 'usd', rate: 1.08, format: '$#' };
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('currency rounding', () => {
  it.each(['chf', 'czk', 'dkk', 'jpy', 'pln', 'rub', 'sek', 'nok'])('rounds %s to whole units', (code) => {
    expect(NO_DECIMAL_CURRENCIES.has(code)).toBe(true);
    expect(convertAmount(10.5, { code, rate: 1.03, format: '#' })).toBe(11);
    expect(fractionDigits(10.82, code)).toBe(0);
  });

  it('converts at the config rate and keeps cents for other currencies', () => {
    expect(convertAmount(10, USD)).toBe(10.8);
    expect(convertAmount(19.99, EUR)).toBe(19.99);
  });

  it('rounds to two decimals', () => {
    expect(convertAmount(0.125, { code: 'usd', rate: 1, format: '$#' })).toBe(0.13);
  });

  it('shows whole amounts without decimals and others with two', () => {
    expect(fractionDigits(20, 'eur')).toBe(0);
    expect(fractionDigits(19.9, 'eur')).toBe(2);
  });
});

describe('formatting', () => {
  it('uses the "# €" format and a comma decimal in Finnish', () => {
    expect(formatAmount(1234.5, EUR, 'fi')).toBe(`1${NBSP}234,50 €`);
  });

  it('drops decimals of a whole euro amount', () => {
    expect(formatAmount(49, EUR, 'fi')).toBe('49 €');
  });

  it('uses a comma decimal in Swedish and no decimals for sek', () => {
    expect(formatPrice(99.9, SEK, 'sv')).toBe(`1${NBSP}141 kr`);
    expect(formatAmount(2.5, EUR, 'sv')).toBe('2,50 €');
  });

  it('formats US English with a period decimal and a dollar prefix', () => {
    expect(formatPrice(99.9, USD, 'en')).toBe('$107.89');
    expect(formatAmount(1500, USD, 'en')).toBe('$1,500');
  });

  it('groups thousands with a period in German', () => {
    expect(formatAmount(1234.56, EUR, 'de')).toBe('1.234,56 €');
  });

  it('groups thousands with a narrow space in French', () => {
    expect(formatAmount(1234.56, EUR, 'fr')).toBe(`1${NNBSP}234,56 €`);
  });

  it('uses the Russian number locale', () => {
    expect(formatAmount(1234.5, { code: 'rub', format: '# ₽' }, 'ru')).toBe(`1${NBSP}235 ₽`);
  });

  it('appends the currency when the format has no number placeholder', () => {
    expect(formatAmount(5, { code: 'eur', format: 'EUR' }, 'en')).toBe('5 EUR');
  });
});
