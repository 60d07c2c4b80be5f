import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages.ts';
import {
  bundlePrices, cents, chargeCurrencyCode, chargeFor, convertAmount, currencyOf, EURO, formatAmount, formatCharge, formatPrice, fractionDigits, minorUnits, minorUnitsIn,
  NO_DECIMAL_CURRENCIES, providerAmount, sumCents,
} from './money.ts';

const EUR = { code: 'eur', rate: 1, format: '# €' };
const SEK = { code: 'sek', rate: 11.42, format: '# kr' };
const USD = { code: 'usd', rate: 1.08, format: '$#' };
const NBSP = '\u00a0';
const NNBSP = '\u202f';

describe('rounding to cents', () => {
  it('rounds half a cent up, also where binary fractions fall just short', () => {
    expect(cents(1.005)).toBe(1.01);
    expect(cents(349.9 * 0.9)).toBe(314.91);
    expect(cents(0.1 + 0.2)).toBe(0.3);
  });

  it('answers 0 for non-finite amounts and never a negative zero', () => {
    expect(cents(Number.NaN)).toBe(0);
    expect(Object.is(cents(-0.001), 0)).toBe(true);
  });

  it('sums rows and rounds the total once', () => {
    expect(sumCents([19.99, 0.01, 100.1])).toBe(120.1);
    expect(sumCents([])).toBe(0);
  });

  it('gives payment providers whole cents, and no number for an amount that is none', () => {
    expect(minorUnits(19.99)).toBe(1999);
    expect(minorUnits(1.005)).toBe(101);
    expect(minorUnits(Number('x'))).toBeNaN();
  });
});

describe('rounding against exact decimal arithmetic', () => {
  // Fixed seed: the same cases in every run.
  const runs = { seed: 13, numRuns: 2000 };
  /** Half-up division of non-negative integers, exact. */
  const halfUp = (numerator: number, denominator: number) => Math.floor((2 * numerator + denominator) / (2 * denominator));

  it('rounds any amount of tenths of a cent as decimal arithmetic does', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), (mills) => {
      expect(Math.round(cents(mills / 1000) * 100)).toBe(halfUp(mills, 10));
    }), runs);
  });

  it('prices a bundle as its cents less the percent, rounded half up', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1000 }), (memberCents, tenthsOfPercent) => {
      const { active, regular } = bundlePrices(memberCents / 100, tenthsOfPercent / 10);
      expect(Math.round(active * 100)).toBe(halfUp(memberCents * (1000 - tenthsOfPercent), 1000));
      expect(regular).toBe(memberCents / 100);
    }), runs);
  });
});

describe('currency objects', () => {
  it('builds the visitor currency from the config state', () => {
    expect(currencyOf({ currencyCode: 'sek', currencyRate: 11.42, currencyFormat: '# kr' })).toEqual(SEK);
  });

  it('keeps the shop currency in euro at rate 1', () => {
    expect(EURO).toEqual(EUR);
  });
});

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

  it('rounds a converted half cent up as the server rounds its totals', () => {
    expect(convertAmount(1.005, EUR)).toBe(1.01);
  });

  it('shows whole amounts without decimals and others with two', () => {
    expect(fractionDigits(20, 'eur')).toBe(0);
    expect(fractionDigits(19.9, 'eur')).toBe(2);
  });
});

describe('formatting', () => {
  it('uses the "# €" format and a comma decimal in Finnish', () => {
    expect(formatAmount(1234.5, EUR, 'fi')).toBe(`1${NBSP}234,50${NBSP}€`);
  });

  it('drops decimals of a whole euro amount', () => {
    expect(formatAmount(49, EUR, 'fi')).toBe(`49${NBSP}€`);
  });

  it('uses a comma decimal in Swedish and no decimals for sek', () => {
    expect(formatPrice(99.9, SEK, 'sv')).toBe(`1${NBSP}141${NBSP}kr`);
    expect(formatAmount(2.5, EUR, 'sv')).toBe(`2,50${NBSP}€`);
  });

  it('formats US English with a period decimal and a dollar prefix', () => {
    expect(formatPrice(99.9, USD, 'en')).toBe('$107.89');
    expect(formatAmount(1500, USD, 'en')).toBe('$1,500');
  });

  it('groups thousands with a period in German', () => {
    expect(formatAmount(1234.56, EUR, 'de')).toBe(`1.234,56${NBSP}€`);
  });

  it('groups thousands with a narrow space in French', () => {
    expect(formatAmount(1234.56, EUR, 'fr')).toBe(`1${NNBSP}234,56${NBSP}€`);
  });

  it('uses the Russian number locale', () => {
    expect(formatAmount(1234.5, { code: 'rub', format: '# ₽' }, 'ru')).toBe(`1${NBSP}235${NBSP}₽`);
  });

  it('appends the currency when the format has no number placeholder', () => {
    expect(formatAmount(5, { code: 'eur', format: 'EUR' }, 'en')).toBe(`5${NBSP}EUR`);
  });

  // Issue 14: "299,80 €" wrapped with its € alone on the next line of a narrow total.
  it('keeps every amount on one line: no breakable space between the number and its currency, in any language', () => {
    const formats = ['# €', '# kr', '$#', 'CHF #', '# zł', 'EUR'];
    fc.assert(fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.constantFrom(...formats), fc.constantFrom(...LANGUAGES),
      (hundredths, format, language) => {
        expect(formatAmount(hundredths / 100, { code: 'eur', format }, language)).not.toMatch(/[ \t\n]/);
      }), { seed: 14, numRuns: 500 });
  });
});

describe('the charge of an order (decision 016)', () => {
  const usd = { code: 'usd', rate: 1.08, format: '$#' };
  const sek = { code: 'sek', rate: 11.42, format: '# kr' };
  const rub = { code: 'rub', rate: 98.4, format: '# ₽' };

  it('charges the very figure shown in a currency the providers take', () => {
    expect(chargeFor(299.8, usd)).toEqual({ currency: usd, amount: 323.78 });
    expect(chargeFor(299.8, sek)).toEqual({ currency: sek, amount: 3424 });
    expect(chargeFor(299.8, usd).amount).toBe(convertAmount(299.8, usd));
  });

  it('charges roubles in euro, the euro amount to the cent', () => {
    expect(chargeCurrencyCode('rub')).toBe('eur');
    expect(chargeFor(299.8, rub)).toEqual({ currency: EURO, amount: 299.8 });
  });

  it('counts the yen in whole units and other currencies in cents for the providers', () => {
    expect(minorUnitsIn(3250, 'jpy')).toBe(3250);
    expect(minorUnitsIn(323.78, 'usd')).toBe(32378);
    expect(providerAmount(3250, 'jpy')).toBe('3250');
    expect(providerAmount(3424, 'sek')).toBe('3424.00');
  });

  it('writes a charge in the display format when charged in it, else in euro', () => {
    expect(formatCharge({ amount: 323.78, currency: 'usd' }, usd, 'en')).toBe('$323.78');
    expect(formatCharge({ amount: 299.8, currency: 'eur' }, rub, 'en')).toBe(formatAmount(299.8, EURO, 'en'));
  });
});
