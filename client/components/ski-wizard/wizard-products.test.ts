import { describe, expect, it } from 'vitest';
import type { WizardProduct, WizardVariant } from '../../../shared/ski-wizard/wizard-api.ts';
import { EMPTY_WIZARD_STATE, setPart, type WizardPart } from '../../../shared/ski-wizard/wizard-state.ts';
import { compatibilityUrl, defaultVariant, pageCount, partOf, productName, productsUrl } from './wizard-products.ts';

const asker = { taxAreaId: 3, currencyCode: 'sek', language: 'sv' };
const part = (variantId: number): WizardPart => ({ variantId, modelId: variantId * 10, name: `Part ${variantId}`, image: '', slug: `part-${variantId}` });
const variant = (fields: Partial<WizardVariant> & Pick<WizardVariant, 'id'>): WizardVariant => ({
  label: '', in_stock: true, compatible: true, price: { active: 399, regular: 449 }, sole_length_mm: null, ...fields,
});
const product = (variants: WizardProduct['variants']): WizardProduct => ({
  model_id: 7, name: 'Ridge 90', manufacturer: 'Norrvik', url: '/norrvik/skis/norrvik-ridge-90/', image: '/images/ridge.svg',
  price: { active: 399, regular: 449 }, price_varies: false, variants,
});

describe('the step list URL', () => {
  it('names the sport, group, the other groups’ chosen variants and who asks, never the step’s own choice', () => {
    const state = setPart(setPart(EMPTY_WIZARD_STATE, 'skis', part(11)), 'boots', part(33));
    const url = new URL(productsUrl('alpine', 'skis', state, asker, 1), 'https://shop.test');
    expect(url.pathname).toBe('/api/ski-wizard/products/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sport: 'alpine', group: 'skis', boot_id: '33', tax_area: '3', currency: 'sek', lang: 'sv' });
  });

  it('asks for a later page by number and leaves the first page implicit', () => {
    expect(productsUrl('nordic', 'boots', EMPTY_WIZARD_STATE, asker, 2)).toContain('page=2');
    expect(productsUrl('nordic', 'boots', EMPTY_WIZARD_STATE, asker, 1)).not.toContain('page=');
  });
});

describe('the compatibility URL', () => {
  it('asks nothing while no part is chosen', () => {
    expect(compatibilityUrl('alpine', EMPTY_WIZARD_STATE, asker)).toBeNull();
  });

  it('names every chosen variant and the sport as core 7’s ski_type', () => {
    const state = setPart(setPart(EMPTY_WIZARD_STATE, 'skis', part(11)), 'bindings', part(22));
    const url = new URL(compatibilityUrl('nordic', state, asker)!, 'https://shop.test');
    expect(url.pathname).toBe('/api/compatible_products/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ ski_id: '11', binding_id: '22', ski_type: 'murto', tax_area: '3', currency: 'sek', lang: 'sv' });
  });
});

describe('the variant a card starts on', () => {
  const variants = [
    variant({ id: 1, label: '150 cm', compatible: false }),
    variant({ id: 2, label: '160 cm', in_stock: false }),
    variant({ id: 3, label: '170 cm' }),
  ];

  it('is the chosen variant when the model is the chosen one', () => {
    expect(defaultVariant(product(variants), part(1))?.id).toBe(1);
  });

  it('is otherwise the first that fits and is in stock, then the first that fits', () => {
    expect(defaultVariant(product(variants), null)?.id).toBe(3);
    expect(defaultVariant(product(variants.slice(0, 2)), null)?.id).toBe(2);
  });

  it('is the first variant when none fits, and none for a product without variants', () => {
    expect(defaultVariant(product(variants.slice(0, 1)), null)?.id).toBe(1);
    expect(defaultVariant(product([]), null)).toBeNull();
  });

  describe('with the skier’s recommended length', () => {
    const range = [{ min: 168, max: 178 }];
    const skis = [150, 160, 170, 180].map((cm, index) => variant({ id: index + 1, label: `${cm} cm` }));

    it('is the length closest to the middle of the range, not the shortest', () => {
      expect(defaultVariant(product(skis), null, range)?.id).toBe(3);
    });

    it('still gives way to the chosen variant', () => {
      expect(defaultVariant(product(skis), part(1), range)?.id).toBe(1);
    });

    it('prefers a closest length that fits and is in stock, then one that fits', () => {
      const stock = skis.map((ski) => (ski.id === 3 ? { ...ski, in_stock: false } : ski));
      expect(defaultVariant(product(stock), null, range)?.id).toBe(4);
      const none = skis.map((ski) => ({ ...ski, in_stock: false, compatible: ski.id !== 3 }));
      expect(defaultVariant(product(none), null, range)?.id).toBe(4);
    });

    it('is today’s default without a range or without readable lengths', () => {
      expect(defaultVariant(product(skis), null)?.id).toBe(1);
      expect(defaultVariant(product(variants.map((one) => ({ ...one, label: 'One size' }))), null, range)?.id).toBe(3);
    });
  });
});

describe('a chosen product as the wizard keeps it', () => {
  it('takes the variant, the model, the full name, the image and the path’s last segment as slug', () => {
    const chosen = partOf(product([]), variant({ id: 5, label: '170 cm' }));
    expect(chosen).toEqual({ variantId: 5, modelId: 7, name: 'Norrvik Ridge 90', image: '/images/ridge.svg', slug: 'norrvik-ridge-90' });
  });

  it('does not say the manufacturer twice when the name starts with it', () => {
    expect(productName({ manufacturer: 'Norrvik', name: 'Norrvik Ridge 90' })).toBe('Norrvik Ridge 90');
    expect(productName({ manufacturer: '', name: 'Ridge 90' })).toBe('Ridge 90');
  });
});

describe('the number of pages', () => {
  it('rounds up and is at least one', () => {
    expect(pageCount({ total: 49, page_size: 24 })).toBe(3);
    expect(pageCount({ total: 0, page_size: 24 })).toBe(1);
  });
});
