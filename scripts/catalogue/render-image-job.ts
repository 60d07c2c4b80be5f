import { bannerSvg, brandLogoSvg, groupImageSvg, isBannerTheme, isSilhouetteKind, portraitSvg, productImageSvg, promoImageSvg, storeImageSvg } from './art/index.ts';
import type { ImageJob } from './demo/types.ts';

const text = (job: ImageJob, name: string) => String(job.params[name] ?? '');
const number = (job: ImageJob, name: string) => Number(job.params[name] ?? 0);

function silhouette(job: ImageJob) {
  const kind = text(job, 'silhouette');
  if (!isSilhouetteKind(kind)) throw new Error(`${job.key}: unknown silhouette ${kind}`);
  return kind;
}

function theme(job: ImageJob) {
  const value = text(job, 'theme');
  if (!isBannerTheme(value)) throw new Error(`${job.key}: unknown banner theme ${value}`);
  return value;
}

/** The SVG of one image job of the demo catalogue, drawn by the art library. */
export function renderImageJob(job: ImageJob): string {
  switch (job.art) {
    case 'product':
      return productImageSvg({
        silhouette: silhouette(job), colourHex: text(job, 'colourHex'), accentHex: text(job, 'accentHex'), seed: number(job, 'seed'), title: text(job, 'title'),
        design: number(job, 'design'), view: number(job, 'view') || 1,
      });
    case 'logo':
      return brandLogoSvg({ name: text(job, 'name'), seed: number(job, 'seed') });
    case 'group':
      return groupImageSvg({ silhouette: silhouette(job), seed: number(job, 'seed'), title: text(job, 'title') });
    case 'banner':
      return bannerSvg({ theme: theme(job), seed: number(job, 'seed'), title: text(job, 'title') });
    case 'promo':
      return promoImageSvg({ theme: theme(job), seed: number(job, 'seed'), title: text(job, 'title') });
    case 'store':
      return storeImageSvg({ seed: number(job, 'seed'), title: text(job, 'title') });
    case 'portrait':
      return portraitSvg({ theme: theme(job), seed: number(job, 'seed'), title: text(job, 'title'), jacket: text(job, 'jacket'), beanie: text(job, 'beanie') });
  }
}
