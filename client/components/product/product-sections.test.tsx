import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { ProductSections } from './product-sections.tsx';

describe('ProductSections', () => {
  it('leaves out the sections that have nothing to show', () => {
    const html = renderWithSite(<ProductSections sustainable={false} guides={[]} companyInfo={false} />);
    expect(html.match(/<details/g)).toHaveLength(1);
    const full = renderWithSite(<ProductSections reviews={<p>4.5</p>} sustainable guides={[{ title: 'Layering', path: '/guides/layering/' }]} companyInfo />);
    expect(full.match(/<details/g)).toHaveLength(5);
    expect(full).toContain('href="/en/guides/layering/"');
  });
});
