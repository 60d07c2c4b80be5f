import manifest from '../../build/client-manifest.json';
import type { Language } from '../../shared/languages.ts';
import { chunksOfPage, type ClientManifest } from '../../shared/page-chunks.ts';
import { formatPartUrls } from '../../shared/dictionary-part-urls.ts';
import { PAGE_PARTS } from '../../shared/page-parts.ts';
import type { PageId } from '../../shared/route-table.ts';

export const clientManifest = manifest as ClientManifest;

export interface PageAssets {
  entry: string;
  css: string[];
  /** Modules to preload so hydration does not wait on a request waterfall. */
  preload: string[];
  /** The page's own chunk and its dictionary parts, which the browser's boot loads before hydrating (client/boot.tsx). */
  pageModule: string;
  pageParts: readonly string[];
  /** The language's dictionary and its parts' chunks, part by part: the browser imports them by these URLs (client/dictionary-parts.ts). */
  dictionary: string;
  dictionaryParts: string;
}

/** The parts' URLs as the root element names them (shared/dictionary-part-urls.ts), per language. */
const partUrlsByLanguage = new Map<string, string>();
function dictionaryPartUrls(language: Language): string {
  let urls = partUrlsByLanguage.get(language);
  if (urls === undefined) {
    urls = formatPartUrls(Object.entries(clientManifest.dictionaryParts).map(([part, byLanguage]) => [part, byLanguage[language]?.file ?? ''] as const));
    partUrlsByLanguage.set(language, urls);
  }
  return urls;
}

/** The scripts and styles one page needs, for modulepreload and stylesheet links. */
export function assetsForPage(pageId: string, language: Language): PageAssets {
  const preload = chunksOfPage(clientManifest, pageId, language).filter((file) => file !== clientManifest.entry);
  return {
    entry: clientManifest.entry,
    css: clientManifest.css,
    preload,
    pageModule: clientManifest.pages[pageId]?.file ?? '',
    pageParts: PAGE_PARTS[pageId as PageId] ?? [],
    dictionary: clientManifest.locales[language]?.file ?? '',
    dictionaryParts: dictionaryPartUrls(language),
  };
}

/**
 * The `Link` header of an HTML page (issue 19): its stylesheets as preloads,
 * which Cloudflare also sends ahead as 103 Early Hints. Scripts are not in
 * it: the CSP's 'strict-dynamic' runs only scripts that carry the response's
 * nonce, and a header preload carries none, so the browser would refuse it;
 * the head's nonce'd modulepreload links fetch them instead.
 */
export function preloadLinkHeader(assets: PageAssets): string {
  return assets.css.map((href) => `<${href}>; rel=preload; as=style`).join(', ');
}
