import type { BannerTheme } from '../art/landscape.ts';
import { seedFromText } from '../art/prng.ts';
import type { SilhouetteKind } from '../art/silhouettes.ts';
import type { ImageArt, ImageJob } from './types.ts';

/** Banner and promo backdrops: the art library's own theme list, so a job can only name a theme it draws. */
export type SceneTheme = BannerTheme;

/** Words for a photo's view in its title (the image's alt text). */
const VIEW_TITLES: Record<number, string> = { 1: '', 2: ', detail', 3: ', side view' };

/**
 * Collects image jobs by R2 key. A product image is one silhouette in one
 * design, colour and view; models get designs of their own (designs.ts), and a
 * design's colours are shared by whichever model has it, so even a
 * 50,000-model catalogue renders a bounded set. Asking for a key twice returns
 * the same URL and keeps the first job.
 */
export function createImageRegistry() {
  const jobs = new Map<string, ImageJob>();
  const add = (key: string, art: ImageArt, params: Record<string, string | number>): string => {
    if (!jobs.has(key)) jobs.set(key, { key, art, params });
    return `/${key}`;
  };
  return {
    add,
    product(silhouette: SilhouetteKind, colour: { slug: string; hex: string; accent: string; names: { en: string } }, design: number, view: number, noun: string): string {
      const key = `images/products/${silhouette}-${design}-${colour.slug}${view === 1 ? '' : `-${view}`}.svg`;
      return add(key, 'product', {
        silhouette, colourHex: colour.hex, accentHex: colour.accent, seed: seedFromText(key), title: `${noun}, ${colour.names.en.toLowerCase()}${VIEW_TITLES[view] ?? ''}`, design, view,
      });
    },
    group(slug: string, silhouette: SilhouetteKind, title: string): string {
      const key = `images/groups/${slug}.svg`;
      return add(key, 'group', { silhouette, seed: seedFromText(key), title });
    },
    logo(slug: string, name: string): string {
      const key = `images/brands/${slug}.svg`;
      return add(key, 'logo', { name, seed: seedFromText(key) });
    },
    promo(slug: string, index: number, theme: SceneTheme, title: string): string {
      const key = `images/brands/${slug}-promo-${index}.svg`;
      return add(key, 'promo', { theme, seed: seedFromText(key), title });
    },
    banner(slug: string, theme: SceneTheme, title: string): string {
      const key = `images/banners/${slug}.svg`;
      return add(key, 'banner', { theme, seed: seedFromText(key), title });
    },
    store(slug: string, title: string): string {
      const key = `images/stores/${slug}.svg`;
      return add(key, 'store', { seed: seedFromText(key), title });
    },
    /** A blog post's hero: a banner-sized landscape (the post page gives it its alternative text). */
    blogHero(key: string, theme: SceneTheme, title: string): string {
      const image = `images/blog/${key}.svg`;
      return add(image, 'banner', { theme, seed: seedFromText(image), title });
    },
    /** A blogger's picture: a figure in a jacket and beanie before a landscape. */
    portrait(slug: string, theme: SceneTheme, title: string, jacket: string, beanie: string): string {
      const key = `images/bloggers/${slug}.svg`;
      return add(key, 'portrait', { theme, seed: seedFromText(key), title, jacket, beanie });
    },
    jobs: (): ImageJob[] => [...jobs.values()],
  };
}

export type ImageRegistry = ReturnType<typeof createImageRegistry>;
