import { describe, expect, it } from 'vitest';
import { cardStars, StarRating } from './star-rating.tsx';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';

describe('cardStars', () => {
  it('halves the 0-10 rating and rounds to half stars', () => {
    expect(cardStars(9)).toBe(4.5);
    expect(cardStars(8.6)).toBe(4.5);
    expect(cardStars(8.4)).toBe(4);
    expect(cardStars(10)).toBe(5);
  });
});

describe('StarRating', () => {
  it('says the rating and the review count in words', () => {
    const html = renderWithSite(<StarRating rating={9} ratingCount={12} />);
    expect(html).toContain('Rated 4.5 out of 5 (12 reviews)');
    expect(html).toContain('style="width:90%"'); // 4.5 of 5 stars filled
  });

  it('uses the singular for one review', () => {
    expect(renderWithSite(<StarRating rating={6} ratingCount={1} />)).toContain('Rated 3 out of 5 (1 review)');
  });

  it('renders nothing without reviews', () => {
    expect(renderWithSite(<StarRating rating={8} ratingCount={0} />)).toBe('');
  });
});
