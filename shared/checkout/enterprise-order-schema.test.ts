import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import { enterpriseOrderRequestSchema, MAX_ENTERPRISE_ROWS } from './enterprise-order-schema.ts';

const validateEnterpriseOrderRequest = (value: unknown) => validateInput(enterpriseOrderRequestSchema, value);

const body = (products: unknown[], id: unknown = 7001) => ({ enterprise_data: { id }, checkout_data: { products } });

describe('the enterprise order request schema', () => {
  it('accepts an order id with variant rows and drops keys it does not know', () => {
    const checked = validateEnterpriseOrderRequest({ ...body([{ productId: 3000, amount: 2, price: 1 }]), total_price: 1 });
    expect(checked).toEqual({ ok: true, request: body([{ productId: 3000, amount: 2 }]) });
  });

  it('names each bad field by its path', () => {
    const checked = validateEnterpriseOrderRequest(body([{ productId: 3000, amount: 0 }, { productId: '3-1767225600', amount: 1 }, { productId: 1.5, amount: 1000 }], 'x'));
    expect(checked).toEqual({
      ok: false,
      fields: {
        'enterprise_data.id': 'Must be an enterprise order id.',
        'checkout_data.products.0.amount': 'At least 1.',
        'checkout_data.products.1.productId': 'Must be a variant id.',
        'checkout_data.products.2.productId': 'Must be a variant id.',
        'checkout_data.products.2.amount': 'At most 999.',
      },
    });
  });

  it('wants between one and a hundred rows', () => {
    expect(validateEnterpriseOrderRequest(body([]))).toEqual({ ok: false, fields: { 'checkout_data.products': 'Add at least one product.' } });
    const many = Array.from({ length: MAX_ENTERPRISE_ROWS + 1 }, (_, index) => ({ productId: index + 1, amount: 1 }));
    expect(validateEnterpriseOrderRequest(body(many))).toEqual({ ok: false, fields: { 'checkout_data.products': 'At most 100 rows.' } });
    expect(validateEnterpriseOrderRequest(body(many.slice(1))).ok).toBe(true);
  });

  it('says Required for a missing key and names the body when it is not an object', () => {
    expect(validateEnterpriseOrderRequest({ checkout_data: { products: [{ productId: 1 }] } })).toEqual({
      ok: false, fields: { enterprise_data: 'Required.', 'checkout_data.products.0.amount': 'Required.' },
    });
    for (const value of [null, [], 'order', 3]) expect(validateEnterpriseOrderRequest(value)).toEqual({ ok: false, fields: { body: 'Send a JSON object.' } });
  });
});
