/**
 * A ski package's cart row (decision 030): skis and bindings, with or
 * without boots, chosen in the ski wizard and sold as one row at the
 * package price. Its id names the sport and the time it was added,
 * 'ski-{sport}-{seconds}' (cat 9 unique ids, like a bundle's
 * '{bundleId}-{seconds}'), and its bundleHash the chosen variants. The id
 * holds a hyphen, so core 4's rule holds: only the bundle functions change it.
 * No runtime imports: the cart's parser and the request schema read this pattern.
 */
import type { SkiSport } from './compatibility.ts';

/** 'ski-alpine-1764115200': the sport in group 1. */
export const SKI_PACKAGE_ROW_ID = /^ski-(alpine|nordic)-\d{1,12}$/;

/** Skis + bindings is the smallest package (and the least the package price is given for); boots are optional. */
export const SKI_PACKAGE_MIN_VARIANTS = 2;
export const SKI_PACKAGE_MAX_VARIANTS = 3;

/** The sport of a ski package row, or null for any other row. */
export function skiPackageSportOf(productId: number | string): SkiSport | null {
  const match = typeof productId === 'string' ? SKI_PACKAGE_ROW_ID.exec(productId) : null;
  return match ? (match[1] as SkiSport) : null;
}
