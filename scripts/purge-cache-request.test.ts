import { describe, expect, it } from 'vitest';
import { purgeCalls, TAGS_PER_CALL } from './purge-cache-request.ts';

describe('the edge cache purge calls', () => {
  it('posts the tags to the zone\'s purge endpoint with the API token', () => {
    const result = purgeCalls(['model-12', 'group-3', 'model-12'], 'zone1', 'secret');
    expect(result).toEqual({ calls: [{
      url: 'https://api.cloudflare.com/client/v4/zones/zone1/purge_cache',
      init: { method: 'POST', headers: { Authorization: 'Bearer secret', 'Content-Type': 'application/json' }, body: '{"tags":["model-12","group-3"]}' },
    }] });
  });

  it('splits a long list into calls Cloudflare accepts', () => {
    const tags = Array.from({ length: TAGS_PER_CALL + 1 }, (_, index) => `model-${index}`);
    const result = purgeCalls(tags, 'zone1', 'secret');
    expect('calls' in result && result.calls.map((call) => JSON.parse(call.init.body).tags.length)).toEqual([TAGS_PER_CALL, 1]);
  });

  it('refuses a tag with a space, a comma or capitals, and an empty list', () => {
    expect(purgeCalls(['model 12', 'a,b', 'Model-1', 'page-product'], 'zone1', 'secret')).toEqual({ invalid: ['model 12', 'a,b', 'Model-1'] });
    expect(purgeCalls([], 'zone1', 'secret')).toEqual({ invalid: [] });
  });
});
