import { isTagManagerId } from '../../shared/tag-manager.ts';
import type { GeneralSettings } from '../../shared/types/catalogue.ts';

export const DEFAULT_GENERAL_SETTINGS: GeneralSettings = {
  searchBarPlaceholder: '',
  frontpageMetaDescription: '',
  frontpageTitle: '',
  blogCategoryOrder: [],
  priceEndingMaxDays: 30,                 // cat 9 default
  rentalEnabled: false,
  partDeliveryMode: '',
  experienceManufacturerList: [],
  autoTranslationsDisabled: false,
  blockedStockText: '',
  quickAddProducts: [],
  featureFlags: {},
  defaultSearchEngine: 'frosmo',          // core 1 default search engine
  hiddenDynamicPageMenuItems: [],
  targetCountryDeliveryAddedDays: [],
  frosmoSearchSortBy: '',
  frosmoCategoryStrategy: 'sort-product-group', // core 3 default
  // Rentle's documented embed bundle (the <rentle-store> web component); the shop id decides whether it is used.
  rentleScriptUrl: 'https://cdn.rentle.io/embed/bundle.js',
  rentleShopId: '',
  bookingResizeScriptUrl: '',
  tagManagerId: '',
};

type Warn = (message: string) => void;

/** A JSON value of the expected shape, or undefined (logged) when it does not parse or fit (core 5). */
function parseJson<T>(key: string, raw: string, accept: (value: unknown) => value is T, warn: Warn): T | undefined {
  try {
    const value: unknown = JSON.parse(raw);
    if (accept(value)) return value;
    warn(`General setting ${key} has an unexpected JSON shape; ignored`);
  } catch {
    warn(`General setting ${key} is not valid JSON; ignored`);
  }
  return undefined;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const isNumberList = (value: unknown): value is number[] => Array.isArray(value) && value.every((item) => Number.isInteger(item));
const isFlagMap = (value: unknown): value is Record<string, boolean> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'boolean');
const isAddedDays = (value: unknown): value is { countries: { code: string; days: number }[] } =>
  typeof value === 'object' && value !== null && Array.isArray((value as { countries?: unknown }).countries)
  && (value as { countries: unknown[] }).countries.every((entry) => typeof entry === 'object' && entry !== null
    && typeof (entry as { code?: unknown }).code === 'string' && Number.isInteger((entry as { days?: unknown }).days));

/**
 * A euro amount such as "2.90", "2,90" or "150"; blank is no value; anything
 * else (negative, text) is logged and ignored, so the caller's default holds.
 */
function euro(key: string, raw: Record<string, string>, warn: Warn): number | undefined {
  const value = raw[key]?.trim();
  if (!value) return undefined;
  const amount = /^\d{1,7}(?:[.,]\d{1,2})?$/.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
  if (Number.isFinite(amount)) return amount;
  warn(`General setting ${key} is not an amount in euro; ignored`);
  return undefined;
}

/** An https URL without credentials (a partner's script the page's CSP then allows); anything else is logged and ignored. */
function httpsUrl(key: string, raw: Record<string, string>, warn: Warn): string | undefined {
  const value = raw[key]?.trim();
  if (value === undefined) return undefined;
  if (value === '') return '';
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && !url.username && !url.password) return url.href;
  } catch {
    // reported below
  }
  warn(`General setting ${key} is not an https URL; ignored`);
  return undefined;
}

/**
 * The general settings of core 3 from their stored strings. JSON values are
 * parsed; one that fails is logged and ignored, keeping the default (core 5).
 * target_country_delivery_added_days is read only if it looks like JSON.
 */
export function parseGeneralSettings(raw: Record<string, string>, warn: Warn = console.warn): GeneralSettings {
  const settings: GeneralSettings = { ...DEFAULT_GENERAL_SETTINGS };
  const text = (key: string) => raw[key]?.trim();
  const json = <T>(key: string, accept: (value: unknown) => value is T) => (raw[key] === undefined ? undefined : parseJson(key, raw[key], accept, warn));

  settings.searchBarPlaceholder = text('search_bar_placeholder') ?? settings.searchBarPlaceholder;
  settings.frontpageMetaDescription = text('frontpage_meta_description') ?? settings.frontpageMetaDescription;
  settings.frontpageTitle = text('frontpage_title') ?? settings.frontpageTitle;
  settings.partDeliveryMode = text('part_delivery_mode') ?? settings.partDeliveryMode;
  settings.blockedStockText = text('blocked_stock_text') ?? settings.blockedStockText;
  settings.defaultSearchEngine = text('default_search_engine') || settings.defaultSearchEngine;
  settings.frosmoSearchSortBy = text('frosmo_search_sort_by') ?? settings.frosmoSearchSortBy;
  settings.frosmoCategoryStrategy = text('frosmo_category_strategy') || settings.frosmoCategoryStrategy;
  settings.rentalEnabled = text('rental_enabled') === 'true';
  settings.autoTranslationsDisabled = text('auto_translations_disabled') === 'true';
  const days = Number.parseInt(text('price_ending_max_days') ?? '', 10);
  if (Number.isInteger(days) && days >= 0) settings.priceEndingMaxDays = days;

  settings.blogCategoryOrder = json('blog_category_order', isStringList) ?? settings.blogCategoryOrder;
  settings.experienceManufacturerList = json('experience_manufacturer_list', isStringList) ?? settings.experienceManufacturerList;
  settings.quickAddProducts = json('quick_add_products', isNumberList) ?? settings.quickAddProducts;
  settings.featureFlags = json('feature_flags', isFlagMap) ?? settings.featureFlags;
  settings.hiddenDynamicPageMenuItems = json('hidden_dynamic_page_menu_items', isStringList) ?? settings.hiddenDynamicPageMenuItems;
  const repackCost = euro('repack_cost', raw, warn);
  if (repackCost !== undefined) settings.repackCost = repackCost;
  const repackThreshold = euro('repack_threshold', raw, warn);
  if (repackThreshold !== undefined) settings.repackThreshold = repackThreshold;
  settings.rentleScriptUrl = httpsUrl('rentle_script_url', raw, warn) || settings.rentleScriptUrl;
  settings.bookingResizeScriptUrl = httpsUrl('booking_resize_script_url', raw, warn) ?? settings.bookingResizeScriptUrl;
  // A shop id is an identifier in the widget's attribute, never markup.
  const shopId = text('rentle_shop_id') ?? '';
  if (/^[\w.-]{0,100}$/.test(shopId)) settings.rentleShopId = shopId;
  else warn('General setting rentle_shop_id is not an identifier; ignored');
  const employees = Number.parseInt(text('company_employee_count') ?? '', 10);
  if (Number.isInteger(employees) && employees > 0) settings.companyEmployeeCount = employees;
  // core 5: a container id is GTM- and uppercase alphanumerics; another value loads no tag manager.
  const tagManagerId = text('gtm_container_id') ?? '';
  if (isTagManagerId(tagManagerId)) settings.tagManagerId = tagManagerId;
  else if (tagManagerId) warn('General setting gtm_container_id is not a tag manager container id (GTM-...); ignored');
  const addedDays = text('target_country_delivery_added_days');
  if (addedDays && /^[[{]/.test(addedDays)) {
    settings.targetCountryDeliveryAddedDays = json('target_country_delivery_added_days', isAddedDays)?.countries ?? [];
  }
  return settings;
}
