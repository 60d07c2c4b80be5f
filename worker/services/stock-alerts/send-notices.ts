/**
 * The back-in-stock sender (cat 5 notifier, issue 15 item 8, decision 020),
 * run by the cron job every 5 minutes: every confirmed sign-up still
 * waiting whose variant can now be ordered gets one notice. A pass over the
 * waiting sign-ups covers every way a variant becomes orderable (a
 * catalogue import, a staff stock change, the stock an expired order gives
 * back) without each of them having to remember to notify. The notice and
 * the notified mark are one batch (data/stock-notices.ts), so a sign-up is
 * mailed once even when two runs overlap; then the Queue takes it to the
 * mail transport like every other mail.
 */
import { isLanguage, type Language, DEFAULT_LANGUAGE } from '../../../shared/languages.ts';
import { variantOrderState } from '../../../shared/product/variant-availability.ts';
import type { VariantView } from '../../../shared/types/product-page.ts';
import { listDueStockNotices, writeStockNotice, type DueStockNotice } from '../../data/stock-notices.ts';
import { shopSettings, type Bindings } from '../../env.ts';
import { translatorFor } from '../../i18n.ts';
import { enqueueEmail } from '../orders/outbox.ts';
import { stockAlertPath } from './alert-paths.ts';
import { noticeUrl } from './notice-links.ts';
import { stockNoticeEmail } from './notice-email.ts';

/** Notices per run; a backlog goes in the next runs (12 runs an hour). */
const NOTICE_BATCH = 100;

/** Sends the due notices; answers how many were written to the outbox. */
export async function sendStockNotices(env: Bindings, now: Date): Promise<number> {
  const settings = shopSettings(env);
  const due = (await listDueStockNotices(env.DB, NOTICE_BATCH)).filter(isOrderable);
  let sent = 0;
  for (const notice of due) {
    const language: Language = isLanguage(notice.language) ? notice.language : DEFAULT_LANGUAGE;
    const url = noticeUrl(settings, notice.siteOrigin, language);
    const mail = stockNoticeEmail({
      product: notice.product, productUrl: url(notice.productPath), removeUrl: url(stockAlertPath(notice.token, 'remove')),
      brandName: settings.brandName, language,
    }, translatorFor(language));
    const emailId = await writeStockNotice(env.DB, notice.id, mail, now);
    if (emailId === null) continue;
    await enqueueEmail(env, emailId);
    sent += 1;
  }
  if (sent > 0) console.log(`Back-in-stock: ${sent} notice(s) written to the outbox`);
  return sent;
}

/** The product page's own rule (cat 4), without a delivery country: the notice says it can be ordered. */
function isOrderable({ stock }: DueStockNotice): boolean {
  const view: VariantView = {
    variantId: 0, colorSlug: '', sizeSlug: '', typeSlug: '', sizeSort: 0, typeSort: 0, teksoNumber: '', images: [],
    price: { active: 0, reference: 0, type: 'normal', club: null },
    inStock: stock.sellable > 0,
    blockedStock: stock.held > 0 && stock.sellable === 0,
    shippingTimeNumber: stock.shippingTime,
    stockIncoming: '',
    // The sellable units as one store: the rule reads only their sum.
    storeStocks: [{ storeId: 0, quantity: stock.sellable, blocked: 0, shelfCode: '' }],
  };
  return variantOrderState(view, { modelOnOrder: stock.modelOnOrder, mode: 'normal' }).orderable;
}
