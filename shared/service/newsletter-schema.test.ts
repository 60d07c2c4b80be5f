import { describe, expect, it } from 'vitest';
import { validateInput } from '../validation.ts';
import { consentTextKey, currentConsentVersion, newsletterTokenSchema, subscribeSchema } from './newsletter-schema.ts';

const REQUIRED = 'serviceForm.error.required';

describe('subscribeSchema', () => {
  it("stores the list's current consent version when the page names none", () => {
    const result = validateInput(subscribeSchema, { list: 'forest', email: 'aino@example.com', consent: true }, { missing: REQUIRED });
    expect(result).toMatchObject({ ok: true, request: { list: 'forest', consent_version: currentConsentVersion('forest'), name: '', company: '' } });
    expect(consentTextKey(currentConsentVersion('forest'))).toBe('newsletter.consent.forestV1');
  });

  it('takes no sign-up without the ticked consent box', () => {
    for (const consent of [false, 'true', 1]) {
      const result = validateInput(subscribeSchema, { list: 'corporate', email: 'aino@example.com', consent }, { missing: REQUIRED });
      expect(result).toEqual({ ok: false, fields: { consent: 'newsletter.error.consent' } });
    }
  });

  it("refuses another list's consent version and an unknown list", () => {
    expect(validateInput(subscribeSchema, { list: 'corporate', email: 'a@example.com', consent: true, consent_version: 'forestV1' }))
      .toEqual({ ok: false, fields: { consent_version: 'serviceForm.error.invalid' } });
    expect(validateInput(subscribeSchema, { list: 'sports', email: 'a@example.com', consent: true }))
      .toEqual({ ok: false, fields: { list: 'newsletter.error.list' } });
  });
});

describe('newsletterTokenSchema', () => {
  it('takes a url-safe token and nothing else', () => {
    expect(validateInput(newsletterTokenSchema, { token: 'A'.repeat(43) }).ok).toBe(true);
    expect(validateInput(newsletterTokenSchema, { token: '../../etc/passwd' }).ok).toBe(false);
  });
});
