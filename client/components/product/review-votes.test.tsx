import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { ReviewVotes } from './review-votes.tsx';

describe('ReviewVotes', () => {
  it('shows both votes with their counts, named by their own text, neither pressed before the customer is known', () => {
    const html = renderWithSite(<ReviewVotes reviewId={5} votesUp={7} votesDown={2} />);
    const buttons = [...html.matchAll(/<button([^>]*)>(.*?)<\/button>/g)];
    expect(buttons).toHaveLength(2);
    expect(buttons.map(([, attributes]) => /aria-pressed="(\w+)"/.exec(attributes)?.[1])).toEqual(['false', 'false']);
    expect(html).not.toContain('aria-label');
    const texts = buttons.map(([, , inner]) => inner.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim());
    expect(texts).toEqual(['Helpful 7', 'Not helpful 2']);
  });

  it('hides the arrows from assistive technology', () => {
    const html = renderWithSite(<ReviewVotes reviewId={5} votesUp={0} votesDown={0} />);
    expect(html.match(/<svg aria-hidden="true" focusable="false"/g)).toHaveLength(2);
  });
});
