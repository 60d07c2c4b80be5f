import { describe, expect, it } from 'vitest';
import { PATTERNS, SILHOUETTE_KINDS, productImageSvg, silhouetteDesign, silhouetteDesignCount, type ProductImageInput } from './index.ts';
import { rootAttributes, svgProblems } from './well-formed.ts';

// A patterned design draws the object twice (once as the mask that keeps the print on the material).
const MAX_BYTES = 16 * 1024;
const input = (overrides: Partial<ProductImageInput> = {}): ProductImageInput => ({
  silhouette: 'jacket', colourHex: '#c8102e', accentHex: '#1b1f24', seed: 1, title: 'Jacket', ...overrides,
});

describe('product images', () => {
  it.each(SILHOUETTE_KINDS)('draw %s as a well-formed 800x800 SVG under 16 KB in every design and view', (silhouette) => {
    for (let design = 0; design < silhouetteDesignCount(silhouette); design += 7) {
      for (const view of [1, 2, 3]) {
        const svg = productImageSvg(input({ silhouette, title: silhouette, design, view }));
        expect(svgProblems(svg), `${silhouette} ${design} ${view}`).toEqual([]);
        expect(rootAttributes(svg)).toMatchObject({ width: '800', height: '800', viewBox: '0 0 800 800', role: 'img' });
        expect(svg).toContain(`<title>${silhouette}</title>`);
        expect(new TextEncoder().encode(svg).length, `${silhouette} ${design} ${view}`).toBeLessThan(MAX_BYTES);
      }
    }
  });

  it.each(SILHOUETTE_KINDS)('draw every design of %s differently in one and the same colour', (silhouette) => {
    const count = silhouetteDesignCount(silhouette);
    expect(count).toBeGreaterThanOrEqual(60);
    const drawings = new Set(Array.from({ length: count }, (_, design) => productImageSvg(input({ silhouette, design }))));
    expect(drawings.size).toBe(count);
  });

  it('give garments, skis, boots and packs features of their own beyond print and trim', () => {
    for (const silhouette of ['jacket', 'down-jacket', 'fleece', 'base-layer', 'trousers', 'alpine-ski', 'cross-country-ski', 'ski-boot', 'hiking-boot', 'backpack', 'daypack'] as const) {
      expect(Object.keys(silhouetteDesign(silhouette, 0).features).length, silhouette).toBeGreaterThan(0);
    }
    const hoods = new Set(Array.from({ length: silhouetteDesignCount('jacket') }, (_, n) => silhouetteDesign('jacket', n).features.neck));
    expect(hoods).toEqual(new Set(['hood', 'collar', 'helmet-hood']));
  });

  it('lay a print over the material only, through a mask of the same drawing', () => {
    const plain = productImageSvg(input({ design: 0 }));
    expect(plain).not.toContain('<mask');
    for (let pattern = 1; pattern < PATTERNS.length; pattern++) {
      const svg = productImageSvg(input({ design: pattern }));
      expect(svg).toMatch(/<mask id="opm"[^>]*>.+<\/mask>/);
      expect(svg).toContain('fill="url(#opt)" mask="url(#opm)"');
    }
  });

  it('show a close-up and a turned side view of the same design', () => {
    const [front, detail, side] = [1, 2, 3].map((view) => productImageSvg(input({ design: 5, view })));
    expect(new Set([front, detail, side]).size).toBe(3);
    expect(detail).toContain('matrix(1.7 0 0 1.7');
    expect(side).toContain('rotate(-6 400 420)');
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

  it('keep the given colour as the main material in every design, tonal trims included', () => {
    for (let design = 0; design < 60; design++) {
      expect(productImageSvg(input({ colourHex: '#1e5a66', design }))).toContain('<stop offset="0.6" stop-color="#1e5a66"/>');
    }
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
