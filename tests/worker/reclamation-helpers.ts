/**
 * Helpers of the complaint tests (issue 16 item 2): file bytes whose start
 * is a real JPEG, PNG or PDF header (the server reads the header, never the
 * pixels), bodies that count how much of them was read, the upload and
 * submit calls, and what the MEDIA bucket holds under 'cases/'.
 */
import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { app } from '../../worker/app.ts';
import { callApi, newAddress, newClient } from './account-helpers.ts';

export const MIB = 1024 * 1024;

let sessions = 0;
/** A form's upload-session id of its own (16 to 64 url-safe characters). */
export const newUploadSession = () => `session-${Date.now().toString(36)}-${++sessions}`.padEnd(20, 'x');

/** A PNG of the size in pixels: signature and IHDR, then filler up to `bytes`. */
export function pngBytes(width = 4, height = 3, bytes = 200): Uint8Array {
  const file = new Uint8Array(Math.max(bytes, 33));
  file.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(file.buffer).setUint32(16, width);
  new DataView(file.buffer).setUint32(20, height);
  file.set([8, 2, 0, 0, 0], 24);
  return file;
}

/** A JPEG of the size in pixels: SOI, a JFIF APP0, the baseline frame header, filler, EOI. */
export function jpegBytes(width = 4, height = 3, bytes = 200): Uint8Array {
  const file = new Uint8Array(Math.max(bytes, 40));
  const head = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0,
    0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3];
  file.set(head);
  file.set([0xff, 0xd9], file.length - 2);
  return file;
}

export function pdfBytes(bytes = 200): Uint8Array {
  const file = new Uint8Array(bytes).fill(0x20);
  file.set(new TextEncoder().encode('%PDF-1.7\n'));
  return file;
}

/** A Windows executable's start ('MZ'), whatever the file is called. */
export function exeBytes(bytes = 200): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);
  return file;
}

/** A zip's local file header ('PK\x03\x04'): a zip bomb sent as photo.jpg starts like this. */
export function zipBytes(bytes = 200): Uint8Array {
  const file = new Uint8Array(bytes);
  file.set([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]);
  return file;
}

/**
 * A body of `total` bytes made on demand, `chunk` bytes a pull, starting
 * with `head`: `pulls()` says how many chunks the server asked for.
 */
export function countingBody(head: Uint8Array, total: number, chunk = MIB): { stream: ReadableStream<Uint8Array>; pulls: () => number; chunks: number } {
  const filler = new Uint8Array(chunk);
  let pulls = 0;
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      const size = Math.min(chunk, total - sent);
      const bytes = sent === 0 ? (() => { const first = new Uint8Array(size); first.set(head.subarray(0, size)); return first; })() : filler.subarray(0, size);
      sent += size;
      controller.enqueue(bytes);
      if (sent >= total) controller.close();
    },
  }, { highWaterMark: 0 });
  return { stream, pulls: () => pulls, chunks: Math.ceil(total / chunk) };
}

interface UploadOptions { session?: string; name?: string; client?: string; lang?: string; contentLength?: boolean; headers?: Record<string, string> }

/** POST /api/reclamations/uploads/ with the raw body; a stream goes without Content-Length unless asked. */
export function uploadFile(body: Uint8Array | ReadableStream<Uint8Array>, options: UploadOptions = {}): Promise<Response> {
  const { session = newUploadSession(), name = 'photo.jpg', client = newClient(), lang = 'en', headers = {} } = options;
  const init = {
    method: 'POST',
    headers: {
      origin: 'http://localhost', 'cf-connecting-ip': client, 'x-upload-session': session, 'x-file-name': encodeURIComponent(name),
      'content-type': 'application/octet-stream', ...headers,
    },
    body,
    duplex: 'half',
  } as RequestInit;
  return app.fetch(new Request(`http://localhost/api/reclamations/uploads/?lang=${lang}`, init), env);
}

/** An upload expected to be stored: its upload_id. */
export async function uploaded(body: Uint8Array, options: UploadOptions): Promise<string> {
  const response = await uploadFile(body, options);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json<{ upload_id: string }>()).upload_id;
}

/** The keys the MEDIA bucket holds under cases/. */
export async function caseFileKeys(): Promise<string[]> {
  const listed = await env.MEDIA.list({ prefix: 'cases/' });
  return listed.objects.map((object) => object.key);
}

/** Every complaint upload row and attachment row, and every file under cases/, gone. */
export async function clearCaseFiles(): Promise<void> {
  const keys = await caseFileKeys();
  if (keys.length > 0) await env.MEDIA.delete(keys);
  await env.DB.batch([env.DB.prepare('DELETE FROM complaint_uploads'), env.DB.prepare('DELETE FROM service_case_attachments')]);
}

/** A day before today, YYYY-MM-DD. */
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A filled complaint form, as the page sends it, with the stores named by id. */
export function complaintForm(stores: { target: number }, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    customerName: 'Aino Virtanen', email: newAddress('complaint'), phone: '+358 40 123 4567', address: 'Mannerheimintie 1', postNumber: '00100',
    city: 'Helsinki', salesChannel: 'W', store: '', targetStore: String(stores.target), orderNumber: '', receipt: '', timeOfPurchase: daysAgo(30),
    price: '129,90', used: true, manufacturer: 'Norrvik', model: 'Alpine Pro binding', color: 'Red', size: 'M', noSize: false,
    complaint: 'The binding cracked on the second day of skiing.', rowId: '', orderDate: '', unitDiscount: '', calculatedDiscount: '',
    ...fields,
  };
}

/** POST /api/reclamations/ from a client of its own. */
export function submitComplaint(body: unknown, options: { token?: string; client?: string; lang?: string } = {}): Promise<Response> {
  return callApi('/reclamations/', body, options);
}

let orders = 0;

export interface TestOrderRow { modelId: number; variantId: number | null; name: string; variantText: string; amount: number; unitPrice: number }

/** Writes a paid order with rows as the checkout would have (what the complaint reads); answers its number. */
export async function storeOrder(owner: { email: string; customerId?: number | null }, rows: TestOrderRow[], discount = 0): Promise<string> {
  const number = `K7${String(++orders).padStart(7, '0')}`;
  const id = 7_000_000 + orders;
  const productsPrice = rows.reduce((sum, row) => sum + row.amount * row.unitPrice, 0);
  const total = productsPrice - discount;
  await env.DB.batch([
    env.DB.prepare(`INSERT INTO orders (id, order_number, view_token, status, language, country_code, email, first_name, last_name, address, postal_code, city,
        phone, products_price, discount, total_price, to_pay, payment_method, provider, created_at, updated_at, customer_id)
      VALUES (?1, ?2, ?3, 'delivered', 'en', 'fi', ?4, 'Aino', 'Virtanen', 'Mannerheimintie 1', '00100', 'Helsinki', '+358 40 123 4567', ?5, ?6, ?7, ?7,
        'card', 'test', '2026-10-01T09:30:00.000Z', '2026-10-01T09:30:00.000Z', ?8)`)
      .bind(id, number, `view-token-${number}-0123456789abcdef`, owner.email, productsPrice, discount, total, owner.customerId ?? null),
    ...rows.map((row, position) => env.DB.prepare(`INSERT INTO order_rows (order_id, position, variant_id, model_id, name, variant_text, amount, unit_price, row_total)
      VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`).bind(id, position, row.variantId, row.modelId, row.name, row.variantText, row.amount, row.unitPrice, row.amount * row.unitPrice)),
  ]);
  return number;
}
