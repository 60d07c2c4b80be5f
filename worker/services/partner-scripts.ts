/**
 * The two partner scripts a page may load (decision 036), each from the
 * general settings and each allowed by that page's CSP alone: the booking
 * partner's widget on /rental/rentle/ (after the visitor asks for it), and
 * the external booking resize script of a static page holding #etifr (core 2).
 */
import type { RentleWidget } from '../../shared/types/area-pages.ts';
import type { GeneralSettings } from '../../shared/types/catalogue.ts';

/** The configured widget, or null while no shop id is set (booking is then done in the stores). */
export function rentleWidget(settings: Pick<GeneralSettings, 'rentleScriptUrl' | 'rentleShopId'>): RentleWidget | null {
  if (!settings.rentleShopId) return null;
  const url = new URL(settings.rentleScriptUrl);
  return { scriptUrl: url.href, host: url.host, shopId: settings.rentleShopId };
}

/** An element with id etifr in sanitised HTML (the sanitiser writes attributes as ` id="…"`). */
const ETIFR_ELEMENT = /<[a-z][a-z0-9]*\s[^>]*\bid="etifr"/i;

/** The resize script's URL when the content has #etifr and a script is configured; undefined otherwise. */
export function bookingScriptFor(html: string, settings: Pick<GeneralSettings, 'bookingResizeScriptUrl'>): string | undefined {
  return settings.bookingResizeScriptUrl && ETIFR_ELEMENT.test(html) ? settings.bookingResizeScriptUrl : undefined;
}
