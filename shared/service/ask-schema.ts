/**
 * /ask/ (core 2 "questions form", issue 16 item 6): a question to customer
 * service, one schema for the page and POST /api/forms/ask/. Messages are
 * dictionary keys.
 */
import * as v from 'valibot';
import {
  email, honeypot, HONEYPOT_FIELD, idempotencyKey, MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH, requiredText,
} from './contact-fields.ts';
import { SERVICE_FORM_MESSAGES as M } from './service-form-messages.ts';

export const ASK_MESSAGES = {
  topic: 'askForm.error.topic',
  orderNumber: 'askForm.error.orderNumber',
} as const;

/** What the question is about; each has its label at askForm.topics.{topic}. */
export const ASK_TOPICS = ['order', 'delivery', 'return', 'product', 'maintenance', 'other'] as const;
export type AskTopic = typeof ASK_TOPICS[number];

export const MAX_SUBJECT_LENGTH = 150;

/**
 * A web order's number: 'K' and 8 digits, with 'S' before it for sales
 * channel S (core 5). Typed in any case, with spaces; '' when not given.
 */
const orderNumber = v.optional(v.pipe(
  v.string(M.invalid), v.trim(), v.toUpperCase(), v.transform((value) => value.replace(/\s+/g, '')),
  v.regex(/^(S?K\d{8})?$/, ASK_MESSAGES.orderNumber),
), '');

export const askSchema = v.object({
  name: requiredText(MAX_NAME_LENGTH),
  email,
  topic: v.picklist(ASK_TOPICS, ASK_MESSAGES.topic),
  subject: requiredText(MAX_SUBJECT_LENGTH),
  message: requiredText(MAX_MESSAGE_LENGTH),
  order_number: orderNumber,
  [HONEYPOT_FIELD]: honeypot,
  idempotency_key: idempotencyKey,
}, M.invalid);

export type AskRequest = v.InferOutput<typeof askSchema>;

/** The form's fields in screen order: the first bad one takes the focus. */
export const ASK_FIELDS = ['name', 'email', 'order_number', 'topic', 'subject', 'message'] as const;
