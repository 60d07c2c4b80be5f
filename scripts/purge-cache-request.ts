/**
 * The Cloudflare API calls that purge the edge HTML cache by Cache-Tag
 * (decision 039): the pages carry 'catalogue-v{N}', 'page-{id}', 'model-{id}',
 * 'group-{id}' and 'brand-{id}'. Cloudflare takes up to 100 tags a call.
 */
export const TAGS_PER_CALL = 100;

/** A Cache-Tag the pages carry: letters, digits and hyphens (Cloudflare allows no spaces or commas in one). */
const TAG = /^[a-z0-9][a-z0-9-]{0,127}$/;

export interface PurgeCall { url: string; init: { method: 'POST'; headers: Record<string, string>; body: string } }

/** The calls purging `tags`, or the tags that are not tags at all. */
export function purgeCalls(tags: readonly string[], zoneId: string, apiToken: string): { calls: PurgeCall[] } | { invalid: string[] } {
  const invalid = tags.filter((tag) => !TAG.test(tag));
  if (invalid.length > 0 || tags.length === 0) return { invalid };
  const unique = [...new Set(tags)];
  const calls: PurgeCall[] = [];
  for (let start = 0; start < unique.length; start += TAGS_PER_CALL) {
    calls.push({
      url: `https://api.cloudflare.com/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`,
      init: {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ tags: unique.slice(start, start + TAGS_PER_CALL) }),
      },
    });
  }
  return { calls };
}
