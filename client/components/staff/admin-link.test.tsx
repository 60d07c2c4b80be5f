import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { SizeTable } from '../product/size-table-modal.tsx';
import AdminLink from './admin-link.tsx';

const table = { id: 4, name: 'Jackets', sizetable: '', hide_image: true, info_text: '', images: [], parsed_sizetable: { id: 4, sizes: [], rows: [] } };

describe('"Open in admin" (cat 6, decision 021)', () => {
  it('links to the back office with the table named in its accessible name, the visible text first', () => {
    const html = renderWithSite(<AdminLink href="https://admin.kaira.fi/sizetables/4/" name="Jackets" />);
    expect(html).toBe('<a class="admin-link" href="https://admin.kaira.fi/sizetables/4/" aria-label="Open in admin: Jackets">Open in admin</a>');
  });

  it('is not in a size table the server gave no link, so a shopper\'s guide holds none', () => {
    expect(renderWithSite(<SizeTable table={table} />)).not.toContain('admin');
  });
});
