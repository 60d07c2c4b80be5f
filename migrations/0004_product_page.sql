-- The product page (issue 5): delivery methods and days (cat 3, cat 9), a
-- model's delivery limits (cat 3 Delivery limit info), guides, co-purchases
-- and back-in-stock subscriptions (cat 5). The checkout (core 7) prices
-- delivery from the same method tables.

-- cat 3 Delivery country delivery_days: working days a parcel takes to the
-- country, per shipping key ('standard', 'ski_bundle').
CREATE TABLE country_delivery_days (
  country_code TEXT NOT NULL REFERENCES countries(code),
  shipping_key TEXT NOT NULL CHECK (shipping_key IN ('standard', 'ski_bundle')),
  start_days INTEGER NOT NULL CHECK (start_days >= 0),
  end_days INTEGER NOT NULL CHECK (end_days >= start_days),
  PRIMARY KEY (country_code, shipping_key)
);

-- Ways to get an order to the shopper: home delivery, parcel lockers, store
-- pickup and express pickup (pikanouto, cut-offs of cat 9). A store method
-- names its store; prices are euro with VAT; free_threshold: free at or above it.
CREATE TABLE delivery_methods (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('home', 'parcel_locker', 'store_pickup', 'express_pickup')),
  store_id INTEGER REFERENCES stores(id),
  price REAL NOT NULL CHECK (price >= 0),
  free_threshold REAL CHECK (free_threshold >= 0),
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_enabled INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE delivery_method_texts (
  method_id INTEGER NOT NULL REFERENCES delivery_methods(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (method_id, language)
);
CREATE TABLE delivery_method_countries (
  method_id INTEGER NOT NULL REFERENCES delivery_methods(id) ON DELETE CASCADE,
  country_code TEXT NOT NULL REFERENCES countries(code),
  PRIMARY KEY (method_id, country_code)
);
CREATE INDEX delivery_method_countries_country ON delivery_method_countries (country_code, method_id);
-- Postal codes a method serves, inclusive ranges of equal-length codes; a
-- method with no range serves every postal code of its countries.
CREATE TABLE delivery_method_postal_ranges (
  method_id INTEGER NOT NULL REFERENCES delivery_methods(id) ON DELETE CASCADE,
  from_code TEXT NOT NULL,
  to_code TEXT NOT NULL,
  PRIMARY KEY (method_id, from_code)
);

-- cat 3 Delivery limit info: a model limited to some delivery method kinds,
-- not shipped to some countries, or sent as its own package abroad.
ALTER TABLE product_models ADD COLUMN per_international_package INTEGER NOT NULL DEFAULT 0;
ALTER TABLE product_model_texts ADD COLUMN block_info_text TEXT NOT NULL DEFAULT '';
CREATE TABLE model_delivery_methods (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('home', 'parcel_locker', 'store_pickup', 'express_pickup')),
  PRIMARY KEY (model_id, kind)
);
CREATE TABLE model_blocked_countries (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  country_code TEXT NOT NULL REFERENCES countries(code),
  PRIMARY KEY (model_id, country_code)
);
-- cat 3 extra_data_overrides: per variant and country, a shipping time or a block.
CREATE TABLE variant_country_overrides (
  variant_id INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  country_code TEXT NOT NULL REFERENCES countries(code),
  shipping_time INTEGER CHECK (shipping_time BETWEEN 0 AND 999),
  blocked INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (variant_id, country_code)
);

-- cat 3 blogs: guides about a model (the Guides tab shows only when there are some).
CREATE TABLE model_blog_posts (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (model_id, language, position)
);

-- "Also bought" of extra type 2: how many orders held both models. The import
-- loads the operator's history; paid orders add to it (checkout issue).
CREATE TABLE model_also_bought (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  other_model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  times INTEGER NOT NULL CHECK (times > 0),
  PRIMARY KEY (model_id, other_model_id)
);
CREATE INDEX model_also_bought_rank ON model_also_bought (model_id, times DESC);

-- cat 5 back-in-stock notifier: one subscription per email and variant.
-- Not catalogue data: imports never touch it (variants are upserted by id).
CREATE TABLE stock_notifications (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  variant_id INTEGER NOT NULL,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  notified_at TEXT,
  UNIQUE (email, variant_id)
);
CREATE INDEX stock_notifications_pending ON stock_notifications (variant_id) WHERE notified_at IS NULL;

-- Gift campaigns (cat 2 gift-campaign mode): a company's campaign whose
-- recipients redeem a gift code for one of the campaign's products.
-- Codes and their management come with the gift-campaign issue.
CREATE TABLE gift_campaigns (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  company_name TEXT NOT NULL,
  starts_at TEXT,
  ends_at TEXT
);
CREATE TABLE gift_campaign_texts (
  campaign_id INTEGER NOT NULL REFERENCES gift_campaigns(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (campaign_id, language)
);
CREATE TABLE gift_campaign_models (
  campaign_id INTEGER NOT NULL REFERENCES gift_campaigns(id) ON DELETE CASCADE,
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  PRIMARY KEY (campaign_id, model_id)
);
