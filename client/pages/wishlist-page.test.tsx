import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../tests/unit-helpers/test-site.tsx';
import WishlistPage from './wishlist-page.tsx';

describe('WishlistPage', () => {
  it('renders the same frame for everyone on the server: the title and a loading status, no list', () => {
    const html = renderWithSite(<WishlistPage />);
    expect(html).toContain('<h1 class="wishlist-page__title">Wishlist</h1>');
    expect(html).toContain('<p role="status">Loading your wishlist...</p>');
    expect(html).not.toContain('product-card');
  });
});
