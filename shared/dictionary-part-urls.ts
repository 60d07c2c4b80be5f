/**
 * The dictionary parts' chunk URLs as the document's root element names them
 * (`data-dictionary-parts`, decision 043): "part=url part=url". The worker
 * writes it (worker/render/client-assets.ts), the browser reads it
 * (client/dictionary-parts.ts).
 */
export function formatPartUrls(urls: ReadonlyArray<readonly [part: string, url: string]>): string {
  return urls.map(([part, url]) => `${part}=${url}`).join(' ');
}

export function parsePartUrls(attribute: string): Map<string, string> {
  return new Map(attribute.split(' ').filter(Boolean).map((entry) => {
    const at = entry.indexOf('=');
    return [entry.slice(0, at), entry.slice(at + 1)] as const;
  }));
}
