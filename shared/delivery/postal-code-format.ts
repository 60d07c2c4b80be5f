/**
 * Whether a postal code can belong to the delivery country (issue 14, decision
 * 018): the address form's field error and the "deliver to Finland?"
 * suggestion read the same table. Patterns follow each postal service's
 * published format and first-digit ranges, so a code no address in the country
 * can have (Helsinki's 00100 as a US ZIP code, below 00501) contradicts it.
 * A country missing here accepts any code the form's own pattern allows.
 */
import { POSTAL_CODE_PATTERN } from '../product/postal-code.ts';

const FORMATS: Readonly<Record<string, RegExp>> = {
  fi: POSTAL_CODE_PATTERN,
  se: /^[1-9]\d{2} ?\d{2}$/,
  no: /^\d{4}$/,
  dk: /^\d{4}$/,
  is: /^\d{3}$/,
  ee: /^[1-9]\d{4}$/,
  lv: /^(?:LV-?)?\d{4}$/,
  lt: /^(?:LT-?)?\d{5}$/,
  de: /^(?:0[1-9]|[1-9]\d)\d{3}$/,
  at: /^[1-9]\d{3}$/,
  ch: /^[1-9]\d{3}$/,
  li: /^94(?:8[5-9]|9[0-8])$/,
  fr: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/,
  mc: /^980\d{2}$/,
  be: /^[1-9]\d{3}$/,
  nl: /^[1-9]\d{3} ?[A-Z]{2}$/,
  lu: /^(?:L-?)?\d{4}$/,
  gb: /^(?:[A-Z]{1,2}\d[A-Z\d]?|GIR) ?\d[A-Z]{2}$/,
  ie: /^[A-Z]\d[\dW] ?[\dA-Z]{4}$/,
  es: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  pt: /^\d{4}-?\d{3}$/,
  it: /^\d{5}$/,
  sm: /^4789\d$/,
  ad: /^(?:AD)?\d{3}$/,
  mt: /^[A-Z]{3} ?\d{4}$/,
  gr: /^[1-8]\d{2} ?\d{2}$/,
  cy: /^\d{4}$/,
  pl: /^\d{2}-?\d{3}$/,
  cz: /^[1-7]\d{2} ?\d{2}$/,
  sk: /^[089]\d{2} ?\d{2}$/,
  hu: /^[1-9]\d{3}$/,
  si: /^(?:SI-?)?[1-9]\d{3}$/,
  hr: /^[1-5]\d{4}$/,
  ro: /^\d{6}$/,
  bg: /^[1-9]\d{3}$/,
  ua: /^\d{5}$/,
  md: /^(?:MD-?)?\d{4}$/,
  rs: /^\d{5}$/,
  ba: /^\d{5}$/,
  me: /^\d{5}$/,
  mk: /^\d{4}$/,
  al: /^\d{4}$/,
  tr: /^(?:0[1-9]|[1-7]\d|8[01])\d{3}$/,
  il: /^\d{5}(?:\d{2})?$/,
  // ZIP or ZIP+4; no ZIP code lies below 00501.
  us: /^(?!00[0-4]|00500)\d{5}(?:-\d{4})?$/,
  ca: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
  mx: /^\d{5}$/,
  br: /^\d{5}-?\d{3}$/,
  au: /^\d{4}$/,
  nz: /^\d{4}$/,
  jp: /^\d{3}-?\d{4}$/,
  kr: /^\d{5}$/,
  sg: /^\d{6}$/,
  za: /^\d{4}$/,
};

/** As people type it: any case, spaces around and doubled. */
const normalise = (code: string) => code.trim().replace(/\s+/g, ' ').toUpperCase();

/** False only when the country has a known format and the code cannot be one of its codes. */
export function postalCodeFits(countryCode: string, code: string): boolean {
  const format = FORMATS[countryCode.toLowerCase()];
  return !format || format.test(normalise(code));
}

/**
 * The country to offer instead when the code contradicts the chosen one: the
 * first candidate (the visitor's own countries, in order) whose format the
 * code fits; null when the code fits the chosen country or none of them.
 */
export function suggestedCountry(chosen: string, code: string, candidates: readonly string[]): string | null {
  if (!code.trim() || postalCodeFits(chosen, code)) return null;
  return candidates.find((candidate) => candidate !== chosen && FORMATS[candidate] && postalCodeFits(candidate, code)) ?? null;
}
