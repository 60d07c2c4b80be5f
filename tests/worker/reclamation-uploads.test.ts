/**
 * Complaint uploads (issue 16 item 2, cat 5 upload limits): what is stored,
 * and every refusal, decided while the body streams, before it is all read,
 * leaving no R2 object behind.
 */
import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MAX_FILES } from '../../shared/service/attachment-limits.ts';
import { purgeComplaintUploads } from '../../worker/services/service-desk/purge-complaint-uploads.ts';
import {
  caseFileKeys, clearCaseFiles, countingBody, exeBytes, jpegBytes, MIB, newUploadSession, pdfBytes, pngBytes, uploaded, uploadFile, zipBytes,
} from './reclamation-helpers.ts';

beforeEach(clearCaseFiles);

async function refusal(response: Response): Promise<{ status: number; code: string; message: string }> {
  const body = await response.json<{ error: { code: string; message: string; fields: { file: string } } }>();
  expect(body.error.fields.file).toBe(body.error.message);
  return { status: response.status, code: body.error.code, message: body.error.message };
}

const uploadRows = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM complaint_uploads').first<number>('n'))!;

describe('POST /api/reclamations/uploads/', () => {
  it('stores a photo in R2 under cases/ with the type its bytes have, whatever its name says', async () => {
    const response = await uploadFile(pngBytes(800, 600, 5000), { name: 'broken binding.jpg' });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json<{ upload_id: string; file_name: string; content_type: string; size: number }>();
    expect(body).toMatchObject({ file_name: 'broken binding.png', content_type: 'image/png', size: 5000 });
    expect(await caseFileKeys()).toEqual([`cases/${body.upload_id}`]);
    const stored = await env.MEDIA.get(`cases/${body.upload_id}`);
    expect(stored?.httpMetadata?.contentType).toBe('image/png');
    expect(stored?.size).toBe(5000);
  });

  it('stores a JPEG, and a PDF receipt', async () => {
    const session = newUploadSession();
    await uploaded(jpegBytes(4000, 3000, 3000), { session, name: 'IMG_0001.JPG' });
    const receipt = await uploadFile(pdfBytes(2000), { session, name: 'kuitti.pdf' });
    expect(await receipt.json()).toMatchObject({ content_type: 'application/pdf', file_name: 'kuitti.pdf' });
    expect(await caseFileKeys()).toHaveLength(2);
  });

  it('stores a file larger than one R2 part as a multipart upload of equal parts', async () => {
    const { stream } = countingBody(pdfBytes(64), 12 * MIB + 123, MIB);
    const response = await uploadFile(stream, { name: 'manual.pdf' });
    expect(response.status, await response.clone().text()).toBe(200);
    const { upload_id } = await response.json<{ upload_id: string }>();
    const stored = await env.MEDIA.head(`cases/${upload_id}`);
    expect(stored?.size).toBe(12 * MIB + 123);
  });

  it('refuses a file of 60 MB by its declared length without reading it', async () => {
    const body = countingBody(pdfBytes(64), 60 * MIB);
    const response = await uploadFile(body.stream, { headers: { 'content-length': String(60 * MIB) } });
    expect(await refusal(response)).toMatchObject({ status: 413, code: 'upload_too_large' });
    expect(body.pulls()).toBeLessThanOrEqual(1);
    expect(await caseFileKeys()).toEqual([]);
    expect(await uploadRows()).toBe(0);
  });

  it('refuses a 60 MB body that declares no length once 50 MB have come, before the rest is read, and leaves no object', async () => {
    const body = countingBody(pdfBytes(64), 60 * MIB);
    const response = await uploadFile(body.stream, { name: 'huge.pdf' });
    const refused = await refusal(response);
    expect(refused).toMatchObject({ status: 413, code: 'upload_too_large' });
    expect(refused.message).toBe('The file is too large: one file must be smaller than 50 MB.');
    expect(body.pulls()).toBeGreaterThanOrEqual(MAX_FILE_BYTES / MIB);
    expect(body.pulls()).toBeLessThan(body.chunks);
    expect(await caseFileKeys()).toEqual([]);
    expect(await uploadRows()).toBe(0);
  });

  it('refuses a renamed executable at its first bytes', async () => {
    const body = countingBody(exeBytes(64), 10 * MIB);
    const response = await uploadFile(body.stream, { name: 'holiday-photo.jpg' });
    expect(await refusal(response)).toMatchObject({ status: 400, code: 'upload_type' });
    expect(body.pulls()).toBeLessThanOrEqual(2);
    expect(await caseFileKeys()).toEqual([]);
  });

  it('refuses a zip pretending to be an image, and a picture that only starts like one', async () => {
    expect(await refusal(await uploadFile(zipBytes(5000), { name: 'photo.jpg' }))).toMatchObject({ code: 'upload_type' });
    const truncated = jpegBytes(10, 10).subarray(0, 10);
    expect(await refusal(await uploadFile(truncated, { name: 'photo.jpg' }))).toMatchObject({ code: 'upload_type' });
    expect(await caseFileKeys()).toEqual([]);
  });

  it('refuses a decompression bomb: a small PNG or JPEG declaring absurd pixel dimensions', async () => {
    const png = countingBody(pngBytes(100_000, 100_000, 64), 20 * MIB);
    expect(await refusal(await uploadFile(png.stream, { name: 'bomb.png' }))).toMatchObject({ status: 400, code: 'upload_dimensions' });
    expect(png.pulls()).toBeLessThanOrEqual(2);
    expect(await refusal(await uploadFile(jpegBytes(65_000, 65_000, 4000), { name: 'bomb.jpg' }))).toMatchObject({ code: 'upload_dimensions' });
    expect(await caseFileKeys()).toEqual([]);
  });

  it('refuses an empty file', async () => {
    expect(await refusal(await uploadFile(new Uint8Array(0)))).toMatchObject({ status: 400, code: 'upload_empty' });
  });

  it('takes 10 files of one form and refuses the rest of 30 sent at once, keeping only the 10', async () => {
    const session = newUploadSession();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, index) => uploadFile(jpegBytes(40, 30, 1000), { session, name: `photo-${index}.jpg` })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_FILES);
    const refused = await Promise.all(answers.filter((answer) => answer.status !== 200).map(refusal));
    expect(refused).toHaveLength(20);
    expect(new Set(refused.map((answer) => answer.code))).toEqual(new Set(['upload_too_many_files']));
    expect(await caseFileKeys()).toHaveLength(MAX_FILES);
  });

  it('refuses the image that would bring the form\'s images to 25 MB, while it streams, and keeps the earlier ones', async () => {
    const session = newUploadSession();
    await uploaded(jpegBytes(4000, 3000, 12 * MIB), { session, name: 'first.jpg' });
    await uploaded(pdfBytes(15 * MIB), { session, name: 'receipt.pdf' });
    const third = countingBody(pngBytes(4000, 3000, 64), 20 * MIB);
    const response = await uploadFile(third.stream, { session, name: 'third.png' });
    const refused = await refusal(response);
    expect(refused).toMatchObject({ status: 413, code: 'upload_images_too_large' });
    expect(refused.message).toBe('The images are too large together: all images of one complaint must be smaller than 25 MB in total.');
    expect(third.pulls()).toBeLessThan(third.chunks);
    expect(await caseFileKeys()).toHaveLength(2);
    // A PDF is no image: it still fits.
    await uploaded(pdfBytes(1000), { session, name: 'second-receipt.pdf' });
  });

  it('refuses an image at once when its declared length would not fit with the form\'s other images', async () => {
    const session = newUploadSession();
    await uploaded(pngBytes(100, 100, 20 * MIB), { session, name: 'big.png' });
    const next = countingBody(jpegBytes(100, 100, 64), 6 * MIB);
    const response = await uploadFile(next.stream, { session, headers: { 'content-length': String(6 * MIB) } });
    expect(await refusal(response)).toMatchObject({ code: 'upload_images_too_large' });
    expect(next.pulls()).toBeLessThanOrEqual(2);
  });

  it('answers in the language asked for', async () => {
    const response = await uploadFile(exeBytes(), { lang: 'fi' });
    expect((await refusal(response)).message).toBe('Tiedostotyyppiä ei hyväksytä. Lähetä kuva (JPEG, PNG, WebP tai HEIC) tai PDF-tiedosto.');
  });

  it('refuses an upload without the form\'s upload-session id, and a cross-site one', async () => {
    const missing = await uploadFile(pngBytes(), { session: 'short' });
    expect(missing.status).toBe(400);
    const crossSite = await uploadFile(pngBytes(), { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(await caseFileKeys()).toEqual([]);
  });

  it('deletes uploads no complaint took, with their files, a day after they began', async () => {
    const session = newUploadSession();
    await uploaded(pngBytes(10, 10, 500), { session });
    await uploaded(pdfBytes(500), { session });
    expect(await purgeComplaintUploads(env, new Date())).toBe(0);
    expect(await caseFileKeys()).toHaveLength(2);
    expect(await purgeComplaintUploads(env, new Date(Date.now() + 25 * 3_600_000))).toBe(2);
    expect(await caseFileKeys()).toEqual([]);
    expect(await uploadRows()).toBe(0);
  });

  it('aborts the multipart upload of a request that died half-way when the job cleans up', async () => {
    const key = 'cases/dead-request-upload-id';
    const multipart = await env.MEDIA.createMultipartUpload(key);
    await multipart.uploadPart(1, new Uint8Array(5 * MIB));
    await env.DB.prepare(`INSERT INTO complaint_uploads (id, upload_session, r2_key, multipart_id, created_at) VALUES ('dead-request-upload-id', ?1, ?2, ?3, ?4)`)
      .bind(newUploadSession(), key, multipart.uploadId, new Date(Date.now() - 25 * 3_600_000).toISOString()).run();
    expect(await purgeComplaintUploads(env, new Date())).toBe(1);
    await expect(env.MEDIA.resumeMultipartUpload(key, multipart.uploadId).complete([])).rejects.toThrow();
    expect(await caseFileKeys()).toEqual([]);
  });
});
