/**
 * The scheduled job's part for complaint uploads (issue 16 "no R2 object is
 * left behind by a refused or failed submission"): a file uploaded for a
 * form that was never sent, or whose sending failed, or whose request died
 * half-way, is deleted from R2 with its row a day after it began. A day is
 * long enough for a customer to finish a form they left open.
 */
import type { Bindings } from '../../env.ts';
import { abortCaseFileParts, deleteCaseFiles } from '../../data/case-files.ts';
import { deleteUploads, listStaleUploads } from '../../data/complaint-uploads.ts';

export const PENDING_UPLOAD_HOURS = 24;
/** Per run; the cron runs every 5 minutes, so a backlog clears within the hour. */
const BATCH = 200;

export async function purgeComplaintUploads(env: Pick<Bindings, 'DB' | 'MEDIA'>, now: Date): Promise<number> {
  const stale = await listStaleUploads(env.DB, new Date(now.getTime() - PENDING_UPLOAD_HOURS * 3_600_000), BATCH);
  if (stale.length === 0) return 0;
  for (const upload of stale) {
    if (upload.multipartId) await abortCaseFileParts(env.MEDIA, upload.r2Key, upload.multipartId);
  }
  // Objects first: a row deleted before its object would leave the object with nothing pointing at it.
  await deleteCaseFiles(env.MEDIA, stale.map((upload) => upload.r2Key));
  await deleteUploads(env.DB, stale.map((upload) => upload.id));
  return stale.length;
}
