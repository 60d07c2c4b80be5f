/**
 * One complaint attachment streamed into R2 (issue 16 item 2, cat 5 upload
 * limits), checked while it comes: the declared length first, then the
 * content's type and pixel size from its first bytes, then every chunk
 * against one file's limit (under 50 MB) and the form's images' total
 * (under 25 MB), and the form's file count (10). A refusal stops reading
 * there (the rest of the body is cancelled, never read) and leaves nothing:
 * a started multipart upload is aborted, the key deleted, the row removed.
 * The row exists from the first byte, so even a request that dies mid-way
 * is cleaned up by the scheduled job (purge-complaint-uploads.ts).
 */
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import {
  ATTACHMENT_TYPES, cleanFileName, MAX_FILE_BYTES, MAX_FILES, MAX_IMAGE_TOTAL_BYTES, type AttachmentType,
} from '../../../shared/service/attachment-limits.ts';
import { caseFileKey, deleteCaseFiles, PART_BYTES, putCaseFile, startCaseFileParts, type CaseFileParts } from '../../data/case-files.ts';
import {
  completeUpload, deleteUpload, noteMultipartUpload, reserveUpload, uploadUsage, type UploadUsage,
} from '../../data/complaint-uploads.ts';
import { randomToken } from '../orders/secrets.ts';
import { ByteQueue } from './byte-queue.ts';
import { sniffAttachment, SNIFF_LIMIT, type SniffResult } from './sniff-attachment.ts';

export type UploadRefusal =
  /** One file of 50 MB or more. */
  | 'too_large'
  /** The form's images together would reach 25 MB. */
  | 'images_too_large'
  /** The form has its 10 files already. */
  | 'too_many_files'
  /** Not a JPEG, PNG, WebP, HEIC or PDF by its content (an executable, a zip, a truncated picture). */
  | 'type'
  /** A picture of absurd pixel size (a decompression bomb). */
  | 'dimensions'
  | 'empty'
  /** More bytes than the request declared. */
  | 'length_mismatch';

export interface StoredUpload { id: string; fileName: string; contentType: AttachmentType; size: number }

export type UploadOutcome = { kind: 'stored'; upload: StoredUpload } | { kind: 'refused'; reason: UploadRefusal };

export interface UploadContext { db: D1Database; bucket: R2Bucket; now: Date }

export interface IncomingFile {
  /** The form's upload-session id: the limits count per form. */
  session: string;
  /** The name the browser gave (only for the attachment's name). */
  name: string;
  /** Content-Length, when the request declared one. */
  declaredLength: number | null;
  body: ReadableStream<Uint8Array> | null;
}

const refused = (reason: UploadRefusal): UploadOutcome => ({ kind: 'refused', reason });

/** Writes the file's parts as they come: nothing reaches R2 before its type is known. */
class CaseFileWriter {
  private parts: CaseFileParts | null = null;
  constructor(private readonly context: UploadContext, private readonly id: string, private readonly key: string) {}

  async part(bytes: Uint8Array, type: AttachmentType): Promise<void> {
    if (!this.parts) {
      this.parts = await startCaseFileParts(this.context.bucket, this.key, type);
      await noteMultipartUpload(this.context.db, this.id, this.parts.uploadId);
    }
    await this.parts.upload(bytes);
  }

  async finish(rest: Uint8Array, type: AttachmentType): Promise<void> {
    if (!this.parts) return putCaseFile(this.context.bucket, this.key, rest, type);
    if (rest.byteLength > 0) await this.parts.upload(rest);
    await this.parts.complete();
  }

  /** Leaves nothing of the file: the multipart upload aborted, the key deleted, the row gone. */
  async discard(): Promise<void> {
    const steps = [
      () => this.parts?.abort(),
      () => deleteCaseFiles(this.context.bucket, [this.key]),
      () => deleteUpload(this.context.db, this.id),
    ];
    for (const step of steps) {
      // A step that fails leaves the row, and the scheduled job finishes the clean-up.
      await Promise.resolve().then(step).catch((error) => console.error('Discarding a complaint upload failed', this.key, error));
    }
  }
}

type Received = { kind: 'received'; type: AttachmentType; size: number } | { kind: 'refused'; reason: UploadRefusal };

/** Reads the body to its end or to the first broken limit, handing verified bytes to the writer part by part. */
async function receive(reader: ReadableStreamDefaultReader<Uint8Array>, file: IncomingFile, usage: UploadUsage, writer: CaseFileWriter): Promise<Received> {
  const queue = new ByteQueue();
  let verdict: SniffResult = { kind: 'more' };
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (value) {
      received += value.byteLength;
      queue.push(value);
    }
    if (done && received === 0) return { kind: 'refused', reason: 'empty' };
    if (verdict.kind === 'more') {
      verdict = sniffAttachment(queue.view(), done);
      if (verdict.kind === 'more' && queue.length >= SNIFF_LIMIT) verdict = { kind: 'refused', reason: 'type' };
      if (verdict.kind === 'refused') return verdict;
    }
    if (received >= MAX_FILE_BYTES) return { kind: 'refused', reason: 'too_large' };
    if (file.declaredLength !== null && received > file.declaredLength) return { kind: 'refused', reason: 'length_mismatch' };
    if (verdict.kind === 'accepted') {
      const image = ATTACHMENT_TYPES[verdict.type].kind === 'image';
      // A declared length tells at the first bytes that the images would not fit; otherwise the count does.
      if (image && usage.imageBytes + Math.max(received, file.declaredLength ?? 0) >= MAX_IMAGE_TOTAL_BYTES) return { kind: 'refused', reason: 'images_too_large' };
      while (queue.length >= PART_BYTES) await writer.part(queue.take(PART_BYTES), verdict.type);
      if (done) {
        await writer.finish(queue.take(queue.length), verdict.type);
        return { kind: 'received', type: verdict.type, size: received };
      }
    }
  }
}

export async function uploadComplaintFile(context: UploadContext, file: IncomingFile): Promise<UploadOutcome> {
  const stop = () => file.body?.cancel().catch(() => undefined);
  if (file.declaredLength !== null && file.declaredLength >= MAX_FILE_BYTES) {
    await stop();
    return refused('too_large');
  }
  if (!file.body || file.declaredLength === 0) return refused('empty');
  const usage = await uploadUsage(context.db, file.session);
  const id = randomToken(16);
  const key = caseFileKey(id);
  if (usage.files >= MAX_FILES || !await reserveUpload(context.db, { id, session: file.session, r2Key: key, now: context.now, maxFiles: MAX_FILES })) {
    await stop();
    return refused('too_many_files');
  }
  const writer = new CaseFileWriter(context, id, key);
  const reader = file.body.getReader();
  try {
    const result = await receive(reader, file, usage, writer);
    if (result.kind === 'refused') {
      await reader.cancel().catch(() => undefined);
      await writer.discard();
      return result;
    }
    const fileName = cleanFileName(file.name, result.type);
    const finished = await completeUpload(context.db, {
      id, session: file.session, fileName, contentType: result.type, kind: ATTACHMENT_TYPES[result.type].kind, size: result.size,
      now: context.now, maxImageBytes: MAX_IMAGE_TOTAL_BYTES,
    });
    if (!finished) {
      await writer.discard();
      return refused('images_too_large');
    }
    return { kind: 'stored', upload: { id, fileName, contentType: result.type, size: result.size } };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    await writer.discard();
    throw error;
  }
}
