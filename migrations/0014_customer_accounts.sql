-- Customer accounts (issue 15, decision 019): customers, their sessions and
-- one-time tokens, the wishlist and review votes; orders remember the account.

-- email_key is the address in lower case (JavaScript's toLowerCase, so not
-- only ASCII): one account per address whatever its letter case. The address
-- as typed is kept for mail. password_hash carries its own parameters
-- ('scrypt$N$r$p$salt$hash', worker/services/auth/password.ts).
-- roles: a comma list of 'staff', 'admin', 'org' (core 6), set by an operator
-- command or the catalogue import, never by the customer.
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  email_key TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  postcode TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL,
  marketing_consent INTEGER NOT NULL DEFAULT 0,
  club_member_since TEXT,
  roles TEXT NOT NULL DEFAULT '',
  organisation TEXT NOT NULL DEFAULT '',
  -- core 3: the cart as the client stores it (a JSON string with products), so it follows the customer.
  cart_content TEXT NOT NULL DEFAULT '',
  activated_at TEXT,
  -- Activation reminders (core 2 /accounts/stop_reminders/): how many went, the last, and a stop.
  reminders_sent INTEGER NOT NULL DEFAULT 0,
  last_reminder_at TEXT,
  reminders_stopped_at TEXT,
  -- The shop's origin the customer registered on: the reminder job's links go there (no request to read it from).
  site_origin TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX customers_unactivated ON customers (created_at) WHERE activated_at IS NULL AND reminders_stopped_at IS NULL;

-- A session is known only by the SHA-256 of its token: a leaked table opens no session.
CREATE TABLE customer_sessions (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  last_seen_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX customer_sessions_customer ON customer_sessions (customer_id);
CREATE INDEX customer_sessions_expiry ON customer_sessions (expires_at);

-- Activation, password reset, account deletion and reminder-stop links: the
-- SHA-256 of the link's token, single use (used_at), expiring.
CREATE TABLE account_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('activate', 'reset_password', 'delete_account', 'stop_reminders')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) WITHOUT ROWID;
CREATE INDEX account_tokens_customer ON account_tokens (customer_id, purpose);

-- cat 4 Wishlist: model ids per customer.
CREATE TABLE wishlist_items (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  model_id INTEGER NOT NULL,
  added_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, model_id)
) WITHOUT ROWID;

-- cat 4 Reviews: one vote per customer and review, up (1) or down (-1). The
-- review's counts are the imported ones plus these, so an import never loses a vote.
CREATE TABLE review_votes (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  vote INTEGER NOT NULL CHECK (vote IN (1, -1)),
  voted_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, review_id)
) WITHOUT ROWID;
CREATE INDEX review_votes_review ON review_votes (review_id, vote);

-- The account an order was placed from (its order history); NULL for a guest's
-- order and once the account is deleted (the order stays, anonymised).
ALTER TABLE orders ADD COLUMN customer_id INTEGER;
CREATE INDEX orders_customer ON orders (customer_id, created_at) WHERE customer_id IS NOT NULL;

-- Every mail is sent as HTML and plain text (issue 15 item 8): the HTML part beside body_text.
ALTER TABLE outbox_emails ADD COLUMN body_html TEXT NOT NULL DEFAULT '';
