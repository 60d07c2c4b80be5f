import type { CheckoutForm } from '../../../shared/types/order.ts';

/**
 * The payment page's form values. They are kept for the tab in
 * sessionStorage, so a shopper back from a cancelled or failed payment finds
 * the form as they left it; the confirmation page forgets them.
 */
const FORM_STORAGE_KEY = 'so_checkout_form';

/** The fields the shopper types, in the form's order (focus goes to the first invalid one). */
export const TYPED_FIELDS = ['first_name', 'last_name', 'address', 'postal_code', 'city', 'phone', 'email'] as const;
export type TypedField = (typeof TYPED_FIELDS)[number];
/** The typed fields and the delivery country chosen from the list (decision 018). */
export type FormValues = Record<TypedField, string> & { country_code: string };
/** Every field in the form's order: the country follows the city. */
const FORM_ORDER = ['first_name', 'last_name', 'address', 'postal_code', 'city', 'country_code', 'phone', 'email'] as const;
const COUNTRY_CODE = /^[a-z]{2}$/;

export const AUTOCOMPLETE: Record<TypedField, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  address: 'street-address',
  postal_code: 'postal-code',
  city: 'address-level2',
  phone: 'tel',
  email: 'email',
};

export const INPUT_TYPE: Partial<Record<TypedField, string>> = { phone: 'tel', email: 'email' };

function emptyValues(postcode = '', country = ''): FormValues {
  return { first_name: '', last_name: '', address: '', postal_code: postcode, city: '', country_code: country, phone: '', email: '' };
}

/**
 * Stored values, each a bounded string; anything else is ignored. The
 * country starts as the visitor's delivery country (site config) unless the
 * shopper chose another one in this tab.
 */
export function parseStoredValues(text: string | null, postcode = '', country = ''): FormValues {
  const values = emptyValues(postcode, country);
  if (!text) return values;
  try {
    const stored = JSON.parse(text) as Record<string, unknown>;
    for (const field of TYPED_FIELDS) {
      const value = stored?.[field];
      if (typeof value === 'string' && value.length <= 300 && value !== '') values[field] = value;
    }
    if (typeof stored?.country_code === 'string' && COUNTRY_CODE.test(stored.country_code)) values.country_code = stored.country_code;
  } catch {
    // A damaged entry: start with an empty form.
  }
  return values;
}

interface FormContext {
  deliveryMethod: number | null;
  deliveryLocation: string;
}

export function toCheckoutForm(values: FormValues, context: FormContext): CheckoutForm {
  return { ...values, delivery_method: context.deliveryMethod, delivery_location: context.deliveryLocation, seller_name: '', seller_number: '' };
}

/** The first field with a message, in the form's order; `extra` names fields after the typed ones (the customs box). */
export function firstInvalid(fields: Record<string, string>, extra: readonly string[] = []): string | null {
  return [...FORM_ORDER, ...extra].find((field) => fields[field]) ?? null;
}

export function readStoredForm(postcode: string, country: string): FormValues {
  try {
    return parseStoredValues(window.sessionStorage.getItem(FORM_STORAGE_KEY), postcode, country);
  } catch {
    return emptyValues(postcode, country);
  }
}

export function storeForm(values: FormValues | null): void {
  try {
    if (values) window.sessionStorage.setItem(FORM_STORAGE_KEY, JSON.stringify(values));
    else window.sessionStorage.removeItem(FORM_STORAGE_KEY);
  } catch {
    // Storage blocked: the form is simply not remembered.
  }
}
