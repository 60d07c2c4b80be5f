import { describe, expect, it } from 'vitest';
import { checkWarehouseSignature, parseSignatureHeader, signWarehouseBody } from './warehouse-signature.ts';

const SECRET = 'whsec-test-secret';
const body = new TextEncoder().encode('{"order_number":"K12345678","status":"shipped","event_id":"evt-1"}');
const now = new Date('2026-03-01T12:00:00Z');
const seconds = Math.floor(now.getTime() / 1000);

describe('the warehouse signature header', () => {
  it('reads the timestamp and every v1 signature, ignoring other schemes', () => {
    const a = 'a'.repeat(64);
    const b = 'B'.repeat(64);
    expect(parseSignatureHeader(`t=1700000000,v1=${a},v0=old,v1=${b}`)).toEqual({ timestamp: 1700000000, signatures: [a, 'b'.repeat(64)] });
  });

  it('is malformed without a timestamp, without a signature, with two timestamps or a signature that is not 64 hex digits', () => {
    for (const header of ['v1=' + 'a'.repeat(64), 't=1700000000', `t=1,t=2,v1=${'a'.repeat(64)}`, 't=1700000000,v1=abc', 't=soon,v1=' + 'a'.repeat(64), 'garbage']) {
      expect(parseSignatureHeader(header), header).toBeNull();
    }
  });
});

describe('checking a delivery', () => {
  it('takes the HMAC-SHA256 of "timestamp.body" with the shared secret', async () => {
    // The same construction by hand, so the scheme the README documents is the one checked.
    const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    const manual = Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${seconds}.${new TextDecoder().decode(body)}`))).toString('hex');
    expect(await signWarehouseBody(SECRET, seconds, body)).toBe(manual);
    expect(await checkWarehouseSignature(SECRET, `t=${seconds},v1=${manual}`, body, now)).toEqual({ ok: true });
  });

  it('refuses another secret, another body and another timestamp than the one signed', async () => {
    const signature = await signWarehouseBody(SECRET, seconds, body);
    expect(await checkWarehouseSignature('another-secret', `t=${seconds},v1=${signature}`, body, now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkWarehouseSignature(SECRET, `t=${seconds},v1=${signature}`, new TextEncoder().encode('{}'), now)).toEqual({ ok: false, reason: 'mismatch' });
    expect(await checkWarehouseSignature(SECRET, `t=${seconds + 1},v1=${signature}`, body, now)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('takes a delivery signed up to 5 minutes either side of the clock and refuses one signed earlier or later', async () => {
    for (const [offset, ok] of [[-300, true], [300, true], [-301, false], [301, false]] as const) {
      const at = seconds + offset;
      const header = `t=${at},v1=${await signWarehouseBody(SECRET, at, body)}`;
      expect(await checkWarehouseSignature(SECRET, header, body, now), String(offset)).toEqual(ok ? { ok: true } : { ok: false, reason: 'stale' });
    }
  });

  it('accepts any of several signatures while the secret is rotated, and says what was missing', async () => {
    const signature = await signWarehouseBody(SECRET, seconds, body);
    expect(await checkWarehouseSignature(SECRET, `t=${seconds},v1=${'0'.repeat(64)},v1=${signature}`, body, now)).toEqual({ ok: true });
    expect(await checkWarehouseSignature(SECRET, undefined, body, now)).toEqual({ ok: false, reason: 'missing' });
    expect(await checkWarehouseSignature(SECRET, 'nonsense', body, now)).toEqual({ ok: false, reason: 'malformed' });
  });
});
