import { describe, expect, it } from 'vitest';
import { CAMPAIGN_CODE_ALPHABET, formatCampaignCode, isCampaignCodeShape, normaliseCampaignCode } from '../../../shared/gift-campaign/campaign-code.ts';
import { isGiftCardCodeShape, normaliseGiftCardCode } from '../../../shared/gift-card/gift-card-code.ts';
import { CAMPAIGN_CODE_BITS, newCampaignCode, newCampaignCodes, newGiftCardCode, randomCode } from './code-generator.ts';

describe('gift campaign code generation', () => {
  it("makes codes of the shop's shape that survive formatting and normalising", () => {
    for (const code of newCampaignCodes(200)) {
      expect(isCampaignCodeShape(code)).toBe(true);
      expect(normaliseCampaignCode(formatCampaignCode(code).toLowerCase())).toBe(code);
    }
  });

  it('never uses the confusable characters 0, O, 1, I, L, U or V', () => {
    const all = newCampaignCodes(500).join('');
    expect(all).not.toMatch(/[01OILUV]/);
  });

  it('carries at least 40 bits of entropy per code', () => {
    expect(CAMPAIGN_CODE_BITS).toBeGreaterThanOrEqual(40);
    expect(CAMPAIGN_CODE_BITS).toBeCloseTo(58.3, 1);
  });

  it('makes the asked number of distinct codes', () => {
    const codes = newCampaignCodes(1000);
    expect(new Set(codes).size).toBe(1000);
  });

  it('uses every letter of the alphabet about equally often', () => {
    const counts = new Map<string, number>();
    for (const character of newCampaignCodes(2000).join('')) counts.set(character, (counts.get(character) ?? 0) + 1);
    expect(counts.size).toBe(CAMPAIGN_CODE_ALPHABET.length);
    const expected = (2000 * 12) / CAMPAIGN_CODE_ALPHABET.length;
    // 24,000 draws: each letter's count stays far inside ±25 % of its share (about 8 standard deviations).
    for (const count of counts.values()) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.25);
  });

  it('draws again for bytes past the last whole alphabet, so no letter is favoured', () => {
    // A source that gives 255 (rejected) then 0 (the alphabet's first letter) over and over.
    let call = 0;
    const code = newCampaignCode((bytes) => { bytes.fill(call++ % 2 === 0 ? 255 : 0); return bytes; });
    expect(code).toBe(CAMPAIGN_CODE_ALPHABET[0].repeat(12));
  });
});

describe('gift card code generation (the same generator)', () => {
  it('makes four groups of four from the alphabet, each code different and read back by the balance check', () => {
    const codes = Array.from({ length: 200 }, () => newGiftCardCode());
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) {
      expect(isGiftCardCodeShape(code)).toBe(true);
      expect(code).not.toMatch(/[01OILUV]/);
      expect(normaliseGiftCardCode(code.replaceAll('-', '').toLowerCase())).toBe(code);
    }
  });

  it('draws past the fair limit again for any length', () => {
    let call = 0;
    expect(randomCode(16, (bytes) => { bytes.fill(call++ % 2 === 0 ? 255 : 28); return bytes; })).toBe(CAMPAIGN_CODE_ALPHABET[28].repeat(16));
  });
});
