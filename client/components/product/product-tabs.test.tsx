import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { ProductTabs, visibleProductTabs, type ProductTabId } from './product-tabs.tsx';

const panels = {
  description: <p>DESC</p>, details: <p>DETAILS</p>, availability: <p>AVAIL</p>,
  reviews: <p>REVIEWS</p>, guides: <p>GUIDES</p>, brand: <p>BRAND</p>,
};

const tabs = (ratingCount: number, blogPostCount: number, selected?: ProductTabId) =>
  renderWithSite(<ProductTabs {...panels} ratingCount={ratingCount} blogPostCount={blogPostCount} selected={selected} />);

describe('visibleProductTabs', () => {
  it('shows Reviews only with a rating count and Guides only with blog posts', () => {
    expect(visibleProductTabs({ ratingCount: 0, blogPostCount: 0 })).toEqual(['description', 'details', 'availability', 'brand']);
    expect(visibleProductTabs({ ratingCount: 3, blogPostCount: 0 })).toEqual(['description', 'details', 'availability', 'reviews', 'brand']);
    expect(visibleProductTabs({ ratingCount: 0, blogPostCount: 2 })).toEqual(['description', 'details', 'availability', 'guides', 'brand']);
  });
});

describe('ProductTabs', () => {
  it('leaves out the Reviews and Guides tabs and panels when there is nothing to show', () => {
    const html = tabs(0, 0);
    expect(html).not.toContain('id="product-tab-reviews"');
    expect(html).not.toContain('id="product-tab-guides"');
    expect(html).not.toContain('REVIEWS');
    expect(html).not.toContain('GUIDES');
    expect(html).toContain('id="product-tab-brand"');
  });

  it('renders the Reviews and Guides tabs when the product has reviews and posts', () => {
    const html = tabs(4, 1);
    expect(html).toContain('id="product-tab-reviews"');
    expect(html).toContain('aria-controls="product-panel-guides"');
    expect(html.match(/role="tab"/g)).toHaveLength(6);
  });

  it('selects Description first with one tab stop and the other panels hidden', () => {
    const html = tabs(4, 1);
    expect(html).toMatch(/id="product-tab-description"[^>]*aria-selected="true"[^>]*tabindex="0"/);
    expect(html).toMatch(/id="product-tab-details"[^>]*aria-selected="false"[^>]*tabindex="-1"/);
    expect(html).toMatch(/id="product-panel-description"[^>]*tabindex="0">/);
    expect(html).toMatch(/id="product-panel-details"[^>]*hidden=""/);
  });

  it('shows the tab chosen from outside and falls back to the first when that tab is hidden', () => {
    expect(tabs(4, 0, 'reviews')).toMatch(/id="product-panel-reviews"[^>]*tabindex="0">/);
    expect(tabs(0, 0, 'reviews')).toMatch(/id="product-tab-description"[^>]*aria-selected="true"/);
  });
});
