import { describe, expect, it } from 'vitest';
import de from '../../../locales/de.json' with { type: 'json' };
import fi from '../../../locales/fi.json' with { type: 'json' };
import { dictionaryOf } from '../../../shared/route-paths.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { WishlistButton } from './wishlist-button.tsx';

describe('WishlistButton', () => {
  it('renders on the server and for hydration as "Add to wishlist", not pressed (the customer is known later)', () => {
    expect(renderWithSite(<WishlistButton modelId={7} place="page" />))
      .toBe('<button type="button" class="wishlist-button wishlist-button--page" aria-pressed="false"><span>Add to wishlist</span></button>');
  });

  it('is named by its own text on a card too, where CSS shows the heart alone', () => {
    const html = renderWithSite(<WishlistButton modelId={7} place="card" />);
    expect(html).toContain('class="wishlist-button wishlist-button--card"');
    expect(html).not.toContain('aria-label');
    expect(html).toContain('<span>Add to wishlist</span>');
  });

  it('speaks the page\'s language', () => {
    expect(renderWithSite(<WishlistButton modelId={7} place="page" />, { language: 'fi' }, dictionaryOf(fi))).toContain('Lisää toivelistalle');
    expect(renderWithSite(<WishlistButton modelId={7} place="page" />, { language: 'de' }, dictionaryOf(de))).toContain('Auf die Wunschliste');
  });
});
