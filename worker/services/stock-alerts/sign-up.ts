/**
 * A back-in-stock sign-up (cat 5 notifier, issue 14 item 3, decision 017):
 * the subscription is stored unconfirmed and a confirmation mail with its
 * confirm and remove links goes out through the outbox and the mail
 * transport (queueMail, decision 020). It counts only once its link is
 * followed; then the notice goes once the variant can be ordered
 * (send-notices.ts). A subscription already confirmed gets no second
 * mail: it counts (and is re-armed if its notice was sent).
 */
import { isLanguage, type Language } from '../../../shared/languages.ts';
import { subscribeToStock } from '../../data/stock-notifications.ts';
import type { Bindings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { randomToken } from '../orders/secrets.ts';
import { stockAlertEmail } from './alert-email.ts';

/** Absolute addresses of a subscription's link pages, in its language, on the host it came to. */
export interface StockAlertLinks {
  /** The host's origin, kept with the sign-up for the notice's links ('http://localhost:8787', 'https://kaira.fi'). */
  origin: string;
  confirm(token: string, language: Language): string;
  remove(token: string, language: Language): string;
}

interface SignUpContext { env: Bindings; now: Date; brandName: string; links: StockAlertLinks }

interface SignUp { email: string; variantId: number; language: Language }

/** 'unknown-variant': no public variant has the id; nothing is stored or sent. */
export async function signUpForStockAlert(context: SignUpContext, signUp: SignUp): Promise<'signed-up' | 'unknown-variant'> {
  const stored = await subscribeToStock(context.env.DB, { ...signUp, origin: context.links.origin }, randomToken(24), context.now);
  if (stored.kind === 'unknown-variant') return 'unknown-variant';
  const { alert } = stored;
  if (alert.confirmed) return 'signed-up';
  // The mail speaks the subscription's language: a pending one keeps the first sign-up's.
  const language = isLanguage(alert.language) ? alert.language : signUp.language;
  const mail = stockAlertEmail({
    product: alert.product, confirmUrl: context.links.confirm(alert.token, language), removeUrl: context.links.remove(alert.token, language),
    brandName: context.brandName, language,
  }, translatorFor(language));
  await queueMail(context.env, { kind: 'stock_alert_confirmation', to: signUp.email.trim().toLowerCase(), language, mail }, context.now);
  return 'signed-up';
}
