import { LANGUAGES } from '../../../shared/languages.ts';
import type { CatalogueImport, ImportTab } from '../import-format.ts';
import { deleteWhereIn, insertRows, type SqlValue, type Statement } from './sql-rows.ts';

/** Tabs in tree order (a parent before its children), with parent id and position. */
function flattenTabs(pageId: number, tabs: ImportTab[], parentId: number | null = null): { pageId: number; parentId: number | null; position: number; tab: ImportTab }[] {
  return tabs.flatMap((tab, position) => [{ pageId, parentId, position, tab }, ...flattenTabs(pageId, tab.tabs, tab.id)]);
}

/** Bundles, banners, keyword popups, static pages and general settings; each replaced whole by id. */
export function contentStatements(data: CatalogueImport): Statement[] {
  const tabs = data.staticPages.flatMap((page) => flattenTabs(page.id, page.tabs));
  const perLanguage = <T extends { id: number }>(items: T[], values: (item: T, language: (typeof LANGUAGES)[number]) => SqlValue[]) =>
    items.flatMap((item) => LANGUAGES.map((language) => [item.id, language, ...values(item, language)]));
  return [
    ...insertRows('bundles', ['id', 'primary_model_id', 'discount_percent'], data.bundles.map((b) => [b.id, b.primaryModelId, b.discountPercent]), ['id']),
    ...deleteWhereIn('bundle_texts', 'bundle_id', data.bundles.map((b) => b.id)),
    ...deleteWhereIn('bundle_models', 'bundle_id', data.bundles.map((b) => b.id)),
    ...insertRows('bundle_texts', ['bundle_id', 'language', 'name', 'description'], perLanguage(data.bundles, (b, l) => [b.texts[l].name, b.texts[l].description])),
    ...insertRows('bundle_models', ['bundle_id', 'model_id', 'position'], data.bundles.flatMap((b) => b.secondaryModelIds.map((id, i) => [b.id, id, i]))),

    ...insertRows('banners', ['id', 'kind', 'position', 'image', 'crop_point', 'group_id', 'starts_at', 'ends_at'],
      data.banners.map((b) => [b.id, b.kind, b.position, b.image, b.cropPoint, b.groupId, b.startsAt, b.endsAt]), ['id']),
    ...deleteWhereIn('banner_texts', 'banner_id', data.banners.map((b) => b.id)),
    ...insertRows('banner_texts', ['banner_id', 'language', 'title', 'heading', 'sub_text', 'url', 'button_text'],
      perLanguage(data.banners, (b, l) => [b.texts[l].title, b.texts[l].heading, b.texts[l].subText, b.texts[l].url, b.texts[l].buttonText])),

    ...insertRows('keyword_popups', ['id'], data.keywordPopups.map((k) => [k.id]), ['id']),
    ...deleteWhereIn('keyword_popup_texts', 'keyword_popup_id', data.keywordPopups.map((k) => k.id)),
    ...insertRows('keyword_popup_texts', ['keyword_popup_id', 'language', 'keyword', 'text', 'url'],
      perLanguage(data.keywordPopups, (k, l) => [k.texts[l].keyword, k.texts[l].text, k.texts[l].url])),

    // A nav key moves to the page that now claims it.
    ...data.staticPages.filter((p) => p.navKey).map((p) => ({ sql: 'UPDATE static_pages SET nav_key = NULL WHERE nav_key = ? AND id <> ?', params: [p.navKey, p.id] })),
    ...insertRows('static_pages', ['id', 'kind', 'nav_key'], data.staticPages.map((p) => [p.id, p.kind, p.navKey]), ['id']),
    ...deleteWhereIn('static_page_texts', 'page_id', data.staticPages.map((p) => p.id)),
    ...deleteWhereIn('static_page_tabs', 'page_id', data.staticPages.map((p) => p.id)),
    ...insertRows('static_page_texts', ['page_id', 'language', 'slug', 'title', 'content', 'meta_description'],
      perLanguage(data.staticPages, (p, l) => [p.texts[l].slug, p.texts[l].title, p.texts[l].content, p.texts[l].metaDescription])),
    ...insertRows('static_page_tabs', ['id', 'page_id', 'parent_tab_id', 'position'], tabs.map((t) => [t.tab.id, t.pageId, t.parentId, t.position])),
    ...insertRows('static_page_tab_texts', ['tab_id', 'language', 'slug', 'title', 'content'],
      tabs.flatMap(({ tab }) => LANGUAGES.map((l) => [tab.id, l, tab.texts[l].slug, tab.texts[l].title, tab.texts[l].content]))),

    ...insertRows('general_settings', ['key', 'language', 'value'],
      data.generalSettings.map((s) => [s.key, s.language ?? '', s.value]), ['key', 'language']),
  ];
}
