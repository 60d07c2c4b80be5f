import { LANGUAGES } from '../../../shared/languages.ts';
import { seedFromText } from '../art/prng.ts';
import { BRAND_SEEDS, type BrandCategory } from './brand-list.ts';
import type { ImageRegistry, SceneTheme } from './image-jobs.ts';
import { STREAM, streamRandom } from './random.ts';
import { slugify } from './slug.ts';
import { BRAND_DURABLE, BRAND_FINNISH, BRAND_RANGE, brandIntro, brandTitle } from './texts/brand-texts.ts';
import type { DemoBrand } from './types.ts';

const SNOW: readonly BrandCategory[] = ['alpine', 'nordic', 'helmets', 'skiwear', 'snowshoe'];
const SNOW_THEMES: readonly SceneTheme[] = ['snowy-slope', 'alpine-peaks', 'night-sky'];
const GREEN_THEMES: readonly SceneTheme[] = ['forest-lake', 'autumn-fell', 'coast'];

export const brandSlug = (name: string): string => slugify(name);

/** The founding year comes from the name, so a brand's story stays the same under every seed. */
export const foundedYear = (name: string): number => 1921 + (seedFromText(name) % 98);

export function buildBrands(seed: number, images: ImageRegistry): DemoBrand[] {
  return BRAND_SEEDS.map((brand, index) => {
    const random = streamRandom(seed, STREAM.brands, index);
    const slug = brandSlug(brand.name);
    const category = brand.categories[0];
    const intro = brandIntro(brand.name, foundedYear(brand.name), brand.country, category);
    const texts = {} as DemoBrand['texts'];
    for (const language of LANGUAGES) {
      const extra = brand.country === 'fi' ? BRAND_FINNISH[language] : BRAND_DURABLE[language];
      texts[language] = {
        title: brandTitle(brand.name)[language],
        description: `${intro[language]} ${extra} ${BRAND_RANGE[language]}`,
        metaDescription: `${intro[language]} ${BRAND_RANGE[language]}`,
      };
    }
    const themes = SNOW.includes(category) ? SNOW_THEMES : GREEN_THEMES;
    const promoCount = random.int(1, 3);
    return {
      id: brand.id,
      slug,
      name: brand.name,
      logo: images.logo(slug, brand.name),
      isFinnish: brand.country === 'fi',
      isFeatured: brand.featured,
      sortOrder: index + 1,
      texts,
      promoImages: Array.from({ length: promoCount }, (_, i) => ({
        image: images.promo(slug, i + 1, random.pick(themes), brand.name),
        cropPoint: 'center' as const,
      })),
    };
  });
}
