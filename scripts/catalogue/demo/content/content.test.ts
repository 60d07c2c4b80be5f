import { describe, expect, it } from 'vitest';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import fi from '../../../../locales/fi.json';
import fr from '../../../../locales/fr.json';
import ru from '../../../../locales/ru.json';
import sv from '../../../../locales/sv.json';
import { LANGUAGES, productionHost, type Language } from '../../../../shared/languages.ts';
import { localisedRoutePaths } from '../../../../shared/route-paths.ts';
import { createRouter } from '../../../../shared/routes.ts';
import { catalogueImportSchema, type CatalogueImport, type ImportTab } from '../../import-format.ts';
import { emptyCatalogue } from '../../import/existing-catalogue.ts';
import { validateImport } from '../../import/validate-import.ts';
import { demoContent } from './index.ts';
import { ROUTE_IDS, ROUTE_PATHS } from './pages/paths.ts';

const SEGMENTS: Record<Language, Record<string, string>> = { fi: fi.routeSegments, en: en.routeSegments, sv: sv.routeSegments, de: de.routeSegments, fr: fr.routeSegments, ru: ru.routeSegments };
const document = { format: 'kaira-catalogue', version: 1, ...demoContent() };
const parsed = catalogueImportSchema.parse(document);
const pages = parsed.staticPages;
const tabbed = pages.find((page) => page.kind === 'tabs')!;
const pageWithKey = (navKey: string) => pages.find((page) => page.navKey === navKey)!;
const pageWithSlug = (language: Language, slug: string) => pages.find((page) => page.texts[language].slug === slug);

function flatten(tabs: ImportTab[]): ImportTab[] {
  return tabs.flatMap((tab) => [tab, ...flatten(tab.tabs)]);
}
/** Every piece of HTML of one language: page contents and tab contents. */
function htmlOf(language: Language): { where: string; html: string }[] {
  return [
    ...pages.map((page) => ({ where: `page ${page.id}`, html: page.texts[language].content })),
    ...flatten(tabbed.tabs).map((tab) => ({ where: `tab ${tab.id}`, html: tab.texts[language].content })),
  ];
}
/** A text as shoppers read it: a delivery placeholder (decision 018) becomes a figure as long as any it can be. */
const shown = (text: string) => text.replace(/\{\{delivery:[^}]+\}\}/g, '1 234,56 €');
const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>/g)].map((match) => ({ tag: match[0], href: match[1] }));

/** Whether a root-relative path (no language prefix) reaches a demo page, a guide tab or a fixed route of that language. */
function resolves(language: Language, path: string): boolean {
  const [pathname, hash] = path.split('#');
  if (!pathname.startsWith('/') || !pathname.endsWith('/')) return false;
  const slug = pathname.slice(1, -1);
  const page = pageWithSlug(language, slug);
  if (page) {
    if (!hash) return true;
    return page.texts[language].content.includes(`id="${hash}"`);
  }
  const [first, tab, nested, ...rest] = slug.split('/');
  if (first === tabbed.texts[language].slug && tab && rest.length === 0) {
    const top = tabbed.tabs.find((t) => t.texts[language].slug === tab);
    if (top && (!nested || top.tabs.some((t) => t.texts[language].slug === nested))) return true;
  }
  return createRouter(localisedRoutePaths(SEGMENTS[language])).match(pathname).route.id !== 'content';
}

describe('demo content', () => {
  it('matches the import format', () => {
    const result = catalogueImportSchema.safeParse(document);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('imports into an empty catalogue without issues', () => {
    const result = validateImport(document, emptyCatalogue());
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('has page ids from 1 and one page per navigation key', () => {
    expect(pages.map((page) => page.id)).toEqual(pages.map((_, index) => index + 1));
    const keys = pages.flatMap((page) => (page.navKey ? [page.navKey] : []));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['terms', 'delivery', 'returns', 'payment-methods', 'member-discounts', 'repair-service',
      'sustainability', 'product-tests', 'events', 'guides', 'corporate-sales', 'corporate-gift-cards', 'corporate-staff-benefits',
      'corporate-gifts', 'corporate-events', 'corporate-rental', 'corporate-contact']));
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('translates every title, description and text into %s', (language) => {
    for (const page of pages) {
      expect(page.texts[language].title, `page ${page.id}`).not.toBe(page.texts.en.title);
      expect(page.texts[language].metaDescription, `page ${page.id}`).not.toBe(page.texts.en.metaDescription);
      expect(page.texts[language].content, `page ${page.id}`).not.toBe(page.texts.en.content);
    }
    for (const tab of flatten(tabbed.tabs)) {
      expect(tab.texts[language].title, `tab ${tab.id}`).not.toBe(tab.texts.en.title);
      expect(tab.texts[language].content, `tab ${tab.id}`).not.toBe(tab.texts.en.content);
    }
    for (const popup of parsed.keywordPopups) expect(popup.texts[language].text).not.toBe(popup.texts.en.text);
  });

  it('keeps every meta description within the length a search result shows', () => {
    for (const page of pages) {
      for (const language of LANGUAGES) expect(shown(page.texts[language].metaDescription).length, `page ${page.id} ${language}`).toBeGreaterThan(50);
      for (const language of LANGUAGES) expect(shown(page.texts[language].metaDescription).length, `page ${page.id} ${language}`).toBeLessThanOrEqual(160);
    }
  });

  it('writes Russian in Cyrillic', () => {
    for (const page of pages) expect(page.texts.ru.title + page.texts.ru.content).toMatch(/[а-яё]{4}/i);
  });

  it.each(LANGUAGES)('gives every %s page a unique slug and every tab a unique slug among its siblings', (language) => {
    const slugs = pages.map((page) => page.texts[language].slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const siblings = (tabs: ImportTab[]) => {
      const tabSlugs = tabs.map((tab) => tab.texts[language].slug);
      expect(new Set(tabSlugs).size).toBe(tabSlugs.length);
      tabs.forEach((tab) => siblings(tab.tabs));
    };
    siblings(tabbed.tabs);
  });

  it.each(LANGUAGES)('puts FAQ, history and sustainability at the %s route segments', (language) => {
    expect(pageWithSlug(language, SEGMENTS[language].faq)).toBeDefined();
    expect(pageWithSlug(language, SEGMENTS[language].history)).toBeDefined();
    expect(pageWithKey('sustainability').texts[language].slug).toBe(SEGMENTS[language].responsibility);
  });

  it.each(LANGUAGES)('nests the %s corporate pages under one parent', (language) => {
    const parents = pages.filter((page) => page.navKey?.startsWith('corporate-')).map((page) => page.texts[language].slug.split('/'));
    expect(parents).toHaveLength(7);
    for (const parts of parents) expect(parts).toHaveLength(2);
    expect(new Set(parents.map((parts) => parts[0])).size).toBe(1);
  });

  it('has a tabbed guides page whose top tabs all hold nested guides with anchors', () => {
    expect(tabbed.navKey).toBe('guides');
    expect(tabbed.tabs.length).toBeGreaterThanOrEqual(3);
    for (const top of tabbed.tabs) {
      expect(top.tabs.length, `tab ${top.id}`).toBeGreaterThanOrEqual(2);
      for (const nested of top.tabs) {
        for (const language of LANGUAGES) expect(nested.texts[language].content).toMatch(/<h2 id="[a-z0-9-]+">/);
      }
    }
    const ids = flatten(tabbed.tabs).map((tab) => tab.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(LANGUAGES)('anchors 8-10 FAQ answers in %s', (language) => {
    const faq = pageWithSlug(language, SEGMENTS[language].faq)!;
    const ids = [...faq.texts[language].content.matchAll(/<h2 id="([a-z0-9-]+)">/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(LANGUAGES)('keeps heading anchors unique within each %s text', (language) => {
    for (const { where, html } of htmlOf(language)) {
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(ids).size, where).toBe(ids.length);
    }
  });

  it.each(LANGUAGES)('links %s pages to paths that exist, without a language prefix', (language) => {
    const host = `https://${productionHost('kaira', language)}`;
    let absolute = 0;
    let external = 0;
    for (const { where, html } of htmlOf(language)) {
      for (const { tag, href } of hrefs(html)) {
        if (href.startsWith('mailto:')) continue;
        if (href.startsWith(host)) {
          absolute++;
          expect(resolves(language, href.slice(host.length)), `${where}: ${href}`).toBe(true);
        } else if (href.startsWith('https://')) {
          external++;
          expect(tag, `${where}: ${href}`).toContain('target="_blank"');
        } else {
          expect(resolves(language, href), `${where}: ${href}`).toBe(true);
          expect(href).not.toMatch(new RegExp(`^/(${LANGUAGES.join('|')})/`));
        }
      }
    }
    expect(absolute).toBeGreaterThan(0);
    expect(external).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('spells the fixed %s routes the content links to as the router does', (language) => {
    const router = createRouter(localisedRoutePaths(SEGMENTS[language]));
    for (const [key, paths] of Object.entries(ROUTE_PATHS)) {
      expect(paths[language], key).toBe(router.pathFor(ROUTE_IDS[key as keyof typeof ROUTE_IDS]));
    }
  });

  it('explains the eight technical terms with the same keyword in every language', () => {
    const popups: CatalogueImport['keywordPopups'] = parsed.keywordPopups;
    expect(popups.map((popup) => popup.texts.en.keyword)).toEqual(['Gore-Tex', 'PrimaLoft', 'Vibram', 'DWR', 'Cordura', 'Polartec', 'Dyneema', 'Merino']);
    for (const popup of popups) {
      for (const language of LANGUAGES) {
        const { keyword, text, url } = popup.texts[language];
        expect(keyword === popup.texts.en.keyword || (popup.texts.en.keyword === 'Merino' && keyword.includes('Merino'))).toBe(true);
        expect(text.split(/[.!?](?:\s|$)/).filter(Boolean).length).toBeLessThanOrEqual(3);
        if (url) expect(resolves(language, url), url).toBe(true);
        if (url) expect(url.startsWith(`/${tabbed.texts[language].slug}/`)).toBe(true);
      }
    }
  });

  it('sets every general setting of core 3, with JSON values that parse', () => {
    const settings = parsed.generalSettings;
    const keys = new Set(settings.map((setting) => setting.key));
    expect([...keys].sort()).toEqual(['auto_translations_disabled', 'blocked_stock_text', 'blog_category_order', 'company_employee_count', 'default_search_engine',
      'experience_manufacturer_list', 'feature_flags', 'frontpage_meta_description', 'frontpage_title', 'frosmo_category_strategy',
      'frosmo_search_sort_by', 'hidden_dynamic_page_menu_items', 'part_delivery_mode', 'price_ending_max_days', 'quick_add_products',
      'rental_enabled', 'repack_cost', 'repack_threshold', 'search_bar_placeholder', 'target_country_delivery_added_days']);
    for (const key of ['search_bar_placeholder', 'frontpage_title', 'frontpage_meta_description', 'blocked_stock_text']) {
      expect(settings.filter((s) => s.key === key).map((s) => s.language).sort()).toEqual([...LANGUAGES].sort());
    }
    for (const setting of settings.filter((s) => s.key === 'frontpage_meta_description')) {
      expect(shown(setting.value).length).toBeGreaterThan(120);
      expect(shown(setting.value).length).toBeLessThanOrEqual(160);
    }
    const value = (key: string) => settings.find((s) => s.key === key)!.value;
    for (const key of ['blog_category_order', 'experience_manufacturer_list', 'quick_add_products', 'hidden_dynamic_page_menu_items']) {
      expect(Array.isArray(JSON.parse(value(key))), key).toBe(true);
    }
    expect(JSON.parse(value('feature_flags'))).toMatchObject({ fast_shipping_product_page: true });
    expect(JSON.parse(value('target_country_delivery_added_days')).countries).toContainEqual({ code: 'se', days: 1 });
    expect(value('price_ending_max_days')).toBe('30');
    expect(value('rental_enabled')).toBe('true');
    expect(value('default_search_engine')).toBe('frosmo');
    expect(value('frosmo_category_strategy')).toBe('sort-product-group');
    expect(JSON.parse(value('repack_cost'))).toBe(2.9);
    expect(JSON.parse(value('repack_threshold'))).toBe(150);
  });
});
