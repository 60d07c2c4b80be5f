/**
 * The delivery countries of migration 0002 (written by
 * scripts/generate-locale-reference.ts), for code that runs without a
 * database: the import's fresh-database check and the demo seed's delivery
 * data. reference-countries.test.ts keeps these lists equal to the migration.
 */
export const EU_COUNTRY_CODES: readonly string[] = ['at', 'be', 'bg', 'hr', 'cy', 'cz', 'dk', 'ee', 'fi', 'fr', 'de', 'gr', 'hu', 'ie', 'it', 'lv', 'lt', 'lu', 'mt', 'nl', 'pl', 'pt', 'ro', 'sk', 'si', 'es', 'se'];
export const NON_EU_COUNTRY_CODES: readonly string[] = ['no', 'is', 'ch', 'li', 'gb', 'us', 'ca', 'au', 'nz', 'jp', 'kr', 'sg', 'hk', 'ad', 'mc', 'sm', 'ua', 'rs', 'ba', 'me', 'mk', 'al', 'md', 'tr', 'il', 'ae', 'mx', 'br', 'za'];
/** Known, but the shop does not deliver there (is_enabled 0). */
export const DISABLED_COUNTRY_CODES: readonly string[] = ['ru', 'by'];

export const ENABLED_COUNTRY_CODES: readonly string[] = [...EU_COUNTRY_CODES, ...NON_EU_COUNTRY_CODES];
export const REFERENCE_COUNTRY_CODES: readonly string[] = [...ENABLED_COUNTRY_CODES, ...DISABLED_COUNTRY_CODES];
