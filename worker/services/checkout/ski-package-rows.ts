/**
 * A ski package row (decision 030): 'ski-{sport}-{seconds}' with skis,
 * bindings and optionally boots in its bundleHash. The server decides
 * everything the client could claim: every part must be ski gear of the
 * row's sport, one of each group (boots optional), and the parts must fit
 * together by the wizard's own rules (shared/ski-wizard/compatibility.ts,
 * on the facts of migration 0023 read from D1 with the cart). The row is
 * priced at the package price (shared/ski-wizard/package-price.ts) of the
 * parts' own prices in the tax area; a package that is not one is still
 * shown with its parts, marked 'incompatible', and cannot be ordered.
 */
import type { CheckoutProductInput } from '../../../shared/types/checkout.ts';
import { partsCompatibility, SKI_GROUPS, type ChosenParts, type SkiGroup, type SkiSport } from '../../../shared/ski-wizard/compatibility.ts';
import { skiPackagePrice } from '../../../shared/ski-wizard/package-price.ts';
import { SKI_PACKAGE_MAX_VARIANTS, SKI_PACKAGE_MIN_VARIANTS, skiPackageSportOf } from '../../../shared/ski-wizard/package-row.ts';
import type { CartData } from '../../data/cart-data.ts';
import type { ResolvedRow, RowPart } from './resolve-rows.ts';

export function packageVariantIds(input: CheckoutProductInput): number[] {
  return skiPackageSportOf(input.productId) && input.bundleHash ? input.bundleHash.split(',').map(Number) : [];
}

/** The part's group in a package of the sport; null for anything the wizard would not list (another sport, no ski gear, rental gear). */
function groupOf(part: RowPart, sport: SkiSport): SkiGroup | null {
  const wizard = part.model.skiWizard;
  return wizard && wizard.sport === sport && !part.model.isRental ? wizard.group : null;
}

/** Skis and bindings of the sport, boots at most once, nothing else; and the parts fit by the wizard's rules. */
function packageFits(parts: RowPart[], sport: SkiSport, data: CartData): boolean {
  const chosen: ChosenParts = {};
  for (const part of parts) {
    const group = groupOf(part, sport);
    const facts = data.skiGear.get(part.variant.id);
    if (!group || chosen[group] || !facts) return false;
    chosen[group] = facts;
  }
  if (!chosen.skis || !chosen.bindings) return false;
  const fit = partsCompatibility(sport, chosen);
  return fit.withSkis && fit.withBindings && fit.withBoots;
}

/** Parts in the package's order (skis, bindings, boots), anything else after them. */
function ordered(parts: RowPart[], sport: SkiSport): RowPart[] {
  const rank = (part: RowPart) => {
    const group = groupOf(part, sport);
    return group ? SKI_GROUPS.indexOf(group) : SKI_GROUPS.length;
  };
  return [...parts].sort((a, b) => rank(a) - rank(b));
}

/**
 * The package row, or null when a part is unknown or not on sale in the tax
 * area (the row then sells nothing, like a bundle with a missing part).
 * `part` resolves one variant as any cart row does.
 */
export function skiPackageRow(input: CheckoutProductInput, data: CartData, part: (variantId: number) => RowPart | null): ResolvedRow | null {
  const sport = skiPackageSportOf(input.productId);
  const ids = packageVariantIds(input);
  if (!sport || ids.length < SKI_PACKAGE_MIN_VARIANTS || ids.length > SKI_PACKAGE_MAX_VARIANTS || new Set(ids).size !== ids.length) return null;
  const found = ids.map(part);
  if (found.some((entry) => entry === null)) return null;
  const parts = ordered(found as RowPart[], sport);
  const fits = packageFits(parts, sport, data);
  // The package's guest price, as the wizard shows it: the parts' own prices (a variant's, else its model's), no club price.
  const prices = parts.map(({ variant, model }) => variant.ownPrice ?? model.price!);
  const price = skiPackagePrice(prices.map(({ regular, active }) => ({ regular, active })));
  return {
    input,
    // Skis and bindings of a package are mounted together: the ski-bundle days apply to them (cat 9), as to a ski bundle model.
    parts: fits ? parts.map((entry) => (groupOf(entry, sport) === 'boots' ? entry : { ...entry, model: { ...entry.model, skiBundle: true } })) : parts,
    bundle: null,
    skiPackage: { sport, fits },
    price: { active: price.discount, regular: price.regular },
    discountable: parts.every((entry) => !entry.model.price!.discountFree),
  };
}
