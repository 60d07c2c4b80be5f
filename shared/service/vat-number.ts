/**
 * VAT numbers of the corporate information form (issue 16 item 6, cat 3
 * "corporate customers give a company name and VAT number"), checked by the
 * format of the company's country, in the browser and on the server alike.
 *
 * EU members: the formats the European Commission's VIES service lists for
 * each member state (the VAT number is the country prefix and the national
 * part; Greece's prefix is EL, not its ISO code GR). Finland and Sweden,
 * the shop's home markets, also get their check digits: the Finnish
 * business ID's modulus 11 (weights 7 9 10 5 8 4 2) and the Swedish
 * organisation number's Luhn digit (the VAT number is that number and "01").
 *
 * Outside the EU the shop delivers to Norway, Switzerland and the UK, whose
 * VAT registers are national:
 * - NO: the Brønnøysund organisation number (9 digits), with "MVA" after it
 *   as the Norwegian tax administration writes a VAT-registered business's
 *   number (taken with or without it).
 * - CH: the UID, "CHE" and 9 digits, with "MWST", "TVA" or "IVA" after it
 *   in the VAT register (the Federal Statistical Office's UID format).
 * - GB: HMRC's 9 digits, 12 for a branch of a VAT group, or "GD"/"HA" and 3
 *   digits for government departments and health authorities.
 *
 * A number is normalised before it is checked: upper case, without spaces,
 * dots, dashes or slashes, and with the country prefix added when it was
 * typed without one ("0112038-9" for Finland is FI01120389).
 */

interface VatFormat {
  /** The prefix of the VAT number (EL for Greece, CHE for Switzerland). */
  prefix: string;
  /** The national part after the prefix. */
  pattern: RegExp;
  /** Extra rule on the national part (a check digit). */
  check?: (national: string) => boolean;
  /** How one looks, shown beside the field. */
  example: string;
}

/** Finnish business ID (Y-tunnus): 7 digits and a modulus 11 check digit; remainder 1 is never issued. */
function finnishCheckDigit(national: string): boolean {
  const weights = [7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(national[index]), 0);
  const remainder = sum % 11;
  if (remainder === 1) return false;
  return (remainder === 0 ? 0 : 11 - remainder) === Number(national[7]);
}

/** Swedish organisation number: its 10 digits pass the Luhn check. */
function swedishCheckDigit(national: string): boolean {
  const digits = national.slice(0, 10);
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const doubled = Number(digits[index]) * (index % 2 === 0 ? 2 : 1);
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

const FORMATS = {
  at: { prefix: 'AT', pattern: /^U\d{8}$/, example: 'ATU12345678' },
  be: { prefix: 'BE', pattern: /^[01]\d{9}$/, example: 'BE0123456789' },
  bg: { prefix: 'BG', pattern: /^\d{9,10}$/, example: 'BG123456789' },
  hr: { prefix: 'HR', pattern: /^\d{11}$/, example: 'HR12345678901' },
  cy: { prefix: 'CY', pattern: /^\d{8}[A-Z]$/, example: 'CY12345678L' },
  cz: { prefix: 'CZ', pattern: /^\d{8,10}$/, example: 'CZ12345678' },
  dk: { prefix: 'DK', pattern: /^\d{8}$/, example: 'DK12345678' },
  ee: { prefix: 'EE', pattern: /^\d{9}$/, example: 'EE123456789' },
  fi: { prefix: 'FI', pattern: /^\d{8}$/, check: finnishCheckDigit, example: 'FI01120389' },
  fr: { prefix: 'FR', pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/, example: 'FR12345678901' },
  de: { prefix: 'DE', pattern: /^\d{9}$/, example: 'DE123456789' },
  gr: { prefix: 'EL', pattern: /^\d{9}$/, example: 'EL123456789' },
  hu: { prefix: 'HU', pattern: /^\d{8}$/, example: 'HU12345678' },
  ie: { prefix: 'IE', pattern: /^(\d[A-Z0-9+*]\d{5}[A-Z]|\d{7}[A-Z]{1,2})$/, example: 'IE1234567WA' },
  it: { prefix: 'IT', pattern: /^\d{11}$/, example: 'IT12345678901' },
  lv: { prefix: 'LV', pattern: /^\d{11}$/, example: 'LV12345678901' },
  lt: { prefix: 'LT', pattern: /^(\d{9}|\d{12})$/, example: 'LT123456789' },
  lu: { prefix: 'LU', pattern: /^\d{8}$/, example: 'LU12345678' },
  mt: { prefix: 'MT', pattern: /^\d{8}$/, example: 'MT12345678' },
  nl: { prefix: 'NL', pattern: /^\d{9}B\d{2}$/, example: 'NL123456789B01' },
  pl: { prefix: 'PL', pattern: /^\d{10}$/, example: 'PL1234567890' },
  pt: { prefix: 'PT', pattern: /^\d{9}$/, example: 'PT123456789' },
  ro: { prefix: 'RO', pattern: /^[1-9]\d{1,9}$/, example: 'RO1234567890' },
  sk: { prefix: 'SK', pattern: /^\d{10}$/, example: 'SK1234567890' },
  si: { prefix: 'SI', pattern: /^\d{8}$/, example: 'SI12345678' },
  es: { prefix: 'ES', pattern: /^[A-Z0-9]\d{7}[A-Z0-9]$/, check: (national) => /[A-Z]/.test(national), example: 'ESX1234567X' },
  se: { prefix: 'SE', pattern: /^\d{10}01$/, check: swedishCheckDigit, example: 'SE556012579001' },
  no: { prefix: 'NO', pattern: /^\d{9}(MVA)?$/, example: 'NO123456789MVA' },
  ch: { prefix: 'CHE', pattern: /^\d{9}(MWST|TVA|IVA)?$/, example: 'CHE123456789MWST' },
  gb: { prefix: 'GB', pattern: /^(\d{9}|\d{12}|GD[0-4]\d{2}|HA[5-9]\d{2})$/, example: 'GB123456789' },
} satisfies Record<string, VatFormat>;

export type VatCountry = keyof typeof FORMATS;

/** The countries whose VAT numbers the form knows, in ISO 3166 lower case as the shop's country codes are. */
export const VAT_COUNTRIES = Object.keys(FORMATS) as VatCountry[];

export const isVatCountry = (value: unknown): value is VatCountry => typeof value === 'string' && Object.hasOwn(FORMATS, value);

/** How a VAT number of the country looks ('FI01120389'). */
export const vatExample = (country: VatCountry): string => FORMATS[country].example;

/** Prefixes a number may be typed with besides its own: a Greek number as GR, a Swiss one as CH. */
const ALSO_TYPED: Partial<Record<VatCountry, readonly string[]>> = { gr: ['GR'], ch: ['CH'] };

/**
 * The number in its register's form (prefix and national part, no
 * separators), or null when it cannot be one of the country's: a wrong
 * length or letters, a failed check digit, or another country's prefix.
 */
export function normaliseVatNumber(country: VatCountry, typed: string): string | null {
  const format: VatFormat = FORMATS[country];
  const compact = typed.toUpperCase().replace(/[\s.\-/]/g, '');
  const prefixes = [format.prefix, ...(ALSO_TYPED[country] ?? [])];
  const prefix = prefixes.find((candidate) => compact.startsWith(candidate) && format.pattern.test(compact.slice(candidate.length)));
  const national = prefix === undefined ? compact : compact.slice(prefix.length);
  if (!format.pattern.test(national)) return null;
  if (format.check && !format.check(national)) return null;
  return `${format.prefix}${national}`;
}
