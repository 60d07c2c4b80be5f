/**
 * A product's design: what makes one model's drawing its own, apart from its
 * colour. Every silhouette is drawn with a surface pattern, a trim (contrast
 * or tone-on-tone details) and proportions; garments, boots, skis and packs
 * add features of their own (hood, pockets, hem, buckles...). A design is one
 * number below designCount(features), decoded in mixed radix, so the demo
 * generator can hand out distinct designs per silhouette and the product
 * texts can name the same features the drawing shows.
 */

/** Surface patterns, drawn over the main material (see pattern-overlay.ts). */
export const PATTERNS = ['plain', 'bands', 'pinstripe', 'diagonal', 'chevron', 'dots', 'check', 'block', 'topo', 'fade'] as const;
export type Pattern = (typeof PATTERNS)[number];

/** Details in the accent colour, or in a deeper shade of the main colour. */
export const TRIMS = ['contrast', 'tonal'] as const;
export type Trim = (typeof TRIMS)[number];

/** Width and height factors of the drawing: regular, narrow and tall, wide and low. */
export const PROPORTIONS = [[1, 1], [0.9, 1.04], [1.1, 0.95]] as const;

/** A silhouette's own feature dimensions: name to the values it can take (the first is the plain one). */
export type FeatureSpace = Readonly<Record<string, readonly string[]>>;

export interface Design {
  pattern: Pattern;
  trim: Trim;
  /** Index into PROPORTIONS. */
  proportion: number;
  features: Readonly<Record<string, string>>;
}

const dimensions = (features: FeatureSpace): [string, readonly string[]][] => Object.entries(features);

/** How many distinct designs a silhouette with these features has. */
export function designCount(features: FeatureSpace = {}): number {
  return dimensions(features).reduce((count, [, values]) => count * values.length, PATTERNS.length * TRIMS.length * PROPORTIONS.length);
}

/**
 * The design with this number: pattern first, then trim, proportion and the
 * silhouette's features. Numbers wrap around the count; 0 is plain, contrast,
 * regular, with every feature at its first value.
 */
export function decodeDesign(number: number, features: FeatureSpace = {}): Design {
  let rest = ((Math.trunc(number) % designCount(features)) + designCount(features)) % designCount(features);
  const digit = (size: number): number => {
    const value = rest % size;
    rest = Math.floor(rest / size);
    return value;
  };
  const pattern = PATTERNS[digit(PATTERNS.length)];
  const trim = TRIMS[digit(TRIMS.length)];
  const proportion = digit(PROPORTIONS.length);
  const chosen: Record<string, string> = {};
  for (const [name, values] of dimensions(features)) chosen[name] = values[digit(values.length)];
  return { pattern, trim, proportion, features: chosen };
}
