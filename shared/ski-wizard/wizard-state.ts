/**
 * The ski wizard's state per sport (core 3 "Ski wizard", cat 3): which skis,
 * bindings and boots the shopper chose, what the server last said about
 * their compatibility and package price, and the skier information as typed.
 * Persisted locally, one key per sport; pure data, every change through the
 * functions here, and everything read back from storage is checked (it may
 * be old, edited by hand or written by another version).
 */
import { isRecord } from '../is-record.ts';
import { SKI_GROUPS, SKI_SPORTS, type PartsCompatibility, type SkiGroup, type SkiSport } from './compatibility.ts';

export { SKI_GROUPS, SKI_SPORTS, type SkiGroup, type SkiSport };

/** The spec's ski_type (core 7 `/api/compatible_products/`) and the wizard's path segment in every language. */
export const SKI_TYPE_OF_SPORT: Readonly<Record<SkiSport, 'laskettelu' | 'murto'>> = { alpine: 'laskettelu', nordic: 'murto' };

export function sportOfSkiType(value: unknown): SkiSport | null {
  return SKI_SPORTS.find((sport) => SKI_TYPE_OF_SPORT[sport] === value) ?? null;
}

export function isSkiSport(value: unknown): value is SkiSport {
  return (SKI_SPORTS as readonly unknown[]).includes(value);
}

/** localStorage key of one sport's wizard (core 3: persisted locally, per sport). */
export function wizardStorageKey(sport: SkiSport): string {
  return `so_ski_wizard_${sport}`;
}

/** A chosen product: the variant (size) that goes into the package and what the wizard shows of it. */
export interface WizardPart { variantId: number; modelId: number; name: string; image: string; slug: string }

export type WizardCompatibility = PartsCompatibility;

/** The package's prices in the visitor's currency (shared/ski-wizard/package-price.ts: `discount` is the package price). */
export interface WizardPrices { active: number; regular: number; discount: number }

/** The skier information exactly as typed (nothing typed is lost); skier-schema.ts reads it. */
export interface SkierDraft { height: string; weight: string; age: string; ability: string; soleLength: string }

export interface WizardState {
  isEnabled: boolean;
  skis: WizardPart | null;
  bindings: WizardPart | null;
  boots: WizardPart | null;
  /** What the server said about the parts chosen; all true while nothing is known against them. */
  compatible: WizardCompatibility;
  /** Null until the server priced the parts now chosen (a change clears it). */
  prices: WizardPrices | null;
  skier: SkierDraft;
}

const ALL_COMPATIBLE: WizardCompatibility = Object.freeze({ withSkis: true, withBindings: true, withBoots: true });
export const EMPTY_SKIER: SkierDraft = Object.freeze({ height: '', weight: '', age: '', ability: '', soleLength: '' });

export const EMPTY_WIZARD_STATE: WizardState = Object.freeze({
  isEnabled: false, skis: null, bindings: null, boots: null, compatible: ALL_COMPATIBLE, prices: null, skier: EMPTY_SKIER,
});

const MAX_ID = 2 ** 31 - 1;
const MAX_TEXT = 300;
const MAX_SKIER_TEXT = 10;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0 && (value as number) <= MAX_ID;
const text = (value: unknown, max = MAX_TEXT): string => (typeof value === 'string' ? value.slice(0, max) : '');
const money = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

function readPart(value: unknown): WizardPart | null {
  if (!isRecord(value) || !isId(value.variantId) || !isId(value.modelId) || typeof value.name !== 'string') return null;
  return { variantId: value.variantId, modelId: value.modelId, name: text(value.name), image: text(value.image, 1000), slug: text(value.slug) };
}

function readPrices(value: unknown): WizardPrices | null {
  if (!isRecord(value)) return null;
  const [active, regular, discount] = [money(value.active), money(value.regular), money(value.discount)];
  return active === null || regular === null || discount === null ? null : { active, regular, discount };
}

function readSkier(value: unknown): SkierDraft {
  if (!isRecord(value)) return EMPTY_SKIER;
  return {
    height: text(value.height, MAX_SKIER_TEXT), weight: text(value.weight, MAX_SKIER_TEXT), age: text(value.age, MAX_SKIER_TEXT),
    ability: text(value.ability, MAX_SKIER_TEXT), soleLength: text(value.soleLength, MAX_SKIER_TEXT),
  };
}

/** Reads one sport's wizard back from storage: a bad part is dropped, a bad field takes its empty value, unreadable text is an empty wizard. */
export function parseWizardState(stored: string | null): WizardState {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : null;
  } catch {
    return EMPTY_WIZARD_STATE;
  }
  if (!isRecord(raw)) return EMPTY_WIZARD_STATE;
  const compatible = isRecord(raw.compatible) ? raw.compatible : {};
  return {
    isEnabled: raw.isEnabled === true,
    skis: readPart(raw.skis),
    bindings: readPart(raw.bindings),
    boots: readPart(raw.boots),
    compatible: { withSkis: compatible.withSkis !== false, withBindings: compatible.withBindings !== false, withBoots: compatible.withBoots !== false },
    prices: readPrices(raw.prices),
    skier: readSkier(raw.skier),
  };
}

export function serializeWizardState(state: WizardState): string {
  return JSON.stringify(state);
}

/**
 * Chooses (or, with null, removes) the product of a group. What the server
 * said about the old choice no longer holds: compatibility and prices wait
 * for the next answer.
 */
export function setPart(state: WizardState, group: SkiGroup, part: WizardPart | null): WizardState {
  return { ...state, isEnabled: true, [group]: part, compatible: ALL_COMPATIBLE, prices: null };
}

export function setSkier(state: WizardState, skier: SkierDraft): WizardState {
  return { ...state, isEnabled: true, skier: { ...skier } };
}

/** The answer of GET /api/compatible_products/ (core 7) for the parts now chosen. */
export interface CompatibleProductsAnswer {
  compatibleWithSkis: boolean;
  compatibleWithBindings: boolean;
  compatibleWithBoots: boolean;
  prices: { regular: number; discount: number };
}

/**
 * Applies the compatibility answer. `variantIds` are the ids the request
 * named: an answer about other parts (the shopper changed one meanwhile)
 * is dropped, as a stale checkout answer is (core 4).
 */
export function applyCompatibility(state: WizardState, answer: CompatibleProductsAnswer, variantIds: ReadonlyArray<number>): WizardState {
  const now = partVariantIds(state);
  if (now.length !== variantIds.length || now.some((id, index) => id !== variantIds[index])) return state;
  const regular = money(answer.prices.regular) ?? 0;
  const discount = money(answer.prices.discount) ?? 0;
  return {
    ...state,
    compatible: { withSkis: answer.compatibleWithSkis, withBindings: answer.compatibleWithBindings, withBoots: answer.compatibleWithBoots },
    prices: { active: discount, regular, discount },
  };
}

/** The chosen variants in group order (skis, bindings, boots): what the package adds to the cart. */
export function partVariantIds(state: WizardState): number[] {
  return SKI_GROUPS.flatMap((group) => (state[group] ? [state[group]!.variantId] : []));
}

/**
 * cat 4 "Ski wizard add": where the wizard goes after a product was stored,
 * the next group still missing. Skis come first (a package is built on
 * them), then bindings, then boots; null when every group has its product
 * (the wizard then opens at its root or the current group).
 */
export function nextMissingGroup(state: WizardState): SkiGroup | null {
  return SKI_GROUPS.find((group) => state[group] === null) ?? null;
}

/** Every chosen part compatible with the others, as the server last said. */
export function isCompatible(state: WizardState): boolean {
  return state.compatible.withSkis && state.compatible.withBindings && state.compatible.withBoots;
}

/** A package can go to the cart: skis and bindings chosen (boots optional) and nothing incompatible. */
export function isPackageReady(state: WizardState): boolean {
  return state.skis !== null && state.bindings !== null && isCompatible(state);
}

/** Starts the sport's wizard over (after the package went to the cart, or on the shopper's reset); the skier stays the same. */
export function resetWizard(state: WizardState): WizardState {
  return { ...EMPTY_WIZARD_STATE, skier: state.skier };
}
