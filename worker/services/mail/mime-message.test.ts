import { describe, expect, it } from 'vitest';
import { buildMimeMessage, encodedWords, mailDate } from './mime-message.ts';
import { parseMailbox } from './mailbox.ts';
import type { MailMessage } from './mail-transport.ts';

const OPTIONS = { date: new Date('2026-11-03T10:00:00Z'), messageKey: 'outbox-42', boundary: 'b0undary' };
const MESSAGE: MailMessage = {
  from: 'Kaira Outdoor <noreply@kaira.fi>', to: 'aino@example.fi', subject: 'Tilausvahvistus – Kaira Outdoor',
  text: 'Hei Aino,\nkiitos tilauksesta.\n', html: '<p>Hei Aino, kiitos tilauksesta. Лыжи €</p>',
};

/** Decodes RFC 2047 words the way a mail reader does: adjacent words join without the folding between them. */
function decodeHeader(value: string): string {
  return value.replace(/\r\n /g, ' ').replace(/\?=\s+=\?/g, '?==?').replace(/=\?UTF-8\?B\?([^?]*)\?=/g, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
}

function parse(raw: string) {
  const [head, ...rest] = raw.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]/g, ' ');
  const headers = Object.fromEntries(unfolded.split('\r\n').map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 2)]));
  return { head, headers, body: rest.join('\r\n\r\n') };
}

function parts(raw: string) {
  const { headers, body } = parse(raw);
  const boundary = /boundary="([^"]+)"/.exec(headers['content-type'])![1];
  return body.split(`--${boundary}`).slice(1, -1).map((section) => {
    const { headers: partHeaders, body: partBody } = parse(section.replace(/^\r\n/, ''));
    return { type: partHeaders['content-type'], encoding: partHeaders['content-transfer-encoding'], lines: partBody.trim().split('\r\n'), text: Buffer.from(partBody.replace(/\r\n/g, ''), 'base64').toString('utf8') };
  });
}

describe('the raw MIME message', () => {
  it('is multipart/alternative with the plain text first and the HTML second, both UTF-8 in base64', () => {
    const { raw } = buildMimeMessage(MESSAGE, OPTIONS);
    const [text, html] = parts(raw);
    expect(text).toMatchObject({ type: 'text/plain; charset=UTF-8', encoding: 'base64', text: 'Hei Aino,\r\nkiitos tilauksesta.\r\n' });
    expect(html).toMatchObject({ type: 'text/html; charset=UTF-8', encoding: 'base64', text: MESSAGE.html });
    expect(parse(raw).headers['mime-version']).toBe('1.0');
  });

  it('ends every line with CRLF and keeps base64 lines within 76 characters', () => {
    const { raw } = buildMimeMessage({ ...MESSAGE, text: 'ä'.repeat(500) }, OPTIONS);
    expect(raw.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const [text] = parts(raw);
    expect(text.lines.length).toBeGreaterThan(1);
    for (const line of text.lines) expect(line.length).toBeLessThanOrEqual(76);
    expect(text.text).toBe('ä'.repeat(500));
  });

  it('encodes a subject outside ASCII as encoded-words that decode to it, each line within 76 characters', () => {
    const subject = 'Подтверждение заказа 2026-000123 – Kaira Outdoor, спасибо за покупку в нашем магазине';
    const { raw } = buildMimeMessage({ ...MESSAGE, subject }, OPTIONS);
    const { head, headers } = parse(raw);
    expect(decodeHeader(headers.subject)).toBe(subject);
    for (const line of head.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
  });

  it('keeps a short ASCII subject as it is, and encodes one that looks like an encoded-word', () => {
    expect(parse(buildMimeMessage({ ...MESSAGE, subject: 'Order 2026-1 - Kaira' }, OPTIONS).raw).headers.subject).toBe('Order 2026-1 - Kaira');
    expect(parse(buildMimeMessage({ ...MESSAGE, subject: '=?x?=' }, OPTIONS).raw).headers.subject).toMatch(/^=\?UTF-8\?B\?/);
  });

  it('never splits a character between two encoded-words', () => {
    const text = '😀é'.repeat(30);
    for (const word of encodedWords(text).split('\r\n ')) {
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(/=\?UTF-8\?B\?(.*)\?=/.exec(word)![1], 'base64'))).not.toThrow();
    }
    expect(decodeHeader(encodedWords(text))).toBe(text);
  });

  it('names the sender with a quoted display name, or an encoded one outside ASCII', () => {
    expect(parse(buildMimeMessage(MESSAGE, OPTIONS).raw).headers.from).toBe('"Kaira Outdoor" <noreply@kaira.fi>');
    const from = parse(buildMimeMessage({ ...MESSAGE, from: 'Käyrä Ulkoilu <noreply@kaira.fi>' }, OPTIONS).raw).headers.from;
    expect(from).toMatch(/^=\?UTF-8\?B\?.*\?= <noreply@kaira\.fi>$/);
    expect(decodeHeader(from)).toBe('Käyrä Ulkoilu <noreply@kaira.fi>');
  });

  it('carries the date, and a Message-ID made of the key on the sender\'s domain', () => {
    const { raw, messageId } = buildMimeMessage(MESSAGE, { ...OPTIONS, messageKey: 'outbox/42 x' });
    expect(messageId).toBe('<outbox-42-x@kaira.fi>');
    expect(parse(raw).headers['message-id']).toBe(messageId);
    expect(parse(raw).headers.date).toBe('Tue, 03 Nov 2026 10:00:00 +0000');
    expect(mailDate(new Date('2026-01-05T08:09:10Z'))).toBe('Mon, 05 Jan 2026 08:09:10 +0000');
  });

  it('is a single text/plain part when the mail has no HTML', () => {
    const { raw } = buildMimeMessage({ ...MESSAGE, html: '' }, OPTIONS);
    const { headers, body } = parse(raw);
    expect(headers['content-type']).toBe('text/plain; charset=UTF-8');
    expect(Buffer.from(body.replace(/\r\n/g, ''), 'base64').toString('utf8')).toBe('Hei Aino,\r\nkiitos tilauksesta.\r\n');
  });

  it('adds extra ASCII headers and refuses header injection, its own headers and bad addresses', () => {
    expect(parse(buildMimeMessage({ ...MESSAGE, headers: { 'List-Id': 'shop <shop.kaira.fi>' } }, OPTIONS).raw).headers['list-id']).toBe('shop <shop.kaira.fi>');
    expect(() => buildMimeMessage({ ...MESSAGE, headers: { 'X-Note': 'a\r\nBcc: someone@example.com' } }, OPTIONS)).toThrow();
    expect(() => buildMimeMessage({ ...MESSAGE, headers: { Subject: 'again' } }, OPTIONS)).toThrow();
    expect(() => buildMimeMessage({ ...MESSAGE, to: 'aino@example.fi\r\nBcc: x@example.com' }, OPTIONS)).toThrow();
    expect(() => buildMimeMessage({ ...MESSAGE, from: 'nobody' }, OPTIONS)).toThrow();
  });
});

describe('a configured mailbox', () => {
  it.each([
    ['Kaira Outdoor <noreply@kaira.fi>', { name: 'Kaira Outdoor', address: 'noreply@kaira.fi' }],
    ['"Kaira \\"Outdoor\\"" <noreply@kaira.fi>', { name: 'Kaira "Outdoor"', address: 'noreply@kaira.fi' }],
    ['noreply@kaira.fi', { name: '', address: 'noreply@kaira.fi' }],
    ['<noreply@kaira.fi>', { name: '', address: 'noreply@kaira.fi' }],
  ])('reads %s', (value, mailbox) => {
    expect(parseMailbox(value)).toEqual(mailbox);
  });

  it.each(['', 'Kaira', 'Kaira <>', 'a@b@c', 'Kaira <noreply@kaira.fi>\r\nBcc: x@y.z', 'Kaira <noreply@kaira.fi'])('refuses %j', (value) => {
    expect(parseMailbox(value)).toBeNull();
  });
});
