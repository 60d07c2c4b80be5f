import { describe, expect, it } from 'vitest';
import { canMoveCase, CASE_STATUSES, isCaseStatus, isClosedCase, nextCaseStatuses } from './case-status.ts';

describe('case statuses', () => {
  it('lets a new case be taken into processing or asked about', () => {
    expect(canMoveCase('new-return', 'processing-return')).toBe(true);
    expect(canMoveCase('new-return', 'more_info-return')).toBe(true);
  });

  it('moves a processed or rejected case nowhere', () => {
    expect(isClosedCase('processed-return')).toBe(true);
    expect(isClosedCase('rejected-return')).toBe(true);
    expect(nextCaseStatuses('processed-return')).toEqual([]);
    expect(canMoveCase('rejected-return', 'processing-return')).toBe(false);
  });

  it('never moves a case back to new', () => {
    for (const from of CASE_STATUSES) expect(canMoveCase(from, 'new-return')).toBe(false);
  });

  it('knows only the six statuses of cat 3', () => {
    expect(isCaseStatus('fixing-return')).toBe(true);
    expect(isCaseStatus('shipped')).toBe(false);
    expect(isCaseStatus(3)).toBe(false);
  });
});
