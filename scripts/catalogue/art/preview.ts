/**
 * Writes one image of every kind into bench/tmp/art-preview/ (git-ignored) for a look in a browser:
 * node scripts/catalogue/art/preview.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANNER_THEMES, SILHOUETTE_KINDS, bannerSvg, brandLogoSvg, groupImageSvg, productImageSvg, promoImageSvg, storeImageSvg } from './index.ts';

const OUT = join(import.meta.dirname, '../../../bench/tmp/art-preview');
const COLOURS = [['#c8102e', '#1b1f24'], ['#1f4e79', '#f2a900'], ['#2e6b4f', '#e8e2d0'], ['#f26b1d', '#263238'], ['#262a30', '#4fc3f7'], ['#7b3f61', '#f5c542']] as const;

mkdirSync(OUT, { recursive: true });
const files: string[] = [];
const write = (name: string, svg: string) => {
  writeFileSync(join(OUT, `${name}.svg`), svg);
  files.push(name);
};

SILHOUETTE_KINDS.forEach((kind, i) => {
  const [colourHex, accentHex] = COLOURS[i % COLOURS.length];
  write(`product-${kind}`, productImageSvg({ silhouette: kind, colourHex, accentHex, seed: i + 1, title: kind }));
  write(`group-${kind}`, groupImageSvg({ silhouette: kind, seed: i + 1, title: kind }));
});

['Kaira', 'Tunturi Gear', 'Pohjoisranta Outdoor Company', 'Lumi & Co', 'Revontuli', 'Fjällräv', 'Nordkap', 'Havu'].forEach((name, i) => {
  write(`logo-${i}`, brandLogoSvg({ name, seed: i + 3 }));
});
[1, 2, 3].forEach((seed) => write(`store-${seed}`, storeImageSvg({ seed, title: 'Kaira Outdoor, Rovaniemi' })));

BANNER_THEMES.forEach((theme, i) => {
  write(`banner-${theme}`, bannerSvg({ theme, seed: i + 1, title: theme }));
  write(`promo-${theme}`, promoImageSvg({ theme, seed: i + 7, title: theme }));
});

console.log(`${files.length} images in ${OUT}`);
