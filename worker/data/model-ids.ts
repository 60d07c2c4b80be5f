import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { isCatalogueSlug } from './catalogue-slugs.ts';

interface ModelRef { id: number; mainGroupId: number; isPublic: boolean }

/**
 * The model a product slug names, for calls that take a slug but read by id
 * (extra types 1 and 2, cat 7). Null for an unknown slug or one no import
 * could have written; the caller decides what a non-public model means.
 */
export async function findModelBySlug(source: CatalogueSource, slug: string): Promise<ModelRef | null> {
  if (!isCatalogueSlug(slug)) return null;
  return readThrough(source, `model-ref:${slug}`, async () => {
    const row = await source.db.prepare('SELECT id, main_group_id, is_public FROM product_models WHERE slug = ?1')
      .bind(slug).first<{ id: number; main_group_id: number; is_public: number }>();
    return row && { id: row.id, mainGroupId: row.main_group_id, isPublic: row.is_public === 1 };
  });
}
