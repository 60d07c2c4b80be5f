-- The order desk and the warehouse webhook (issue 16 item 5, decision 024).

-- The warehouse webhook's event ids already applied: a replayed delivery
-- (the same event_id) is refused. Only events within the signature's 5
-- minutes can be replayed at all, so the scheduled job deletes rows older
-- than a day.
CREATE TABLE warehouse_events (
  event_id TEXT PRIMARY KEY,
  received_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX warehouse_events_received ON warehouse_events (received_at);

-- A refund made through the payment provider when the desk cancels an order:
-- when and how much (in payments.currency). A refund that failed marks
-- needs_refund_at (migration 0009) instead, so finance makes it from the row.
ALTER TABLE payments ADD COLUMN refunded_at TEXT;
ALTER TABLE payments ADD COLUMN refunded_amount REAL;

-- The staff list: newest first, filtered by status and date.
CREATE INDEX orders_desk ON orders (status, created_at);
CREATE INDEX orders_created ON orders (created_at);
