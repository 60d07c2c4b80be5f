-- Checkout pricing (issue 6, core 7 POST /api/checkout/): discount codes and
-- gift cards. Prices, stock and delivery come from the catalogue and delivery
-- tables; nothing here is taken from the client.

-- A discount code: percent off the products, a fixed amount off, or free
-- delivery; one per order (cat 5). Codes match case-insensitively (core 4).
CREATE TABLE discount_codes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL COLLATE NOCASE UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed', 'free_delivery')),
  value REAL NOT NULL DEFAULT 0 CHECK (value >= 0),
  min_basket REAL NOT NULL DEFAULT 0 CHECK (min_basket >= 0),
  starts_at TEXT,
  ends_at TEXT,
  usage_limit INTEGER CHECK (usage_limit > 0),   -- NULL: unlimited
  used_count INTEGER NOT NULL DEFAULT 0 CHECK (used_count >= 0),
  is_enabled INTEGER NOT NULL DEFAULT 1,
  CHECK (kind <> 'percent' OR value <= 100)
);

-- A gift card pays part of an order (a payment event, processor 'giftcard');
-- any number per order (cat 5). Balance in euro.
CREATE TABLE gift_cards (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL COLLATE NOCASE UNIQUE,
  balance REAL NOT NULL CHECK (balance >= 0),
  expires_at TEXT,
  is_enabled INTEGER NOT NULL DEFAULT 1
);
