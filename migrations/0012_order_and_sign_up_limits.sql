-- Orders and sign-ups that cannot be abused (issue 14 item 3, decision 017).

-- The client an order came from (CF-Connecting-IP as worker/services/rate-limit.ts
-- clientOf keys it: an IPv4 address, an IPv6 /64): the unpaid orders and the
-- units they hold are capped per client. Orders written before have none.
ALTER TABLE orders ADD COLUMN client_key TEXT NOT NULL DEFAULT '';
CREATE INDEX orders_unpaid_client ON orders (client_key, created_at) WHERE status = 'awaiting_payment';

-- The order batch inserts one row here after the order and its reservation
-- (worker/data/orders/client-holds.ts): ok = 0 when the client's unpaid orders
-- are over a cap, and the named CHECK aborts the batch, which D1 rolls back.
-- Its name tells this failure from a sold-out guard (order_guards); the
-- batch deletes its own row when it passes.
CREATE TABLE client_hold_guards (
  order_id INTEGER NOT NULL,
  ok INTEGER NOT NULL,
  CONSTRAINT client_hold_limit CHECK (ok = 1)
);

-- Back-in-stock sign-ups are confirmed by a double opt-in mail before they
-- count, and removed by a link: both links carry the row's random token.
-- Rows from before have no token and stay unconfirmed (they were never
-- confirmed); the scheduled job deletes unconfirmed rows after a week.
ALTER TABLE stock_notifications ADD COLUMN token TEXT;
ALTER TABLE stock_notifications ADD COLUMN confirmed_at TEXT;
CREATE UNIQUE INDEX stock_notifications_token ON stock_notifications (token);
-- The sender mails only confirmed rows still waiting.
DROP INDEX stock_notifications_pending;
CREATE INDEX stock_notifications_pending ON stock_notifications (variant_id) WHERE notified_at IS NULL AND confirmed_at IS NOT NULL;
CREATE INDEX stock_notifications_unconfirmed ON stock_notifications (created_at) WHERE confirmed_at IS NULL;
