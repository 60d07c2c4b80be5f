/**
 * Renders the demo's image jobs and stores them in R2, a few at a time: the
 * seed's and the bench's one way to fill the media bucket.
 */
import type { R2Bucket } from '@cloudflare/workers-types';
import { putImage } from '../../worker/data/media.ts';
import type { ImageJob } from './demo/types.ts';
import { renderImageJob } from './render-image-job.ts';

/** Parallel R2 writes: enough to keep the local runtime busy without flooding it. */
const UPLOAD_CONCURRENCY = 16;

export async function uploadImages(bucket: R2Bucket, jobs: readonly ImageJob[], onProgress?: (done: number, total: number) => void): Promise<void> {
  const queue = [...jobs];
  let uploaded = 0;
  await Promise.all(Array.from({ length: UPLOAD_CONCURRENCY }, async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      await putImage(bucket, job.key, renderImageJob(job));
      onProgress?.(++uploaded, jobs.length);
    }
  }));
}
