import { describe, expect, it } from 'vitest';
import { productWith, testVariant } from '../../../tests/unit-helpers/test-product.ts';
import type { Selection } from '../../../shared/product/variant-selection.ts';
import type { VariantView } from '../../../shared/types/product-page.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { VariantOptions } from './variant-options.tsx';

const redM = testVariant({ colorSlug: 'red', sizeSlug: 'M', sizeSort: 2 });
const redL = testVariant({ colorSlug: 'red', sizeSlug: 'L', sizeSort: 3 });
const blueM = testVariant({ colorSlug: 'blue', sizeSlug: 'M', sizeSort: 2 });
const product = productWith([redM, redL, blueM]);
// Only red M and blue M can be ordered.
const orderable = new Set([redM.variantId, blueM.variantId]);
const isOrderable = (variant: VariantView) => orderable.has(variant.variantId);

const render = (selection: Selection, extra: { sizeTableLink?: React.ReactNode } = {}) =>
  renderWithSite(<VariantOptions product={product} selection={selection} onChoose={() => undefined} isOrderable={isOrderable} {...extra} />);

describe('VariantOptions', () => {
  it('offers colours as a radio group with swatch fills from the control key', () => {
    const html = render({ color: 'red', size: '', type: '' });
    expect(html).toContain('variant-options__group--color');
    expect(html.match(/type="radio"[^>]*value="(red|blue)"/g)).toHaveLength(2);
    expect(html).toContain('background:#d32f2f');
    expect(html).toContain('background:#1e5aa8');
  });

  it('fills a colour\'s swatch with its own hex, the colour its pictures are drawn in', () => {
    const petrol = productWith([testVariant({ colorSlug: 'petrol', sizeSlug: 'M' })]);
    petrol.colors = [{ ...petrol.colors[0], control: 'blue', hex: '#1e5a66' }];
    const html = renderWithSite(<VariantOptions product={petrol} selection={{ color: 'petrol', size: '', type: '' }} onChoose={() => undefined} isOrderable={() => true} />);
    expect(html).toContain('background:#1e5a66');
    expect(html).not.toContain('background:#1e5aa8');
  });

  it('names each colour for screen readers and shows the chosen one in the legend', () => {
    const html = render({ color: 'red', size: '', type: '' });
    expect(html).toContain('<span class="visually-hidden">blue name</span>');
    expect(html).toContain('<span class="variant-options__chosen">: red name</span>');
  });

  it('checks the chosen options', () => {
    const html = render({ color: 'red', size: 'M', type: '' });
    expect(html).toMatch(/checked="" value="red"/);
    expect(html).toMatch(/checked="" value="M"/);
    expect(html).not.toMatch(/checked="" value="L"/);
  });

  it('marks a size with no orderable variant in the chosen colour as not available, still selectable', () => {
    const html = render({ color: 'red', size: '', type: '' });
    expect(html).toMatch(/class="variant-option variant-option--size variant-option--unavailable"><input[^>]*value="L"/);
    expect(html).toMatch(/class="variant-option variant-option--size"><input[^>]*value="M"/);
    expect(html).not.toMatch(/value="L"[^>]*disabled/);
    expect(html.match(/variant-option--unavailable/g)).toHaveLength(1);
  });

  it('leaves out an axis the product does not have', () => {
    expect(render({ color: 'red', size: 'M', type: '' })).not.toContain('variant-options__group--type');
  });

  it('shows the size-table link beside the sizes', () => {
    const html = render({ color: 'red', size: '', type: '' }, { sizeTableLink: <a href="#size-table">sizes</a> });
    expect(html).toMatch(/variant-options__group--size.*<div class="variant-options__extra"><a href="#size-table">sizes<\/a><\/div>/);
  });
});
