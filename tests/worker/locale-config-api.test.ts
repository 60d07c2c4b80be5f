import { describe, expect, it } from 'vitest';
import { fetchShop } from './helpers.ts';

describe('GET /api/init-config/', () => {
  it('answers the config of a delivery country and currency from D1', async () => {
    const response = await fetchShop('/api/init-config/?delivery-country-code=se&currency-code=sek&language-code=sv');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      currencyFormat: '# kr',
      currencyRate: 11.42,
      deliveryCountryName: 'Sverige',
      taxAreaId: 2,
      isEuMember: true,
      deliveryCountryCode: 'se',
      currencyCode: 'sek',
    });
  });

  it('defaults to fi and eur without a query', async () => {
    expect(await (await fetchShop('/api/init-config/')).json()).toMatchObject({ deliveryCountryCode: 'fi', currencyCode: 'eur', deliveryCountryName: 'Suomi', taxAreaId: 1, currencyFormat: '# €' });
  });

  it('names the country in the language of the prefix when no language is asked for', async () => {
    expect(await (await fetchShop('/api/init-config/?delivery-country-code=de')).json()).toMatchObject({ deliveryCountryName: 'Saksa' });
  });

  it('marks non-EU countries and their tax area', async () => {
    expect(await (await fetchShop('/api/init-config/?delivery-country-code=GB&currency-code=GBP&language-code=en')).json())
      .toMatchObject({ deliveryCountryName: 'United Kingdom', isEuMember: false, taxAreaId: 7, currencyFormat: '£#', currencyRate: 0.85 });
  });

  it.each([
    ['an unknown country', '?delivery-country-code=zz'],
    ['a disabled country', '?delivery-country-code=ru'],
    ['an unknown currency', '?currency-code=bitcoin'],
    ['markup', '?delivery-country-code=%3Cb%3E&currency-code=%22'],
    ['an unknown language', '?language-code=xx'],
  ])('falls back instead of failing for %s', async (_, query) => {
    const response = await fetchShop(`/api/init-config/${query}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { deliveryCountryCode: string; currencyCode: string };
    expect(['fi', 'de']).toContain(body.deliveryCountryCode);
    expect(body.currencyCode).toBe('eur');
  });
});

describe('GET /api/locale_by_ip/', () => {
  it('answers the country of request.cf and its currency', async () => {
    expect(await (await fetchShop('/api/locale_by_ip/', { cf: { country: 'SE' } })).json()).toEqual({ country_code: 'se', currency: 'sek' });
    expect(await (await fetchShop('/api/locale_by_ip/', { cf: { country: 'GB' } })).json()).toEqual({ country_code: 'gb', currency: 'gbp' });
  });

  it('falls back to the language default for an unknown or undelivered country', async () => {
    expect(await (await fetchShop('/api/locale_by_ip/?language=en', { cf: { country: 'XX' } })).json()).toEqual({ country_code: 'us', currency: 'usd' });
    expect(await (await fetchShop('/api/locale_by_ip/?language=sv', { cf: { country: 'RU' } })).json()).toEqual({ country_code: 'se', currency: 'sek' });
    expect(await (await fetchShop('/api/locale_by_ip/')).json()).toEqual({ country_code: 'fi', currency: 'eur' });
  });
});

describe('GET /api/delivery-countries/', () => {
  it('lists enabled countries sorted by their name in the language, with the currencies', async () => {
    const body = (await (await fetchShop('/api/delivery-countries/?language=de')).json()) as { countries: Array<{ code: string; name: string }>; currencies: string[] };
    expect(body.countries.length).toBeGreaterThan(50);
    expect(body.countries.find((country) => country.code === 'fi')?.name).toBe('Finnland');
    expect(body.countries.some((country) => country.code === 'ru')).toBe(false);
    const names = body.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare));
    expect(body.currencies).toContain('sek');
  });
});
