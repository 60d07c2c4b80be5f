import { describe, expect, it } from 'vitest';
import { embeddedPayload, fetchShop, setCookies } from './helpers.ts';

async function configOf(path: string, init: Parameters<typeof fetchShop>[1] = {}) {
  const response = await fetchShop(path, init);
  expect(response.status).toBe(200);
  return { config: embeddedPayload(await response.text()).config, cookies: setCookies(response) };
}

describe('language from the host', () => {
  it.each([
    ['https://kaira.se/', 'sv'], ['https://www.kaira.de/', 'de'], ['https://kaira.com/', 'en'],
    ['https://kaira.fr/', 'fr'], ['https://kaira.ru/', 'ru'], ['https://kaira.fi/', 'fi'], ['https://kaira.xyz/', 'fi'],
  ])('serves %s in %s', async (url, language) => {
    const { config } = await configOf(url);
    expect(config.language).toBe(language);
    expect(config.languageByHost).toBe(true);
  });

  it('links the other languages to their own domains', async () => {
    const html = await (await fetchShop('https://kaira.se/')).text();
    expect(html).toContain('<link rel="alternate" hreflang="de" href="https://kaira.de/">');
    expect(html).toContain('<link rel="canonical" href="https://kaira.se/">');
  });

  it('uses the path prefix on localhost, Finnish at the root', async () => {
    expect((await configOf('/')).config.language).toBe('fi');
    expect((await configOf('/ru/')).config.language).toBe('ru');
  });
});

describe('delivery country and currency', () => {
  it('applies a cookie pair', async () => {
    const { config } = await configOf('/en/', { headers: { cookie: 'so_delivery_country_code=de; so_currency_code=eur' } });
    expect(config).toMatchObject({ deliveryCountryCode: 'de', currencyCode: 'eur', deliveryCountryName: 'Germany', taxAreaId: 3 });
  });

  it('applies request headers when there are no cookies', async () => {
    const { config } = await configOf('/en/', { headers: { 'x-delivery-country': 'no', 'x-currency': 'nok' } });
    expect(config).toMatchObject({ deliveryCountryCode: 'no', currencyCode: 'nok' });
  });

  it('gives eur for a cookie country without a currency cookie', async () => {
    const { config } = await configOf('/sv/', { headers: { cookie: 'so_delivery_country_code=se' } });
    expect(config).toMatchObject({ deliveryCountryCode: 'se', currencyCode: 'eur' });
  });

  it('gives fi for a currency cookie without a country', async () => {
    const { config } = await configOf('/en/', { headers: { cookie: 'so_currency_code=usd' } });
    expect(config).toMatchObject({ deliveryCountryCode: 'fi', currencyCode: 'usd' });
  });

  it('uses geo-IP for a non-Finnish language on its default', async () => {
    const { config, cookies } = await configOf('/de/', { cf: { country: 'SE' } });
    expect(config).toMatchObject({ deliveryCountryCode: 'se', currencyCode: 'sek', geoIPCountryCode: 'se' });
    expect(cookies.so_geoip_country_code).toContain('so_geoip_country_code=se');
  });

  it('does not use geo-IP on the Finnish storefront', async () => {
    const { config } = await configOf('/', { cf: { country: 'SE' } });
    expect(config).toMatchObject({ deliveryCountryCode: 'fi', currencyCode: 'eur' });
  });

  it('keeps the language default when cf has no usable country', async () => {
    expect((await configOf('/sv/', { cf: { country: 'XX' } })).config).toMatchObject({ deliveryCountryCode: 'se', currencyCode: 'sek' });
    expect((await configOf('/en/', { cf: { country: 'T1' } })).config).toMatchObject({ deliveryCountryCode: 'us', currencyCode: 'usd' });
  });

  it('ignores bad cookie values and keeps the documented fallback', async () => {
    const { config } = await configOf('/fr/', { headers: { cookie: 'so_delivery_country_code=%3Cx%3E; so_currency_code=zzz' } });
    expect(config).toMatchObject({ deliveryCountryCode: 'fr', currencyCode: 'eur' });
  });

  it('ignores bad query values and still strips them', async () => {
    const response = await fetchShop('/en/?delivery_country=nowhere&currency=%00');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/');
    expect(setCookies(response).so_delivery_country_code).toBeUndefined();
  });
});

describe('locale cookies', () => {
  it('are written from the query with a year, path /, SameSite Lax', async () => {
    const response = await fetchShop('/sv/?delivery_country=no&currency=nok');
    const cookies = setCookies(response);
    expect(cookies.so_delivery_country_code).toBe('so_delivery_country_code=no; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(cookies.so_currency_code).toBe('so_currency_code=nok; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('are Secure on https, and SameSite None for a cross-site request', async () => {
    const secure = setCookies(await fetchShop('https://kaira.se/?delivery_country=fi'));
    expect(secure.so_delivery_country_code).toContain('; Secure');
    expect(secure.so_delivery_country_code).toContain('SameSite=Lax');
    const crossSite = setCookies(await fetchShop('https://kaira.se/?delivery_country=se', { headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(crossSite.so_delivery_country_code).toContain('SameSite=None');
  });

  it('are not rewritten when they already hold the resolved values', async () => {
    const response = await fetchShop('/', { headers: { cookie: 'so_delivery_country_code=fi; so_currency_code=eur' } });
    expect(setCookies(response)).toEqual({});
  });

  it('do not store a language default, so each language on one domain keeps its own', async () => {
    const finnish = await fetchShop('/');
    expect(setCookies(finnish).so_delivery_country_code).toBeUndefined();
    expect((await configOf('/en/')).config).toMatchObject({ deliveryCountryCode: 'us', currencyCode: 'usd' });
  });

  it('store the geo-IP country once it has been applied', async () => {
    const cookies = setCookies(await fetchShop('/sv/', { cf: { country: 'NO' } }));
    expect(cookies.so_delivery_country_code).toContain('so_delivery_country_code=no;');
    expect(cookies.so_currency_code).toContain('so_currency_code=nok;');
  });

  it('make a later request keep the chosen country', async () => {
    const first = setCookies(await fetchShop('/en/?delivery_country=gb&currency=gbp'));
    const cookie = Object.values(first).map((value) => value.split(';')[0]).join('; ');
    const { config } = await configOf('/en/', { headers: { cookie }, cf: { country: 'US' } });
    expect(config).toMatchObject({ deliveryCountryCode: 'gb', currencyCode: 'gbp', currencyFormat: '£#' });
  });
});
