-- Money shown is money charged (issue 14, decision 016): an order keeps the
-- currency it was shown in (code, rate and format at the time), and what the
-- provider collects in which currency. Orders written before keep euro.

ALTER TABLE orders ADD COLUMN display_currency TEXT NOT NULL DEFAULT 'eur';
ALTER TABLE orders ADD COLUMN display_rate REAL NOT NULL DEFAULT 1;
ALTER TABLE orders ADD COLUMN display_format TEXT NOT NULL DEFAULT '# €';
-- What the provider collects (to_pay converted as shown, or to_pay in euro).
ALTER TABLE orders ADD COLUMN charged_amount REAL;
ALTER TABLE orders ADD COLUMN charged_currency TEXT NOT NULL DEFAULT 'eur';
UPDATE orders SET charged_amount = to_pay WHERE charged_amount IS NULL;

-- payments.amount is in payments.currency from here on.
ALTER TABLE payments ADD COLUMN currency TEXT NOT NULL DEFAULT 'eur';
