/**
 * The printable gift card behind the buyer's mail link (decision 028):
 * plain server HTML in the card's language, no React and no script, laid out
 * for A4 or letter paper: the picture, the value, the recipient and message,
 * the code and its expiry. Printing is the browser's own (Ctrl+P); the page
 * says so rather than shipping a script for a button.
 */
import type { Translate } from '../../shared/i18n.ts';
import type { Language } from '../../shared/languages.ts';
import { EURO, formatPrice } from '../../shared/money.ts';
import { displayDate } from '../../shared/product/product-title.ts';
import { DEFAULT_GIFT_CARD_TEMPLATE, giftCardArtUrl, isGiftCardTemplate } from '../../shared/gift-card/card-templates.ts';
import type { PrintableGiftCard } from '../data/gift-cards.ts';
import { escapeHtml as escape } from './html-escape.ts';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f2;margin:0;padding:2rem 1rem;color:#1d2430;line-height:1.5}
main{max-width:40rem;margin:0 auto}.card{background:#fff;border-radius:12px;overflow:hidden;box-shadow:0 2px 10px #0002}
.card img{display:block;width:100%;height:auto}.body{padding:1.5rem}.brand{font-weight:700;margin:0}
h1{font-size:1.6rem;margin:.25rem 0 1rem}.value{font-size:2rem;font-weight:700;margin:0 0 1rem}
.message{white-space:pre-line;font-style:italic;border-left:4px solid #1d4d2f;padding-left:1rem;margin:0 0 1rem}
.code{font-family:ui-monospace,monospace;font-size:1.5rem;letter-spacing:.1em;border:2px dashed #1d4d2f;padding:.5rem 1rem;display:inline-block;margin:0 0 .5rem}
.hint{color:#4a5563;font-size:.9rem}a{color:#1d4d2f}
@media print{body{background:#fff;padding:0}.card{box-shadow:none;border:1px solid #999}.hint{display:none}}`;

interface PrintPageInput { card: PrintableGiftCard | null; language: Language; t: Translate; brandName: string; shopPath: string }

export function giftCardPrintPage({ card, language, t, brandName, shopPath }: PrintPageInput): string {
  const head = (title: string) => `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} - ${escape(brandName)}</title><style>${STYLE}</style></head><body><main>`;
  if (!card) {
    return `${head(t('giftMail.giftCard.page.goneTitle'))}<div class="card"><div class="body"><p class="brand">${escape(brandName)}</p>
<h1>${escape(t('giftMail.giftCard.page.goneTitle'))}</h1><p>${escape(t('giftMail.giftCard.page.goneText'))}</p>
<p><a href="${escape(shopPath)}">${escape(t('giftMail.giftCard.page.backToShop'))}</a></p></div></div></main></body></html>`;
  }
  const template = isGiftCardTemplate(card.template) ? card.template : DEFAULT_GIFT_CARD_TEMPLATE;
  const recipient = card.recipient_name ? `<p>${escape(t('giftMail.giftCard.page.to', { name: card.recipient_name }))}</p>` : '';
  const message = card.message ? `<p class="message">${escape(card.message)}</p>` : '';
  const expiry = card.expires_at ? `<p>${escape(t('giftMail.giftCard.page.validUntil', { date: displayDate(card.expires_at) }))}</p>` : '';
  return `${head(t('giftMail.giftCard.page.title'))}<article class="card"><img src="${giftCardArtUrl(template)}" alt="" width="320" height="200">
<div class="body"><p class="brand">${escape(brandName)}</p><h1>${escape(t('giftMail.giftCard.page.title'))}</h1>
<p class="value">${escape(formatPrice(card.initial_balance ?? 0, EURO, language))}</p>${recipient}${message}
<p>${escape(t('giftMail.giftCard.page.code'))}</p><p class="code">${escape(card.code)}</p>${expiry}
<p>${escape(t('giftMail.giftCard.page.howToUse', { brand: brandName }))}</p>
<p class="hint">${escape(t('giftMail.giftCard.page.printHint'))}</p></div></article></main></body></html>`;
}
