import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import { GIFT_CODE_MESSAGES, VALIDATE_CODE_TEXTS, validateCodeSchema } from './validate-code-schema.ts';

const check = (body: unknown) => validateInput(validateCodeSchema, body, VALIDATE_CODE_TEXTS);

describe('the gift campaign code request (cat 5, cat 7)', () => {
  it('trims the code and drops keys it does not name', () => {
    expect(check({ code: '  k7qf-m3xr-9pda ', product_id: 12, category_slug: 'acme', extra: 1 }))
      .toEqual({ ok: true, request: { code: 'k7qf-m3xr-9pda', product_id: 12, category_slug: 'acme' } });
  });

  it('requires the code: missing, empty or blank', () => {
    for (const code of [undefined, '', '   ']) {
      expect(check({ code, product_id: 12, category_slug: 'acme' })).toEqual({ ok: false, fields: { code: GIFT_CODE_MESSAGES.required } });
    }
  });

  it('refuses an overlong code as wrong, and a bad product or category as unexpected on their own fields', () => {
    expect(check({ code: 'A'.repeat(65), product_id: 12, category_slug: 'acme' })).toEqual({ ok: false, fields: { code: GIFT_CODE_MESSAGES.wrong } });
    for (const productId of ['12', 0, 1.5, 2 ** 31, null]) {
      expect(check({ code: 'x', product_id: productId, category_slug: 'acme' })).toEqual({ ok: false, fields: { product_id: GIFT_CODE_MESSAGES.unexpected } });
    }
    expect(check({ code: 'x', product_id: 12 })).toEqual({ ok: false, fields: { category_slug: GIFT_CODE_MESSAGES.unexpected } });
    expect(check([1])).toEqual({ ok: false, fields: { body: GIFT_CODE_MESSAGES.unexpected } });
  });
});
