import { describe, expect, it, vi } from 'vitest';
import { emptyReclamation } from '../../../shared/service/reclamation-schema.ts';
import type { AccountAnswer } from '../account/account-call.ts';
import { sendComplaint } from './send-complaint.ts';
import type { Attachment } from './use-attachments.ts';

const file = (state: Attachment['state'], uploadId = ''): Attachment => ({
  key: Math.random(), name: 'photo.jpg', size: 1000, image: true, state, uploadId, message: '', file: null,
});

function poster(answer: AccountAnswer<{ case_number: string }>) {
  return vi.fn(async (_path: string, _body: unknown, _language: string) => answer) as unknown as typeof import('../account/account-call.ts').postAccount & ReturnType<typeof vi.fn>;
}

const submission = (attachments: Attachment[], withoutAttachments = false) => ({
  values: { ...emptyReclamation(), customerName: 'Aino' }, attachments, session: 'form-session-000001', idempotencyKey: 'key-0123456789abcdef',
  withoutAttachments, language: 'en',
});

describe('sendComplaint', () => {
  it('sends the form with the uploaded files\' ids, the form\'s upload session and its idempotency key', async () => {
    const post = poster({ kind: 'ok', body: { case_number: 'C12345678' } });
    expect(await sendComplaint(submission([file('done', 'upload-a'), file('done', 'upload-b')]), post)).toEqual({ kind: 'sent', caseNumber: 'C12345678' });
    expect(post).toHaveBeenCalledWith('/api/reclamations/', expect.objectContaining({
      customerName: 'Aino', upload_session: 'form-session-000001', upload_ids: ['upload-a', 'upload-b'], idempotency_key: 'key-0123456789abcdef',
    }), 'en');
  });

  it('stops before sending while a file is not uploaded (cat 8: try again or send without attachments)', async () => {
    const post = poster({ kind: 'ok', body: { case_number: 'C12345678' } });
    expect(await sendComplaint(submission([file('done', 'upload-a'), file('failed')]), post)).toEqual({ kind: 'uploads' });
    expect(post).not.toHaveBeenCalled();
  });

  it('sends without any attachment when the customer chose so', async () => {
    const post = poster({ kind: 'ok', body: { case_number: 'C12345678' } });
    await sendComplaint(submission([file('done', 'upload-a'), file('failed')], true), post);
    expect(post).toHaveBeenCalledWith('/api/reclamations/', expect.objectContaining({ upload_session: '', upload_ids: [] }), 'en');
  });

  it('tells a failed send (cat 8 "sending the message failed") from refused fields and a refused upload', async () => {
    expect(await sendComplaint(submission([]), poster({ kind: 'unexpected' }))).toEqual({ kind: 'failed' });
    const fields = { kind: 'refused', status: 400, code: 'invalid_request', message: 'Check.', fields: { size: 'Select a size.' } } as const;
    expect(await sendComplaint(submission([]), poster(fields))).toEqual({ kind: 'fields', fields: { size: 'Select a size.' } });
    const uploads = { ...fields, fields: { upload_ids: 'Error uploading attachments.' } };
    expect(await sendComplaint(submission([file('done', 'x')]), poster(uploads))).toEqual({ kind: 'uploads' });
    const limited = { kind: 'refused', status: 429, code: 'too_many_requests', message: 'Wait 5 minutes.', fields: {} } as const;
    expect(await sendComplaint(submission([]), poster(limited))).toEqual({ kind: 'refused', message: 'Wait 5 minutes.' });
  });
});
