import { describe, expect, it } from 'vitest';
import type { ReviewView } from '../../../shared/types/product-extra.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { ReviewCard, reviewDate } from './review-card.tsx';

const review = (overrides: Partial<ReviewView> = {}): ReviewView => ({
  id: 1, created: '2025-03-04T22:30:00Z', rating: 7, visible_name: 'Aino', comment: 'Warm and light.', language: 'fi',
  size: null, images: [], votes_up: 0, votes_down: 0, votes_total: 0, ...overrides,
});
const card = (overrides: Partial<ReviewView> = {}) => renderWithSite(<ReviewCard review={review(overrides)} onOpenImage={() => {}} />);

describe('ReviewCard', () => {
  it('shows a comment of up to 300 characters whole, without Read more', () => {
    const comment = 'a'.repeat(300);
    const html = card({ comment });
    expect(html).toContain(comment);
    expect(html).not.toContain('Read more');
  });

  it('cuts a comment over 300 characters to 200 with a Read more button', () => {
    const comment = `${'word '.repeat(70)}END`;
    const html = card({ comment });
    expect(html).not.toContain('END');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Read more<\/button>/);
    const shown = /<p id="[^"]*" class="review-card__comment">([^<]*)<\/p>/.exec(html)?.[1] ?? '';
    expect(shown.length).toBeLessThanOrEqual(201);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('fills the stars to the rating rounded to halves', () => {
    expect(card({ rating: 7 })).toContain('width:70%');
    expect(card({ rating: 8.6 })).toContain('width:90%');
  });

  it('writes the date as DD.MM.YYYY on the Helsinki calendar', () => {
    expect(reviewDate('2025-03-04T22:30:00Z')).toBe('05.03.2025');
    expect(card()).toContain('dateTime="2025-03-04T22:30:00Z"');
    expect(reviewDate('not a date')).toBe('');
  });

  it('gives each review image a button and leaves the fit out when the reviewer gave none', () => {
    const html = card({ images: ['/r/1.jpg', '/r/2.jpg'] });
    expect(html.match(/class="review-card__image"/g)).toHaveLength(2);
    expect(html).not.toContain('review-card__fit');
    expect(card({ size: 6 })).toContain('review-card__fit');
  });
});
