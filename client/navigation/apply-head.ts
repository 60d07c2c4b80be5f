import type { HeadData } from '../../shared/types/page.ts';

function setMeta(selector: string, attribute: 'name' | 'property', key: string, content: string | undefined): void {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!content) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/** Brings the document head in line with a page fetched by client navigation. */
export function applyHead(head: HeadData): void {
  document.title = head.title;
  setMeta('meta[name="description"]', 'name', 'description', head.description);
  setMeta('meta[name="robots"]', 'name', 'robots', head.robots);
  setMeta('meta[property="og:title"]', 'property', 'og:title', head.title);
  setMeta('meta[property="og:description"]', 'property', 'og:description', head.description);
  setMeta('meta[property="og:url"]', 'property', 'og:url', head.canonical);
  setMeta('meta[property="og:image"]', 'property', 'og:image', head.ogImage);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = head.canonical;
  document.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  for (const alternate of head.alternates) {
    const link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    document.head.append(link);
  }
  document.head.querySelectorAll('script[type="application/ld+json"]').forEach((script) => script.remove());
  for (const data of head.jsonLd ?? []) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}
