/**
 * Filing a complaint (issue 16 item 2, POST /api/reclamations/): the form's
 * stores resolved (core 5: sales channel 'S' means the main store unless the
 * customer chose another, and an 'S' before the order number), the order
 * named when the customer owns it (their session, or its email beside the
 * number) with its row's figures read from the order, the uploads checked to
 * be the form's own, then one D1 batch (data/complaint-cases.ts). The mails
 * are queued after it: a mail that fails is retried by the outbox, and the
 * complaint stays filed.
 */
import { orderNumberFor, parsePrice, RECLAMATION_MESSAGES, type ReclamationRequest } from '../../../shared/service/reclamation-schema.ts';
import type { ReclamationDetails, ReclamationResponse } from '../../../shared/types/reclamation.ts';
import { COMPLAINT_SUBMISSION_SCOPE, insertComplaintBatch, type NewComplaintCase } from '../../data/complaint-cases.ts';
import { listComplaintStores, type ComplaintStore } from '../../data/complaint-orders.ts';
import { listFinishedUploads } from '../../data/complaint-uploads.ts';
import { listCaseAttachments } from '../../data/case-desk-reads.ts';
import { findSubmission } from '../../data/submission-keys.ts';
import { randomOrderId } from '../orders/secrets.ts';
import { newCaseNumber, newCaseToken } from './case-secrets.ts';
import { readComplaintOrder, rowFigures, type OrderWithRows } from './complaint-order.ts';
import { sendComplaintConfirmation, sendComplaintNotice, type ComplaintContext, type FiledComplaint } from './complaint-mails.ts';

export type FileComplaintOutcome =
  | { kind: 'created'; answer: ReclamationResponse }
  /** Message keys by field, as the schema's. */
  | { kind: 'invalid'; fields: Record<string, string> };

/** A new random case number collides one time in 10^8; a few tries are plenty. */
const NUMBER_TRIES = 3;

const isCaseCollision = (error: unknown) => /UNIQUE constraint failed: service_cases\.(case_number|id|access_token_hash)/i.test(String((error as Error)?.message ?? error));

async function replayed(context: ComplaintContext, key: string): Promise<FileComplaintOutcome | null> {
  if (!key) return null;
  const stored = await findSubmission(context.env.DB, COMPLAINT_SUBMISSION_SCOPE, key);
  return stored ? { kind: 'created', answer: JSON.parse(stored) as ReclamationResponse } : null;
}

type Stores = { kind: 'ok'; store: ComplaintStore | null; target: ComplaintStore } | { kind: 'invalid'; fields: Record<string, string> };

/** The place of purchase and of return among the shop's stores; core 5's main store is the first retail store. */
function resolveStores(stores: readonly ComplaintStore[], request: ReclamationRequest): Stores {
  const byId = (id: string) => (id === '' ? undefined : stores.find((store) => store.id === Number(id)));
  const target = byId(request.targetStore);
  const fields: Record<string, string> = {};
  if (!target) fields.targetStore = RECLAMATION_MESSAGES.targetStore;
  let store: ComplaintStore | null;
  if (request.salesChannel === 'S') {
    store = request.store === '' ? stores.find((candidate) => candidate.type === 'retail') ?? null : byId(request.store) ?? null;
    if (!store || store.type !== 'retail') fields.store = RECLAMATION_MESSAGES.store;
  } else {
    store = stores.find((candidate) => candidate.type === 'web') ?? null;
  }
  return target && Object.keys(fields).length === 0 ? { kind: 'ok', store, target } : { kind: 'invalid', fields };
}

/** The order the complaint is about, when it is the customer's: by their session first, else by the email they gave. */
async function ownOrder(context: ComplaintContext, request: ReclamationRequest, orderNumber: string): Promise<OrderWithRows | null> {
  if (request.salesChannel !== 'W' || orderNumber === '') return null;
  const { DB } = context.env;
  const bySession = context.customerId === null ? null : await readComplaintOrder(DB, orderNumber, { customerId: context.customerId }, context.language);
  return bySession ?? readComplaintOrder(DB, orderNumber, { email: request.email }, context.language);
}

function detailsOf(request: ReclamationRequest, stores: Extract<Stores, { kind: 'ok' }>, orderNumber: string, owned: OrderWithRows | null): ReclamationDetails {
  // Figures of an order row only from the order itself: a form's own figures are never trusted.
  const row = owned && request.rowId !== '' ? owned.rows.find((candidate) => candidate.position === Number(request.rowId)) ?? null : null;
  const figures = owned && row ? rowFigures(owned.order, row) : null;
  return {
    customerName: request.customerName, email: request.email, phone: request.phone, address: request.address, postNumber: request.postNumber,
    city: request.city, salesChannel: request.salesChannel, store: stores.store?.name ?? '', targetStore: stores.target.name, orderNumber,
    receipt: request.receipt, timeOfPurchase: request.timeOfPurchase, price: figures?.price ?? parsePrice(request.price), used: request.used,
    manufacturer: request.manufacturer, model: request.model, color: request.color, size: request.noSize ? '' : request.size, noSize: request.noSize,
    complaint: request.complaint, rowId: row?.position ?? null, orderDate: owned ? owned.order.createdAt.slice(0, 10) : '',
    unitDiscount: figures?.unitDiscount ?? null, calculatedDiscount: figures?.calculatedDiscount ?? null,
  };
}

export async function fileComplaint(context: ComplaintContext, request: ReclamationRequest): Promise<FileComplaintOutcome> {
  const earlier = await replayed(context, request.idempotency_key);
  if (earlier) return earlier;
  const { DB } = context.env;
  const stores = resolveStores(await listComplaintStores(DB), request);
  if (stores.kind === 'invalid') return stores;
  const finished = await listFinishedUploads(DB, request.upload_session, request.upload_ids);
  // An id that is not a finished upload of this form: it failed, went stale, or is someone else's.
  if (finished.length !== request.upload_ids.length) return { kind: 'invalid', fields: { upload_ids: RECLAMATION_MESSAGES.uploads } };
  const orderNumber = orderNumberFor(request.salesChannel, request.orderNumber);
  const owned = await ownOrder(context, request, orderNumber);
  const details = detailsOf(request, stores, orderNumber, owned);
  const row = owned?.rows.find((candidate) => candidate.position === details.rowId) ?? null;
  for (let attempt = 1; ; attempt++) {
    const caseNumber = newCaseNumber('complaint');
    const caseToken = await newCaseToken();
    const answer: ReclamationResponse = { case_number: caseNumber };
    const newCase: NewComplaintCase = {
      id: randomOrderId(), caseNumber, accessTokenHash: caseToken.hash, orderId: owned?.order.id ?? null, customerId: context.customerId,
      email: request.email, customerName: request.customerName, language: context.language, storeId: stores.target.id,
      details: JSON.stringify(details), siteOrigin: context.links.origin, now: context.now,
    };
    const complaintRow = {
      orderPosition: row?.position ?? null, variantId: row?.variantId ?? null, name: `${details.manufacturer} ${details.model}`.trim(),
      variantText: [details.color, details.size].filter(Boolean).join(', '),
    };
    const submission = request.idempotency_key ? { key: request.idempotency_key, result: JSON.stringify(answer) } : null;
    try {
      await DB.batch(insertComplaintBatch(DB, newCase, complaintRow, { session: request.upload_session, ids: request.upload_ids }, submission));
    } catch (error) {
      // A double click (the key's first batch won), a number drawn twice, or an upload purged meanwhile.
      const first = await replayed(context, request.idempotency_key);
      if (first) return first;
      if (isCaseCollision(error) && attempt < NUMBER_TRIES) continue;
      if (request.upload_ids.length > 0 && (await listFinishedUploads(DB, request.upload_session, request.upload_ids)).length !== request.upload_ids.length) {
        return { kind: 'invalid', fields: { upload_ids: RECLAMATION_MESSAGES.uploads } };
      }
      throw error;
    }
    await mailAbout(context, { caseNumber, caseToken: caseToken.token, details, attachments: [] }, newCase.id);
    return { kind: 'created', answer };
  }
}

/** The mails, once the case is saved; one that cannot be written is logged, the other still goes, and the complaint stays filed. */
async function mailAbout(context: ComplaintContext, filed: FiledComplaint, caseId: number): Promise<void> {
  const attachments = await listCaseAttachments(context.env.DB, caseId).then(
    (files) => files.map((file) => ({ id: file.id, fileName: file.fileName })),
    (error) => { console.error('The complaint attachments could not be read for its mails', filed.caseNumber, error); return []; },
  );
  const complete = { ...filed, attachments };
  for (const send of [sendComplaintConfirmation, sendComplaintNotice]) {
    try {
      await send(context, complete);
    } catch (error) {
      console.error('A complaint mail could not be written to the outbox; the complaint is saved', filed.caseNumber, send.name, error);
    }
  }
}
