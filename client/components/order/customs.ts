/** cat 5: orders to the UK, Switzerland and Canada need the customs and tax acknowledgement. */
export const CUSTOMS_COUNTRIES: ReadonlySet<string> = new Set(['gb', 'ch', 'ca']);

export const needsCustomsAcknowledgement = (countryCode: string): boolean => CUSTOMS_COUNTRIES.has(countryCode.toLowerCase());
