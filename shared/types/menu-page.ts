import type { ProductGroupNode } from './catalogue.ts';

/**
 * Props of the mobile /menu/ page (core 2): the whole product-group tree and
 * which top-level and second-level groups are open, by slug, from the query.
 */
export interface MenuPageProps {
  groups: ProductGroupNode[];
  selectedTop: string | null;
  selectedChild: string | null;
}
