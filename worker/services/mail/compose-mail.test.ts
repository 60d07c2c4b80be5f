import { describe, expect, it } from 'vitest';
import { composeMail, type MailContent } from './compose-mail.ts';

const BASE: MailContent = {
  subject: 'Order 2026-1 – Kaira', heading: 'Hello Aino,', paragraphs: ['Thank you for your order.'], brandName: 'Kaira Outdoor', language: 'en',
};

describe('the order and notice parts of the mail layout', () => {
  it('writes table lines as "label: value" in the text and as table rows in the HTML', () => {
    const mail = composeMail({ ...BASE, table: [{ label: '1 × Jacket (Red, M)', value: '100.00 €' }, { label: 'Total', value: '100.00 €', strong: true, divider: true }] });
    expect(mail.text).toContain('Thank you for your order.\n\n1 × Jacket (Red, M): 100.00 €\nTotal: 100.00 €\n');
    expect(mail.html).toMatch(/<table[^>]*><tr><td[^>]*>1 × Jacket \(Red, M\)<\/td><td[^>]*>100\.00 €<\/td><\/tr><tr><td style="[^"]*font-weight:bold[^"]*border-top/);
  });

  it('keeps the line breaks of a paragraph (an address) in both parts', () => {
    const mail = composeMail({ ...BASE, after: ['Delivery address:\nAino Virtanen\n00100 Helsinki'] });
    expect(mail.text).toContain('Delivery address:\nAino Virtanen\n00100 Helsinki\n');
    expect(mail.html).toContain('Delivery address:<br>Aino Virtanen<br>00100 Helsinki</p>');
  });

  it('ends with small links, each label then its address on a line of its own in the text', () => {
    const mail = composeMail({ ...BASE, links: [{ label: 'Remove this alert', url: 'https://kaira.fi/stock-alerts/t/remove/' }] });
    expect(mail.text).toContain('Remove this alert:\nhttps://kaira.fi/stock-alerts/t/remove/\n\nKaira Outdoor');
    expect(mail.html).toContain('<a href="https://kaira.fi/stock-alerts/t/remove/" style="color:#1d4d3a">Remove this alert</a>');
  });

  it('escapes every text it puts in the HTML', () => {
    const mail = composeMail({ ...BASE, table: [{ label: '<b>x</b>', value: '"1"' }], links: [{ label: '<i>', url: 'https://kaira.fi/?a=1&b=2' }] });
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(mail.html).toContain('&quot;1&quot;');
    expect(mail.html).toContain('href="https://kaira.fi/?a=1&amp;b=2"');
    expect(mail.html).not.toContain('<b>x</b>');
  });

  it('is unchanged for a mail without them', () => {
    const mail = composeMail({ ...BASE, action: { label: 'View', url: 'https://kaira.fi/o/' } });
    expect(mail.text).toBe('Hello Aino,\n\nThank you for your order.\n\nView:\nhttps://kaira.fi/o/\n\nKaira Outdoor');
    expect(mail.html).not.toContain('<table');
  });
});
