import { describe, expect, it } from 'vitest';
import { colour, listItem } from '../../../tests/unit-helpers/test-items.ts';
import type { ClubViewer } from '../../../shared/grid/price-display.ts';
import type { ProductListItem } from '../../../shared/types/product-list.ts';
import { ProductCard } from './product-card.tsx';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';

const card = (item: ProductListItem, props: Partial<{ sort: 'default' | 'stars'; outletRibbon: boolean; viewer: ClubViewer; colorFilter: string[] }> = {}) =>
  renderWithSite(
    <ProductCard item={item} colorFilter={props.colorFilter ?? []} sort={props.sort ?? 'default'} size="default" outletRibbon={props.outletRibbon ?? false} viewer={props.viewer ?? 'member'} />,
  );

const anchors = (html: string) => html.match(/<a [^>]*>/g) ?? [];

describe('ProductCard', () => {
  it('is one link named by manufacturer and name, to the chosen colour', () => {
    const html = card(listItem({ colors: [colour('red'), colour('blue')] }), { colorFilter: ['blue'] });
    expect(anchors(html)).toEqual(['<a class="product-card__link" href="/en/jackets/shell-jacket/?select-color=blue-slug" data-prefetch="intent">']);
    expect(html).toMatch(/<h2 class="product-card__heading"><a [^>]*><span class="product-card__manufacturer">Halti<\/span> <span class="product-card__name">Shell Jacket<\/span><\/a><\/h2>/);
  });

  it('names the brand once when the model name already starts with it', () => {
    const html = card(listItem({ manufacturer: 'Halti', name: 'Halti Shell Jacket' }));
    expect(html).not.toContain('product-card__manufacturer');
    expect(html).toContain('<span class="product-card__name">Halti Shell Jacket</span>');
  });

  it('shows one Outlet ribbon and one percent-off ribbon when the data carries them too', () => {
    const html = card(listItem({
      price: { active: 70, reference: 100, type: 'outlet', club: null },
      ribbons: [
        { slug: 'outlet', name: 'Outlet', bgColor: '#000000', textColor: '#ffffff' },
        { slug: 'minus-30', name: '-30%', bgColor: '#c4122f', textColor: '#ffffff' },
      ],
    }), { outletRibbon: true });
    expect(html.match(/>Outlet</g)).toHaveLength(1);
    expect(html.match(/>-30%</g)).toHaveLength(1);
  });

  it('puts the guest club login link after the main link, never inside it', () => {
    const html = card(listItem({ price: { active: 100, reference: 100, type: 'club', club: 80 } }), { viewer: 'guest' });
    const links = anchors(html);
    expect(links).toHaveLength(2);
    expect(links[1]).toContain('club-login-link');
    expect(links[1]).toContain('href="/en/accounts/login/?reason=club"');
    expect(html.indexOf('</a>')).toBeLessThan(html.indexOf('club-login-link'));
  });

  it('asks a logged-in customer outside the club to join it, and a member nothing', () => {
    const item = listItem({ price: { active: 100, reference: 100, type: 'club', club: 80 } });
    expect(anchors(card(item, { viewer: 'customer' }))[1]).toBe('<a class="club-login-link" href="/en/accounts/">');
    expect(anchors(card(item, { viewer: 'member' }))).toHaveLength(1);
  });

  it('shows the product name as the image text, and a placeholder without an image', () => {
    expect(card(listItem())).toContain('alt="Shell Jacket"');
    const placeholder = card(listItem({ image: '' }));
    expect(placeholder).toContain('product-card__placeholder');
    expect(placeholder).not.toContain('<img');
  });

  it('adds the outlet, data and percent-off ribbons', () => {
    const html = card(listItem({
      price: { active: 77, reference: 100, type: 'discount', club: null },
      ribbons: [{ slug: 'new', name: 'New', bgColor: '#000000', textColor: '#ffffff' }],
    }), { outletRibbon: true });
    expect(html).toContain('card-ribbon--outlet">Outlet<');
    expect(html).toContain('style="background:#000000;color:#ffffff">New<');
    expect(html).toContain('card-ribbon--percent">-23%<'); // en: no space before the sign
  });

  it('has no percent ribbon under 5 % off', () => {
    expect(card(listItem({ price: { active: 96, reference: 100, type: 'discount', club: null } }))).not.toContain('card-ribbon--percent');
  });

  it('shows the star badge only when sorting by stars and the rating is at least 1', () => {
    const rated = listItem({ rating: 9, ratingCount: 3 });
    expect(card(rated, { sort: 'stars' })).toContain('product-card__star-badge');
    expect(card(rated, { sort: 'default' })).not.toContain('product-card__star-badge');
    expect(card(listItem({ rating: 0.5, ratingCount: 1 }), { sort: 'stars' })).not.toContain('product-card__star-badge');
  });

  it('shows six colour dots then the rest as a count', () => {
    const colours = ['red', 'blue', 'yellow', 'orange', 'purple', 'green', 'black', 'brown'].map((control) => colour(control));
    const html = card(listItem({ colors: colours }));
    expect(html.match(/<li class="card-swatches__dot/g)).toHaveLength(6);
    expect(html).toContain('+2');
    expect(html).toContain('2 more colours');
  });

  it('fills a colour dot with the colour itself, as the pictures show it, not its filter group\'s swatch', () => {
    const html = card(listItem({ colors: [{ ...colour('orange'), slug: 'coral', hex: '#f06f5c' }] }));
    expect(html).toContain('background:#f06f5c');
    expect(html).not.toContain('background:#ef7d22');
  });

  it('formats the sold amount and hides it at zero', () => {
    expect(card(listItem({ soldAmount: 1234 }))).toContain('1,234 sold');
    expect(card(listItem({ soldAmount: 0 }))).not.toContain('sold');
  });

  it('shows tags as text chips, not links', () => {
    const html = card(listItem({ tags: [{ slug: 'sale', name: 'Sale', bgColor: '#ffee00', textColor: '#000000', campaignSlug: 'sale' }] }));
    expect(html).toContain('>Sale</li>');
    expect(anchors(html)).toHaveLength(1);
  });
});
