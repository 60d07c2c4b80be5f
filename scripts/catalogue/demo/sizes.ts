/** Size names by range. The importer orders them (shared/sizes.ts); ids here only need to be stable. */
const range = (from: number, to: number, step: number, format: (n: number) => string) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => format(Math.round((from + i * step) * 10) / 10));

export const APPAREL_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const KIDS_SIZES = range(110, 160, 10, String);
export const SHOE_SIZES = range(36, 47, 1, String);
/** Some brands size in half sizes... */
export const HALF_SHOE_SIZES = range(36, 47, 0.5, String);
/** ...and some in thirds, as French lasts do (36, 36 2/3, 37 1/3, 38...). */
export const THIRD_SHOE_SIZES = Array.from({ length: 18 }, (_, i) => {
  const whole = 36 + Math.floor((i * 2) / 3);
  const third = (i * 2) % 3;
  return third === 0 ? String(whole) : `${whole} ${third}/3`;
});
/** Alpine boot shells in Mondopoint (foot length in cm). */
export const MONDO_SIZES = range(22.5, 31.5, 0.5, (n) => (Number.isInteger(n) ? String(n) : n.toFixed(1)));
export const LENGTHS_CM = [...range(100, 205, 5, (n) => `${n} cm`), '210 cm', '220 cm', '230 cm', '240 cm'];
export const PACK_VOLUMES = ['38 L', '45 L', '55 L', '65 L', '75 L'];
export const DRY_BAG_VOLUMES = ['10 L', '20 L', '35 L'];
export const BOTTLE_VOLUMES = ['0.5 L', '0.75 L', '1 L'];
export const SOCK_SIZES = ['35-38', '39-42', '43-46'];
export const BRAKE_WIDTHS = ['85 mm', '90 mm', '100 mm', '110 mm', '120 mm'];
export const SNOWSHOE_SIZES = ['22 in', '25 in', '30 in'];
export const ONE_SIZE = 'One size';

const ALL_SIZES = [...new Set([
  ...APPAREL_SIZES, ...KIDS_SIZES, ...HALF_SHOE_SIZES, ...THIRD_SHOE_SIZES, ...MONDO_SIZES, ...LENGTHS_CM, ...PACK_VOLUMES,
  ...DRY_BAG_VOLUMES, ...BOTTLE_VOLUMES, ...SOCK_SIZES, ...BRAKE_WIDTHS, ...SNOWSHOE_SIZES, ONE_SIZE,
])];

const IDS = new Map(ALL_SIZES.map((name, index) => [name, index + 1]));

export function sizeId(name: string): number {
  const id = IDS.get(name);
  if (id === undefined) throw new Error(`unknown demo size ${name}`);
  return id;
}

export function sizeEntries() {
  return ALL_SIZES.map((name, index) => ({ id: index + 1, name }));
}

/** Lengths between two values in cm, inclusive ('150 cm'...). */
export function lengthsBetween(from: number, to: number, step = 5): string[] {
  return LENGTHS_CM.filter((name) => {
    const cm = Number.parseInt(name, 10);
    return cm >= from && cm <= to && (cm - from) % step === 0;
  });
}
