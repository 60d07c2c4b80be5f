-- The service desk (issue 16, decision 023): returns and complaints as cases
-- that staff handle, their rows and attachments, the order desk's tracking
-- codes and dates, one audit trail for every change, and idempotency keys so
-- a double-clicked submit writes one thing.

-- When the order left and reached the customer: the 100-day return window
-- (cat 9) runs from delivered_at; both are set by the order desk or the
-- warehouse webhook as the status moves.
ALTER TABLE orders ADD COLUMN shipped_at TEXT;
ALTER TABLE orders ADD COLUMN delivered_at TEXT;

-- Tracking codes of an order's parcels (cat 3 order labels); an order may ship in parts.
CREATE TABLE order_tracking_codes (
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  code TEXT NOT NULL,
  carrier TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  PRIMARY KEY (order_id, code)
) WITHOUT ROWID;

-- A return or a complaint (cat 3 return statuses apply to both). case_number is
-- public ('R' or 'C' and 8 random digits); the customer's link carries a token
-- of which only the SHA-256 is kept. order_id is null for a complaint about a
-- store purchase without a web order.
CREATE TABLE service_cases (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('return', 'complaint')),
  case_number TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL DEFAULT 'new-return' CHECK (status IN (
    'new-return', 'more_info-return', 'processing-return', 'processed-return', 'rejected-return', 'fixing-return')),
  order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  email TEXT NOT NULL COLLATE NOCASE,
  customer_name TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL,
  -- The store that receives or handles it (cat 3 "place of return"); filters the staff lists.
  store_id INTEGER,
  -- The complaint form (core 3) or the return's extra answers, as JSON: kept as the customer sent it.
  details TEXT NOT NULL DEFAULT '{}',
  access_token_hash TEXT NOT NULL,
  -- The shop's origin the case was filed on: status mails link back there.
  site_origin TEXT NOT NULL DEFAULT '',
  refund_amount REAL,
  refunded_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX service_cases_desk ON service_cases (kind, status, store_id, created_at);
CREATE INDEX service_cases_order ON service_cases (order_id);
CREATE UNIQUE INDEX service_cases_token ON service_cases (access_token_hash);

-- The rows a case is about. A return row names its order row and the action;
-- an exchange names the replacement variant, reserved from reserve_store_id at
-- once and released (released_at) if the return has not arrived in 3 weeks (cat 4).
CREATE TABLE service_case_rows (
  case_id INTEGER NOT NULL REFERENCES service_cases(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  order_position INTEGER,
  variant_id INTEGER,
  name TEXT NOT NULL DEFAULT '',
  variant_text TEXT NOT NULL DEFAULT '',
  amount INTEGER NOT NULL CHECK (amount > 0),
  reason TEXT NOT NULL DEFAULT '',
  action TEXT NOT NULL DEFAULT 'return' CHECK (action IN ('return', 'exchange', 'complaint')),
  exchange_variant_id INTEGER,
  reserve_store_id INTEGER,
  tracking_code TEXT NOT NULL DEFAULT '',
  received_at TEXT,
  released_at TEXT,
  PRIMARY KEY (case_id, position)
) WITHOUT ROWID;
CREATE INDEX service_case_rows_pending_exchange ON service_case_rows (action, received_at, released_at) WHERE action = 'exchange';

-- Files of a complaint in R2 (MEDIA bucket, key under 'cases/'): never served by a guessable URL.
CREATE TABLE service_case_attachments (
  id INTEGER PRIMARY KEY,
  case_id INTEGER NOT NULL REFERENCES service_cases(id) ON DELETE CASCADE,
  r2_key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL CHECK (size > 0),
  created_at TEXT NOT NULL
);
CREATE INDEX service_case_attachments_case ON service_case_attachments (case_id);

-- The audit trail of the desk (issue 16 item 3 and 5): who, when, what, for an
-- order or a case. actor is a staff account's email, 'customer', 'warehouse'
-- or 'system'. visible: 1 when the customer sees it (a question to them, their
-- answer), 0 for staff comments and internal changes.
CREATE TABLE desk_events (
  id INTEGER PRIMARY KEY,
  subject TEXT NOT NULL CHECK (subject IN ('order', 'case')),
  subject_id INTEGER NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  from_status TEXT,
  to_status TEXT,
  note TEXT NOT NULL DEFAULT '',
  visible INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX desk_events_subject ON desk_events (subject, subject_id, id);

-- A form's idempotency key (sent by the page with each submit): the second
-- submit with the same key answers the first one's result instead of writing again.
CREATE TABLE submission_keys (
  scope TEXT NOT NULL,
  key TEXT NOT NULL,
  result TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (scope, key)
) WITHOUT ROWID;
CREATE INDEX submission_keys_created ON submission_keys (created_at);
