-- Pack together (issue 16 item 4; cat 3 "earlier order to pack together with",
-- cat 5, cat 8): a paid, not yet shipped order names the earlier order of the
-- same buyer and address that it ships in one parcel with
-- (shared/order/pack-together.ts). The later order points back in time, so
-- the links never make a loop; the order desk reads both ways.
ALTER TABLE orders ADD COLUMN pack_with_order_id INTEGER REFERENCES orders(id) ON DELETE SET NULL;
CREATE INDEX orders_pack_with ON orders (pack_with_order_id) WHERE pack_with_order_id IS NOT NULL;
