-- The one-time links of the return form (issue 16 item 1): the customer
-- gives an email and an order number (or picks one of their orders) and gets
-- /returns/form/{token}/ by mail. Only the SHA-256 of the token is kept, as
-- every mail-link token (decision 019); a link lives 7 days and is used once,
-- by the batch that writes the return (used_at).
CREATE TABLE return_links (
  token_hash TEXT PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
) WITHOUT ROWID;
CREATE INDEX return_links_order ON return_links (order_id);
CREATE INDEX return_links_expiry ON return_links (expires_at);
