/**
 * The body of POST /api/customer/enterprise/order/ (catalogue.md's call
 * table; cat 4 "Lisää yritystilaukseen"): the enterprise order to add to
 * and the variants with their units. Only the shape and bounds live here:
 * whether the order is open and the variants exist is the server's answer.
 */
import * as v from 'valibot';

/** Rows per call: a cart's worth (shared/checkout/checkout-schema.ts MAX_CHECKOUT_ROWS). */
export const MAX_ENTERPRISE_ROWS = 100;
/** Units per row and call (the cart's amount bound); the stored row sums calls up to 9999. */
const MAX_ENTERPRISE_AMOUNT = 999;
const MAX_ID = 2 ** 31 - 1;

const id = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_ID, message));

const productRow = v.object({
  productId: id('Must be a variant id.'),
  amount: v.pipe(v.number('Must be a whole number.'), v.integer('Must be a whole number.'),
    v.minValue(1, 'At least 1.'), v.maxValue(MAX_ENTERPRISE_AMOUNT, `At most ${MAX_ENTERPRISE_AMOUNT}.`)),
}, 'Must be a row.');

export const enterpriseOrderRequestSchema = v.object({
  enterprise_data: v.object({ id: id('Must be an enterprise order id.') }, 'Must be an object.'),
  checkout_data: v.object({
    products: v.pipe(v.array(productRow, 'Must be a list of rows.'),
      v.minLength(1, 'Add at least one product.'), v.maxLength(MAX_ENTERPRISE_ROWS, `At most ${MAX_ENTERPRISE_ROWS} rows.`)),
  }, 'Must be an object.'),
}, 'Send a JSON object.');

type EnterpriseOrderRequest = v.InferOutput<typeof enterpriseOrderRequestSchema>;
