import type { ReclamationValues } from '../../../shared/service/reclamation-schema.ts';
import type { ReclamationResponse } from '../../../shared/types/reclamation.ts';
import { postAccount, type AccountAnswer } from '../account/account-call.ts';
import type { Attachment } from './use-attachments.ts';

const RECLAMATIONS_API = '/api/reclamations/';

/** What sending the form came to, for the page to show. */
export type SendOutcome =
  | { kind: 'sent'; caseNumber: string }
  /** cat 8 "error uploading attachments": some file is not uploaded; try again or send without. */
  | { kind: 'uploads' }
  /** The server's messages by field, in the page's language. */
  | { kind: 'fields'; fields: Record<string, string> }
  /** A refusal with the server's message (too many complaints). */
  | { kind: 'refused'; message: string }
  /** cat 8 "sending the message failed": no usable answer came. */
  | { kind: 'failed' };

interface Submission {
  values: ReclamationValues;
  attachments: readonly Attachment[];
  /** The form's upload-session id ('' when nothing was uploaded). */
  session: string;
  /** One per filled form: a double click or a retry after a lost answer writes one complaint. */
  idempotencyKey: string;
  /** cat 8: the customer chose to send without the attachments. */
  withoutAttachments: boolean;
  language: string;
}

/** Sends the complaint with the uploaded files' ids; a failed upload stops it first unless the customer sends without attachments. */
export async function sendComplaint(submission: Submission, post: typeof postAccount = postAccount): Promise<SendOutcome> {
  const files = submission.withoutAttachments ? [] : submission.attachments;
  if (files.some((item) => item.state !== 'done')) return { kind: 'uploads' };
  const ids = files.map((item) => item.uploadId);
  const answer: AccountAnswer<ReclamationResponse> = await post<ReclamationResponse>(RECLAMATIONS_API, {
    ...submission.values, upload_session: ids.length > 0 ? submission.session : '', upload_ids: ids, idempotency_key: submission.idempotencyKey,
  }, submission.language);
  if (answer.kind === 'ok') return { kind: 'sent', caseNumber: answer.body.case_number };
  if (answer.kind === 'unexpected') return { kind: 'failed' };
  if (answer.fields.upload_ids) return { kind: 'uploads' };
  if (Object.keys(answer.fields).length > 0) return { kind: 'fields', fields: answer.fields };
  return { kind: 'refused', message: answer.message };
}
