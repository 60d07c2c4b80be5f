import { describe, expect, it } from 'vitest';
import {
  bannerSvg, brandLogoSvg, groupImageSvg, isBannerTheme, isSilhouetteKind, portraitSvg, productImageSvg, promoImageSvg, silhouetteDesignCount, storeImageSvg,
} from '../art/index.ts';
import { generateDemoCatalogue } from './generate-catalogue.ts';
import type { ImageJob } from './types.ts';

const { images } = generateDemoCatalogue({ models: 300 });

/** Renders a job the way the seed script does: its params are exactly the art function's input. */
function render(job: ImageJob): string {
  const p = job.params as never;
  switch (job.art) {
    case 'product': return productImageSvg(p);
    case 'logo': return brandLogoSvg(p);
    case 'group': return groupImageSvg(p);
    case 'banner': return bannerSvg(p);
    case 'promo': return promoImageSvg(p);
    case 'store': return storeImageSvg(p);
    case 'portrait': return portraitSvg(p);
  }
}

describe('demo image jobs', () => {
  it('are unique by key', () => {
    expect(new Set(images.map((job) => job.key)).size).toBe(images.length);
  });

  it('name product images by silhouette, design, colour and view', () => {
    for (const job of images.filter((j) => j.art === 'product')) {
      expect(job.key).toMatch(/^images\/products\/[a-z-]+-\d+-[a-z-]+(-[23])?\.svg$/);
      expect(job.key).toContain(`/${job.params.silhouette}-${job.params.design}-`);
      expect(Object.keys(job.params).sort()).toEqual(['accentHex', 'colourHex', 'design', 'seed', 'silhouette', 'title', 'view']);
      expect(isSilhouetteKind(job.params.silhouette)).toBe(true);
      expect(job.params.design).toBeLessThan(silhouetteDesignCount(job.params.silhouette as never));
    }
  });

  it('use only the banner themes the art library draws', () => {
    for (const job of images.filter((j) => j.art === 'banner' || j.art === 'promo' || j.art === 'portrait')) expect(isBannerTheme(job.params.theme)).toBe(true);
  });

  it('render with the art library, one of each kind', () => {
    for (const art of ['product', 'logo', 'group', 'banner', 'promo', 'store', 'portrait'] as const) {
      const job = images.find((j) => j.art === art)!;
      expect(render(job)).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
  });
});
