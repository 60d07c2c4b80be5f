import { withLocalePrefix } from '../../shared/locale-path.ts';
import type { ProductGroupNode } from '../../shared/types/catalogue.ts';
import type { SiteConfig } from '../../shared/types/locale.ts';

/** The children a menu shows: those flagged showInMenu (core 2). */
export function menuChildren(group: ProductGroupNode): ProductGroupNode[] {
  return group.children.filter((child) => child.showInMenu);
}

/** core 2 (menu page): groups with children of their own first, those without last, each in the operator's order. */
export function withChildrenFirst(groups: ProductGroupNode[]): ProductGroupNode[] {
  const hasChildren = (group: ProductGroupNode) => menuChildren(group).length > 0;
  return [...groups.filter(hasChildren), ...groups.filter((group) => !hasChildren(group))];
}

/** A group's page: group paths are local ('/laskettelu/'), the locale prefix comes from the strategy. */
export function groupHref(path: string, config: Pick<SiteConfig, 'language' | 'strategy'>): string {
  return withLocalePrefix(path, config.language, config.strategy);
}

/** A group's promo link: its slug is a local path without the outer slashes. */
export function promoHref(slug: string, config: Pick<SiteConfig, 'language' | 'strategy'>): string {
  return groupHref(`/${slug}/`, config);
}
