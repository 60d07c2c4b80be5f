import { describe, expect, it } from 'vitest';
import { SILHOUETTE_KINDS, productImageSvg, type ProductImageInput } from './index.ts';
import { rootAttributes, svgProblems } from './well-formed.ts';

const MAX_BYTES = 12 * 1024;
const input = (overrides: Partial<ProductImageInput> = {}): ProductImageInput => ({
  silhouette: 'jacket', colourHex: '#c8102e', accentHex: '#1b1f24', seed: 1, title: 'Jacket', ...overrides,
});

describe('product images', () => {
  it.each(SILHOUETTE_KINDS)('draw %s as a well-formed 800x800 SVG under 12 KB', (silhouette) => {
    const svg = productImageSvg(input({ silhouette, title: silhouette }));
    expect(svgProblems(svg)).toEqual([]);
    expect(rootAttributes(svg)).toMatchObject({ width: '800', height: '800', viewBox: '0 0 800 800', role: 'img' });
    expect(svg).toContain(`<title>${silhouette}</title>`);
    expect(new TextEncoder().encode(svg).length).toBeLessThan(MAX_BYTES);
  });

  it('come out identical for the same input', () => {
    expect(productImageSvg(input({ seed: 77 }))).toBe(productImageSvg(input({ seed: 77 })));
  });

  it.each(SILHOUETTE_KINDS)('vary %s with the seed', (silhouette) => {
    expect(productImageSvg(input({ silhouette, seed: 1 }))).not.toBe(productImageSvg(input({ silhouette, seed: 2 })));
  });

  it('draw every kind differently', () => {
    // The backdrop and shadow are shared, so compare the documents whole: no two kinds may coincide.
    const drawings = new Set(SILHOUETTE_KINDS.map((silhouette) => productImageSvg(input({ silhouette }))));
    expect(drawings.size).toBe(SILHOUETTE_KINDS.length);
  });

  it('paint the object in the given colour and accent', () => {
    const svg = productImageSvg(input({ colourHex: '#123456', accentHex: '#ABCDEF' }));
    expect(svg).toContain('#123456');
    expect(svg).toContain('#abcdef');
  });

  it('escape the title', () => {
    const svg = productImageSvg(input({ title: 'Shell <"Pro"> & \'Co\'' }));
    expect(svg).toContain('<title>Shell &lt;&quot;Pro&quot;&gt; &amp; &apos;Co&apos;</title>');
    expect(svgProblems(svg)).toEqual([]);
  });

  it('refuse a colour that is not hex, so nothing else reaches an attribute', () => {
    expect(() => productImageSvg(input({ colourHex: 'red"/><script>' }))).toThrow(/hex colour/);
  });

  it('refuse an unknown silhouette kind', () => {
    expect(() => productImageSvg(input({ silhouette: 'canoe' as never }))).toThrow(/silhouette/);
  });
});
