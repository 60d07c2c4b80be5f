/**
 * Cases for the case desk's tests (issue 16 item 3), written straight into
 * D1 so these tests do not depend on the returns and complaint forms: a paid
 * web order with rows, and a service_cases row with its rows, its customer's
 * random link token and, for the staff lists, its store and date.
 */
import { env } from 'cloudflare:workers';
import type { CaseKind, CaseStatus } from '../../shared/service/case-status.ts';
import { newCaseNumber, newCaseToken } from '../../worker/services/service-desk/case-secrets.ts';

let orders = 0;

export interface TestOrderRow { name: string; amount: number; unitPrice: number }

/** A web order paid and processing (K + 8 digits), its rows at their unit prices, total = rows + delivery. */
export async function insertOrder({ rows = [{ name: 'Hiking boot', amount: 2, unitPrice: 60 }], status = 'processing', delivery = 5.9 }:
  { rows?: TestOrderRow[]; status?: string; delivery?: number } = {}): Promise<{ id: number; orderNumber: string }> {
  const orderNumber = `K${String(90_000_000 + ++orders * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;
  const products = rows.reduce((sum, row) => sum + row.amount * row.unitPrice, 0);
  const now = new Date().toISOString();
  const order = await env.DB.prepare(`INSERT INTO orders (order_number, view_token, status, language, country_code, email, first_name, last_name, address,
      postal_code, city, phone, products_price, delivery_cost, total_price, to_pay, payment_method, provider, created_at, updated_at)
    VALUES (?1, ?2, ?3, 'en', 'fi', 'buyer@example.com', 'Aino', 'Virtanen', 'Mannerheimintie 1', '00100', 'Helsinki', '+358401234567', ?4, ?5, ?6, ?6, 'card', 'test', ?7, ?7)
    RETURNING id`).bind(orderNumber, crypto.randomUUID(), status, products, delivery, products + delivery, now).first<{ id: number }>();
  await env.DB.batch(rows.map((row, position) => env.DB.prepare(`INSERT INTO order_rows (order_id, position, model_id, name, amount, unit_price, row_total)
    VALUES (?1, ?2, 1, ?3, ?4, ?5, ?6)`).bind(order!.id, position, row.name, row.amount, row.unitPrice, row.amount * row.unitPrice)));
  return { id: order!.id, orderNumber };
}

export interface TestCaseRow {
  orderPosition?: number | null;
  name?: string;
  amount?: number;
  reason?: string;
  action?: 'return' | 'exchange' | 'complaint';
  exchangeVariantId?: number | null;
  reserveStoreId?: number | null;
}

export interface TestCaseOptions {
  /** An id of the case's own, as the forms give one (a random safe integer); the table's next id otherwise. */
  id?: number;
  kind?: CaseKind;
  status?: CaseStatus;
  orderId?: number | null;
  email?: string;
  name?: string;
  language?: string;
  storeId?: number | null;
  details?: Record<string, unknown>;
  rows?: TestCaseRow[];
  createdAt?: string;
  siteOrigin?: string;
}

export interface TestCase { id: number; caseNumber: string; token: string; email: string }

let cases = 0;

/** A case as the forms would file it; its 'created' event too, visible to the customer. */
export async function insertCase(options: TestCaseOptions = {}): Promise<TestCase> {
  const kind = options.kind ?? 'return';
  const { token, hash } = await newCaseToken();
  const caseNumber = newCaseNumber(kind);
  const email = options.email ?? `case.${Date.now().toString(36)}.${++cases}@example.com`;
  const createdAt = options.createdAt ?? new Date().toISOString();
  const inserted = await env.DB.prepare(`INSERT INTO service_cases (id, kind, case_number, status, order_id, email, customer_name, language, store_id, details,
      access_token_hash, site_origin, created_at, updated_at)
    VALUES (?13, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?12) RETURNING id`).bind(
    kind, caseNumber, options.status ?? 'new-return', options.orderId ?? null, email, options.name ?? 'Aino Virtanen', options.language ?? 'en',
    options.storeId ?? null, JSON.stringify(options.details ?? {}), hash, options.siteOrigin ?? 'http://localhost', createdAt, options.id ?? null,
  ).first<{ id: number }>();
  const id = inserted!.id;
  const rows = options.rows ?? [{ orderPosition: options.orderId ? 0 : null, name: 'Hiking boot', amount: 1, reason: 'too_small' }];
  await env.DB.batch([
    ...rows.map((row, position) => env.DB.prepare(`INSERT INTO service_case_rows (case_id, position, order_position, name, variant_text, amount, reason, action,
        exchange_variant_id, reserve_store_id) VALUES (?1, ?2, ?3, ?4, 'Black, 42', ?5, ?6, ?7, ?8, ?9)`).bind(
      id, position, row.orderPosition ?? null, row.name ?? 'Hiking boot', row.amount ?? 1, row.reason ?? 'too_small', row.action ?? (kind === 'complaint' ? 'complaint' : 'return'),
      row.exchangeVariantId ?? null, row.reserveStoreId ?? null)),
    env.DB.prepare(`INSERT INTO desk_events (subject, subject_id, actor, action, to_status, visible, created_at) VALUES ('case', ?1, 'customer', 'created', 'new-return', 1, ?2)`)
      .bind(id, createdAt),
  ]);
  return { id, caseNumber, token, email };
}

export async function caseStatus(id: number): Promise<string> {
  return (await env.DB.prepare('SELECT status FROM service_cases WHERE id = ?1').bind(id).first<string>('status'))!;
}

export interface StoredEvent { actor: string; action: string; from_status: string | null; to_status: string | null; note: string; visible: number }

export async function caseEvents(id: number): Promise<StoredEvent[]> {
  const { results } = await env.DB.prepare(`SELECT actor, action, from_status, to_status, note, visible FROM desk_events WHERE subject = 'case' AND subject_id = ?1 ORDER BY id`)
    .bind(id).all<StoredEvent>();
  return results;
}

/** The token of the newest mail's link to the customer's case page (its segment is localised, the token's shape is not). */
export function caseLinkIn(text: string): string {
  const match = /\/([A-Za-z0-9_-]{44,64})\/(?:\s|$)/.exec(text);
  if (!match) throw new Error(`no case link in: ${text}`);
  return match[1];
}

/** A store for the lists' store filter (the worker tests' D1 has no catalogue unless a test imports one). */
export async function ensureStore(id: number, name: string): Promise<void> {
  await env.DB.prepare(`INSERT OR IGNORE INTO stores (id, slug, name, short_name, type) VALUES (?1, ?2, ?3, ?3, 'retail')`).bind(id, `case-desk-store-${id}`, name).run();
}
