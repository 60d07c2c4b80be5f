/**
 * A back-in-stock sign-up (cat 5 notifier, issue 14 item 3, decision 017):
 * the subscription is stored unconfirmed and a confirmation mail with its
 * confirm and remove links goes to the outbox (decision 011 "Outbox and
 * Queue"; no mail transport yet, so locally it is read at /api/dev/outbox/).
 * It counts only once its link is followed. A subscription already
 * confirmed gets no second mail: it counts (and is re-armed if it was sent).
 */
import { isLanguage, type Language } from '../../../shared/languages.ts';
import { insertOutboxEmail } from '../../data/outbox-emails.ts';
import { subscribeToStock } from '../../data/stock-notifications.ts';
import type { Bindings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { enqueueEmail } from '../orders/outbox.ts';
import { randomToken } from '../orders/secrets.ts';
import { stockAlertEmail } from './alert-email.ts';

/** Absolute addresses of a subscription's link pages, in its language. */
export interface StockAlertLinks {
  confirm(token: string, language: Language): string;
  remove(token: string, language: Language): string;
}

interface SignUpContext { env: Bindings; now: Date; brandName: string; links: StockAlertLinks }

interface SignUp { email: string; variantId: number; language: Language }

/** 'unknown-variant': no public variant has the id; nothing is stored or sent. */
export async function signUpForStockAlert(context: SignUpContext, signUp: SignUp): Promise<'signed-up' | 'unknown-variant'> {
  const db = context.env.DB;
  const stored = await subscribeToStock(db, signUp, randomToken(24), context.now);
  if (stored.kind === 'unknown-variant') return 'unknown-variant';
  const { alert } = stored;
  if (alert.confirmed) return 'signed-up';
  // The mail speaks the subscription's language: a pending one keeps the first sign-up's.
  const language = isLanguage(alert.language) ? alert.language : signUp.language;
  const mail = stockAlertEmail({
    product: alert.product, confirmUrl: context.links.confirm(alert.token, language), removeUrl: context.links.remove(alert.token, language), brandName: context.brandName,
  }, translatorFor(language));
  const emailId = await insertOutboxEmail(db, {
    kind: 'stock_alert_confirmation', to: signUp.email.trim().toLowerCase(), language, subject: mail.subject, body: mail.body, createdAt: context.now.toISOString(),
  });
  await enqueueEmail(context.env, emailId);
  return 'signed-up';
}
