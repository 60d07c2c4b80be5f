import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerResponse } from '../../shared/types/account.ts';
import { authStore } from './auth-store.ts';
import { updateCustomer } from './customer-update.ts';

const MEMBER: CustomerResponse = {
  id: 7, is_staff: false, is_admin: false, username: null, postcode: '00100',
  customer: { wishlist_model_ids: [], voted_reviews: [], is_org_user: false, hashed_email: 'abc', email: 'aino@example.fi', cart_content: '', is_club_member: true },
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => authStore.settle());

describe('updateCustomer', () => {
  it('PATCHes the change with the page language and makes the answer the known customer at once', async () => {
    const send = vi.fn(async () => json(200, MEMBER));
    const answer = await updateCustomer({ club_member: true }, 'sv', send);
    expect(answer).toEqual({ kind: 'ok', body: MEMBER });
    expect(send).toHaveBeenCalledWith('/api/customer/?lang=sv', expect.objectContaining({ method: 'PATCH', body: '{"club_member":true}' }));
    expect(authStore.getState()).toMatchObject({ loading: false, user: { id: 7, isClubMember: true } });
  });

  it('keeps the known customer when the change is refused, and hands the field messages on', async () => {
    await updateCustomer({}, 'en', async () => json(200, MEMBER));
    const before = authStore.getState();
    const refusal = { error: { code: 'invalid_request', message: 'Enter a valid postal code.', fields: { postcode: 'Enter a valid postal code.' } } };
    const answer = await updateCustomer({ postcode: '#' }, 'en', async () => json(400, refusal));
    expect(answer).toEqual({ kind: 'refused', status: 400, code: 'invalid_request', message: 'Enter a valid postal code.', fields: { postcode: 'Enter a valid postal code.' } });
    expect(authStore.getState()).toBe(before);
  });

  it('forgets the customer when the session has ended (401)', async () => {
    await updateCustomer({}, 'en', async () => json(200, MEMBER));
    await updateCustomer({ club_member: false }, 'en', async () => json(401, { error: { code: 'not_logged_in', message: 'You need to login first.' } }));
    expect(authStore.getState()).toEqual({ loading: false, user: null });
  });

  it('answers unexpected when no answer comes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(updateCustomer({ club_member: true }, 'fi', async () => { throw new TypeError('Failed to fetch'); })).resolves.toEqual({ kind: 'unexpected' });
  });
});
