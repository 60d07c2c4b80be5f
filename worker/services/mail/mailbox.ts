/**
 * A mailbox as the configuration writes it ("Kaira Outdoor
 * <noreply@kaira.fi>" or "noreply@kaira.fi", RFC 5322 name-addr /
 * addr-spec), split into its display name and address. Header injection is
 * refused here: no CR, LF or angle brackets survive into an address.
 */

export interface Mailbox { name: string; address: string }

/** A plain address: one @, no spaces, angle brackets, quotes or control characters. */
const ADDRESS = /^[^\s@<>"(),;:\\[\]\u0000-\u001f\u007f]+@[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?$/;
const NAME_ADDR = /^\s*(?:"((?:[^"\\\r\n]|\\.)*)"|([^"<>\r\n]*?))\s*<([^<>\s]+)>\s*$/;

/** The mailbox, or null when the text is not one. */
export function parseMailbox(value: string): Mailbox | null {
  const bare = value.trim();
  if (ADDRESS.test(bare)) return { name: '', address: bare };
  const match = NAME_ADDR.exec(value);
  if (!match || !ADDRESS.test(match[3])) return null;
  const name = match[1] !== undefined ? match[1].replace(/\\(.)/g, '$1') : match[2];
  return { name: name.trim(), address: match[3] };
}

export const isMailAddress = (value: string) => ADDRESS.test(value);

/** The domain of an address: the right side of its @. */
export const mailDomain = (address: string) => address.slice(address.lastIndexOf('@') + 1);
