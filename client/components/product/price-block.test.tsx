import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LocaleTexts } from '../../../shared/i18n.ts';
import { dictionaryOf } from '../../../shared/route-paths.ts';
import { LANGUAGES } from '../../../shared/languages.ts';
import type { ListPrice } from '../../../shared/types/product-list.ts';
import { PriceBlock } from './price-block.tsx';
import { renderWithKeys, renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';

const KEYS = { 'product.vat': 'VAT {{percent}}%', 'product.vatLocalTaxes': 'VAT {{percent}}%. Local taxes apply.', 'product.offerEnds': 'Ends {{date}}' };
const render = (price: ListPrice, options: { vat?: number; showPercent?: boolean; priceEnding?: string | null } = {}, config = {}) =>
  renderWithKeys(
    <PriceBlock price={price} showDiscountPercentage={options.showPercent ?? true} vatPercent={options.vat ?? 24} fromPrefix={false}
      priceEnding={options.priceEnding ?? null} priceEndingMaxDays={30} />,
    KEYS,
    config,
  );

describe('PriceBlock', () => {
  it('shows the price state through the shared price tag', () => {
    const html = render({ active: 80, reference: 100, type: 'discount', club: null });
    expect(html).toContain('price-tag--discount');
    expect(html).toContain('80\u00a0€');
    expect(html).toContain('<s>100\u00a0€</s>');
  });

  it('shows the percent-off ribbon from 5 % up', () => {
    expect(render({ active: 80, reference: 100, type: 'discount', club: null })).toMatch(/price-block__ribbon">-20\s?%</);
    expect(render({ active: 97, reference: 100, type: 'discount', club: null })).not.toContain('price-block__ribbon');
  });

  it('leaves the ribbon out when the model hides discount percentages', () => {
    expect(render({ active: 80, reference: 100, type: 'discount', club: null }, { showPercent: false })).not.toContain('price-block__ribbon');
  });

  it('prompts a guest to log in for a club price', () => {
    const html = render({ active: 100, reference: 100, type: 'club', club: 85 });
    expect(html).toContain('price-tag--club');
    expect(html).toContain('club-login-link');
  });

  it('names the reference the lowest price in 30 days for a Finnish delivery country', () => {
    expect(render({ active: 80, reference: 100, type: 'outlet', club: null }, {}, { deliveryCountryCode: 'fi' })).toContain('Lowest price in 30 days');
  });

  it('prints the VAT percentage in the page language', () => {
    expect(render({ active: 100, reference: 100, type: 'normal', club: null }, { vat: 25.5 })).toContain('VAT 25.5%');
    expect(render({ active: 100, reference: 100, type: 'normal', club: null }, { vat: 25.5 }, { language: 'fi' })).toContain('VAT 25,5%');
  });

  it('adds the local taxes notice at 0 % VAT only', () => {
    expect(render({ active: 100, reference: 100, type: 'normal', club: null }, { vat: 0 })).toContain('VAT 0%. Local taxes apply.');
    expect(render({ active: 100, reference: 100, type: 'normal', club: null }, { vat: 24 })).not.toContain('Local taxes apply.');
  });

  it('ends the VAT sentence before the local taxes notice in every language (issue 14: "VAT 0% Local taxes")', () => {
    for (const language of LANGUAGES) {
      const dictionary = JSON.parse(readFileSync(new URL(`../../../locales/${language}.json`, import.meta.url), 'utf8')) as LocaleTexts;
      const html = renderWithSite(<PriceBlock price={{ active: 100, reference: 100, type: 'normal', club: null }} showDiscountPercentage vatPercent={0} fromPrefix={false}
        priceEnding={null} priceEndingMaxDays={30} />, { language }, dictionaryOf(dictionary));
      expect(html, language).toMatch(/<p class="price-block__vat">[^<]*0\s?%\.\s\p{Lu}[^<]*\.<\/p>/u);
    }
  });

  it('converts prices into the visitor currency', () => {
    const html = render({ active: 100, reference: 100, type: 'normal', club: null }, {}, { currencyCode: 'sek', currencyRate: 11.5, currencyFormat: '# kr' });
    expect(html).toContain('1,150\u00a0kr');
  });

  it('prints no offer-end notice on the server, where time zone and now are unknown', () => {
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(render({ active: 80, reference: 100, type: 'discount', club: null }, { priceEnding: soon })).not.toContain('price-block__ending');
  });
});
