import { describe, expect, it } from 'vitest';
import { BANNER_THEMES, SILHOUETTE_KINDS, bannerSvg, brandLogoSvg, groupImageSvg, promoImageSvg, storeImageSvg } from './index.ts';
import { rootAttributes, svgProblems } from './well-formed.ts';

const MAX_BYTES = 12 * 1024;
const HOSTILE = 'Ski & Hike <"Best">';
const bytes = (svg: string) => new TextEncoder().encode(svg).length;

/** Every generator: well-formed, the stated size, deterministic, seeded, small and with an escaped title. */
function describeGenerator(name: string, size: [number, number], make: (seed: number, title: string) => string) {
  describe(name, () => {
    const svg = make(1, 'Title');

    it(`is a well-formed ${size[0]}x${size[1]} SVG under 12 KB`, () => {
      expect(svgProblems(svg)).toEqual([]);
      expect(rootAttributes(svg)).toMatchObject({ width: String(size[0]), height: String(size[1]), viewBox: `0 0 ${size[0]} ${size[1]}`, role: 'img' });
      expect(bytes(svg)).toBeLessThan(MAX_BYTES);
    });

    it('is identical for the same seed and differs for another', () => {
      expect(make(1, 'Title')).toBe(svg);
      expect(make(2, 'Title')).not.toBe(svg);
    });

    it('escapes its title', () => {
      const hostile = make(1, HOSTILE);
      expect(hostile).toContain('<title>Ski &amp; Hike &lt;&quot;Best&quot;&gt;</title>');
      expect(svgProblems(hostile)).toEqual([]);
    });
  });
}

for (const theme of BANNER_THEMES) {
  describeGenerator(`the ${theme} banner`, [1600, 700], (seed, title) => bannerSvg({ theme, seed, title }));
  describeGenerator(`the ${theme} promo image`, [1080, 720], (seed, title) => promoImageSvg({ theme, seed, title }));
}

for (const silhouette of SILHOUETTE_KINDS) {
  describeGenerator(`the ${silhouette} group tile`, [640, 640], (seed, title) => groupImageSvg({ silhouette, seed, title }));
}

describeGenerator('the store illustration', [960, 640], (seed, title) => storeImageSvg({ seed, title }));

describeGenerator('the brand logo', [400, 160], (seed, name) => brandLogoSvg({ name, seed }));

describe('brand logos', () => {
  it('carry the name as text, escaped', () => {
    const svg = brandLogoSvg({ name: 'Lumi & Co', seed: 4 });
    expect(svg).toMatch(/>(Lumi &amp; Co|LUMI &amp; CO)<\/text>/);
  });

  it('fit a long name into the width instead of overflowing', () => {
    const svg = brandLogoSvg({ name: 'Pohjoisranta Outdoor Company International', seed: 1 });
    expect(svg).toContain('textLength="236"');
    expect(svgProblems(svg)).toEqual([]);
  });

  it('use no text outside the <text> and <title> elements', () => {
    const svg = brandLogoSvg({ name: 'Havu', seed: 2 });
    const stripped = svg.replace(/<title>.*?<\/title>/, '').replace(/<text[^>]*>.*?<\/text>/, '');
    expect(stripped).not.toMatch(/>[^<]+</);
  });
});

describe('banners', () => {
  it('contain no text: the page sets its own headline over them', () => {
    for (const theme of BANNER_THEMES) expect(bannerSvg({ theme, seed: 3, title: 'x' })).not.toContain('<text');
  });

  it('refuse an unknown theme', () => {
    expect(() => bannerSvg({ theme: 'desert' as never, seed: 1, title: 'x' })).toThrow(/theme/);
  });
});
