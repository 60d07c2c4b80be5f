import { describe, expect, it } from 'vitest';
import { BackToTop } from './back-to-top.tsx';
import { BrandCarousel } from './brand-carousel.tsx';
import { RecommendedRow } from './recommended-row.tsx';
import { renderWithSite } from '../../../tests/unit-helpers/test-site.tsx';
import { TrimmedDescription } from './trimmed-description.tsx';
import { listItem } from '../../../tests/unit-helpers/test-items.ts';

const sentences = (count: number) => Array.from({ length: count }, (_, i) => `Sentence number ${i} is here.`).join(' ');

describe('TrimmedDescription', () => {
  it('has no Read more button when nothing was trimmed', () => {
    const html = renderWithSite(<TrimmedDescription text="Short text." mobile={300} desktop={500} />);
    expect(html).toContain('Short text.');
    expect(html).not.toContain('<button');
  });

  it('renders the mobile and desktop trims, each ending at a sentence', () => {
    const html = renderWithSite(<TrimmedDescription text={sentences(40)} mobile={300} desktop={500} />);
    const mobile = /text--mobile">([^<]*)</.exec(html)?.[1] ?? '';
    const desktop = /text--desktop">([^<]*)</.exec(html)?.[1] ?? '';
    expect(mobile.length).toBeLessThanOrEqual(300);
    expect(desktop.length).toBeGreaterThan(mobile.length);
    expect(mobile.endsWith('.')).toBe(true);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('toggle--mobile');
  });

  it('shows the button on mobile only when only the mobile trim cut text', () => {
    const html = renderWithSite(<TrimmedDescription text={sentences(12)} mobile={300} desktop={500} />);
    expect(html).toContain('trimmed-description__toggle--mobile');
  });
});

describe('BrandCarousel', () => {
  const image = (name: string) => ({ image: `/img/${name}.jpg`, cropPoint: 'faces' });

  it('shows a single image without controls', () => {
    const html = renderWithSite(<BrandCarousel images={[image('a')]} label="Halti" />);
    expect(html).toContain('<img');
    expect(html).not.toContain('<button');
  });

  it('loads only the first image eagerly and offers pause and one button per image', () => {
    const html = renderWithSite(<BrandCarousel images={[image('a'), image('b'), image('c')]} label="Halti" />);
    const loading = [...html.matchAll(/loading="(\w+)"/g)].map((match) => match[1]);
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
    expect(html).toContain('>Pause</button>');
    expect(html).toContain('aria-label="Show image 2 of 3"');
    expect(html).toContain('brand-carousel__image--faces');
  });
});

describe('BackToTop', () => {
  it('renders nothing on the server, whatever the parent decided', () => {
    expect(renderWithSite(<BackToTop visible />)).toBe('');
  });
});

describe('RecommendedRow', () => {
  it('renders nothing for an empty list', () => {
    expect(renderWithSite(<RecommendedRow title="You may like" items={[]} />)).toBe('');
  });

  it('titles the row and gives its cards the next heading level', () => {
    const html = renderWithSite(<RecommendedRow title="You may like" items={[listItem()]} />);
    expect(html).toMatch(/<section class="recommended-row" aria-labelledby="([^"]+)"><h2 id="\1"/);
    expect(html).toContain('<h3 class="product-card__heading">');
    expect(html).toContain('product-card--extended');
  });
});
