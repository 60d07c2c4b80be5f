/**
 * POST /api/customer/transfer-request/ (core 3 transferRequest*, core 5,
 * cat 4): a staff member's cart in transfer-request mode becomes a request
 * to move variants from source stores to target stores. The cart is priced
 * by the checkout engine in staff mode (its reasons decide whether it can
 * go ahead), each row's units and stores follow planTransferRow (the rule
 * the cart shows), and the request is written in one batch.
 */
import { planTransferRow, type TransferStores } from '../../../shared/checkout/transfer-request.ts';
import { productTitle } from '../../../shared/product/product-title.ts';
import type { CheckoutRequest } from '../../../shared/types/checkout.ts';
import type { CatalogueSource } from '../../data/catalogue-cache.ts';
import {
  insertTransferRequestBatch, isRequestNumberCollision, isStockGuardFailure, knownStoreIds, type TransferRequestRecord,
} from '../../data/transfer-requests.ts';
import { priceCheckout } from '../checkout/price-checkout.ts';
import { isMultiPart, type ResolvedRow } from '../checkout/resolve-rows.ts';
import { randomOrderId } from '../orders/secrets.ts';

type TransferRequestOutcome =
  | { kind: 'created'; number: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'not_orderable'; message: string };

const STOCK_GONE_MESSAGE = 'A picking store no longer has enough free units for this request. Check the cart again and choose other stores or fewer units.';

/** 'S' and 8 random digits (like the order numbers of decision 011). */
function randomTransferNumber(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return `S${String(value % 100_000_000).padStart(8, '0')}`;
}

/** Both store lists named, and each id a store of the shop. */
async function storeFields(source: CatalogueSource, request: CheckoutRequest): Promise<Record<string, string>> {
  const lists = { transfer_request_from: request.transfer_request_from ?? [], transfer_request_to: request.transfer_request_to ?? [] };
  const known = await knownStoreIds(source.db, [...lists.transfer_request_from, ...lists.transfer_request_to]);
  const fields: Record<string, string> = {};
  for (const [key, ids] of Object.entries(lists)) {
    if (ids.length === 0) fields[key] = 'Choose at least one store.';
    else if (ids.some((id) => !known.has(id))) fields[key] = 'Not a store.';
  }
  return fields;
}

/** The request's variant rows; a bundle or ski package row moves nothing (the engine refuses it in this mode). */
function transferRows(request: CheckoutRequest, resolved: Array<ResolvedRow | null>, stores: TransferStores) {
  return request.products.flatMap((input, index) => {
    const row = resolved[index];
    if (!row || isMultiPart(row)) return [];
    const { variant, model } = row.parts[0];
    return [{ variantId: variant.id, name: productTitle(model.manufacturer, model.name), ...planTransferRow(input, stores) }];
  });
}

/** Writes the transfer request of a cart the shared schema has checked (shared/checkout/checkout-schema.ts). */
export async function createTransferRequest(source: CatalogueSource, request: CheckoutRequest, now: Date): Promise<TransferRequestOutcome> {
  const fields = await storeFields(source, request);
  if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };
  const stores: TransferStores = { from: request.transfer_request_from!, to: request.transfer_request_to! };

  const priced = await priceCheckout(source, request, now, { staff: true });
  if (!priced.ok) return { kind: 'invalid', fields: priced.fields };
  if (priced.response.reason !== '') return { kind: 'not_orderable', message: priced.response.reason };
  if (priced.response.products.some((row) => row.problem !== null)) return { kind: 'not_orderable', message: 'A product cannot be transferred from the chosen stores.' };
  const rows = transferRows(request, priced.resolved, stores);
  // The engine's reasons cover these; kept so a request never moves nothing or picks too little.
  if (rows.length === 0) return { kind: 'not_orderable', message: 'The transfer request has no products.' };
  const short = rows.find((row) => row.amount === 0 || !row.picksEnough);
  if (short) return { kind: 'not_orderable', message: `Choose enough units from the picking stores for ${short.name}.` };

  for (let attempt = 0; attempt < 3; attempt++) {
    const record: TransferRequestRecord = {
      id: randomOrderId(), number: randomTransferNumber(), from: stores.from, to: stores.to,
      highPriority: request.transfer_request_high_priority === true, reserveQuantity: request.transfer_request_reserve_quantity === true,
      postDelivery: request.post_delivery === true, specialRequest: request.special_request ?? '', language: request.language_code,
      createdAt: now.toISOString(),
      rows: rows.map((row) => ({ variantId: row.variantId, amount: row.amount, pickedFrom: row.pickedFrom, deliverTo: row.deliverTo })),
    };
    try {
      await source.db.batch(insertTransferRequestBatch(source.db, record));
      return { kind: 'created', number: record.number };
    } catch (error) {
      if (isRequestNumberCollision(error)) continue;
      if (isStockGuardFailure(error)) return { kind: 'not_orderable', message: STOCK_GONE_MESSAGE };
      throw error;
    }
  }
  throw new Error('No free transfer request number after three tries.');
}
