-- Pickup points of parcel-locker delivery (issue 6 item 5, cat 5: "pickup
-- point needs a postal code"): the carrier's lockers a shopper picks from by
-- postal code, and the only places a locker order may go. Imported with the
-- catalogue (pickupPoints section); `code` is the carrier's own point id.
CREATE TABLE pickup_points (
  id INTEGER PRIMARY KEY,
  method_id INTEGER NOT NULL REFERENCES delivery_methods(id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  -- Normalised as delivery_method_postal_ranges keeps codes: upper case, no spaces.
  postal_code TEXT NOT NULL,
  city TEXT NOT NULL,
  country_code TEXT NOT NULL REFERENCES countries(code),
  is_enabled INTEGER NOT NULL DEFAULT 1
);
-- The nearest-point search walks a method's enabled points of one country
-- outwards from a postal code, in both directions (worker/data/pickup-points.ts).
CREATE INDEX pickup_points_search ON pickup_points (method_id, country_code, is_enabled, postal_code, name);
