import type { Language } from '../../shared/languages.ts';
import { SHOE_PROPERTY } from '../../shared/shoe-wizard/steps.ts';
import type { ProductGroupDetail } from '../../shared/types/product-list.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { getProductGroupByPath } from './product-group-detail.ts';

/**
 * The group the shoe wizard filters (decision 031): the highest group whose
 * filters offer the shoes' activity, first in menu order. Null when the
 * catalogue has none.
 */
export async function getShoeWizardGroup(source: CatalogueSource, language: Language, ownHosts: string[]): Promise<ProductGroupDetail | null> {
  // Cached even when there is none ({ path: null }): the answer is per catalogue, not per visitor's input.
  const { path } = await readThrough(source, `shoe-wizard-group:${language}`, async () => ({
    path: await source.db.prepare(`SELECT t.path FROM product_groups g
        JOIN product_group_filters f ON f.group_id = g.id
        JOIN property_types p ON p.id = f.property_type_id AND p.slug = ?2
        JOIN product_group_texts t ON t.group_id = g.id AND t.language = ?1
      ORDER BY g.depth, g.sort_order, g.id LIMIT 1`).bind(language, SHOE_PROPERTY.activity).first<string>('path'),
  }));
  return path === null ? null : getProductGroupByPath(source, language, path, ownHosts);
}
