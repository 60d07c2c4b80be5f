import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecipientsResponse } from '../../shared/types/campaign-admin.ts';
import { app } from '../../worker/app.ts';
import type { OutboxMessage } from '../../worker/env.ts';
import { translatorFor } from '../../worker/i18n.ts';
import { mailsTo, newAddress } from './account-helpers.ts';
import { CAMPAIGN_END, campaignWithCategory, orgUser } from './campaign-admin-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';

/**
 * A campaign's recipients mailed in bulk (issue 17 item 2, decision 027): the
 * outbox rows and the codes' mailed_at go in D1 batches and the Queue gets
 * them with sendBatch, never one call per recipient.
 */
type Org = Awaited<ReturnType<typeof orgUser>>;
let org: Org;

beforeAll(async () => {
  await setUpCheckout();
  org = await orgUser();
}, 60_000);

/** A Queue that records what it is given. */
function recordingQueue() {
  const batches: number[][] = [];
  let singles = 0;
  const queue = {
    send: async () => { singles += 1; },
    sendBatch: async (messages: Iterable<{ body: OutboxMessage }>) => { batches.push([...messages].map((message) => message.body.emailId)); },
  } as unknown as Queue<OutboxMessage>;
  return { queue, batches, singles: () => singles };
}

function sendRecipients(campaignId: number, body: unknown, queue: Queue<OutboxMessage>): Promise<Response> {
  return app.fetch(new Request(`http://localhost/api/org/campaigns/${campaignId}/recipients/?lang=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'cf-connecting-ip': '203.0.113.90', origin: 'http://localhost', authorization: `Bearer ${org.token}` },
    body: JSON.stringify(body),
  }), { ...env, OUTBOX: queue });
}

describe('mailing many recipients at once', { timeout: 60_000 }, () => {
  it('writes every mail and mailed_at in batches and queues them with sendBatch, a hundred at most per call', async () => {
    const campaign = await campaignWithCategory(org.token, [CHECKOUT.jacket], 'Bulk thanks');
    const addresses = Array.from({ length: 130 }, () => newAddress('bulk'));
    const recorder = recordingQueue();
    const response = await sendRecipients(campaign.id, { category_id: campaign.categories[0].id, language: 'en', emails: addresses.join('\n') }, recorder.queue);
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await response.json<RecipientsResponse>();
    expect(answer.added.map((entry) => entry.email)).toEqual(addresses);

    const rows = (await env.DB.prepare(`SELECT id, to_email, body_text FROM outbox_emails WHERE kind = 'gift_campaign_code' AND to_email IN (SELECT value FROM json_each(?)) ORDER BY id`)
      .bind(JSON.stringify(addresses)).all<{ id: number; to_email: string; body_text: string }>()).results;
    expect(rows.map((row) => row.to_email)).toEqual(addresses);
    rows.forEach((row, index) => expect(row.body_text).toContain(answer.added[index].code));
    const unmailed = await env.DB.prepare('SELECT COUNT(*) AS n FROM gift_campaign_codes WHERE campaign_id = ? AND mailed_at IS NULL').bind(campaign.id).first<number>('n');
    expect(unmailed).toBe(0);

    expect(recorder.singles()).toBe(0);
    expect(recorder.batches.map((batch) => batch.length)).toEqual([100, 30]);
    expect(recorder.batches.flat()).toEqual(rows.map((row) => row.id));
  });

  it('names the last day in the mail, and no day at all for a campaign without an end', async () => {
    const en = translatorFor('en');
    const ending = await campaignWithCategory(org.token, [CHECKOUT.jacket], 'Ending thanks');
    const endless = await campaignWithCategory(org.token, [CHECKOUT.jacket], 'Endless thanks');
    await env.DB.prepare('UPDATE gift_campaigns SET ends_at = NULL WHERE id = ?').bind(endless.id).run();
    const [first, second] = [newAddress('ending'), newAddress('endless')];
    const recorder = recordingQueue();
    expect((await sendRecipients(ending.id, { category_id: ending.categories[0].id, language: 'en', emails: first }, recorder.queue)).status).toBe(200);
    expect((await sendRecipients(endless.id, { category_id: endless.categories[0].id, language: 'en', emails: second }, recorder.queue)).status).toBe(200);
    const [withEnd] = await mailsTo(first);
    expect(withEnd.body_text).toContain(en('giftMail.campaignCode.after', { last: CAMPAIGN_END.split('-').reverse().join('.') }));
    const [withoutEnd] = await mailsTo(second);
    expect(withoutEnd.body_text).toContain(en('giftMail.campaignCode.afterNoEnd'));
    expect(withoutEnd.body_text).not.toMatch(/until\s*\./);
  });
});

describe('what a company may put in a category (decision 026: the same rule as the checkout)', { timeout: 30_000 }, () => {
  const setMap = (columns: string) => env.DB.prepare(`UPDATE product_models SET ${columns} WHERE id = ?`).bind(CHECKOUT.map).run();
  async function searchFinds(): Promise<boolean> {
    const name = (await env.DB.prepare("SELECT name FROM product_model_texts WHERE model_id = ? AND language = 'en'").bind(CHECKOUT.map).first<string>('name'))!;
    const found = await app.fetch(new Request(`http://localhost/api/org/models/?q=${encodeURIComponent(name)}&lang=en`, {
      headers: { 'cf-connecting-ip': '203.0.113.91', authorization: `Bearer ${org.token}` },
    }), env);
    expect(found.status).toBe(200);
    return (await found.json<{ models: Array<{ id: number }> }>()).models.some((model) => model.id === CHECKOUT.map);
  }

  it('finds a campaign-only model, and neither a rental nor a model that is not public', async () => {
    try {
      await setMap('campaign_only = 1');
      expect(await searchFinds()).toBe(true);
      await setMap('campaign_only = 0, is_rental = 1');
      expect(await searchFinds()).toBe(false);
      await setMap('is_rental = 0, is_public = 0');
      expect(await searchFinds()).toBe(false);
    } finally {
      await setMap('campaign_only = 0, is_rental = 0, is_public = 1');
    }
  });
});
