import { describe, expect, it } from 'vitest';
import type { StoredCampaignCode } from '../../data/gift-campaigns.ts';
import { codeRefusal } from './redeem-code.ts';

const NOW = new Date('2026-12-01T12:00:00Z');
const stored = (fields: Partial<StoredCampaignCode> = {}): StoredCampaignCode => ({
  codeId: 1, categorySlug: 'acme-warm', startsAt: '2026-01-01', endsAt: null, recipientPrice: 0, freeDelivery: true, taken: false, offersVariant: true, ...fields,
});

describe('why a gift campaign code cannot be redeemed (decision 026)', () => {
  it('has no reason for a free code of the category, its campaign running, offering the product', () => {
    expect(codeRefusal(stored(), 'acme-warm', NOW)).toBeNull();
    expect(codeRefusal(stored({ startsAt: null, endsAt: '2026-12-01T12:00:01Z' }), 'acme-warm', NOW)).toBeNull();
  });

  it('says wrong for no code, other campaign for another category, ended at or after its end and not started before its start', () => {
    expect(codeRefusal(null, 'acme-warm', NOW)).toBe('wrong');
    expect(codeRefusal(stored({ categorySlug: 'acme-outdoor' }), 'acme-warm', NOW)).toBe('otherCampaign');
    expect(codeRefusal(stored({ endsAt: '2026-12-01T12:00:00.000Z' }), 'acme-warm', NOW)).toBe('ended');
    expect(codeRefusal(stored({ endsAt: '2026-11-30' }), 'acme-warm', NOW)).toBe('ended');
    expect(codeRefusal(stored({ startsAt: '2026-12-02' }), 'acme-warm', NOW)).toBe('notStarted');
  });

  it('says used for a reserved or redeemed code, and other product when the category does not offer it', () => {
    expect(codeRefusal(stored({ taken: true }), 'acme-warm', NOW)).toBe('used');
    expect(codeRefusal(stored({ offersVariant: false }), 'acme-warm', NOW)).toBe('otherProduct');
  });

  it('gives the reason a recipient can act on first: another campaign before ended, ended before used, used before product', () => {
    expect(codeRefusal(stored({ categorySlug: 'x', endsAt: '2020-01-01', taken: true, offersVariant: false }), 'acme-warm', NOW)).toBe('otherCampaign');
    expect(codeRefusal(stored({ endsAt: '2020-01-01', taken: true, offersVariant: false }), 'acme-warm', NOW)).toBe('ended');
    expect(codeRefusal(stored({ taken: true, offersVariant: false }), 'acme-warm', NOW)).toBe('used');
  });
});
