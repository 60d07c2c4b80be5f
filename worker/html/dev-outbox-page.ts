/**
 * The dev outbox page (/dev/outbox/, decision 020): plain server HTML, no
 * script, listing the latest mails with their recipient, time and state,
 * the text part with its links clickable and the HTML part in a sandboxed
 * iframe. A link in the HTML part opens in the page itself (target _top,
 * on a click only), so following an activation link works as in a mail
 * client. Local runs only; the shop never links here.
 */
import type { Translate } from '../../shared/i18n.ts';
import type { Language } from '../../shared/languages.ts';
import type { OutboxEmail } from '../data/outbox-emails.ts';
import { escapeHtml as escape } from './html-escape.ts';

export interface DevOutboxPageInput {
  language: Language;
  t: Translate;
  brandName: string;
  emails: OutboxEmail[];
}

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f2;margin:0;color:#1d2430;line-height:1.5}
header,main{max-width:60rem;margin:0 auto;padding:1rem}.brand{font-weight:700;margin:0}h1{font-size:1.5rem;margin:0 0 .5rem}
article{background:#fff;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0;box-shadow:0 1px 6px #0002}h2{font-size:1.15rem;margin:0 0 .5rem;overflow-wrap:anywhere}
h3{font-size:1rem;margin:1rem 0 .25rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:0}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f7f7f4;padding:.75rem;border-radius:4px;margin:0;font-size:.9rem}
iframe{width:100%;height:32rem;border:1px solid #c9ccc4;border-radius:4px;background:#fff}a{color:#1d4d2f}
:focus-visible{outline:3px solid #c2410c;outline-offset:2px}.error{color:#8a1c12}`;

/** 'YYYY-MM-DD HH:MM:SS UTC' from an ISO time: a developer reads it, in any page language. */
const timeText = (iso: string) => `${iso.replace('T', ' ').slice(0, 19)} UTC`;
const time = (iso: string) => `<time datetime="${escape(iso)}">${escape(timeText(iso))}</time>`;

/**
 * The mail's frame: an opaque origin (no allow-same-origin), so it can reach
 * nothing of the page; links may replace the page on a click. Scripts are
 * allowed only so that accessibility checkers can look inside the frame: a
 * srcdoc document keeps this page's CSP, whose nonce no mail carries, so no
 * script of a mail could run.
 */
const FRAME_SANDBOX = 'allow-scripts allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox';

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** The text part, escaped, with every http(s) address a link. */
export function linkifyText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    html += escape(text.slice(last, match.index)) + `<a href="${escape(url)}">${escape(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escape(text.slice(last));
}

/** The mail's HTML as the iframe's document, its links opening in the page rather than in the frame. */
export function frameDocument(html: string): string {
  const base = '<base target="_top">';
  return /<head(\s[^>]*)?>/i.test(html) ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

function emailArticle(email: OutboxEmail, t: Translate): string {
  const id = `mail-${email.id}`;
  const subject = email.subject || `#${email.id}`;
  const status = email.sent_at
    ? escape(t('mail.devOutbox.sent', { time: timeText(email.sent_at), transport: email.transport ?? '-' }))
    : escape(t('mail.devOutbox.unsent'));
  const error = email.last_error && !email.sent_at
    ? `<dt>${escape(t('mail.devOutbox.lastError'))}</dt><dd class="error">${escape(email.last_error)}</dd>` : '';
  const htmlPart = email.body_html
    ? `<h3>${escape(t('mail.devOutbox.htmlPart'))}</h3><iframe title="${escape(t('mail.devOutbox.htmlFrame', { subject }))}" `
      + `sandbox="${FRAME_SANDBOX}" srcdoc="${escape(frameDocument(email.body_html))}"></iframe>`
    : '';
  return `<article aria-labelledby="${id}"><h2 id="${id}">${escape(subject)}</h2><dl>`
    + `<dt>${escape(t('mail.devOutbox.to'))}</dt><dd>${escape(email.to_email)}</dd>`
    + `<dt>${escape(t('mail.devOutbox.kind'))}</dt><dd>${escape(email.kind)} (${escape(email.language)})</dd>`
    + `<dt>${escape(t('mail.devOutbox.written'))}</dt><dd>${time(email.created_at)}</dd>`
    + `<dt>${escape(t('mail.devOutbox.status'))}</dt><dd>${status}</dd>${error}</dl>`
    + `<h3>${escape(t('mail.devOutbox.textPart'))}</h3><pre>${linkifyText(email.body_text)}</pre>${htmlPart}</article>`;
}

export function devOutboxPage({ language, t, brandName, emails }: DevOutboxPageInput): string {
  const title = t('mail.devOutbox.title');
  const list = emails.length === 0 ? `<p>${escape(t('mail.devOutbox.empty'))}</p>` : emails.map((email) => emailArticle(email, t)).join('');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escape(title)} - ${escape(brandName)}</title><style>${STYLE}</style></head><body>
<header><p class="brand">${escape(brandName)}</p></header>
<main><h1>${escape(title)}</h1><p>${escape(t('mail.devOutbox.intro'))}</p>${list}</main></body></html>`;
}
