import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createTranslator, type LocaleTexts } from './i18n.ts';
import { LANGUAGES } from './languages.ts';

const LOCALES_DIR = new URL('../locales/', import.meta.url);

function flatKeys(value: unknown, prefix = ''): string[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => flatKeys(child, prefix ? `${prefix}.${key}` : key));
}

const dictionaries = Object.fromEntries(
  readdirSync(LOCALES_DIR).filter((file) => file.endsWith('.json')).map((file) => [file.replace('.json', ''), JSON.parse(readFileSync(new URL(file, LOCALES_DIR), 'utf8')) as LocaleTexts]),
);

describe('locale dictionaries', () => {
  it('exist for exactly the six languages', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...LANGUAGES].sort());
  });

  it('all hold the same keys', () => {
    const all = new Set(Object.values(dictionaries).flatMap((dictionary) => flatKeys(dictionary)));
    for (const [language, dictionary] of Object.entries(dictionaries)) {
      const own = new Set(flatKeys(dictionary));
      expect([...all].filter((key) => !own.has(key)), `${language} lacks`).toEqual([]);
    }
  });

  // Brand names are the same in every language.
  const BRANDS = ['cartPage.repackCost', 'checkoutForm.paymentMethods.paypal', 'checkoutForm.paymentMethods.klarna'];
  // Words the languages share: the same spelling is the right translation.
  const SAME_AS_ENGLISH: Partial<Record<string, string[]>> = {
    fi: [...BRANDS, 'card.outlet'],
    sv: [...BRANDS, 'card.outlet', 'grid.colour.orange', 'grid.colour.beige', 'orderPages.status', 'testPayment.order', 'company.status.label'],
    de: [...BRANDS, 'menu.blogs', 'card.outlet', 'grid.colour.orange', 'grid.colour.beige', 'grid.sort.alphabetical', 'productContent.tab.details',
      'orderPages.status', 'company.status.label', 'campaignAdmin.summary.codes', 'campaignAdmin.codes.title', 'campaignAdmin.codes.code',
      'campaignAdmin.workbook.code'],
    fr: [...BRANDS, 'menu.blogs', 'menu.openMenu', 'menu.title', 'card.outlet', 'grid.colour.orange', 'grid.colour.beige', 'pager.pageNumber',
      'product.type', 'productContent.tab.description', 'productContent.tab.guides', 'productContent.section.guides',
      'orderPages.rowTotal', 'orderPages.totalPrice', 'orderEmail.total', 'company.staffPage.contact', 'campaignAdmin.summary.codes',
      'campaignAdmin.codes.title', 'campaignAdmin.codes.code', 'campaignAdmin.workbook.code', 'skiWizard.steps.skis.title',
      'skiWizard.products.incompatibleOption'],
    ru: BRANDS,
  };

  it('are translated rather than copies of English', () => {
    const english = dictionaries.en;
    for (const language of LANGUAGES.filter((lang) => lang !== 'en')) {
      const t = createTranslator(language, dictionaries[language]);
      const tEn = createTranslator('en', english);
      const uiKeys = flatKeys(english).filter((key) => !key.startsWith('routeSegments.') && !key.endsWith('copyright'));
      const same = uiKeys.filter((key) => t(key) === tEn(key) && !SAME_AS_ENGLISH[language]?.includes(key));
      expect(same, `${language} strings equal to English`).toEqual([]);
    }
  });

  it('keep every route segment URL-safe', () => {
    for (const dictionary of Object.values(dictionaries)) {
      for (const segment of Object.values(dictionary.routeSegments)) expect(segment).toMatch(/^[a-z0-9_-]+$/);
    }
  });
});

describe('translator', () => {
  it('fills in parameters', () => {
    const t = createTranslator('en', dictionaries.en);
    expect(t('errors.pageNotFound', { path: '/x/' })).toBe('Page not found: /x/');
  });

  it('returns the key for a missing string so the gap is visible', () => {
    expect(createTranslator('fi', dictionaries.fi)('no.such.key')).toBe('no.such.key');
  });

  it('returns the key for a namespace or an empty text, never an object or a blank', () => {
    const t = createTranslator('en', { errors: { status: 'Error {{status}}' }, empty: { text: '', blank: '{{missing}}' } });
    expect(t('errors')).toBe('errors');
    expect(t('empty.text')).toBe('empty.text');
    expect(t('empty.blank')).toBe('empty.blank');
  });

  it('fills spaced and dotted placeholders, and leaves one without a parameter blank', () => {
    const t = createTranslator('en', { a: { b: 'Hi {{ name }}, {{user.city}}{{missing}}!', count: '{{n}} items' } });
    expect(t('a.b', { name: 'Aino' })).toBe('Hi Aino, !');
    expect(t('a.count', { n: 0 })).toBe('0 items');
    expect(t('a.count')).toBe(' items');
  });
});
