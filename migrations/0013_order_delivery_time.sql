-- One delivery promise (issue 14, decision 018): an order keeps the delivery
-- time the checkout promised when it was placed (core 7 shipping_time_str, in
-- the order's language), so the confirmation mail repeats that very promise.
-- Orders written before promised nothing stored: ''.

ALTER TABLE orders ADD COLUMN delivery_time TEXT NOT NULL DEFAULT '';
