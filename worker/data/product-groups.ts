import type { Language } from '../../shared/languages.ts';
import type { ProductGroupNode } from '../../shared/types/catalogue.ts';
import { readThrough, type CatalogueSource } from './catalogue-cache.ts';

interface GroupRow {
  id: number; parent_id: number | null; show_in_menu: number; is_top: number; image: string;
  slug: string; path: string; name: string; short_name: string;
}
interface LinkRow { group_id: number; slug: string; title: string; image: string }

async function loadProductGroupTree(source: CatalogueSource, language: Language): Promise<ProductGroupNode[]> {
  const [groups, links] = await source.db.batch([
    source.db.prepare(`SELECT g.id, g.parent_id, g.show_in_menu, g.is_top, g.image, t.slug, t.path, t.name, t.short_name
      FROM product_groups g JOIN product_group_texts t ON t.group_id = g.id AND t.language = ?1
      ORDER BY g.depth, g.sort_order, t.name`).bind(language),
    source.db.prepare('SELECT group_id, slug, title, image FROM product_group_links WHERE language = ?1 ORDER BY group_id, position').bind(language),
  ]);
  const nodes = new Map<number, ProductGroupNode>();
  const roots: ProductGroupNode[] = [];
  // Ordered by depth, so a parent is always placed before its children.
  for (const row of groups.results as unknown as GroupRow[]) {
    const node: ProductGroupNode = {
      id: row.id, name: row.name, shortName: row.short_name, slug: row.slug, path: `/${row.path}/`,
      showInMenu: row.show_in_menu === 1, isTop: row.is_top === 1, image: row.image, children: [], links: [],
    };
    nodes.set(row.id, node);
    if (row.parent_id === null) roots.push(node);
    else nodes.get(row.parent_id)?.children.push(node);
  }
  for (const link of links.results as unknown as LinkRow[]) {
    nodes.get(link.group_id)?.links.push({ slug: link.slug, title: link.title, image: link.image });
  }
  return roots;
}

/** core 3 productGroups: the whole tree in the language, top level first, each level in the operator's order. */
export function getProductGroupTree(source: CatalogueSource, language: Language): Promise<ProductGroupNode[]> {
  return readThrough(source, `product-groups:${language}`, () => loadProductGroupTree(source, language));
}

/** Every group of a tree, depth first. */
export function flattenGroups(groups: ProductGroupNode[]): ProductGroupNode[] {
  return groups.flatMap((group) => [group, ...flattenGroups(group.children)]);
}
