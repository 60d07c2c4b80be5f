import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/languages.ts';
import { translatorFor } from '../../i18n.ts';
import { giftCardMail } from './gift-card-mail.ts';

const card = (code: string, recipient = '') => ({ amount: 50, recipient, code, printUrl: `https://kaira.com/service-products/giftcards/card/${code}/` });
const input = (cards: ReturnType<typeof card>[], language: (typeof LANGUAGES)[number] = 'en') => ({
  t: translatorFor(language), language, brandName: 'Kaira Outdoor', orderNumber: 'K12345678', name: 'Aino', expiresAt: '2029-11-25', cards,
});

describe('the gift card mail', () => {
  it('gives one card its code, value, expiry and a print button', () => {
    const mail = giftCardMail(input([card('AAAA-BBBB-CCCC-DDDD', 'Anna')]));
    expect(mail.subject).toBe('Your Kaira Outdoor gift card (order K12345678)');
    expect(mail.text).toContain('Gift card 50\u00a0€ for Anna: AAAA-BBBB-CCCC-DDDD');
    expect(mail.text).toContain('Valid until: 25.11.2029');
    expect(mail.text).toContain('Print the gift card:\nhttps://kaira.com/service-products/giftcards/card/AAAA-BBBB-CCCC-DDDD/');
    expect(mail.html).toContain('AAAA-BBBB-CCCC-DDDD');
  });

  it('links each of several cards to its own printable card', () => {
    const mail = giftCardMail(input([card('AAAA-AAAA-AAAA-AAAA'), card('BBBB-BBBB-BBBB-BBBB')]));
    expect(mail.subject).toContain('gift cards');
    for (const code of ['AAAA-AAAA-AAAA-AAAA', 'BBBB-BBBB-BBBB-BBBB']) expect(mail.text).toContain(`/card/${code}/`);
  });

  it('speaks every language of the shop, never a bare key', () => {
    for (const language of LANGUAGES) {
      const mail = giftCardMail(input([card('AAAA-BBBB-CCCC-DDDD', 'Anna')], language));
      expect(mail.text, language).not.toMatch(/giftMail\./);
      expect(mail.subject, language).toContain('K12345678');
    }
  });
});
