/**
 * npm run purge-cache -- --tags model-12,group-3
 * Purges the deployed shop's edge HTML cache by Cache-Tag (decision 039).
 * An import needs no purge for prices and texts: the catalogue version is in
 * every page's key, so the next request renders. Purge when something the
 * version does not cover changed and must show before the pages' minute is
 * up, or to free the old version's pages: --tags catalogue-v41.
 * Needs CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN (a token with the zone's
 * Cache Purge permission) in the environment.
 */
import { parseArgs } from 'node:util';
import { purgeCalls } from './purge-cache-request.ts';

const { values } = parseArgs({ options: { tags: { type: 'string' } } });
const tags = (values.tags ?? '').split(',').map((tag) => tag.trim()).filter(Boolean);
const zoneId = process.env.CLOUDFLARE_ZONE_ID;
const apiToken = process.env.CLOUDFLARE_API_TOKEN;
if (!zoneId || !apiToken) {
  console.error('Set CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN (Cache Purge permission on the zone).');
  process.exit(2);
}
const planned = purgeCalls(tags, zoneId, apiToken);
if ('invalid' in planned) {
  console.error(planned.invalid.length > 0 ? `Not a page tag: ${planned.invalid.join(', ')}` : 'Usage: npm run purge-cache -- --tags model-12,group-3');
  process.exit(2);
}
for (const call of planned.calls) {
  const response = await fetch(call.url, call.init);
  const answer = await response.json().catch(() => null) as { success?: boolean; errors?: Array<{ message: string }> } | null;
  if (!response.ok || !answer?.success) {
    console.error(`Cloudflare refused the purge (${response.status}): ${answer?.errors?.map((error) => error.message).join('; ') ?? 'no answer'}`);
    process.exit(1);
  }
}
console.log(`Purged ${new Set(tags).size} tag(s) from the edge cache.`);
