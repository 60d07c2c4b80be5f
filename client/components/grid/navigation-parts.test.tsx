import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { GridPager } from './grid-pager.tsx';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';

describe('Breadcrumbs', () => {
  it('links home and every crumb but the last, which is the current page', () => {
    const html = renderWithSite(<Breadcrumbs crumbs={[{ name: 'Jackets', path: '/jackets/' }, { name: 'Shell', path: '/jackets/shell/' }]} />);
    expect(html).toContain('<a href="/en/">Home</a>');
    expect(html).toContain('<a href="/en/jackets/">Jackets</a>');
    expect(html).toContain('<span aria-current="page">Shell</span>');
    expect(html).not.toContain('href="/en/jackets/shell/"');
  });
});

describe('GridPager', () => {
  it('renders nothing for a single page', () => {
    expect(renderWithSite(<GridPager basePath="/jackets/" page={1} pageCount={1} />)).toBe('');
  });

  it('links pages as crawlable ?page=N addresses, page 1 without a query', () => {
    const html = renderWithSite(<GridPager basePath="/jackets/" page={2} pageCount={3} />);
    expect(html).toContain('href="/en/jackets/" rel="prev"');
    expect(html).toContain('href="/en/jackets/?page=3" rel="next"');
    expect(html).toContain('href="/en/jackets/?page=2" aria-current="page"');
  });

  it('has no Previous link on the first page and no Next link on the last', () => {
    expect(renderWithSite(<GridPager basePath="/x/" page={1} pageCount={4} />)).not.toContain('rel="prev"');
    expect(renderWithSite(<GridPager basePath="/x/" page={4} pageCount={4} />)).not.toContain('rel="next"');
  });
});
