/**
 * Complaint attachments in R2 (MEDIA bucket, keys under 'cases/'; issue 16
 * item 2). workerd's R2 put takes a stream only when its length is known, and
 * an upload may come chunked, so a file is written from bytes the upload
 * service hands over: in one put when it is small, else as a multipart
 * upload of equal parts. Nothing here is ever served by the image route,
 * which reads 'images/' only.
 */
import type { R2Bucket, R2ObjectBody, R2UploadedPart } from '@cloudflare/workers-types';

export const CASE_FILE_PREFIX = 'cases/';

/**
 * R2 multipart parts: every part but the last the same size, at least
 * 5 MiB (R2's rule; miniflare checks the same), so a 50 MB file is 10 parts
 * and the worker never holds more than one part of it.
 */
export const PART_BYTES = 5 * 1024 * 1024;

export const caseFileKey = (uploadId: string) => `${CASE_FILE_PREFIX}${uploadId}`;

export async function putCaseFile(bucket: R2Bucket, key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await bucket.put(key, bytes, { httpMetadata: { contentType } });
}

/** A multipart write of one file: parts in order, then complete, or abort to leave nothing. */
export interface CaseFileParts {
  uploadId: string;
  upload(bytes: Uint8Array): Promise<void>;
  complete(): Promise<void>;
  abort(): Promise<void>;
}

export async function startCaseFileParts(bucket: R2Bucket, key: string, contentType: string): Promise<CaseFileParts> {
  const multipart = await bucket.createMultipartUpload(key, { httpMetadata: { contentType } });
  const parts: R2UploadedPart[] = [];
  return {
    uploadId: multipart.uploadId,
    async upload(bytes) {
      parts.push(await multipart.uploadPart(parts.length + 1, bytes));
    },
    async complete() {
      await multipart.complete(parts);
    },
    async abort() {
      await multipart.abort();
    },
  };
}

/** Aborts a multipart upload a dead request left (its parts are deleted); one that is finished or gone is no error. */
export async function abortCaseFileParts(bucket: R2Bucket, key: string, multipartId: string): Promise<void> {
  try {
    await bucket.resumeMultipartUpload(key, multipartId).abort();
  } catch (error) {
    console.warn('Abort of a complaint upload failed (already finished or gone)', key, error);
  }
}

/** Deletes files by key (R2 takes up to 1000 at once); a key with no object is no error. */
export async function deleteCaseFiles(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let start = 0; start < keys.length; start += 1000) await bucket.delete(keys.slice(start, start + 1000));
}

export async function getCaseFile(bucket: R2Bucket, key: string): Promise<R2ObjectBody | null> {
  if (!key.startsWith(CASE_FILE_PREFIX)) return null;
  return bucket.get(key);
}
