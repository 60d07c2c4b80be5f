/**
 * Texts shared by the service desk's customer forms (issue 16: returns,
 * complaints, questions), as dictionary keys of the 'serviceForm' namespace:
 * the schemas name them, the page shows them with t(), and the worker
 * translates them for its 400 `fields`.
 */
export const SERVICE_FORM_MESSAGES = {
  /** cat 5 "This is a required field." */
  required: 'serviceForm.error.required',
  email: 'serviceForm.error.email',
  tooLong: 'serviceForm.error.tooLong',
  invalid: 'serviceForm.error.invalid',
  /** cat 8 "sending the message failed": a send that got no usable answer. */
  sendingFailed: 'serviceForm.error.sendingFailed',
} as const;

/**
 * Why a product goes back (cat 5 "a return reason must be selected"); each
 * has its label at serviceForm.reasons.{reason}. A fault in the product is a
 * complaint, not a return reason (/reclamation/).
 */
export const RETURN_REASONS = [
  'too_small', 'too_large', 'not_as_described', 'colour', 'quality', 'wrong_item', 'chose_another', 'late', 'changed_mind', 'other',
] as const;
export type ReturnReason = typeof RETURN_REASONS[number];

export const isReturnReason = (value: unknown): value is ReturnReason => typeof value === 'string' && (RETURN_REASONS as readonly string[]).includes(value);
