import type { Context } from 'hono';
import { currencyOf } from '../../shared/money.ts';
import { catalogueOf } from '../data/catalogue-context.ts';
import { getGeneralSettings } from '../data/general-settings.ts';
import type { AppEnv } from '../hono-env.ts';
import { localiseContentLinks } from '../html/localise-content-links.ts';
import { allowPartnerOrigins } from '../middleware/security-headers.ts';
import { fillDeliveryFigures } from '../services/delivery-figures.ts';
import { bookingScriptFor } from '../services/partner-scripts.ts';

interface ShownStaticPage {
  content: string;
  description: string;
  /** The external booking resize script, when the content has #etifr (core 2 Static page); this page's CSP allows it. */
  bookingScript?: string;
}

/**
 * A static page's stored (sanitised) texts as a page shows them: delivery
 * figures filled in the visitor's currency (decision 018), links given the
 * locale prefix, and the booking resize script when the content asks for it.
 */
export async function showStaticPage(c: Context<AppEnv>, page: { content: string; metaDescription: string }): Promise<ShownStaticPage> {
  const source = catalogueOf(c);
  const language = c.get('language');
  const [[content, description], settings] = await Promise.all([
    fillDeliveryFigures(source, { language, currency: currencyOf(c.get('siteConfig')) },
      [{ text: page.content, html: true }, { text: page.metaDescription, html: false }]),
    getGeneralSettings(source, language),
  ]);
  const bookingScript = bookingScriptFor(content, settings);
  if (bookingScript) allowPartnerOrigins(c, [bookingScript]);
  return { content: localiseContentLinks(content, language, c.get('strategy')), description, ...(bookingScript ? { bookingScript } : {}) };
}
