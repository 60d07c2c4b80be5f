import { describe, expect, it } from 'vitest';
import { validateInput } from '../../shared/validation.ts';
import { NOTIFY_TEXTS, notifyRequestSchema } from './stock-notify-input.ts';

const validateNotifyRequest = (value: unknown) => validateInput(notifyRequestSchema, value, NOTIFY_TEXTS);

describe('the notifier request', () => {
  it('accepts an address with the outer spaces dropped and the case lowered', () => {
    expect(validateNotifyRequest({ email: ' Aino@Example.FI ', product_id: 1001, lang_code: 'fi' }))
      .toEqual({ ok: true, request: { email: 'aino@example.fi', product_id: 1001, lang_code: 'fi' } });
  });

  it('names the dictionary key of each bad field', () => {
    expect(validateNotifyRequest({ email: 'aino@', product_id: 0, lang_code: 'xx' })).toEqual({
      ok: false, fields: { email: 'notify.invalidEmail', product_id: 'notify.unknownProduct', lang_code: 'errors.unexpected' },
    });
  });

  it('asks for the address when it is missing or blank', () => {
    expect(validateNotifyRequest({ product_id: 1, lang_code: 'en' })).toEqual({ ok: false, fields: { email: 'notify.emailRequired' } });
    expect(validateNotifyRequest({ email: '  ', product_id: 1, lang_code: 'en' })).toEqual({ ok: false, fields: { email: 'notify.emailRequired' } });
  });

  it('refuses an address longer than 254 characters', () => {
    const email = `${'a'.repeat(250)}@example.com`;
    expect(validateNotifyRequest({ email, product_id: 1, lang_code: 'en' })).toEqual({ ok: false, fields: { email: 'notify.invalidEmail' } });
  });

  it('names the body when it is not an object', () => {
    expect(validateNotifyRequest('aino@example.fi')).toEqual({ ok: false, fields: { body: 'errors.unexpected' } });
    expect(validateNotifyRequest(null)).toEqual({ ok: false, fields: { body: 'errors.unexpected' } });
  });
});
