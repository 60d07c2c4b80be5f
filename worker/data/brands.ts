import type { Language } from '../../shared/languages.ts';
import type { BrandDetail } from '../../shared/types/product-list.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { isCatalogueSlug } from './catalogue-slugs.ts';

interface BrandRow {
  id: number; slug: string; name: string; logo: string;
  title: string | null; description: string | null; meta_description: string | null;
}

/** GET /api/brand/ (cat 3 Brand): the manufacturer with the slug, texts in the language, or null. */
export function getBrandBySlug(source: CatalogueSource, language: Language, slug: string): Promise<BrandDetail | null> {
  if (!isCatalogueSlug(slug)) return Promise.resolve(null);
  return readThrough(source, `brand:${language}:${slug}`, async () => {
    const { db } = source;
    const [brands, images] = await db.batch([
      db.prepare(`SELECT m.id, m.slug, m.name, m.logo, t.title, t.description, t.meta_description FROM manufacturers m
        LEFT JOIN manufacturer_texts t ON t.manufacturer_id = m.id AND t.language = ?2 WHERE m.slug = ?1`).bind(slug, language),
      db.prepare(`SELECT i.image, i.crop_point FROM manufacturer_promo_images i JOIN manufacturers m ON m.id = i.manufacturer_id
        WHERE m.slug = ?1 ORDER BY i.position`).bind(slug),
    ]);
    const brand = brands.results[0] as BrandRow | undefined;
    if (!brand) return null;
    return {
      id: brand.id,
      slug: brand.slug,
      name: brand.name,
      logo: brand.logo,
      title: brand.title ?? brand.name,
      description: brand.description ?? '',
      metaDescription: brand.meta_description ?? '',
      promoImages: (images.results as Array<{ image: string; crop_point: string }>).map((row) => ({ image: row.image, cropPoint: row.crop_point })),
    };
  });
}
