/**
 * The small pages behind a back-in-stock mail's links (decision 017): plain
 * server HTML in the subscription's language, no React and no script. A link
 * only shows a page; its button (a POST to the same address) confirms or
 * removes, so a mail scanner that opens every link changes nothing
 * (RFC 8058's rule for one-click unsubscribe, kept for both links).
 */
import type { Translate } from '../../shared/i18n.ts';
import type { Language } from '../../shared/languages.ts';
import { escapeHtml as escape } from './html-escape.ts';

export type StockAlertPageKind = 'confirm' | 'confirmed' | 'remove' | 'removed' | 'gone';

export interface StockAlertPageInput {
  kind: StockAlertPageKind;
  language: Language;
  t: Translate;
  brandName: string;
  /** The product's title and variant; '' when unknown. */
  product: string;
  /** The page's own path: its button posts there. */
  action: string;
  /** The remove link's path (shown once confirmed). */
  removePath: string;
  /** The shop's front page in the language. */
  shopPath: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f2;margin:0;padding:2rem 1rem;color:#1d2430;line-height:1.5}
main{max-width:32rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 2px 10px #0002}
.brand{font-weight:700;margin:0 0 1rem}h1{font-size:1.35rem;margin:0 0 .75rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:4px;border:1px solid #1d4d2f;background:#1d4d2f;color:#fff;cursor:pointer}
a{color:#1d4d2f}:focus-visible{outline:3px solid #c2410c;outline-offset:2px}.links{margin-top:1.5rem;display:flex;flex-wrap:wrap;gap:1rem}`;

/** The page's heading, its text and its button, if it has one. */
function parts({ kind, t, product }: StockAlertPageInput): { title: string; text: string; button: string | null } {
  const named = { product: product || t('stockAlert.thisProduct') };
  switch (kind) {
    case 'confirm': return { title: t('stockAlert.confirmTitle'), text: t('stockAlert.willEmail', named), button: t('stockAlert.confirmButton') };
    case 'confirmed': return { title: t('stockAlert.confirmedTitle'), text: t('stockAlert.willEmail', named), button: null };
    case 'remove': return { title: t('stockAlert.removeTitle'), text: t('stockAlert.removeText', named), button: t('stockAlert.removeButton') };
    case 'removed': return { title: t('stockAlert.removedTitle'), text: t('stockAlert.removedText'), button: null };
    default: return { title: t('stockAlert.goneTitle'), text: t('stockAlert.goneText'), button: null };
  }
}

export function stockAlertPage(input: StockAlertPageInput): string {
  const { kind, language, t, brandName } = input;
  const { title, text, button } = parts(input);
  const form = button ? `<form method="post" action="${escape(input.action)}"><button type="submit">${escape(button)}</button></form>` : '';
  const remove = kind === 'confirmed' ? `<a href="${escape(input.removePath)}">${escape(t('stockAlert.removeLink'))}</a>` : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} - ${escape(brandName)}</title><style>${STYLE}</style></head><body><main>
<p class="brand">${escape(brandName)}</p><h1>${escape(title)}</h1><p>${escape(text)}</p>${form}
<p class="links"><a href="${escape(input.shopPath)}">${escape(t('stockAlert.backToShop'))}</a>${remove}</p></main></body></html>`;
}
