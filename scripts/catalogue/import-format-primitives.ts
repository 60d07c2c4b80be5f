/**
 * The field shapes every section of the import format is built from
 * (scripts/catalogue/import-format.ts). Kept apart so section files share them.
 */
import { z } from 'zod';
import { LANGUAGES } from '../../shared/languages.ts';

export const id = z.number().int().positive();
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and single hyphens');
export const path = z.string().regex(/^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/, 'slugs joined by "/", no outer slashes');
export const text = z.string().trim().min(1);
export const optionalText = z.string().default('');
export const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour');
export const money = z.number().nonnegative().multipleOf(0.01);
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?Z)?$/, 'an ISO date or UTC time');
/** An image: an absolute https URL or a path served by this shop (e.g. /images/...). */
export const imageUrl = z.string().regex(/^(https:\/\/|\/)[^\s]*$/, 'an https URL or a path starting with /');
/** Where a banner or popup leads: an http(s) URL or a path in the shop (never another scheme or '//host'). */
export const linkUrl = z.string().trim().regex(/^(?:https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)?$/, 'an http(s) URL or a path starting with a single /').default('');
export const cropPoint = z.enum(['center', 'top', 'bottom', 'left', 'right', 'faces']).default('center');
/** A delivery country as the countries table keys it: lower-case ISO 3166-1 alpha-2. */
export const countryCode = z.string().regex(/^[a-z]{2}$/, 'a lower-case ISO 3166-1 alpha-2 country code, e.g. "fi"');

/** A value per language: all six languages are required (every page is fully translated). */
export function perLanguage<T extends z.ZodType>(value: T) {
  return z.object(Object.fromEntries(LANGUAGES.map((language) => [language, value])) as Record<(typeof LANGUAGES)[number], T>);
}
