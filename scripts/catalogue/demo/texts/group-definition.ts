import type { SilhouetteKind } from '../../art/silhouettes.ts';
import type { PropertyKey } from '../property-types.ts';
import type { Texts } from './localised.ts';

export type GroupSorting = 'default' | 'popular' | 'newest' | 'stars' | 'offers' | 'lowest' | 'highest' | 'alphabetical';

/** A product group as written in the data files; groups.ts turns it into the import format. */
export interface GroupDefinition {
  id: number;
  parentId: number | null;
  silhouette: SilhouetteKind;
  names: Texts;
  /** Defaults to the name slugified per language; set where a route segment or a rule (/outlet/) needs a fixed slug. */
  slugs?: Texts;
  /** Shorter menu label; defaults to the name. */
  shortNames?: Texts;
  /** One sentence on what the group holds: the start of the description and meta description. */
  pitch: Texts;
  filters?: PropertyKey[];
  isTop?: boolean;
  /** Kept out of the menu (the page still exists). */
  hidden?: boolean;
  sorting?: GroupSorting;
}
