// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { createTranslator } from '../../../shared/i18n.ts';
import type { VoteCounts } from '../../../shared/product/review-vote-counts.ts';
import { testAuthUser } from '../../../tests/unit-helpers/test-auth-user.ts';
import { authStore } from '../../state/auth-store.ts';
import { toastStore } from '../../state/toasts.ts';
import { castVote } from './review-vote-action.ts';

const t = createTranslator('en', en);
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = (up: number, down: number, vote: 'up' | 'down' | null) => json(200, { review_id: 5, review_vote: vote, votes_up: up, votes_down: down, votes_total: up + down });

/** Presses a vote of review 5 showing `counts`; answers every count the buttons showed, in order. */
async function press(clicked: 'up' | 'down', counts: VoteCounts): Promise<VoteCounts[]> {
  const shown: VoteCounts[] = [];
  await castVote({ reviewId: 5, clicked, counts, showCounts: (next) => shown.push(next), t });
  return shown;
}
const sentBody = (fetch: ReturnType<typeof vi.fn>) => JSON.parse((fetch.mock.calls[0] as [string, RequestInit])[1].body as string);

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.clear();
});

describe('castVote (cat 4 Reviews)', () => {
  it('counts a first vote at once, sends it with the customer id and then shows the server\'s counts', async () => {
    authStore.setUser(testAuthUser({ id: 42 }));
    const fetch = vi.fn(async () => answer(4, 1, 'up'));
    vi.stubGlobal('fetch', fetch);
    expect(await press('up', { up: 2, down: 1 })).toEqual([{ up: 3, down: 1 }, { up: 4, down: 1 }]);
    expect(sentBody(fetch)).toEqual({ review_id: 5, review_vote: 'up', customer_id: 42 });
    expect(authStore.getState().user?.voteReviews).toEqual([{ id: 5, vote: true }]);
  });

  it('clears the vote when the current one is pressed again (sent as null)', async () => {
    authStore.setUser(testAuthUser({ voteReviews: [{ id: 5, vote: false }] }));
    const fetch = vi.fn(async () => answer(2, 0, null));
    vi.stubGlobal('fetch', fetch);
    expect(await press('down', { up: 2, down: 1 })).toEqual([{ up: 2, down: 0 }, { up: 2, down: 0 }]);
    expect(sentBody(fetch).review_vote).toBeNull();
    expect(authStore.getState().user?.voteReviews).toEqual([]);
  });

  it('moves a vote from down to up', async () => {
    authStore.setUser(testAuthUser({ voteReviews: [{ id: 5, vote: false }, { id: 9, vote: true }] }));
    vi.stubGlobal('fetch', vi.fn(async () => answer(3, 0, 'up')));
    expect((await press('up', { up: 2, down: 1 }))[0]).toEqual({ up: 3, down: 0 });
    expect(authStore.getState().user?.voteReviews).toEqual([{ id: 5, vote: true }, { id: 9, vote: true }]);
  });

  it('puts the counts and the own vote back when saving fails, and logs it (cat 8)', async () => {
    authStore.setUser(testAuthUser({ voteReviews: [{ id: 5, vote: true }] }));
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    expect(await press('down', { up: 3, down: 1 })).toEqual([{ up: 2, down: 2 }, { up: 3, down: 1 }]);
    expect(authStore.getState().user?.voteReviews).toEqual([{ id: 5, vote: true }]);
    expect(console.error).toHaveBeenCalledWith('Review vote failed', expect.any(TypeError));
  });

  it('warns a guest that voting needs login, and sends nothing', async () => {
    authStore.settle();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await press('up', { up: 2, down: 1 })).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(toastStore.get()).toContainEqual(expect.objectContaining({ kind: 'warning', text: 'You need to be logged in to like' }));
  });

  it('treats a 401 as a session that ended: counts back, logged out, warned', async () => {
    authStore.setUser(testAuthUser());
    vi.stubGlobal('fetch', vi.fn(async () => json(401, { error: { code: 'not_logged_in', message: 'You need to login first.' } })));
    expect(await press('up', { up: 2, down: 1 })).toEqual([{ up: 3, down: 1 }, { up: 2, down: 1 }]);
    expect(authStore.getState()).toEqual({ loading: false, user: null });
    expect(toastStore.get()).toContainEqual(expect.objectContaining({ kind: 'warning', text: 'You need to be logged in to like' }));
  });
});
