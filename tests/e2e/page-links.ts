/**
 * The links of a page's HTML for the dead-link crawler (link-crawler.ts): its
 * `<a href>` links, resolved, without their hash, and which of them belong to
 * a list the crawler samples rather than checks whole.
 */

/** Lists of links to pages of one kind, of which the first few stand for all: product cards, brand lists, blog post cards. */
export const SAMPLED = ['product-card', 'brand-strip', 'brands-index', 'post-card'] as const;
const NOT_PAGES = /^\/(?:api|assets|cdn-cgi)\//;
const FILE = /\.(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|map|json|xml|txt|pdf|zip|woff2?)$/i;

/** A link of a page; `sample` names the sampled kind of list it belongs to. */
export interface PageLink { url: URL; sample?: (typeof SAMPLED)[number] }

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decode = (text: string) => text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
  if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
  return String.fromCodePoint(name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
});
const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i'))?.slice(1).find((value) => value !== undefined);

/** The `<a href>` links of a document outside its scripts (the page data repeats texts that may hold markup). */
export function linksOf(html: string, base: URL): PageLink[] {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, '');
  const links: PageLink[] = [];
  // The classes of the lists the tag is in: a brand list's links have none of their own.
  const lists: string[] = [];
  for (const [tag, closing, name] of markup.matchAll(/<(\/?)(a|ul|ol)\b[^>]*>/gi)) {
    const isList = name.toLowerCase() !== 'a';
    if (isList) {
      if (closing) lists.pop();
      else lists.push(attribute(tag, 'class') ?? '');
      continue;
    }
    const href = closing ? undefined : attribute(tag, 'href');
    if (!href || href.startsWith('#')) continue;
    let url: URL;
    try { url = new URL(decode(href).trim(), base); } catch { continue; }
    url.hash = '';
    const classes = `${attribute(tag, 'class') ?? ''} ${lists.join(' ')}`;
    links.push({ url, sample: SAMPLED.find((kind) => new RegExp(`\\b${kind}`).test(classes)) });
  }
  return links;
}

/** Whether the crawl checks a link: a page of this host, not the API, an asset or a file. */
export function isPageLink(url: URL, origin: string): boolean {
  return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:')
    && !NOT_PAGES.test(url.pathname) && !FILE.test(url.pathname);
}
