import { LANGUAGE_DEFAULTS, isLanguage } from '../../shared/languages.ts';
import { ANNOUNCER_ELEMENT_ID, PAGE_DATA_ELEMENT_ID, ROOT_ELEMENT_ID, type PagePayload } from '../../shared/types/page.ts';
import type { PageAssets } from './client-assets.ts';
import { escapeHtml, jsonForScript } from '../html/html-escape.ts';

const OG_IMAGE_WIDTH = 1200;
const OG_IMAGE_HEIGHT = 630;

/**
 * Everything before the React markup: the head with the page payload for
 * hydration (JSON, not script), then the opening of the root element.
 */
export function documentStart(payload: PagePayload, assets: PageAssets, nonce: string): string {
  const { head, config } = payload;
  const attr = escapeHtml;
  const ogLocale = isLanguage(config.language) ? LANGUAGE_DEFAULTS[config.language].numberLocale.replace('-', '_') : 'fi_FI';
  const parts = [
    '<!DOCTYPE html>',
    `<html lang="${attr(config.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...assets.css.map((href) => `<link rel="stylesheet" href="${attr(href)}">`),
    `<link rel="modulepreload" href="${attr(assets.entry)}" nonce="${attr(nonce)}">`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${attr(href)}" nonce="${attr(nonce)}">`),
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${attr(head.description)}">`,
    head.robots ? `<meta name="robots" content="${attr(head.robots)}">` : '',
    `<link rel="canonical" href="${attr(head.canonical)}">`,
    ...head.alternates.map((link) => `<link rel="alternate" hreflang="${attr(link.hreflang)}" href="${attr(link.href)}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${attr(config.brandName)}">`,
    `<meta property="og:locale" content="${attr(ogLocale)}">`,
    `<meta property="og:title" content="${attr(head.title)}">`,
    `<meta property="og:description" content="${attr(head.description)}">`,
    `<meta property="og:url" content="${attr(head.canonical)}">`,
    `<meta property="og:image" content="${attr(head.ogImage)}">`,
    `<meta property="og:image:width" content="${OG_IMAGE_WIDTH}">`,
    `<meta property="og:image:height" content="${OG_IMAGE_HEIGHT}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    // Data blocks are never executed, so the script CSP does not apply to them.
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<meta name="theme-color" content="#1f3a2e">',
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(hydrationPayload(payload))}</script>`,
    '</head>',
    '<body>',
    // The boot hydrates with the page's chunk and dictionary parts named here (client/boot.tsx), and the
    // dictionary's chunks are found by these URLs.
    `<div id="${ROOT_ELEMENT_ID}" data-page-module="${attr(assets.pageModule)}" data-page-parts="${attr(assets.pageParts.join(' '))}"`,
    ` data-dictionary="${attr(assets.dictionary)}" data-dictionary-parts="${attr(assets.dictionaryParts)}">`,
  ];
  return parts.filter(Boolean).join('');
}

/**
 * The payload the client hydrates from, without the JSON-LD the head already
 * carries: the client applies a head's JSON-LD only after a navigation, from
 * the page data it fetched (client/navigation/apply-head.ts). A product's
 * JSON-LD is some 19 KB, a group page's 11 KB (issue 19, faster misses).
 */
function hydrationPayload(payload: PagePayload): PagePayload {
  return payload.head.jsonLd ? { ...payload, head: { ...payload.head, jsonLd: undefined } } : payload;
}

/**
 * Everything after the React markup: the entry module, which starts as soon as it loads (the page
 * is complete by then), closing the root element as React's own bootstrap script did, then the
 * announcer the client router writes page titles into (client/navigation/page-arrival.ts).
 */
export function documentEnd(assets: PageAssets, nonce: string): string {
  return `<script type="module" src="${escapeHtml(assets.entry)}" nonce="${escapeHtml(nonce)}" async=""></script></div>`
    + `<p id="${ANNOUNCER_ELEMENT_ID}" class="visually-hidden" aria-live="polite"></p></body></html>`;
}
