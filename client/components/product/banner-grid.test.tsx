import { describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { BannerGrid } from './banner-grid.tsx';

describe('BannerGrid', () => {
  it('shows at most the first four banners', () => {
    const banners = [1, 2, 3, 4, 5].map((id) => ({ id, title: `Banner ${id}`, image: '', heading: '', subText: '', url: '', buttonText: '', cropPoint: 'center' }));
    const html = renderWithSite(<BannerGrid banners={banners} />);
    expect(html).toContain('Banner 4');
    expect(html).not.toContain('Banner 5');
  });
});
