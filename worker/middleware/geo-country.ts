/** request.cf.country, lower-cased; Cloudflare's XX (unknown) and T1 (Tor) mean no country. */
export function geoCountryOf(request: Request): string | null {
  const country = (request as Request & { cf?: { country?: unknown } }).cf?.country;
  if (typeof country !== 'string') return null;
  const code = country.toLowerCase();
  return /^[a-z]{2}$/.test(code) && code !== 'xx' && code !== 't1' ? code : null;
}
