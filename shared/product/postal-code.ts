/** cat 5, cat 9: a Finnish postal code for the delivery-methods lookup is exactly 5 digits. */
export const POSTAL_CODE_LENGTH = 5;

export const POSTAL_CODE_PATTERN = /^\d{5}$/;

/** A complete postal code: the only kind worth a lookup. */
export function isCompletePostalCode(code: string): boolean {
  return POSTAL_CODE_PATTERN.test(code);
}

/** cat 5: the code is remembered when empty (cleared) or complete in length. */
export function shouldStorePostalCode(code: string): boolean {
  return code.length === 0 || code.length === POSTAL_CODE_LENGTH;
}
