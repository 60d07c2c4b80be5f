-- Gift cards for sale (issue 17 item 3, cat 5, decision 028). The web gift
-- card (model 2427) is an order row until the order is paid; the batch that
-- marks the payment paid turns each such row into a gift_cards row with its
-- own code, once: (order_id, order_position) is unique, so a repeated paid
-- event issues nothing more. The physical card (model 1412) ships like a
-- product and issues nothing here.

-- What the buyer chose for a web card, kept with its order row until issued.
ALTER TABLE order_rows ADD COLUMN gift_card_template TEXT NOT NULL DEFAULT '';
ALTER TABLE order_rows ADD COLUMN gift_card_recipient TEXT NOT NULL DEFAULT '';
ALTER TABLE order_rows ADD COLUMN gift_card_message TEXT NOT NULL DEFAULT '';

-- Cards bought in the shop carry their order row; imported cards (0005) keep these NULL or ''.
ALTER TABLE gift_cards ADD COLUMN order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL;
ALTER TABLE gift_cards ADD COLUMN order_position INTEGER;
ALTER TABLE gift_cards ADD COLUMN template TEXT NOT NULL DEFAULT '';
ALTER TABLE gift_cards ADD COLUMN recipient_name TEXT NOT NULL DEFAULT '';
ALTER TABLE gift_cards ADD COLUMN message TEXT NOT NULL DEFAULT '';
-- The face value in euro when issued; balance is what is left of it.
ALTER TABLE gift_cards ADD COLUMN initial_balance REAL;
ALTER TABLE gift_cards ADD COLUMN issued_at TEXT;
-- The buyer's language: the printable card speaks it.
ALTER TABLE gift_cards ADD COLUMN language TEXT NOT NULL DEFAULT 'fi';
-- The printable card's address (/service-products/giftcards/card/{token}/): random, not the code.
ALTER TABLE gift_cards ADD COLUMN print_token TEXT;

-- NULLs are distinct in a unique index: imported cards (no order) never collide.
CREATE UNIQUE INDEX gift_cards_order_row ON gift_cards (order_id, order_position);
CREATE UNIQUE INDEX gift_cards_print_token ON gift_cards (print_token);
