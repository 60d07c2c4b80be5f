/**
 * Local runs have no Cloudflare edge, so request.cf comes from a fixture file
 * (wrangler reads CLOUDFLARE_CF_FETCH_PATH) instead of a download. The country
 * defaults to XX, "unknown", so every language shows its own defaults; set
 * CF_COUNTRY=SE to see how a visitor from Sweden is localised by geo-IP.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export function writeCfFixture(path = '.wrangler/cf.json', country = process.env.CF_COUNTRY ?? 'XX'): string {
  const file = resolve(path);
  mkdirSync(dirname(file), { recursive: true });
  // Written on every start: wrangler ignores a fixture older than 30 days.
  writeFileSync(file, JSON.stringify({
    country: country.toUpperCase(),
    colo: 'HEL',
    city: 'Helsinki',
    continent: 'EU',
    timezone: 'Europe/Helsinki',
    httpProtocol: 'HTTP/1.1',
    tlsVersion: 'TLSv1.3',
    asn: 0,
    clientTcpRtt: 0,
  }));
  return file;
}
