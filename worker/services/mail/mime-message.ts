/**
 * A raw MIME message (RFC 5322, RFC 2045-2049) for the Cloudflare
 * `send_email` binding, which takes the message as text: a
 * multipart/alternative of the plain text and the HTML part (text only
 * when there is no HTML). Bodies are UTF-8 in base64 (76-character lines);
 * a subject or display name outside printable ASCII is an RFC 2047
 * encoded-word. Pure: the date and the Message-ID come in.
 */
import type { MailMessage } from './mail-transport.ts';
import { isMailAddress, mailDomain, parseMailbox } from './mailbox.ts';

const CRLF = '\r\n';
/** Bytes per encoded-word: 39 bytes are 52 base64 characters, so "Subject: " and the word stay within 76 (RFC 2047 section 2). */
const WORD_BYTES = 39;
/** Printable ASCII without the characters RFC 5322 atoms or RFC 2047 would treat specially in a header. */
const PLAIN_HEADER_TEXT = /^[\x20-\x7e]*$/;
/** Headers the builder writes itself; a caller's copy would make two. */
const OWN_HEADERS = new Set(['from', 'to', 'subject', 'date', 'message-id', 'mime-version', 'content-type', 'content-transfer-encoding']);

const utf8 = new TextEncoder();

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
}

/** A body part's content: CRLF line ends (the canonical form of text), UTF-8, base64 in lines of 76. */
export function base64Body(text: string): string {
  const encoded = base64(utf8.encode(text.replace(/\r?\n/g, CRLF)));
  return encoded.match(/.{1,76}/g)?.join(CRLF) ?? '';
}

/**
 * The text as RFC 2047 encoded-words ("=?UTF-8?B?...?="), split between
 * whole characters (a word never ends inside a UTF-8 sequence) and folded
 * one word per line; readers join adjacent words without the fold.
 */
export function encodedWords(text: string): string {
  const words: number[][] = [];
  let chunk: number[] = [];
  for (const character of text) {
    const bytes = utf8.encode(character);
    if (chunk.length + bytes.length > WORD_BYTES) {
      words.push(chunk.splice(0));
    }
    chunk.push(...bytes);
  }
  if (chunk.length > 0 || words.length === 0) words.push(chunk);
  return words.map((bytes) => `=?UTF-8?B?${base64(Uint8Array.from(bytes))}?=`).join(`${CRLF} `);
}

/** Header text as it is when plain printable ASCII that fits a line; otherwise encoded-words. */
function headerText(text: string, room: number): string {
  return PLAIN_HEADER_TEXT.test(text) && text.length <= room && !/=\?/.test(text) ? text : encodedWords(text);
}

/** "Name" <address>, the name quoted or encoded; the bare address when there is no name. */
function mailboxHeader(value: string): string {
  const mailbox = parseMailbox(value);
  if (!mailbox) throw new Error(`Not a mail address: ${JSON.stringify(value)}`);
  if (!mailbox.name) return mailbox.address;
  const name = PLAIN_HEADER_TEXT.test(mailbox.name) ? `"${mailbox.name.replace(/(["\\])/g, '\\$1')}"` : encodedWords(mailbox.name);
  return `${name} <${mailbox.address}>`;
}

/** RFC 5322 date-time in UTC: "Tue, 03 Nov 2026 10:00:00 +0000". */
export const mailDate = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

function extraHeaders(headers: Record<string, string> = {}): string[] {
  return Object.entries(headers).map(([name, value]) => {
    if (!/^[A-Za-z0-9-]+$/.test(name) || OWN_HEADERS.has(name.toLowerCase())) throw new Error(`Header not allowed: ${name}`);
    if (!PLAIN_HEADER_TEXT.test(value)) throw new Error(`Header ${name} must be printable ASCII on one line`);
    return `${name}: ${value}`;
  });
}

function part(contentType: string, body: string): string {
  return [`Content-Type: ${contentType}; charset=UTF-8`, 'Content-Transfer-Encoding: base64', '', base64Body(body)].join(CRLF);
}

export interface MimeOptions {
  date: Date;
  /** The Message-ID's left side (letters, digits, '.', '-', '_'); its right side is the sender's domain. */
  messageKey: string;
  /** The multipart boundary: never in base64 text, since it starts with '=_'. */
  boundary: string;
}

/** The message as CRLF text, and its Message-ID. */
export function buildMimeMessage(message: MailMessage, options: MimeOptions): { raw: string; messageId: string } {
  if (!isMailAddress(message.to)) throw new Error(`Not a mail address: ${JSON.stringify(message.to)}`);
  const from = parseMailbox(message.from);
  if (!from) throw new Error(`Not a mail address: ${JSON.stringify(message.from)}`);
  const messageId = `<${options.messageKey.replace(/[^A-Za-z0-9._-]/g, '-')}@${mailDomain(from.address)}>`;
  const headers = [
    `From: ${mailboxHeader(message.from)}`,
    `To: ${message.to}`,
    `Subject: ${headerText(message.subject, 78 - 'Subject: '.length)}`,
    `Date: ${mailDate(options.date)}`,
    `Message-ID: ${messageId}`,
    'MIME-Version: 1.0',
    ...extraHeaders(message.headers),
  ];
  if (!message.html) return { raw: [...headers, part('text/plain', message.text)].join(CRLF) + CRLF, messageId };
  const boundary = `=_${options.boundary}`;
  const body = [
    `--${boundary}`, part('text/plain', message.text),
    `--${boundary}`, part('text/html', message.html),
    `--${boundary}--`, '',
  ].join(CRLF);
  return { raw: [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, '', body].join(CRLF), messageId };
}
