/**
 * The warehouse webhook's seen event ids (migration 0019, decision 024): an
 * id is claimed before its change is applied, so a replayed delivery finds
 * it taken. A signature is good for 5 minutes only, so a day of ids is more
 * than any replay can reach; the scheduled job deletes older ones.
 */
import type { D1Database } from '@cloudflare/workers-types';

const KEEP_MS = 24 * 3600 * 1000;

/** True when this call claimed the id (first delivery); false for one seen before. */
export async function claimWarehouseEvent(db: D1Database, eventId: string, now: Date): Promise<boolean> {
  const inserted = await db.prepare('INSERT INTO warehouse_events (event_id, received_at) VALUES (?1, ?2) ON CONFLICT (event_id) DO NOTHING')
    .bind(eventId, now.toISOString()).run();
  return inserted.meta.changes > 0;
}

/** Gives a claimed id back when its change could not be applied for a fault of the shop's, so the warehouse may send it again. */
export async function releaseWarehouseEvent(db: D1Database, eventId: string): Promise<void> {
  await db.prepare('DELETE FROM warehouse_events WHERE event_id = ?1').bind(eventId).run();
}

export async function deleteOldWarehouseEvents(db: D1Database, now: Date): Promise<void> {
  await db.prepare('DELETE FROM warehouse_events WHERE received_at < ?1').bind(new Date(now.getTime() - KEEP_MS).toISOString()).run();
}
