import type { Language } from '../../shared/languages.ts';
import type { ProductGroupDetail } from '../../shared/types/product-list.ts';
import { sanitizeHtml } from '../html/sanitize-html.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';
import { isGroupPath } from './catalogue-slugs.ts';

interface GroupRow {
  id: number; show_in_menu: number; group_sorting: string;
  name: string; short_name: string; path: string; description: string; description_html: string; meta_title: string; meta_description: string;
}

// Ancestors by climbing parent links; the level cap stops a (corrupt) cycle.
const PARENTS = `WITH RECURSIVE up(id, parent_id, level) AS (
    SELECT id, parent_id, 0 FROM product_groups WHERE id = (SELECT parent_id FROM product_groups WHERE id = ?1)
    UNION ALL SELECT g.id, g.parent_id, up.level + 1 FROM product_groups g JOIN up ON g.id = up.parent_id WHERE up.level < 32)
  SELECT up.id, t.name, t.path FROM up JOIN product_group_texts t ON t.group_id = up.id AND t.language = ?2 ORDER BY up.level DESC`;

async function loadGroup(source: CatalogueSource, language: Language, id: number, ownHosts: string[]): Promise<ProductGroupDetail | null> {
  const { db } = source;
  const [groups, children, parents, paths, filters] = await db.batch([
    db.prepare(`SELECT g.id, g.show_in_menu, g.group_sorting, t.name, t.short_name, t.path, t.description, t.description_html, t.meta_title, t.meta_description
      FROM product_groups g JOIN product_group_texts t ON t.group_id = g.id AND t.language = ?2 WHERE g.id = ?1`).bind(id, language),
    db.prepare(`SELECT g.id, t.name, t.slug, t.path FROM product_groups g JOIN product_group_texts t ON t.group_id = g.id AND t.language = ?2
      WHERE g.parent_id = ?1 ORDER BY g.sort_order, t.name, g.id`).bind(id, language),
    db.prepare(PARENTS).bind(id, language),
    db.prepare('SELECT language, path FROM product_group_texts WHERE group_id = ?1').bind(id),
    db.prepare(`SELECT p.slug FROM product_group_filters f JOIN property_types p ON p.id = f.property_type_id
      WHERE f.group_id = ?1 ORDER BY f.position, p.id`).bind(id),
  ]);
  const group = groups.results[0] as GroupRow | undefined;
  if (!group) return null;
  const linkRows = (rows: unknown[]) => rows as Array<{ id: number; name: string; slug: string; path: string }>;
  return {
    id: group.id,
    name: group.name,
    shortName: group.short_name,
    path: `/${group.path}/`,
    meta_title: group.meta_title,
    meta_description: group.meta_description,
    description: group.description,
    // Sanitised once per catalogue version, before caching (core 5), as static pages are.
    description_html: await sanitizeHtml(group.description_html, { productionHosts: ownHosts }),
    filterable_properties: (filters.results as Array<{ slug: string }>).map((row) => row.slug),
    group_sorting: group.group_sorting,
    children: linkRows(children.results).map((row) => ({ id: row.id, name: row.name, slug: row.slug, path: `/${row.path}/` })),
    showInMenu: group.show_in_menu === 1,
    parents: linkRows(parents.results).map((row) => ({ id: row.id, name: row.name, path: `/${row.path}/` })),
    paths: Object.fromEntries((paths.results as Array<{ language: string; path: string }>).map((row) => [row.language, `/${row.path}/`])),
  };
}

/**
 * GET /api/products/productgroup/ (cat 3 Product group): the group at a
 * localised path (lower-case, no outer slashes) in that language, or null.
 * `ownHosts`: absolute links to the shop in the description become relative.
 */
export function getProductGroupByPath(source: CatalogueSource, language: Language, path: string, ownHosts: string[] = []): Promise<ProductGroupDetail | null> {
  if (!isGroupPath(path)) return Promise.resolve(null);
  return readThrough(source, `product-group:${language}:path:${path}`, async () => {
    const id = await source.db.prepare('SELECT group_id FROM product_group_texts WHERE language = ?1 AND path = ?2')
      .bind(language, path).first<number>('group_id');
    return id === null ? null : loadGroup(source, language, id, ownHosts);
  });
}
