/**
 * Fills the delivery placeholders of content texts (shared/delivery/content-tokens.ts,
 * decision 018) from the delivery methods and each named country's delivery
 * days, in the visitor's currency and language. The texts themselves stay
 * cached as stored; filling happens per request, since the currency is the
 * visitor's. Nothing is read when no text holds a placeholder.
 */
import { fillDeliveryTokens, tokenCountries, type TokenData } from '../../shared/delivery/content-tokens.ts';
import type { Language } from '../../shared/languages.ts';
import type { CurrencyDisplay } from '../../shared/money.ts';
import type { Banner, BannersResponse } from '../../shared/types/catalogue.ts';
import type { CatalogueSource } from '../data/catalogue-cache.ts';
import { getCountryDeliveryDays } from '../data/delivery-limits.ts';
import { getDeliveryMethods } from '../data/delivery-methods.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import { translatorFor } from '../i18n.ts';

interface FigureText { text: string; html: boolean }

export async function fillDeliveryFigures(
  source: CatalogueSource,
  locale: { language: Language; currency: CurrencyDisplay },
  texts: FigureText[],
): Promise<string[]> {
  const countries = tokenCountries(texts.map((entry) => entry.text));
  if (countries.size === 0) return texts.map((entry) => entry.text);
  const [methods, settings] = await Promise.all([getDeliveryMethods(source), getGeneralSettings(source, locale.language)]);
  const days = new Map(await Promise.all([...countries].map(async (code) => [code, await getCountryDeliveryDays(source, code, settings)] as const)));
  const data: TokenData = { methods, days, currency: locale.currency, language: locale.language, t: translatorFor(locale.language) };
  const onUnfilled = (token: string) => console.warn(`Delivery placeholder ${token} has no data to fill it (${locale.language})`);
  return texts.map((entry) => fillDeliveryTokens(entry.text, data, { html: entry.html, onUnfilled }));
}

const BANNER_TEXTS = ['title', 'heading', 'subText', 'buttonText'] as const;

/** Banners with the delivery figures of their texts filled ("Free delivery on orders over {{delivery:fi:free_from}}"). */
export async function withBannerFigures(
  source: CatalogueSource,
  locale: { language: Language; currency: CurrencyDisplay },
  banners: BannersResponse,
): Promise<BannersResponse> {
  const all: Banner[] = [...banners.imageBanners, ...banners.dynamicPageBanners, ...banners.textBanners];
  const filled = await fillDeliveryFigures(source, locale, all.flatMap((banner) => BANNER_TEXTS.map((key) => ({ text: banner[key], html: false }))));
  const fill = <T extends Banner>(banner: T): T => {
    const at = all.indexOf(banner) * BANNER_TEXTS.length;
    return { ...banner, ...Object.fromEntries(BANNER_TEXTS.map((key, index) => [key, filled[at + index]])) };
  };
  return { imageBanners: banners.imageBanners.map(fill), dynamicPageBanners: banners.dynamicPageBanners.map(fill), textBanners: banners.textBanners.map(fill) };
}
