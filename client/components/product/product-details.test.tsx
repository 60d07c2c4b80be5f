import { describe, expect, it } from 'vitest';
import type { PropertyView } from '../../../shared/types/product-page.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { ProductDetails } from './product-details.tsx';

const property = (slug: string, value: string, kind: PropertyView['kind'], unit = ''): PropertyView => ({ slug, name: slug.toUpperCase(), value, unit, kind });

describe('ProductDetails', () => {
  it('lists properties in the details order with units, hides sustainable-choice slugs and ends with the model number', () => {
    const html = renderWithSite(<ProductDetails modelNumber="H-100" tags={[]} properties={[
      property('waterproof', 'yes', 'flag'), property('material', 'Nylon', 'text'), property('weight', '1.25', 'number', 'kg'), property('vu-recycled', 'yes', 'flag'),
    ]} />);
    const terms = [...html.matchAll(/<dt>([^<]*)<\/dt>/g)].map((match) => match[1]);
    // The last term is the model number's dictionary label.
    expect(terms.slice(0, 3)).toEqual(['WEIGHT', 'MATERIAL', 'WATERPROOF']);
    expect(terms).toHaveLength(4);
    expect(html).toContain('<dd>1.25 kg</dd>');
    expect(html).toContain('<dd>H-100</dd>');
  });

  it('links a campaign tag to its campaign page and shows other tags as plain badges', () => {
    const html = renderWithSite(<ProductDetails modelNumber="" properties={[]} tags={[
      { slug: 'sale', name: 'Sale', bgColor: '#b8401f', textColor: '#ffffff', campaignSlug: 'winter-sale' },
      { slug: 'new', name: 'New', bgColor: '', textColor: '', campaignSlug: null },
    ]} />);
    expect(html).toMatch(/<a class="product-tags__tag product-tags__tag--link"[^>]*href="\/en\/campaigns\/winter-sale\/">Sale<\/a>/);
    expect(html).toContain('<span class="product-tags__tag">New</span>');
    expect(html).not.toContain('<dl');
  });
});
