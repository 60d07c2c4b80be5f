/**
 * The wizard's skier information (issue 17 item 4: height, weight, age,
 * ability, boot sole length), one valibot schema (architecture decision 6).
 * It reads the form's draft as typed (text, a decimal comma accepted) or
 * numbers. Issue messages are dictionary keys (skiWizard.skier.error.*),
 * shown with t() beside the field; an impossible figure (a height of 20 cm,
 * a weight of 900 kg) gets its field's message and never a release value.
 */
import * as v from 'valibot';
import { validateInput, type Validation } from '../validation.ts';
import { SKIER_LIMITS, SKIER_TYPES, type Skier, type SkierType } from './skier.ts';
import type { SkiSport } from './wizard-state.ts';

export const SKIER_MESSAGES = {
  required: 'skiWizard.skier.error.required',
  height: 'skiWizard.skier.error.height',
  weight: 'skiWizard.skier.error.weight',
  age: 'skiWizard.skier.error.age',
  ability: 'skiWizard.skier.error.ability',
  soleLength: 'skiWizard.skier.error.soleLength',
} as const;

const M = SKIER_MESSAGES;

const LIMIT_OF: Partial<Record<string, { min: number; max: number }>> = {
  [M.height]: SKIER_LIMITS.heightCm,
  [M.weight]: SKIER_LIMITS.weightKg,
  [M.age]: SKIER_LIMITS.age,
  [M.soleLength]: SKIER_LIMITS.soleLengthMm,
};

/**
 * The figures a message names ({{min}}, {{max}}): its field's limits, so the
 * texts never repeat them. Shown as `t(message, skierMessageParams(message))`;
 * undefined for a message without figures.
 */
export function skierMessageParams(message: string): { min: number; max: number } | undefined {
  const limits = LIMIT_OF[message];
  return limits ? { min: limits.min, max: limits.max } : undefined;
}

/** Field order is the form's order: the first invalid field gets focus. */
export const SKIER_FIELDS = ['height', 'weight', 'age', 'ability', 'soleLength'] as const;
export type SkierField = (typeof SKIER_FIELDS)[number];

/** "72,5" and "72.5" are the same figure; anything else that is not a plain decimal is no number. */
function toNumber(value: string | number): number {
  if (typeof value === 'number') return value;
  const cleaned = value.trim().replace(',', '.');
  return /^\d{1,4}(?:\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

const isBlank = (value: string | number): boolean => typeof value === 'string' && value.trim() === '';

function figure(message: string, { min, max }: { min: number; max: number }, whole: boolean) {
  return v.pipe(
    v.union([v.string(message), v.number(message)], message),
    v.check((value) => !isBlank(value), M.required),
    v.transform(toNumber),
    v.check((value) => Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value)), message),
  );
}

const ability = v.pipe(
  v.union([v.string(M.ability), v.number(M.ability)], M.ability),
  v.check((value) => !isBlank(value), M.required),
  v.transform((value) => String(value).trim()),
  v.picklist(SKIER_TYPES, M.ability),
);

/** Nordic skiing has no release value: its sole length may stay empty. */
const optionalSole = v.pipe(
  v.optional(v.union([v.string(M.soleLength), v.number(M.soleLength)], M.soleLength), ''),
  v.transform((value) => (isBlank(value) ? null : toNumber(value))),
  v.check((value) => value === null || (Number.isInteger(value) && value >= SKIER_LIMITS.soleLengthMm.min && value <= SKIER_LIMITS.soleLengthMm.max), M.soleLength),
);

function skierSchema(sport: SkiSport) {
  return v.object({
    height: figure(M.height, SKIER_LIMITS.heightCm, false),
    weight: figure(M.weight, SKIER_LIMITS.weightKg, false),
    age: figure(M.age, SKIER_LIMITS.age, true),
    ability,
    soleLength: sport === 'alpine' ? figure(M.soleLength, SKIER_LIMITS.soleLengthMm, true) : optionalSole,
  });
}

const SCHEMAS = { alpine: skierSchema('alpine'), nordic: skierSchema('nordic') };

/** The skier from the form's draft (wizard-state.ts SkierDraft), or a message key per bad field. */
export function validateSkier(input: unknown, sport: SkiSport): Validation<Skier> {
  const result = validateInput(SCHEMAS[sport], input, { missing: M.required, topLevel: true });
  if (!result.ok) return result;
  const { height, weight, age, ability: type, soleLength } = result.request;
  return { ok: true, request: { heightCm: height, weightKg: weight, age, skierType: type as SkierType, soleLengthMm: soleLength } };
}

/** The first field with a message, in the form's order (the one to focus). */
export function firstSkierError(fields: Record<string, string>): SkierField | null {
  return SKIER_FIELDS.find((field) => field in fields) ?? null;
}
