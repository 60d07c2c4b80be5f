-- Orders and payments (issue 6 item 6, architecture decisions 5 and 11): an
-- order is written with its rows, prices and delivery, and its stock
-- reserved, in one D1 batch before any redirect to a payment provider.
-- Money is in euro as the pricing engine answers it (REAL, cents-rounded).

CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  -- Public: 'K' and 8 random digits (not sequential, so not guessable from another order).
  order_number TEXT NOT NULL UNIQUE,
  -- Per-order secret in the result page URLs: only the buyer reads the order.
  view_token TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN (
    'awaiting_payment', 'payment_failed', 'cancelled', 'processing', 'skis_in_installation', 'transfer_to_packing',
    'ready_for_packing', 'ready_for_pick_up', 'transported_to_pickuplocation', 'shipped', 'delivered', 'manual_cancellation')),
  language TEXT NOT NULL,
  country_code TEXT NOT NULL,
  tax_area_id INTEGER,
  email TEXT NOT NULL COLLATE NOCASE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  address TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  phone TEXT NOT NULL,
  seller_name TEXT NOT NULL DEFAULT '',
  seller_number TEXT NOT NULL DEFAULT '',
  delivery_method_id INTEGER,
  delivery_method_name TEXT NOT NULL DEFAULT '',
  delivery_method_kind TEXT NOT NULL DEFAULT '',
  delivery_location TEXT NOT NULL DEFAULT '',
  special_request TEXT NOT NULL DEFAULT '',
  repack INTEGER NOT NULL DEFAULT 0,
  products_price REAL NOT NULL,
  discount REAL NOT NULL DEFAULT 0,
  delivery_cost REAL NOT NULL DEFAULT 0,
  repack_cost REAL NOT NULL DEFAULT 0,
  total_price REAL NOT NULL,
  gift_card_paid REAL NOT NULL DEFAULT 0,
  to_pay REAL NOT NULL CHECK (to_pay >= 0),
  discount_code_id INTEGER,
  discount_code TEXT NOT NULL DEFAULT '',
  payment_method TEXT NOT NULL CHECK (payment_method IN ('card', 'paypal', 'klarna')),
  provider TEXT NOT NULL,
  provider_reference TEXT NOT NULL DEFAULT '',
  -- Set once, in the batch that gives back stock, gift card balance and code use: a release happens once.
  released_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX orders_email ON orders (email, order_number);

CREATE TABLE order_rows (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  -- A variant row, or a bundle row ('{bundleId}-{seconds}' with its variants in bundle_hash).
  variant_id INTEGER,
  bundle_id INTEGER,
  bundle_hash TEXT NOT NULL DEFAULT '',
  model_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  variant_text TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL CHECK (amount > 0),
  unit_price REAL NOT NULL,
  row_total REAL NOT NULL,
  on_order INTEGER NOT NULL DEFAULT 0,
  image TEXT NOT NULL DEFAULT '',
  path TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (order_id, position)
);

-- Gift cards that pay part of the order (processor 'giftcard').
CREATE TABLE order_payment_events (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  gift_card_id INTEGER NOT NULL,
  amount REAL NOT NULL CHECK (amount > 0),
  PRIMARY KEY (order_id, gift_card_id)
);

-- One payment at a provider. The id is random: it is in the provider's URLs.
CREATE TABLE payments (
  id TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  provider TEXT NOT NULL CHECK (provider IN ('test', 'klarna', 'paypal', 'giftcard')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'failed')),
  amount REAL NOT NULL,
  provider_reference TEXT NOT NULL DEFAULT '',
  -- The test provider's per-payment secret: its outcome form must carry it (a forged POST is refused).
  callback_secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX payments_order ON payments (order_id);

-- Units taken from each store for an order, so a release puts back exactly these.
CREATE TABLE stock_reservations (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  variant_id INTEGER NOT NULL,
  store_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, variant_id, store_id)
);

-- A statement in an order batch inserts ok = 0 here when a condition fails
-- (not enough stock, a code over its limit): the CHECK aborts the batch, and
-- D1 rolls the whole batch back. Rows that pass are deleted in the same batch.
CREATE TABLE order_guards (
  order_id INTEGER NOT NULL,
  what TEXT NOT NULL,
  ok INTEGER NOT NULL CHECK (ok = 1)
);

-- Emails to send (a Queue consumer delivers them; locally they are stored and viewable).
CREATE TABLE outbox_emails (
  id INTEGER PRIMARY KEY,
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  to_email TEXT NOT NULL,
  language TEXT NOT NULL,
  subject TEXT NOT NULL,
  body_text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  sent_at TEXT
);
-- One confirmation per order, however often the paid callback comes.
CREATE UNIQUE INDEX outbox_emails_order_kind ON outbox_emails (order_id, kind) WHERE order_id IS NOT NULL;
