import { env } from 'cloudflare:workers';
import readXlsxFile from 'read-excel-file/universal';
import { beforeAll, describe, expect, it } from 'vitest';
import { isCampaignCodeShape, normaliseCampaignCode } from '../../shared/gift-campaign/campaign-code.ts';
import type {
  CampaignCodesResponse, CampaignDetail, CampaignListResponse, ModelSearchResponse, RecipientsResponse, SavedResponse,
} from '../../shared/types/campaign-admin.ts';
import { callApi, mailsTo, newAddress } from './account-helpers.ts';
import { CAMPAIGN_END, campaignBody, campaignWithCategory, orgUser, pendingCompany } from './campaign-admin-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { orderBody, placeOrder, storedOrder } from './order-helpers.ts';
import { sessionOf } from './staff-helpers.ts';
import { CHECKOUT } from '../fixtures/checkout-catalogue.ts';

type Org = Awaited<ReturnType<typeof orgUser>>;
let org: Org;
let other: Org;
let models: Array<{ id: number; name: string }>;

beforeAll(async () => {
  await setUpCheckout();
  [org, other] = await Promise.all([orgUser(), orgUser()]);
  models = (await env.DB.prepare("SELECT m.id, t.name FROM product_models m JOIN product_model_texts t ON t.model_id = m.id AND t.language = 'en' WHERE m.is_public = 1 AND m.is_rental = 0 ORDER BY m.id LIMIT 3")
    .all<{ id: number; name: string }>()).results;
}, 60_000);

const errorOf = async (response: Response) => (await response.json<{ error: { code: string; message: string; fields: Record<string, string> } }>()).error;

describe('who may manage campaigns', { timeout: 30_000 }, () => {
  it('answers 401 to a guest, and 403 to a customer with no company or an unverified one', async () => {
    expect((await callApi('/org/campaigns/')).status).toBe(401);
    expect((await callApi('/org/campaigns/', undefined, { token: await sessionOf('customer') })).status).toBe(403);
    const pending = await pendingCompany();
    const refused = await callApi('/org/campaigns/', campaignBody(), { token: pending.token });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe('not_org_user');
  });

  it('answers 401 to a guest and 403 to a customer before looking at a bad body', async () => {
    const bad = { name: '', starts_on: 'x' };
    expect((await callApi('/org/campaigns/', bad)).status).toBe(401);
    expect((await callApi('/org/campaigns/1/codes/', { count: 'many' })).status).toBe(401);
    expect((await callApi('/org/campaigns/1/recipients/', {})).status).toBe(401);
    expect((await callApi('/org/models/?q=a')).status).toBe(401);
    expect((await callApi('/org/campaigns/', bad, { token: await sessionOf('customer') })).status).toBe(403);
  });

  it('answers 403 to an account with the org role but no verified company', async () => {
    expect((await callApi('/org/campaigns/', undefined, { token: await sessionOf('org') })).status).toBe(403);
  });
});

describe('campaigns and categories', { timeout: 30_000 }, () => {
  it('creates a campaign and lists it for its company only', async () => {
    const created = await callApi('/org/campaigns/', campaignBody({ name: 'Spring gifts', recipient_price: '12,50', free_delivery: false }), { token: org.token });
    expect(created.status).toBe(201);
    const campaign = await created.json<CampaignDetail>();
    expect(campaign).toMatchObject({ name: 'Spring gifts', starts_on: '2026-01-01', ends_on: CAMPAIGN_END, recipient_price: 12.5, free_delivery: false, codes: 0, categories: [] });
    const mine = await (await callApi('/org/campaigns/', undefined, { token: org.token })).json<CampaignListResponse>();
    expect(mine.campaigns.map((entry) => entry.id)).toContain(campaign.id);
    const theirs = await (await callApi('/org/campaigns/', undefined, { token: other.token })).json<CampaignListResponse>();
    expect(theirs.campaigns.map((entry) => entry.id)).not.toContain(campaign.id);
  });

  it('refuses bad campaign input field by field', async () => {
    const response = await callApi('/org/campaigns/', { name: ' ', starts_on: '2026-13-01', ends_on: 'tomorrow', recipient_price: '-1' }, { token: org.token, lang: 'de' });
    expect(response.status).toBe(400);
    const { fields } = await errorOf(response);
    expect(fields).toMatchObject({ name: 'Bitte füllen Sie dieses Feld aus.', starts_on: 'Geben Sie ein Datum ein.', ends_on: 'Geben Sie ein Datum ein.' });
    expect(fields.recipient_price).toContain('10.000');
    const backwards = await callApi('/org/campaigns/', campaignBody({ starts_on: '2027-02-01', ends_on: '2027-01-01' }), { token: org.token });
    expect((await errorOf(backwards)).fields.ends_on).toBe('The last day cannot be before the first day.');
  });

  it('adds categories with catalogue models and a slug of their own each', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id, models[1].id], 'Same name');
    expect(campaign.categories[0].models.map((model) => model.id)).toEqual([models[0].id, models[1].id]);
    const again = await callApi(`/org/campaigns/${campaign.id}/categories/`, { name: 'Same name gifts', model_ids: [models[2].id] }, { token: org.token });
    const detail = await again.json<CampaignDetail>();
    expect(detail.categories).toHaveLength(2);
    expect(detail.categories[0].slug).toBe('same-name-gifts');
    expect(detail.categories[1].slug).not.toBe(detail.categories[0].slug);
    expect(detail.categories[1].slug).toMatch(/^same-name-gifts-\d+$/);
  });

  it('numbers a taken slug past the highest in use, and makes Cyrillic names readable slugs', async () => {
    const campaign = await campaignWithCategory(org.token, [], 'Slug check');
    const add = async (name: string) => (await (await callApi(`/org/campaigns/${campaign.id}/categories/`, { name, model_ids: [] }, { token: org.token, lang: 'ru' })).json<CampaignDetail>())
      .categories.at(-1)!.slug;
    expect(await add('Numbered slug')).toBe('numbered-slug');
    expect(await add('Numbered slug')).toBe('numbered-slug-2');
    await env.DB.prepare("UPDATE gift_campaign_categories SET slug = 'numbered-slug-41' WHERE id = ?").bind(campaign.categories[0].id).run();
    expect(await add('Numbered slug')).toBe('numbered-slug-42');
    expect(await add('Подарки зимы')).toBe('podarki-zimy');
  });

  it('renames a category and replaces its models', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id]);
    const category = campaign.categories[0];
    const changed = await callApi(`/org/campaigns/${campaign.id}/categories/${category.id}/`, { name: 'Renamed', model_ids: [models[2].id] }, { token: org.token });
    expect(changed.status).toBe(200);
    expect((await changed.json<CampaignDetail>()).categories[0]).toMatchObject({ name: 'Renamed', slug: category.slug, models: [{ id: models[2].id }] });
  });

  it('refuses models that are not in the catalogue', async () => {
    const campaign = await campaignWithCategory(org.token, []);
    const response = await callApi(`/org/campaigns/${campaign.id}/categories/`, { name: 'Ghosts', model_ids: [models[0].id, 987654321] }, { token: org.token });
    expect(response.status).toBe(400);
    const { fields } = await errorOf(response);
    expect(fields.model_ids).toBeTruthy();
    expect(Object.keys(fields).sort()).toEqual(['model_ids', 'model_ids.1']);
  });

  it('finds catalogue models by a word of their name', async () => {
    const word = models[0].name.split(/\s+/)[0];
    const found = await callApi(`/org/models/?q=${encodeURIComponent(word)}`, undefined, { token: org.token });
    expect(found.status).toBe(200);
    expect((await found.json<ModelSearchResponse>()).models.map((model) => model.id)).toContain(models[0].id);
    expect((await callApi('/org/models/?q=a', undefined, { token: org.token })).status).toBe(400);
    expect((await callApi('/org/models/?q=%25%25', undefined, { token: org.token })).status).toBe(200);
  });

  it('answers a word too long for a LIKE pattern (60 letters, or 60 Cyrillic letters) with no models instead of failing', async () => {
    for (const word of ['a'.repeat(60), 'ж'.repeat(60), `${'%'.repeat(30)}x`]) {
      const response = await callApi(`/org/models/?q=${encodeURIComponent(word)}`, undefined, { token: org.token });
      expect(response.status, word).toBe(200);
      expect((await response.json<ModelSearchResponse>()).models).toEqual([]);
    }
  });

  it('finds names beginning with a non-ASCII capital however the word is typed ("лыжи", "ÄÄNI")', async () => {
    await env.DB.batch([
      env.DB.prepare("UPDATE product_model_texts SET name = 'Лыжи Тестовые' WHERE model_id = ? AND language = 'ru'").bind(models[1].id),
      env.DB.prepare("UPDATE product_model_texts SET name = 'Äänisukat testi' WHERE model_id = ? AND language = 'fi'").bind(models[2].id),
    ]);
    const ids = async (q: string, lang: 'ru' | 'fi') => (await (await callApi(`/org/models/?q=${encodeURIComponent(q)}`, undefined, { token: org.token, lang })).json<ModelSearchResponse>())
      .models.map((model) => model.id);
    expect(await ids('лыжи', 'ru')).toContain(models[1].id);
    expect(await ids('Лыжи тестовые', 'ru')).toContain(models[1].id);
    expect(await ids('ÄÄNISUKAT', 'fi')).toContain(models[2].id);
    expect(await ids('äänisukat', 'fi')).toContain(models[2].id);
  });
});

describe('another company\'s campaign', { timeout: 30_000 }, () => {
  it('is not found through any call', async () => {
    const theirs = await campaignWithCategory(other.token, [models[0].id]);
    const category = theirs.categories[0].id;
    await callApi(`/org/campaigns/${theirs.id}/codes/`, { category_id: category, count: 1 }, { token: other.token });
    const codeId = (await (await callApi(`/org/campaigns/${theirs.id}/codes/`, undefined, { token: other.token })).json<CampaignCodesResponse>()).codes[0].id;
    const token = org.token;
    const base = `/org/campaigns/${theirs.id}/`;
    const answers = await Promise.all([
      callApi(base, undefined, { token }),
      callApi(`${base}codes/`, undefined, { token }),
      callApi(`${base}codes/xlsx/`, undefined, { token }),
      callApi(`${base}codes/`, { category_id: category, count: 1 }, { token }),
      callApi(`${base}categories/`, { name: 'Mine now', model_ids: [] }, { token }),
      callApi(`${base}categories/${category}/`, { name: 'Mine now', model_ids: [] }, { token }),
      callApi(`${base}recipients/`, { category_id: category, language: 'en', emails: 'x@example.com' }, { token }),
      callApi(`${base}codes/${codeId}/comment/`, { comment: 'mine' }, { token }),
      callApi(`${base}codes/${codeId}/category/`, { category_id: category }, { token }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(404));
    expect((await errorOf(answers[0])).message).toBe('Campaign not found.');
    const codes = await (await callApi(`${base}codes/`, undefined, { token: other.token })).json<CampaignCodesResponse>();
    expect(codes.codes).toHaveLength(1);
    expect(codes.codes[0].comment).toBe('');
    expect(await mailsTo('x@example.com')).toEqual([]);
  });

  it('a path that is no campaign id is not found', async () => {
    expect((await callApi('/org/campaigns/abc/', undefined, { token: org.token })).status).toBe(404);
    expect((await callApi('/org/campaigns/0/codes/', undefined, { token: org.token })).status).toBe(404);
  });
});

describe('codes', { timeout: 30_000 }, () => {
  it('generates unique codes of the shop\'s shape, at most 1000 a request', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id]);
    const categoryId = campaign.categories[0].id;
    const tooMany = await callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: categoryId, count: 1001 }, { token: org.token });
    expect(tooMany.status).toBe(400);
    expect((await errorOf(tooMany)).fields.count).toBe('Enter a number between 1 and 1000.');
    const created = await callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: categoryId, count: '1000' }, { token: org.token });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ created: 1000 });
    const first = await (await callApi(`/org/campaigns/${campaign.id}/codes/`, undefined, { token: org.token })).json<CampaignCodesResponse>();
    expect(first).toMatchObject({ total: 1000, page: 1, per_page: 100 });
    expect(first.codes).toHaveLength(100);
    const codes = [...first.codes];
    for (let page = 2; page <= 10; page += 1) {
      codes.push(...(await (await callApi(`/org/campaigns/${campaign.id}/codes/?page=${page}`, undefined, { token: org.token })).json<CampaignCodesResponse>()).codes);
    }
    expect(new Set(codes.map((code) => code.code)).size).toBe(1000);
    const beyond = await (await callApi(`/org/campaigns/${campaign.id}/codes/?page=11`, undefined, { token: org.token })).json<CampaignCodesResponse>();
    expect(beyond).toMatchObject({ codes: [], total: 1000, page: 11 });
    expect((await callApi(`/org/campaigns/${campaign.id}/codes/?page=0`, undefined, { token: org.token })).status).toBe(400);
    expect((await callApi(`/org/campaigns/${campaign.id}/codes/?state=lost`, undefined, { token: org.token })).status).toBe(400);
    for (const code of codes) {
      expect(code.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(isCampaignCodeShape(normaliseCampaignCode(code.code))).toBe(true);
      expect(code).toMatchObject({ state: 'free', category_id: categoryId, recipient_email: null, comment: '' });
    }
    const elsewhere = await callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: 99999999, count: 1 }, { token: org.token });
    expect(elsewhere.status).toBe(400);
    expect((await errorOf(elsewhere)).fields.category_id).toBeTruthy();
  });

  it('answers 429 past the company\'s 20,000 codes an hour, each code counted', async () => {
    const busy = await orgUser();
    const campaign = await campaignWithCategory(busy.token, [models[0].id]);
    const make = (count: number) => callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: campaign.categories[0].id, count }, { token: busy.token });
    expect((await make(3)).status).toBe(201);
    const key = `campaign-codes:company:${busy.companyId}`;
    expect(await env.DB.prepare('SELECT count FROM rate_limits WHERE key = ?').bind(key).first('count')).toBe(3);
    await env.DB.prepare('UPDATE rate_limits SET count = 19990 WHERE key = ?').bind(key).run();
    const refused = await make(11);
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toMatch(/^Too many codes generated: please try again in \d+ minutes\.$/);
    const { total } = await (await callApi(`/org/campaigns/${campaign.id}/codes/`, undefined, { token: busy.token })).json<CampaignCodesResponse>();
    expect(total).toBe(3);
  });

  it('saves a comment ("Comment saved") and moves a code to another category ("Gift category saved")', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id]);
    const withSecond = await (await callApi(`/org/campaigns/${campaign.id}/categories/`, { name: 'Second', model_ids: [models[1].id] }, { token: org.token })).json<CampaignDetail>();
    const [first, second] = withSecond.categories;
    await callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: first.id, count: 2 }, { token: org.token });
    const [code] = (await (await callApi(`/org/campaigns/${campaign.id}/codes/`, undefined, { token: org.token })).json<CampaignCodesResponse>()).codes;
    const comment = await callApi(`/org/campaigns/${campaign.id}/codes/${code.id}/comment/`, { comment: '  For Maija  ' }, { token: org.token });
    expect(await comment.json<SavedResponse>()).toEqual({ ok: true, message: 'Comment saved' });
    const moved = await callApi(`/org/campaigns/${campaign.id}/codes/${code.id}/category/`, { category_id: second.id }, { token: org.token });
    expect(await moved.json<SavedResponse>()).toEqual({ ok: true, message: 'Gift category saved' });
    const [after] = (await (await callApi(`/org/campaigns/${campaign.id}/codes/`, undefined, { token: org.token })).json<CampaignCodesResponse>()).codes;
    expect(after).toMatchObject({ comment: 'For Maija', category_id: second.id });

    const otherCampaign = await campaignWithCategory(org.token, [models[0].id]);
    const wrong = await callApi(`/org/campaigns/${campaign.id}/codes/${code.id}/category/`, { category_id: otherCampaign.categories[0].id }, { token: org.token });
    expect(wrong.status).toBe(400);
    expect((await callApi(`/org/campaigns/${campaign.id}/codes/99999999/comment/`, { comment: 'x' }, { token: org.token })).status).toBe(404);
    expect((await callApi(`/org/campaigns/${campaign.id}/codes/${code.id}/comment/`, { comment: 'x'.repeat(501) }, { token: org.token })).status).toBe(400);
  });

  it('shows a code as reserved while its order is unpaid and redeemed once paid', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id]);
    await callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: campaign.categories[0].id, count: 3 }, { token: org.token });
    const [reserved, redeemed] = (await (await callApi(`/org/campaigns/${campaign.id}/codes/`, undefined, { token: org.token })).json<CampaignCodesResponse>()).codes;
    const orders = [];
    for (let index = 0; index < 2; index += 1) orders.push(await storedOrder((await placeOrder(orderBody({ products: [{ productId: CHECKOUT.jacketInHelsinki, amount: 1 }] }))).order_number));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO gift_campaign_redemptions (code_id, order_id, reserved_at) VALUES (?, ?, '2026-03-01T10:00:00.000Z')").bind(reserved.id, orders[0].id),
      env.DB.prepare("INSERT INTO gift_campaign_redemptions (code_id, order_id, reserved_at, paid_at) VALUES (?, ?, '2026-03-01T10:00:00.000Z', '2026-03-01T10:05:00.000Z')").bind(redeemed.id, orders[1].id),
    ]);
    const codes = (await (await callApi(`/org/campaigns/${campaign.id}/codes/`, undefined, { token: org.token })).json<CampaignCodesResponse>()).codes;
    expect(codes.map((code) => code.state)).toEqual(['reserved', 'redeemed', 'free']);
    for (const state of ['free', 'reserved', 'redeemed'] as const) {
      const only = await (await callApi(`/org/campaigns/${campaign.id}/codes/?state=${state}`, undefined, { token: org.token })).json<CampaignCodesResponse>();
      expect(only.total, state).toBe(1);
      expect(only.codes.map((code) => code.state)).toEqual([state]);
    }
    expect(codes[0].order_date).toBeTruthy();
    expect(codes[2].order_date).toBeNull();
    const summary = await (await callApi(`/org/campaigns/${campaign.id}/`, undefined, { token: org.token })).json<CampaignDetail>();
    expect(summary).toMatchObject({ codes: 3, redeemed: 1 });
  });
});

describe('a code moved or commented on', { timeout: 30_000 }, () => {
  const codesOf = async (token: string, campaignId: number) => (await (await callApi(`/org/campaigns/${campaignId}/codes/`, undefined, { token })).json<CampaignCodesResponse>()).codes;

  it('refuses with 409 to move a reserved or redeemed code to another category', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id]);
    const withSecond = await (await callApi(`/org/campaigns/${campaign.id}/categories/`, { name: 'Other', model_ids: [models[1].id] }, { token: org.token })).json<CampaignDetail>();
    await callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: withSecond.categories[0].id, count: 2 }, { token: org.token });
    const [reserved, redeemed] = await codesOf(org.token, campaign.id);
    const orders = [];
    for (let index = 0; index < 2; index += 1) orders.push(await storedOrder((await placeOrder(orderBody({ products: [{ productId: CHECKOUT.jacketInHelsinki, amount: 1 }] }))).order_number));
    await env.DB.batch([
      env.DB.prepare("INSERT INTO gift_campaign_redemptions (code_id, order_id, reserved_at) VALUES (?, ?, '2026-03-01T10:00:00.000Z')").bind(reserved.id, orders[0].id),
      env.DB.prepare("INSERT INTO gift_campaign_redemptions (code_id, order_id, reserved_at, paid_at) VALUES (?, ?, '2026-03-01T10:00:00.000Z', '2026-03-01T10:05:00.000Z')").bind(redeemed.id, orders[1].id),
    ]);
    for (const code of [reserved, redeemed]) {
      const refused = await callApi(`/org/campaigns/${campaign.id}/codes/${code.id}/category/`, { category_id: withSecond.categories[1].id }, { token: org.token });
      expect(refused.status).toBe(409);
      expect(await errorOf(refused)).toMatchObject({ code: 'code_used', message: 'This code has been used for an order, so its category cannot be changed.' });
    }
    expect((await codesOf(org.token, campaign.id)).map((code) => code.category_id)).toEqual([withSecond.categories[0].id, withSecond.categories[0].id]);
  });

  it('answers 404 for a code of another campaign under the user\'s own campaign, of the same company or another', async () => {
    const mine = await campaignWithCategory(org.token, [models[0].id]);
    const sibling = await campaignWithCategory(org.token, [models[0].id]);
    const theirs = await campaignWithCategory(other.token, [models[0].id]);
    await callApi(`/org/campaigns/${sibling.id}/codes/`, { category_id: sibling.categories[0].id, count: 1 }, { token: org.token });
    await callApi(`/org/campaigns/${theirs.id}/codes/`, { category_id: theirs.categories[0].id, count: 1 }, { token: other.token });
    const [siblingCode] = await codesOf(org.token, sibling.id);
    const [theirCode] = await codesOf(other.token, theirs.id);
    for (const code of [siblingCode, theirCode]) {
      const comment = await callApi(`/org/campaigns/${mine.id}/codes/${code.id}/comment/`, { comment: 'taken over' }, { token: org.token });
      expect(comment.status).toBe(404);
      expect((await errorOf(comment)).message).toBe('Code not found.');
      const moved = await callApi(`/org/campaigns/${mine.id}/codes/${code.id}/category/`, { category_id: mine.categories[0].id }, { token: org.token });
      expect(moved.status).toBe(404);
    }
    expect((await codesOf(org.token, sibling.id))[0]).toMatchObject({ comment: '', category_id: sibling.categories[0].id });
    expect((await codesOf(other.token, theirs.id))[0]).toMatchObject({ comment: '', category_id: theirs.categories[0].id });
  });
});

describe('recipients', { timeout: 30_000 }, () => {
  it('adds and mails the good addresses of a bulk paste and lists the bad ones', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id], 'Thanks');
    const category = campaign.categories[0];
    const good = [newAddress('gift'), newAddress('gift')];
    const pasted = `${good[0]}, not-an-address\n<${good[1]}>; also@bad ${good[0].toUpperCase()}`;
    const response = await callApi(`/org/campaigns/${campaign.id}/recipients/`, { category_id: category.id, language: 'fi', emails: pasted }, { token: org.token });
    expect(response.status).toBe(200);
    const answer = await response.json<RecipientsResponse>();
    expect(answer.added.map((entry) => entry.email)).toEqual(good);
    expect(answer.invalid).toEqual(['not-an-address', 'also@bad']);
    for (const [index, email] of good.entries()) {
      const mails = await mailsTo(email);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'gift_campaign_code', language: 'fi' });
      expect(mails[0].body_text).toContain(answer.added[index].code);
      expect(mails[0].body_text).toContain(`http://localhost/lahjakampanjat/${category.slug}/`);
      expect(mails[0].subject).toBe('Lahjasi: Thanks');
    }
    const codes = (await (await callApi(`/org/campaigns/${campaign.id}/codes/`, undefined, { token: org.token })).json<CampaignCodesResponse>()).codes;
    expect(codes.map((code) => [code.recipient_email, code.recipient_language, code.mailed_at !== null])).toEqual([[good[0], 'fi', true], [good[1], 'fi', true]]);
  });

  it('counts each mailed address against the company\'s 3000 mails an hour, and a paste of no addresses not at all', async () => {
    const busy = await orgUser();
    const campaign = await campaignWithCategory(busy.token, [models[0].id]);
    const send = (emails: string) => callApi(`/org/campaigns/${campaign.id}/recipients/`, { category_id: campaign.categories[0].id, language: 'en', emails }, { token: busy.token, lang: 'fi' });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await send('nobody')).status).toBe(200);
    const key = `campaign-mails:company:${busy.companyId}`;
    expect(await env.DB.prepare('SELECT count(*) AS n FROM rate_limits WHERE key = ?').bind(key).first('n')).toBe(0);
    expect((await send(`${newAddress('limit')} ${newAddress('limit')}`)).status).toBe(200);
    const counted = await env.DB.prepare('SELECT window_start, count FROM rate_limits WHERE key = ?').bind(key).first<{ window_start: number; count: number }>();
    expect(counted?.count).toBe(2);
    await env.DB.prepare('UPDATE rate_limits SET count = 2999 WHERE key = ?').bind(key).run();
    const late = [newAddress('late'), newAddress('late')];
    const refused = await send(late.join(' '));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect((await errorOf(refused)).message).toMatch(/^Liian monta lähetystä: yritä uudelleen \d+ minuutin kuluttua\.$/);
    expect(await mailsTo(late[0])).toEqual([]);
  });

  it('adds one address typed alone, and answers a paste of no addresses without adding any', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id]);
    const category = campaign.categories[0].id;
    const one = await callApi(`/org/campaigns/${campaign.id}/recipients/`, { category_id: category, language: 'sv', emails: ` ${newAddress('one')} ` }, { token: org.token });
    expect((await one.json<RecipientsResponse>()).added).toHaveLength(1);
    const none = await callApi(`/org/campaigns/${campaign.id}/recipients/`, { category_id: category, language: 'sv', emails: 'nobody, @nowhere' }, { token: org.token });
    expect(await none.json()).toEqual({ added: [], invalid: ['nobody', '@nowhere'] });
    const empty = await callApi(`/org/campaigns/${campaign.id}/recipients/`, { category_id: category, language: 'xx', emails: '' }, { token: org.token });
    expect(empty.status).toBe(400);
    expect(Object.keys((await errorOf(empty)).fields).sort()).toEqual(['emails', 'language']);
  });
});

describe('the codes as an Excel file', { timeout: 30_000 }, () => {
  it('answers a real .xlsx with the codes, their states and comments', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id], 'Excel check');
    await callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: campaign.categories[0].id, count: 3 }, { token: org.token });
    const { codes } = await (await callApi(`/org/campaigns/${campaign.id}/codes/`, undefined, { token: org.token })).json<CampaignCodesResponse>();
    await callApi(`/org/campaigns/${campaign.id}/codes/${codes[1].id}/comment/`, { comment: 'Given at the party' }, { token: org.token });
    const response = await callApi(`/org/campaigns/${campaign.id}/codes/xlsx/`, undefined, { token: org.token });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Excel-check-codes.xlsx"; filename*=UTF-8\'\'Excel-check-codes.xlsx');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const sheets = await readXlsxFile(await response.arrayBuffer());
    expect(sheets[0].sheet).toBe('Excel check');
    const [header, ...rows] = sheets[0].data;
    expect(header).toEqual(['Code', 'Category', 'State', 'Order date', 'Recipient', 'Language', 'Mailed', 'Comment']);
    expect(rows.map((row) => row[0])).toEqual(codes.map((code) => code.code));
    expect(rows.map((row) => row[2])).toEqual(['Free', 'Free', 'Free']);
    expect(rows[1][1]).toBe('Excel check gifts');
    expect(rows[1][7]).toBe('Given at the party');
  });

  it('writes the headers and states in the request\'s language', async () => {
    const campaign = await campaignWithCategory(org.token, [models[0].id]);
    await callApi(`/org/campaigns/${campaign.id}/codes/`, { category_id: campaign.categories[0].id, count: 1 }, { token: org.token });
    const response = await callApi(`/org/campaigns/${campaign.id}/codes/xlsx/`, undefined, { token: org.token, lang: 'fi' });
    const [sheet] = await readXlsxFile(await response.arrayBuffer());
    expect(sheet.data[0][0]).toBe('Koodi');
    expect(sheet.data[1][2]).toBe('Vapaa');
  });
});
