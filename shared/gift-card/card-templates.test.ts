import { describe, expect, it } from 'vitest';
import { DEFAULT_GIFT_CARD_TEMPLATE, GIFT_CARD_TEMPLATES, giftCardArt, giftCardArtUrl, isGiftCardTemplate } from './card-templates.ts';

describe('gift card templates', () => {
  it('draws every template as an SVG document of 320 by 200', () => {
    for (const template of GIFT_CARD_TEMPLATES) {
      const svg = giftCardArt(template);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 320 200"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(giftCardArtUrl(template).startsWith('data:image/svg+xml,')).toBe(true);
    }
  });

  it('names the picture for screen readers only when given a title, without markup from it', () => {
    expect(giftCardArt('aurora')).toContain('aria-hidden="true"');
    expect(giftCardArt('aurora', 'Northern <lights>')).toContain('<title>Northern lights</title>');
  });

  it('knows its own templates and nothing else', () => {
    expect(isGiftCardTemplate(DEFAULT_GIFT_CARD_TEMPLATE)).toBe(true);
    expect(isGiftCardTemplate('lake')).toBe(true);
    expect(isGiftCardTemplate('javascript:')).toBe(false);
    expect(isGiftCardTemplate(7)).toBe(false);
  });
});
