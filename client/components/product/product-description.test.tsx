import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { ProductDescription } from './product-description.tsx';

describe('ProductDescription', () => {
  it('renders the keyword buttons into the server HTML, and no keyword modal until one is opened', () => {
    const html = renderWithSite(<ProductDescription html="<p>A Gore-Tex shell.</p>" keywords={[{ id: 1, keyword: 'gore-tex' }]} />);
    expect(html).toContain('<button type="button" class="keyword-link" data-keyword-id="1" aria-haspopup="dialog">Gore-Tex</button>');
    expect(html).not.toContain('<dialog');
  });
});
