/** One entry of the service desk's audit trail (worker/data/desk-events.ts) as the staff pages and the customer's case page read it. */
export interface DeskEvent {
  id: number;
  /** A staff account's email, or 'customer', 'warehouse', 'system'. */
  actor: string;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string;
  /** Shown to the customer (a question to them, their answer, a status change). */
  visible: boolean;
  createdAt: string;
}
