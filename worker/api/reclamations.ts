import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ATTACHMENT_LIMIT_PARAMS, isUploadToken } from '../../shared/service/attachment-limits.ts';
import { reclamationSchema } from '../../shared/service/reclamation-schema.ts';
import { SERVICE_FORM_MESSAGES } from '../../shared/service/service-form-messages.ts';
import type { ReclamationPrefill, ReclamationResponse, ReclamationUploadResponse } from '../../shared/types/reclamation.ts';
import { safeDecode } from '../../shared/url-safety.ts';
import { emailKey } from '../data/customers.ts';
import { shopSettings } from '../env.ts';
import { AppError, badInput, notFound } from '../errors/app-error.ts';
import type { AppEnv } from '../hono-env.ts';
import { noStoreMiddleware } from '../middleware/no-store.ts';
import { sameOriginMiddleware } from '../middleware/same-origin.ts';
import { INVALID_QUERY, validate, firstFieldMessage } from '../middleware/validate.ts';
import { accountLinksFor } from '../services/auth/account-links.ts';
import { clientOf } from '../services/rate-limit.ts';
import { checkAttachmentLink } from '../services/service-desk/attachment-links.ts';
import { COMPLAINT_CLIENT_LIMIT, COMPLAINT_EMAIL_LIMIT, COMPLAINT_UPLOAD_LIMIT } from '../services/service-desk/complaint-limits.ts';
import { complaintPrefill } from '../services/service-desk/complaint-order.ts';
import type { ComplaintContext } from '../services/service-desk/complaint-mails.ts';
import { fileComplaint } from '../services/service-desk/file-complaint.ts';
import { uploadComplaintFile, type UploadRefusal } from '../services/service-desk/upload-complaint-file.ts';
import { answerCaseAttachment, attachmentIdOf } from './case-attachment-answer.ts';
import { customerIdOf } from './customer.ts';
import { limitRequest, rateLimited } from './rate-limited.ts';

/**
 * The complaint calls of issue 16 item 2 (core 3 reclamation form). Messages
 * are in `?lang=`.
 * - POST /api/reclamations/uploads/: one file as the raw body, headers
 *   X-Upload-Session (the form's random id) and X-File-Name (URI-encoded),
 *   checked while it streams → 200 {upload_id, file_name, content_type,
 *   size}; 413 too large (one file, or the form's images together), 400
 *   too many files, not an allowed type by content, absurd pixel size.
 * - POST /api/reclamations/ {core 3 fields, upload_session, upload_ids,
 *   idempotency_key} → 200 {case_number}; 400 with fields.
 * - GET /api/reclamations/order/?order= (logged in): the customer's own
 *   order as the form fills from it; 401 without a session, 404 not theirs.
 * - GET /api/reclamations/attachments/:id/?expires=&signature=: the file
 *   behind a signed link of the customer's mail or case page; 403 forged,
 *   410 expired.
 */
export const reclamationsApi = new Hono<AppEnv>();

const guarded = [sameOriginMiddleware, noStoreMiddleware] as const;

const UPLOAD_STATUS: Record<UploadRefusal, 400 | 413> = {
  too_large: 413, images_too_large: 413, too_many_files: 400, type: 400, dimensions: 400, empty: 400, length_mismatch: 400,
};

reclamationsApi.post('/reclamations/uploads/', ...guarded, rateLimited(COMPLAINT_UPLOAD_LIMIT), async (c) => {
  const t = c.get('t');
  const session = c.req.header('x-upload-session') ?? '';
  if (!isUploadToken(session)) {
    await c.req.raw.body?.cancel().catch(() => undefined);
    throw badInput('invalid_upload', t(SERVICE_FORM_MESSAGES.invalid), { upload_session: t(SERVICE_FORM_MESSAGES.invalid) });
  }
  const length = c.req.header('content-length');
  const outcome = await uploadComplaintFile({ db: c.env.DB, bucket: c.env.MEDIA, now: new Date() }, {
    session,
    name: safeDecode(c.req.header('x-file-name') ?? '').slice(0, 500),
    declaredLength: length !== undefined && /^\d{1,15}$/.test(length) ? Number(length) : null,
    body: c.req.raw.body,
  });
  if (outcome.kind === 'refused') {
    const message = t(`reclamation.upload.${outcome.reason}`, ATTACHMENT_LIMIT_PARAMS);
    throw new AppError(UPLOAD_STATUS[outcome.reason], `upload_${outcome.reason}`, message, { fields: { file: message } });
  }
  const { upload } = outcome;
  return c.json<ReclamationUploadResponse>({ upload_id: upload.id, file_name: upload.fileName, content_type: upload.contentType, size: upload.size });
});

const reclamationBody = validate('json', reclamationSchema, {
  code: 'invalid_request', message: firstFieldMessage, translate: true, topLevel: true,
  missing: SERVICE_FORM_MESSAGES.required, notAnObject: SERVICE_FORM_MESSAGES.invalid,
});

function complaintContext(c: Context<AppEnv>): ComplaintContext {
  const settings = shopSettings(c.env);
  return {
    env: c.env, now: new Date(), settings, links: accountLinksFor(settings, new URL(c.req.url).origin), language: c.get('language'),
    customerId: c.get('session')?.customerId ?? null,
  };
}

reclamationsApi.post('/reclamations/', ...guarded, reclamationBody, async (c) => {
  const request = c.req.valid('json');
  const t = c.get('t');
  await limitRequest(c, [[COMPLAINT_CLIENT_LIMIT, clientOf(c.req.header('cf-connecting-ip'))], [COMPLAINT_EMAIL_LIMIT, emailKey(request.email)]],
    (minutes) => t('reclamation.tooMany', { minutes }));
  const outcome = await fileComplaint(complaintContext(c), request);
  if (outcome.kind === 'invalid') {
    const fields = Object.fromEntries(Object.entries(outcome.fields).map(([field, key]) => [field, t(key)]));
    throw badInput('invalid_request', firstFieldMessage(fields), fields);
  }
  return c.json<ReclamationResponse>(outcome.answer);
});

const orderQuery = validate('query', v.object({ order: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9 -]{1,32}$/)) }), INVALID_QUERY);

reclamationsApi.get('/reclamations/order/', noStoreMiddleware, orderQuery, async (c) => {
  const customerId = customerIdOf(c);
  const prefill = await complaintPrefill(c.env.DB, customerId, c.req.valid('query').order, c.get('language'));
  if (!prefill) throw notFound(c.get('t')('reclamation.orderNotFound'));
  return c.json<ReclamationPrefill>(prefill);
});

reclamationsApi.get('/reclamations/attachments/:id/', noStoreMiddleware, async (c) => {
  const id = attachmentIdOf(c);
  const t = c.get('t');
  const check = await checkAttachmentLink(c.env.DB, id, c.req.query('expires'), c.req.query('signature'));
  if (check === 'forged') throw new AppError(403, 'forbidden', t('reclamation.link.forged'));
  if (check === 'expired') throw new AppError(410, 'link_expired', t('reclamation.link.expired'));
  return answerCaseAttachment(c, id);
});
