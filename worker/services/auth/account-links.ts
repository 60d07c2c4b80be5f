/**
 * The account mails' links (issue 15 item 8): on the shop's host the
 * customer used, in the mail's language, by the same rule as the
 * back-in-stock notices (a brand host serves one language).
 */
import type { Language } from '../../../shared/languages.ts';
import type { ShopSettings } from '../../env.ts';
import { routerFor } from '../../i18n.ts';
import { noticeUrl } from '../stock-alerts/notice-links.ts';
import type { AccountLinks } from './account-context.ts';

export function accountLinksFor(settings: ShopSettings, origin: string): AccountLinks {
  return {
    origin,
    route: (routeId, language: Language, params) => noticeUrl(settings, origin || null, language)(routerFor(language).pathFor(routeId, params)),
  };
}
