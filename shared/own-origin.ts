import { LANGUAGES, productionHost } from './languages.ts';

/** Every production host of the shop: the brand domain on each language's TLD, with and without www. */
export function ownHosts(brandDomain: string): string[] {
  return LANGUAGES.flatMap((language) => {
    const host = productionHost(brandDomain, language);
    return [host, `www.${host}`];
  });
}

/**
 * A URL pointing at the shop itself becomes a root-relative path, so it works
 * on every host and navigates on the client (core 5: "Banner URLs have the
 * shop's own origin stripped"). Other URLs are returned unchanged.
 */
export function stripOwnOrigin(url: string, hosts: readonly string[]): string {
  // Browsers drop tabs and newlines inside URLs: judge the URL they will see.
  const match = /^(?:https?:)?\/\/([^/?#]+)(.*)$/i.exec(url.trim().replace(/[\t\n\r]/g, ''));
  if (!match) return url;
  const host = match[1].toLowerCase().replace(/:\d+$/, '');
  if (!hosts.includes(host)) return url;
  const rest = match[2];
  // '//other.example/' left over would itself point at another host.
  if (/^[/\\]{2}/.test(rest)) return url;
  return rest.startsWith('/') ? rest : `/${rest}`;
}
