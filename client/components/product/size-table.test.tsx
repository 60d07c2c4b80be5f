import { describe, expect, it } from 'vitest';
import type { SizeTableView } from '../../../shared/types/product-extra.ts';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { SizeTableLink } from './size-table.tsx';
import { SizeTable } from './size-table-modal.tsx';

const table = (overrides: Partial<SizeTableView> = {}): SizeTableView => ({
  id: 4, name: 'Jackets', sizetable: '/media/size-jackets.png', hide_image: false, info_text: 'Measure over a thin layer.', images: [],
  parsed_sizetable: {
    id: 4,
    sizes: [{ size: 'S', product_type: '' }, { size: 'M', product_type: '' }, { size: 'L', product_type: '' }],
    rows: [{ name: 'Chest', unit: 'cm', values: ['92', '100', '108'] }, { name: 'Sleeve', unit: '', values: ['60', '62'] }],
  },
  ...overrides,
});

describe('SizeTable', () => {
  it('renders the sizes as column headers and each measurement as a row named with its unit', () => {
    const html = renderWithSite(<SizeTable table={table()} />);
    expect(html).toContain('<th scope="col">S</th><th scope="col">M</th><th scope="col">L</th>');
    expect(html).toContain('<th scope="row">Chest [cm]</th><td>92</td><td>100</td><td>108</td>');
    expect(html).toContain('<th scope="row">Sleeve</th><td>60</td><td>62</td><td></td>');
    expect(html).toContain('Measure over a thin layer.');
  });

  it('shows the chart image unless the table hides it', () => {
    expect(renderWithSite(<SizeTable table={table()} />)).toContain('src="/media/size-jackets.png"');
    expect(renderWithSite(<SizeTable table={table({ hide_image: true })} />)).not.toContain('<img');
  });

  it('names a size column with its product type when it has one', () => {
    const html = renderWithSite(<SizeTable table={table({ parsed_sizetable: { id: 1, sizes: [{ size: '42', product_type: 'Wide' }], rows: [{ name: 'Length', unit: 'mm', values: ['270'] }] } })} />);
    expect(html).toContain('<th scope="col">42 (Wide)</th>');
  });

  it('offers the size guide only when the product has size tables, and loads its modal only when opened', () => {
    expect(renderWithSite(<SizeTableLink tables={[]} />)).toBe('');
    const html = renderWithSite(<SizeTableLink tables={[table()]} />);
    expect(html).toContain('class="size-table-link"');
    expect(html).not.toContain('<dialog');
  });
});
