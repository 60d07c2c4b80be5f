import type { SilhouetteKind } from '../../art/silhouettes.ts';
import type { BrandCategory } from '../brand-list.ts';
import type { PaletteName } from '../colours.ts';
import type { PropertyKey } from '../property-types.ts';
import type { RuGender, Texts } from '../texts/localised.ts';
import type { TechnologyKey } from '../texts/technologies.ts';

/** Values with their relative shares: { Hiking: 4, Walking: 1 }. */
export type ShoeShares = Readonly<Record<string, number>>;

/** Review comments, taglines and closing sentences are written per family. */
export type Family = 'apparel' | 'footwear' | 'snow' | 'gear';

/** [min, max, step] for a number, a list to pick from, or the probability of a flag being set. */
export type PropertyRule = readonly [number, number, number] | { pick: readonly (string | number)[] } | number;

export type SizeRule =
  | { apparel: true }
  | { shoes: true }
  | { mondo: true }
  | { oneSize: true }
  | { lengths: readonly [number, number]; count: readonly [number, number]; step?: number }
  | { list: readonly string[]; count: readonly [number, number] };

/**
 * One kind of product (shell jacket, piste ski, tent...): where its models are
 * listed, how they are named, which variants and properties they have, and
 * what they cost before VAT.
 */
export interface ProductKind {
  key: string;
  groupId: number;
  silhouette: SilhouetteKind;
  category: BrandCategory;
  family: Family;
  /** Relative share of models. */
  weight: number;
  /** The product noun in names: "Norrvik Summit GTX <noun>". */
  noun: Texts;
  ruGender: RuGender;
  /** One sentence on the product: the short description. */
  pitch: Texts;
  /** adult: men's, women's or unisex models; kids: always children's; none: no gender. */
  gender: 'adult' | 'kids' | 'none';
  /** Net price range in euros before VAT. */
  price: readonly [number, number];
  palette: PaletteName;
  /** How many colours a model comes in; 0 means no colour choice. */
  colours: readonly [number, number];
  sizes: SizeRule | null;
  /** Third variant axis some models get: trouser leg length, zip side, or a unisex model's regular and relaxed cut. */
  types?: 'length' | 'zip' | 'fit';
  properties: Partial<Record<PropertyKey, PropertyRule>>;
  /** A property whose value ends the model name: ski waist width, pack volume, tent persons... */
  nameNumber?: PropertyKey;
  /** Model name endings after the line name ("GTX", "Pro", "Hybrid"). */
  suffixes: readonly string[];
  technologies: readonly TechnologyKey[];
  skiWizard?: { sport: 'alpine' | 'nordic'; group: 'skis' | 'bindings' | 'boots' };
  /** Footwear: the shoe wizard's activity and terrain, each value with its relative share (decision 031). */
  shoe?: { activity: ShoeShares; terrain: ShoeShares };
  /** Size tables by model gender (unisex models get both adult tables). */
  sizeTables?: 'apparel' | 'shoes' | 'alpine-skis' | 'nordic-skis' | 'ski-boots';
}
