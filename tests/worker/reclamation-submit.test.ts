/**
 * POST /api/reclamations/ (issue 16 item 2, core 3, core 5): a complaint is
 * one case with its row, attachments and audit event, written once per
 * filled form, mailed to the customer and to customer service, and saved
 * even when the mail cannot go.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { app } from '../../worker/app.ts';
import { deliverOutbox } from '../../worker/services/mail/deliver-outbox.ts';
import { mailsTo, newClient } from './account-helpers.ts';
import { setUpCheckout } from './checkout-helpers.ts';
import { complaintForm, jpegBytes, newUploadSession, pdfBytes, pngBytes, submitComplaint, uploaded } from './reclamation-helpers.ts';

const STORES = { web: 10, helsinki: 1, tampere: 2, warehouse: 20 };

beforeAll(setUpCheckout);

interface StoredCase { id: number; kind: string; case_number: string; status: string; store_id: number; email: string; customer_name: string; language: string; details: string; site_origin: string; order_id: number | null }

const caseOf = (caseNumber: string) => env.DB.prepare('SELECT * FROM service_cases WHERE case_number = ?1').bind(caseNumber).first<StoredCase>();
const casesOf = async (email: string) => (await env.DB.prepare('SELECT COUNT(*) AS n FROM service_cases WHERE email = ?1').bind(email).first<number>('n'))!;

async function filed(body: Record<string, unknown>, lang = 'en'): Promise<StoredCase> {
  const response = await submitComplaint(body, { lang });
  expect(response.status, await response.clone().text()).toBe(200);
  const { case_number } = await response.json<{ case_number: string }>();
  expect(case_number).toMatch(/^C\d{8}$/);
  return (await caseOf(case_number))!;
}

async function refused(body: Record<string, unknown>, lang = 'en'): Promise<Record<string, string>> {
  const response = await submitComplaint(body, { lang });
  expect(response.status, await response.clone().text()).toBe(400);
  const { error } = await response.json<{ error: { code: string; message: string; fields: Record<string, string> } }>();
  expect(error.code).toBe('invalid_request');
  expect(Object.values(error.fields)).toContain(error.message);
  return error.fields;
}

describe('POST /api/reclamations/', () => {
  it('files a complaint with two photos: one case of kind complaint, its row, both attachments and the created event', async () => {
    const session = newUploadSession();
    const first = await uploaded(jpegBytes(1200, 900, 2000), { session, name: 'binding.jpg' });
    const second = await uploaded(pngBytes(800, 600, 1500), { session, name: 'crack.png' });
    const form = complaintForm({ target: STORES.tampere }, { upload_session: session, upload_ids: [first, second] });
    const complaint = await filed(form);
    expect(complaint).toMatchObject({ kind: 'complaint', status: 'new-return', store_id: STORES.tampere, language: 'en', customer_name: 'Aino Virtanen', site_origin: 'http://localhost' });
    expect(JSON.parse(complaint.details)).toMatchObject({
      customerName: 'Aino Virtanen', salesChannel: 'W', store: 'Verkkokauppa', targetStore: 'Tampere Ratina', price: 129.9, used: true,
      manufacturer: 'Norrvik', model: 'Alpine Pro binding', color: 'Red', size: 'M', noSize: false, rowId: null, unitDiscount: null,
    });
    const rows = await env.DB.prepare('SELECT action, name, variant_text, amount FROM service_case_rows WHERE case_id = ?1').bind(complaint.id).all();
    expect(rows.results).toEqual([{ action: 'complaint', name: 'Norrvik Alpine Pro binding', variant_text: 'Red, M', amount: 1 }]);
    const attachments = await env.DB.prepare('SELECT r2_key, file_name, content_type, size FROM service_case_attachments WHERE case_id = ?1 ORDER BY id').bind(complaint.id).all();
    expect(attachments.results).toEqual([
      { r2_key: `cases/${first}`, file_name: 'binding.jpg', content_type: 'image/jpeg', size: 2000 },
      { r2_key: `cases/${second}`, file_name: 'crack.png', content_type: 'image/png', size: 1500 },
    ]);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM complaint_uploads WHERE upload_session = ?1').bind(session).first('n')).toBe(0);
    const events = await env.DB.prepare(`SELECT actor, action, to_status, visible FROM desk_events WHERE subject = 'case' AND subject_id = ?1`).bind(complaint.id).all();
    expect(events.results).toEqual([{ actor: 'customer', action: 'created', to_status: 'new-return', visible: 1 }]);
  });

  it('mails the customer the case number, the case page\'s link and signed links to the attachments, and customer service a notice', async () => {
    const session = newUploadSession();
    const upload = await uploaded(pdfBytes(800), { session, name: 'receipt.pdf' });
    const form = complaintForm({ target: STORES.helsinki }, { upload_session: session, upload_ids: [upload] });
    const complaint = await filed(form);
    const [mail] = await mailsTo(String(form.email));
    expect(mail).toMatchObject({ kind: 'complaint_confirmation', language: 'en', subject: `Kaira Outdoor: we have received your complaint ${complaint.case_number}` });
    expect(mail.body_text).toMatch(/http:\/\/localhost\/en\/service-cases\/[A-Za-z0-9_-]{43}\//);
    const link = /http:\/\/localhost(\/api\/reclamations\/attachments\/\d+\/\?expires=\d+&signature=[A-Za-z0-9_-]{43})/.exec(mail.body_text);
    expect(link, mail.body_text).not.toBeNull();
    const file = await app.fetch(new Request(`http://localhost${link![1]}`), env);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes(800));
    const notice = (await mailsTo('asiakaspalvelu@kaira.fi')).find((entry) => entry.subject.includes(complaint.case_number));
    expect(notice).toMatchObject({ kind: 'complaint_notice', language: 'fi' });
    expect(notice!.body_text).toContain(`/staff/cases/${complaint.case_number}/`);
    expect(notice!.body_text).toMatch(/\/api\/staff\/cases\/attachments\/\d+\//);
  });

  it('writes one case for a double-clicked submit: both answers name it', async () => {
    const form = complaintForm({ target: STORES.helsinki }, { idempotency_key: `double-click-${Date.now()}` });
    const client = newClient();
    const [first, second] = await Promise.all([submitComplaint(form, { client }), submitComplaint(form, { client })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = await Promise.all([first.json<{ case_number: string }>(), second.json<{ case_number: string }>()]);
    expect(a.case_number).toBe(b.case_number);
    expect(await casesOf(String(form.email))).toBe(1);
    const again = await submitComplaint(form);
    expect((await again.json<{ case_number: string }>()).case_number).toBe(a.case_number);
    expect(await casesOf(String(form.email))).toBe(1);
  });

  it('refuses a form with bad fields, each with its message, and writes nothing', async () => {
    const form = complaintForm({ target: STORES.helsinki }, { customerName: ' ', size: '', email: 'nobody', timeOfPurchase: '2026-02-30' });
    const fields = await refused(form);
    expect(fields).toEqual({
      customerName: 'This is a required field.', email: 'Enter a valid email address.', timeOfPurchase: 'Enter a valid date.',
      size: 'Select a size, or tick “The product has no size”.',
    });
    expect(await casesOf(String(form.email))).toBe(0);
  });

  it('answers the field messages in the language asked for', async () => {
    const fields = await refused(complaintForm({ target: STORES.helsinki }, { customerName: '' }), 'fi');
    expect(fields).toEqual({ customerName: 'Tämä kenttä on pakollinen.' });
  });

  it('takes no size when the product has none', async () => {
    const complaint = await filed(complaintForm({ target: STORES.helsinki }, { size: '', noSize: true, color: '' }));
    expect(JSON.parse(complaint.details)).toMatchObject({ size: '', noSize: true });
  });

  it('sets the main store and an S before the number for sales channel S (core 5)', async () => {
    const complaint = await filed(complaintForm({ target: STORES.tampere }, { salesChannel: 'S', store: '', orderNumber: '123456' }));
    expect(JSON.parse(complaint.details)).toMatchObject({ salesChannel: 'S', store: 'Helsinki Kamppi', orderNumber: 'S123456' });
    const chosen = await filed(complaintForm({ target: STORES.tampere }, { salesChannel: 'S', store: String(STORES.tampere), orderNumber: 's99' }));
    expect(JSON.parse(chosen.details)).toMatchObject({ store: 'Tampere Ratina', orderNumber: 'S99' });
    const web = await filed(complaintForm({ target: STORES.tampere }, { salesChannel: 'W', orderNumber: 'k12345678' }));
    expect(JSON.parse(web.details)).toMatchObject({ store: 'Verkkokauppa', orderNumber: 'K12345678' });
  });

  it('refuses a store that sells nothing: the web shop as a store purchase, the warehouse or an unknown place of return', async () => {
    expect(await refused(complaintForm({ target: STORES.helsinki }, { salesChannel: 'S', store: String(STORES.web) })))
      .toEqual({ store: 'Choose the store where you bought the product.' });
    expect(await refused(complaintForm({ target: STORES.warehouse }))).toEqual({ targetStore: 'Choose where you will return the product.' });
    expect(await refused(complaintForm({ target: 999 }))).toEqual({ targetStore: 'Choose where you will return the product.' });
  });

  it('refuses uploads that are not the form\'s own finished ones, and leaves them pending', async () => {
    const session = newUploadSession();
    const upload = await uploaded(pngBytes(10, 10, 300), { session });
    const otherForm = complaintForm({ target: STORES.helsinki }, { upload_session: newUploadSession(), upload_ids: [upload] });
    expect(await refused(otherForm)).toEqual({ upload_ids: 'Error uploading attachments. Try again or send without attachments.' });
    const unknown = complaintForm({ target: STORES.helsinki }, { upload_session: session, upload_ids: [upload, 'no-such-upload-0001'] });
    expect(await refused(unknown)).toEqual({ upload_ids: 'Error uploading attachments. Try again or send without attachments.' });
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM complaint_uploads WHERE id = ?1').bind(upload).first('n')).toBe(1);
  });

  it('refuses a body that is not a form, and a cross-site post', async () => {
    const notForm = await submitComplaint([1, 2, 3]);
    expect(notForm.status).toBe(400);
    const crossSite = await app.fetch(new Request('http://localhost/api/reclamations/', {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://evil.example' }, body: JSON.stringify(complaintForm({ target: 1 })),
    }), env);
    expect(crossSite.status).toBe(403);
  });

  it('saves the complaint when its mails cannot go: the Queue is down and the transport fails, the mails wait in the outbox to be retried', async () => {
    const form = complaintForm({ target: STORES.helsinki });
    const queueDown = { send: async () => { throw new Error('queue unavailable'); } };
    const response = await app.fetch(new Request('http://localhost/api/reclamations/?lang=en', {
      method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost', 'cf-connecting-ip': newClient() }, body: JSON.stringify(form),
    }), { ...env, OUTBOX: queueDown } as unknown as typeof env);
    expect(response.status, await response.clone().text()).toBe(200);
    const { case_number } = await response.json<{ case_number: string }>();
    expect(await caseOf(case_number)).not.toBeNull();
    const [mail] = await mailsTo(String(form.email));
    const batch = createMessageBatch('kaira-outbox', [{ id: `complaint-${mail.id}`, timestamp: new Date(), attempts: 1, body: { emailId: mail.id } }]);
    const failing = async () => new Response('{"message":"down"}', { status: 503 });
    await deliverOutbox({ env: { ...env, MAIL_TRANSPORT: 'http', MAIL_API_URL: 'https://mail-api.test.invalid/emails', MAIL_API_KEY: 'key' }, now: new Date(), fetch: failing }, batch.messages);
    expect((await getQueueResult(batch, createExecutionContext())).retryMessages).toHaveLength(1);
    const row = await env.DB.prepare('SELECT sent_at, last_error FROM outbox_emails WHERE id = ?1').bind(mail.id).first<{ sent_at: string | null; last_error: string | null }>();
    expect(row!.sent_at).toBeNull();
    expect(row!.last_error).not.toBeNull();
    expect(await caseOf(case_number)).not.toBeNull();
  });

  it('limits complaints per address: the sixth in a day is a 429', async () => {
    const email = `limited.${Date.now()}@example.com`;
    for (let index = 0; index < 5; index++) await filed(complaintForm({ target: STORES.helsinki }, { email }));
    const response = await submitComplaint(complaintForm({ target: STORES.helsinki }, { email }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
