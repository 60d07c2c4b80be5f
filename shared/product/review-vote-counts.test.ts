import { describe, expect, it } from 'vitest';
import { countsAfterVote } from './review-vote-counts.ts';

describe('countsAfterVote', () => {
  it('adds a first vote to its own count only', () => {
    expect(countsAfterVote({ up: 3, down: 1 }, null, 'up')).toEqual({ up: 4, down: 1 });
    expect(countsAfterVote({ up: 3, down: 1 }, null, 'down')).toEqual({ up: 3, down: 2 });
  });

  it('moves a changed vote from one count to the other', () => {
    expect(countsAfterVote({ up: 4, down: 1 }, 'up', 'down')).toEqual({ up: 3, down: 2 });
    expect(countsAfterVote({ up: 3, down: 2 }, 'down', 'up')).toEqual({ up: 4, down: 1 });
  });

  it('takes a cleared vote off its count', () => {
    expect(countsAfterVote({ up: 4, down: 1 }, 'up', null)).toEqual({ up: 3, down: 1 });
    expect(countsAfterVote({ up: 4, down: 1 }, 'down', null)).toEqual({ up: 4, down: 0 });
  });

  it('gives back the counts it started from when the change is undone', () => {
    const before = { up: 7, down: 6 };
    expect(countsAfterVote(countsAfterVote(before, 'down', 'up'), 'up', 'down')).toEqual(before);
  });

  it('never counts below zero', () => {
    expect(countsAfterVote({ up: 0, down: 0 }, 'up', 'down')).toEqual({ up: 0, down: 1 });
  });
});
