import { describe, expect, it } from 'vitest';
import { shouldStorePostalCode } from '../../../shared/product/postal-code.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { DeliveryMethodsBox, fastShippingUrl } from './delivery-methods-box.tsx';

describe('fastShippingUrl', () => {
  it('looks up only a postal code of exactly 5 digits', () => {
    expect(fastShippingUrl('0010', 59.9, 7, 'fi')).toBeNull();
    expect(fastShippingUrl('', 59.9, 7, 'fi')).toBeNull();
    expect(fastShippingUrl('0010a', 59.9, 7, 'fi')).toBeNull();
    const url = new URL(fastShippingUrl('00100', 59.9, 7, 'fi') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/get_fast_shipping/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ postal_code: '00100', price: '59.9', variant_id: '7', lang: 'fi' });
  });

  it('leaves the variant out while none is chosen', () => {
    expect(fastShippingUrl('00100', 20, null, 'en')).not.toContain('variant_id');
  });
});

describe('postal code storage', () => {
  it('stores the code only when empty or 5 characters long', () => {
    expect(shouldStorePostalCode('')).toBe(true);
    expect(shouldStorePostalCode('00100')).toBe(true);
    expect(shouldStorePostalCode('001')).toBe(false);
  });
});

describe('DeliveryMethodsBox', () => {
  it('renders a numeric postal code field of at most 5 characters, empty until the stored code is read', () => {
    const html = renderWithSite(<DeliveryMethodsBox variantId={7} price={59.9} />);
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*maxLength="5"[^>]*value=""/);
    expect(html).toMatch(/<label class="delivery-methods__label" for="[^"]+-code">/);
    expect(html).not.toContain('delivery-methods__list');
  });
});
