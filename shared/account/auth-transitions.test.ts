import { describe, expect, it } from 'vitest';
import { applyVote, nextVoteChoice, withWishlistModel } from './auth-transitions.ts';

describe('nextVoteChoice (cat 4: clicking the current vote again clears it)', () => {
  it('votes the clicked way when there is no vote or the other one', () => {
    expect(nextVoteChoice(undefined, 'up')).toBe('up');
    expect(nextVoteChoice({ id: 1, vote: false }, 'up')).toBe('up');
    expect(nextVoteChoice({ id: 1, vote: true }, 'down')).toBe('down');
  });

  it('clears the vote when the current one is clicked again', () => {
    expect(nextVoteChoice({ id: 1, vote: true }, 'up')).toBeNull();
    expect(nextVoteChoice({ id: 1, vote: false }, 'down')).toBeNull();
  });
});

describe('applyVote (core 4 Review vote)', () => {
  const votes = [{ id: 1, vote: true }, { id: 2, vote: false }];

  it('adds a vote for a new review, up as true and down as false', () => {
    expect(applyVote(votes, 3, 'up')).toEqual([...votes, { id: 3, vote: true }]);
    expect(applyVote(votes, 3, 'down')).toEqual([...votes, { id: 3, vote: false }]);
  });

  it('changes an existing vote in place and removes it for null', () => {
    expect(applyVote(votes, 1, 'down')).toEqual([{ id: 1, vote: false }, { id: 2, vote: false }]);
    expect(applyVote(votes, 2, null)).toEqual([{ id: 1, vote: true }]);
  });

  it('undoes an optimistic change when given the vote from before it', () => {
    expect(applyVote(applyVote(votes, 2, 'up'), 2, 'down')).toEqual(votes);
    expect(applyVote(applyVote(votes, 3, 'up'), 3, null)).toEqual(votes);
  });
});

describe('withWishlistModel', () => {
  it('puts an added model first, once, and drops a removed one', () => {
    expect(withWishlistModel([5, 7], 9, true)).toEqual([9, 5, 7]);
    expect(withWishlistModel([5, 7], 7, true)).toEqual([7, 5]);
    expect(withWishlistModel([5, 7], 5, false)).toEqual([7]);
    expect(withWishlistModel([5, 7], 9, false)).toEqual([5, 7]);
  });
});
