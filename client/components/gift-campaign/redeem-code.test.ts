import { describe, expect, it, vi } from 'vitest';
import { redeemCode, VALIDATE_CODE_PATH } from './redeem-code.ts';

const t = (key: string) => `t:${key}`;
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof fetch;
const input = { code: '  warm-xmas-2222 ', variantId: 501, categorySlug: 'kaira-christmas-gift' };

describe('redeeming a gift code from the product page (cat 4, cat 5, cat 8)', () => {
  it('sends the trimmed code, the variant and the category in the page language and answers the campaign data', async () => {
    const send = answer(200, { giftcampaign_data: { code: 'WARMXMAS2222', campaign: 'kaira-christmas-gift' }, product_id: 501 });
    expect(await redeemCode(input, 'fi', t, send)).toEqual({ kind: 'ok', data: { code: 'WARMXMAS2222', campaign: 'kaira-christmas-gift' } });
    expect(send).toHaveBeenCalledWith(`${VALIDATE_CODE_PATH}?lang=fi`, expect.objectContaining({
      method: 'POST', body: JSON.stringify({ code: 'warm-xmas-2222', product_id: 501, category_slug: 'kaira-christmas-gift' }),
    }));
  });

  it('asks for the code without a call when it is empty or blank', async () => {
    const send = answer(200, {});
    expect(await redeemCode({ ...input, code: '   ' }, 'en', t, send)).toEqual({ kind: 'invalid', message: 't:giftCampaign.code.required' });
    expect(send).not.toHaveBeenCalled();
  });

  it("shows a 400's code message on the field, and anything else as the unexpected error (#4924)", async () => {
    const refused = answer(400, { error: { code: 'invalid_code', message: 'This gift code has already been used.', fields: { code: 'This gift code has already been used.' } } });
    expect(await redeemCode(input, 'en', t, refused)).toEqual({ kind: 'invalid', message: 'This gift code has already been used.' });
    const otherField = answer(400, { error: { code: 'invalid_request', message: 'x', fields: { product_id: 'x' } } });
    expect(await redeemCode(input, 'en', t, otherField)).toEqual({ kind: 'unexpected' });
    expect(await redeemCode(input, 'en', t, answer(429, { error: { code: 'too_many_requests', message: 'Wait' } }))).toEqual({ kind: 'unexpected' });
    expect(await redeemCode(input, 'en', t, answer(500, { error: { code: 'internal', message: 'x' } }))).toEqual({ kind: 'unexpected' });
    const offline = vi.fn(async () => { throw new TypeError('offline'); }) as unknown as typeof fetch;
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await redeemCode(input, 'en', t, offline)).toEqual({ kind: 'unexpected' });
    quiet.mockRestore();
  });
});
