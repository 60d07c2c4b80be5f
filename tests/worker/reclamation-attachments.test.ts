/**
 * Who reads a complaint's attachments (issue 16 item 2): staff through their
 * route, the customer through the signed, expiring link of their mail or
 * case page, nobody through a guessable URL; every answer says what the
 * file is and lets no browser run it.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { signedAttachmentUrl } from '../../worker/services/service-desk/attachment-links.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { complaintForm, newUploadSession, pdfBytes, pngBytes, submitComplaint, uploaded } from './reclamation-helpers.ts';
import { staffCall } from './staff-helpers.ts';

let photoId = 0;
let receiptId = 0;
const PHOTO = pngBytes(640, 480, 3000);
const RECEIPT = pdfBytes(1200);

beforeAll(async () => {
  await setUpCheckout();
  const session = newUploadSession();
  const ids = [await uploaded(PHOTO, { session, name: 'rikki kuva.png' }), await uploaded(RECEIPT, { session, name: 'kuitti.pdf' })];
  const response = await submitComplaint(complaintForm({ target: 1 }, { upload_session: session, upload_ids: ids }));
  expect(response.status, await response.clone().text()).toBe(200);
  const rows = await env.DB.prepare('SELECT id, content_type FROM service_case_attachments WHERE r2_key IN (?1, ?2) ORDER BY id')
    .bind(`cases/${ids[0]}`, `cases/${ids[1]}`).all<{ id: number; content_type: string }>();
  [photoId, receiptId] = rows.results.map((row) => row.id);
});

const get = (path: string) => app.fetch(new Request(`http://localhost${path}`), env);
/** The status at the end of the shop's own redirects (a trailing slash, a locale prefix). */
async function finalStatus(path: string): Promise<number> {
  let response = await get(path);
  for (let hops = 0; hops < 3 && response.status >= 300 && response.status < 400; hops++) {
    response = await get(new URL(response.headers.get('location')!, 'http://localhost').pathname);
  }
  return response.status;
}
const inAnHour = () => new Date(Date.now() + 3_600_000);
const linkPath = async (id: number, expiresAt = inAnHour()) => signedAttachmentUrl(env.DB, id, { expiresAt });

describe('GET /api/staff/cases/attachments/:id/', () => {
  it('refuses a guest and a customer without the staff role', async () => {
    expect((await staffCall(`/api/staff/cases/attachments/${photoId}/`, { as: 'guest' })).status).toBe(403);
    expect((await staffCall(`/api/staff/cases/attachments/${photoId}/`, { as: 'customer' })).status).toBe(403);
  });

  it('gives staff the file with its stored type, its name, nosniff, no caching and a sandbox', async () => {
    const response = await staffCall(`/api/staff/cases/attachments/${photoId}/`);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PHOTO);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="rikki kuva.png"; filename*=UTF-8''rikki%20kuva.png`);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('serves a PDF receipt sandboxed, so its scripts never run as the shop', async () => {
    const response = await staffCall(`/api/staff/cases/attachments/${receiptId}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await staffCall('/api/staff/cases/attachments/999999999/')).status).toBe(404);
    expect((await staffCall('/api/staff/cases/attachments/1%20OR%201=1/')).status).toBe(404);
  });
});

describe('GET /api/reclamations/attachments/:id/ (signed links)', () => {
  it('opens the file for anyone holding an unexpired signed link, without a session', async () => {
    const response = await get(await linkPath(receiptId));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(RECEIPT);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses an expired link with 410', async () => {
    const response = await get(await linkPath(photoId, new Date(Date.now() - 1000)));
    expect(response.status).toBe(410);
    expect((await response.json<{ error: { code: string } }>()).error.code).toBe('link_expired');
  });

  it('refuses forged links: another signature, another id, a later expiry, or none at all', async () => {
    const path = await linkPath(photoId);
    const url = new URL(`http://localhost${path}`);
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = [
      path.replace(signature, flipped),
      path.replace(`/attachments/${photoId}/`, `/attachments/${receiptId}/`),
      path.replace(/expires=\d+/, `expires=${Number(url.searchParams.get('expires')) + 86_400 * 365}`),
      `/api/reclamations/attachments/${photoId}/`,
      `/api/reclamations/attachments/${photoId}/?expires=9999999999&signature=${'A'.repeat(43)}`,
    ];
    for (const candidate of forged) {
      const response = await get(candidate);
      expect(response.status, candidate).toBe(403);
    }
  });

  it('is never a guessable URL: the R2 key opens nothing through the image route or the shop', async () => {
    const key = (await env.DB.prepare('SELECT r2_key FROM service_case_attachments WHERE id = ?1').bind(photoId).first<string>('r2_key'))!;
    expect(key).toMatch(/^cases\/[A-Za-z0-9_-]{22}$/);
    for (const path of [`/${key}`, `/images/${key}`, `/images/${key}.png`, `/images/../${key}`, `/api/${key}/`]) expect(await finalStatus(path), path).toBe(404);
  });

  it('signs with a random key kept in D1: deleting it revokes every link made with it', async () => {
    const path = await linkPath(photoId);
    const stored = await env.DB.prepare(`SELECT secret FROM signing_keys WHERE name = 'case-attachments'`).first<string>('secret');
    expect(stored).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await env.DB.prepare(`DELETE FROM signing_keys WHERE name = 'case-attachments'`).run();
    expect((await get(path)).status).toBe(403);
    expect((await get(await linkPath(photoId))).status).toBe(200);
  });
});
