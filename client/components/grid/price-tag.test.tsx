import { describe, expect, it } from 'vitest';
import type { ClubViewer } from '../../../shared/grid/price-display.ts';
import type { ListPrice } from '../../../shared/types/product-list.ts';
import { PriceTag } from './price-tag.tsx';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';

const tag = (price: ListPrice, options: { viewer?: ClubViewer; fromPrefix?: boolean } = {}, config = {}) =>
  renderWithSite(<PriceTag price={price} fromPrefix={options.fromPrefix ?? false} showDiscountPercentage viewer={options.viewer ?? 'member'} />, config);

describe('PriceTag', () => {
  it('shows a normal price alone, without a reference', () => {
    const html = tag({ active: 100, reference: 100, type: 'normal', club: null });
    expect(html).toContain('price-tag--normal');
    expect(html).toContain('100\u00a0€');
    expect(html).not.toContain('<s>');
  });

  it('strikes through the regular price of a discount and names it for screen readers', () => {
    const html = tag({ active: 79.9, reference: 99, type: 'discount', club: null });
    expect(html).toContain('price-tag--discount');
    expect(html).toContain('79.90\u00a0€');
    expect(html).toMatch(/<span class="visually-hidden">Regular price <\/span><s>99\u00a0€<\/s>/);
  });

  it('names the reference the lowest price in 30 days for a Finnish delivery country', () => {
    const html = tag({ active: 80, reference: 100, type: 'outlet', club: null }, {}, { deliveryCountryCode: 'fi' });
    expect(html).toContain('Lowest price in 30 days');
    expect(html).not.toContain('Regular price');
  });

  it('converts prices into the visitor currency', () => {
    const html = tag({ active: 100, reference: 100, type: 'normal', club: null }, {}, { currencyCode: 'sek', currencyRate: 11.5, currencyFormat: '# kr' });
    expect(html).toContain('1,150\u00a0kr');
  });

  it('prefixes from when variant prices differ', () => {
    expect(tag({ active: 50, reference: 50, type: 'normal', club: null }, { fromPrefix: true })).toContain('from </span>50\u00a0€');
  });

  it('offers a guest the login link for a club price, with the club reason, and shows the regular price as reference', () => {
    const html = tag({ active: 100, reference: 100, type: 'club', club: 85 }, { viewer: 'guest' });
    expect(html).toContain('price-tag--club');
    expect(html).toContain('Club price');
    expect(html).toContain('85\u00a0€');
    expect(html).toContain('<s>100\u00a0€</s>');
    // The page to come back to is known in the browser only: the server render links without it.
    expect(html).toMatch(/<a class="club-login-link" href="\/en\/accounts\/login\/\?reason=club">Log in to get the club price<\/a>/);
  });

  it('asks a logged-in customer outside the club to join it in the account area', () => {
    const html = tag({ active: 100, reference: 100, type: 'club', club: 85 }, { viewer: 'customer' });
    expect(html).toContain('Club price');
    expect(html).toContain('85\u00a0€');
    expect(html).toMatch(/<a class="club-login-link" href="\/en\/accounts\/">Join the club<\/a>/);
  });

  it('gives a logged-in member the club price without a prompt', () => {
    const html = tag({ active: 100, reference: 100, type: 'club', club: 85 }, { viewer: 'member' });
    expect(html).toContain('Club price');
    expect(html).toContain('85\u00a0€');
    expect(html).not.toContain('club-login-link');
  });
});
