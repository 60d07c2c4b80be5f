/**
 * Random identifiers of an order (brief: not sequential, not guessable): the
 * public order number, the buyer's view token, payment ids and the test
 * provider's per-payment secret. crypto.getRandomValues only.
 */

function randomBytes(count: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** What a payment id (randomToken(18)) can look like, give or take: anything else names no payment. */
export const isPaymentId = (value: string) => /^[A-Za-z0-9_-]{16,64}$/.test(value);

/** url-safe base64 without padding. */
export function randomToken(bytes = 24): string {
  return btoa(String.fromCharCode(...randomBytes(bytes))).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** 'K' and 8 random digits: short enough to read over the phone, one in 10^8 to guess. */
export function randomOrderNumber(): string {
  const values = crypto.getRandomValues(new Uint32Array(1));
  return `K${String(values[0] % 100_000_000).padStart(8, '0')}`;
}

/** The order's row id: random too, so ids in logs or URLs say nothing about sales volume. */
export function randomOrderId(): number {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  // 2^21 * 2^32 keeps it a safe integer; + 1 keeps it positive.
  return (high % 2 ** 21) * 2 ** 32 + low + 1;
}
