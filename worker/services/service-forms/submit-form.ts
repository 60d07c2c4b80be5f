/**
 * A submitted question or corporate form (issue 16 item 6): stored in D1
 * with its two mails (customer service's and the sender's receipt) and its
 * idempotency key in one batch, then the mails go to the Queue. A Queue or
 * transport failure leaves the rows unsent for the outbox's retries
 * (decision 020); the submission is kept whatever the mail does.
 *
 * - A filled honeypot is answered like a success, with a reference that
 *   names nothing: nothing is stored or mailed.
 * - The same idempotency key again (a double click) answers the first
 *   submit's reference and writes nothing.
 */
import type { Language } from '../../../shared/languages.ts';
import { HONEYPOT_FIELD } from '../../../shared/service/contact-fields.ts';
import { insertSubmissionStatement, isReferenceTaken, outboxMailStatement, returnedIds, type FormKind } from '../../data/form-submissions.ts';
import { findSubmission, isSubmissionKey, rememberSubmissionStatement } from '../../data/submission-keys.ts';
import { enqueueEmail } from '../orders/outbox.ts';
import type { FormContext } from './form-context.ts';
import { mailKinds, receiptMail, SERVICE_LANGUAGE, serviceMail, type FormRequest } from './form-mails.ts';

export interface SubmittedForm { reference: string }

/** The letter a form's references start with: Question, Business details, Enterprise request. */
const PREFIX: Record<FormKind, string> = { ask: 'Q', corporate_info: 'B', enterprise: 'E' };

/** The letter and 8 random digits: short enough to read over the phone, like case numbers. */
function newReference(form: FormKind): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return `${PREFIX[form]}${String(value % 100_000_000).padStart(8, '0')}`;
}

/** The stored answer of a key, or null when it is not one of ours. */
function storedAnswer(result: string | null): SubmittedForm | null {
  if (result === null) return null;
  try {
    const parsed = JSON.parse(result) as { reference?: unknown };
    return typeof parsed.reference === 'string' ? { reference: parsed.reference } : null;
  } catch {
    return null;
  }
}

/** The form as sent, without what is not the sender's content. */
function storedFields(request: Record<string, unknown>): Record<string, unknown> {
  const { [HONEYPOT_FIELD]: _honeypot, idempotency_key: _key, ...fields } = request;
  return fields;
}

const senderName = (sent: FormRequest): string => (sent.form === 'ask' ? sent.request.name : sent.request.contact_name);

async function write(context: FormContext, sent: FormRequest, language: Language, reference: string, key: string | null): Promise<number[]> {
  const { env, now, brandName, contactEmail } = context;
  const db = env.DB;
  const { email } = sent.request;
  const name = senderName(sent);
  const kinds = mailKinds(sent.form);
  const toService = serviceMail(sent, { reference, email, language, brandName });
  const receipt = receiptMail(sent, { reference, name, language, brandName, contactEmail });
  const results = await db.batch([
    insertSubmissionStatement(db, {
      form: sent.form, reference, email, name, language, fields: storedFields(sent.request), clientKey: context.clientKey, siteOrigin: context.links.origin,
    }, now),
    outboxMailStatement(db, { kind: kinds.service, to: contactEmail, language: SERVICE_LANGUAGE, ...toService }, now),
    outboxMailStatement(db, { kind: kinds.receipt, to: email, language, ...receipt }, now),
    ...(key ? [rememberSubmissionStatement(db, `form:${sent.form}`, key, JSON.stringify({ reference }), now)] : []),
  ]);
  return returnedIds(results);
}

export async function submitForm(context: FormContext, sent: FormRequest, language: Language): Promise<SubmittedForm> {
  const request = sent.request;
  if (request[HONEYPOT_FIELD] !== '') return { reference: newReference(sent.form) };
  const db = context.env.DB;
  const scope = `form:${sent.form}`;
  const key = isSubmissionKey(request.idempotency_key) ? request.idempotency_key : null;
  const earlier = key ? storedAnswer(await findSubmission(db, scope, key)) : null;
  if (earlier) return earlier;
  for (let attempt = 1; ; attempt += 1) {
    const reference = newReference(sent.form);
    try {
      const mailIds = await write(context, sent, language, reference, key);
      for (const id of mailIds) await enqueueEmail(context.env, id);
      return { reference };
    } catch (error) {
      // The batch failed as a whole: a double click's twin wrote first, or the reference was taken.
      const first = key ? storedAnswer(await findSubmission(db, scope, key)) : null;
      if (first) return first;
      if (!isReferenceTaken(error) || attempt === 3) throw error;
    }
  }
}
