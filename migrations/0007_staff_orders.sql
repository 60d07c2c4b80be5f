-- Staff modes of the checkout (issue 6 item 7; core 3 enterpriseOrder and
-- transferRequest*, core 5 transfer request rule, cat 4): enterprise orders
-- that staff fill for an organisation, and store-to-store transfer requests.
-- Until accounts exist, staff are recognised by the preview secret (decision 009).

-- An organisation's order that staff add products to (cat 4 "Lisää yritystilaukseen").
-- Created and closed by the catalogue import (`enterpriseOrders`); only open ones take products.
CREATE TABLE enterprise_orders (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  organisation TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX enterprise_orders_status ON enterprise_orders (status, id);

-- Units of a variant in the order; adding the same variant again adds to its amount.
-- variant_id is not a foreign key: an import that drops a variant must not fail
-- on, or silently delete, what an organisation has ordered.
CREATE TABLE enterprise_order_rows (
  enterprise_order_id INTEGER NOT NULL REFERENCES enterprise_orders(id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount BETWEEN 1 AND 9999),
  added_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (enterprise_order_id, variant_id)
);

-- A store-to-store transfer request. The number is public: 'S' and 8 random digits.
-- Store id lists are JSON arrays as the request named them.
CREATE TABLE transfer_requests (
  id INTEGER PRIMARY KEY,
  number TEXT NOT NULL UNIQUE,
  from_store_ids TEXT NOT NULL,
  to_store_ids TEXT NOT NULL,
  high_priority INTEGER NOT NULL DEFAULT 0,
  -- 1: the picked units were blocked at their source stores when the request was written.
  reserve_quantity INTEGER NOT NULL DEFAULT 0,
  post_delivery INTEGER NOT NULL DEFAULT 0,
  special_request TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'picking', 'done', 'cancelled')),
  created_at TEXT NOT NULL
);
CREATE INDEX transfer_requests_status ON transfer_requests (status, created_at);

-- One variant row: its units, and per store id (JSON objects) where they are
-- picked and where they go (shared/checkout/transfer-request.ts planTransferRow).
CREATE TABLE transfer_request_rows (
  request_id INTEGER NOT NULL REFERENCES transfer_requests(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  variant_id INTEGER NOT NULL,
  amount INTEGER NOT NULL CHECK (amount > 0),
  picked_from TEXT NOT NULL,
  deliver_to TEXT NOT NULL,
  PRIMARY KEY (request_id, position)
);
CREATE INDEX transfer_request_rows_variant ON transfer_request_rows (variant_id);
