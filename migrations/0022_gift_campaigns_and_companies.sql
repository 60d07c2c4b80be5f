-- Gift campaigns end to end (issue 17; cat 2, cat 4, cat 6, cat 7):
-- companies whose verified users run campaigns, the campaign's categories
-- with their products, and unguessable one-time codes that recipients redeem
-- at /giftcampaigns/{category}/. Decision record 026 gives the reasons.

-- A company that registered for gift campaigns (cat 6: company name, VAT
-- number checked per country, a contact). Staff verify it; only then do its
-- users get the 'org' role and see campaign management.
CREATE TABLE companies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  country_code TEXT NOT NULL,
  vat_number TEXT NOT NULL,
  contact_name TEXT NOT NULL,
  contact_email TEXT NOT NULL,
  contact_phone TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'rejected')),
  created_at TEXT NOT NULL,
  decided_at TEXT,
  decided_by TEXT,
  UNIQUE (country_code, vat_number)
);

-- The customers who act for a company (a customer belongs to at most one).
CREATE TABLE company_users (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id) ON DELETE CASCADE,
  company_id INTEGER NOT NULL REFERENCES companies(id) ON DELETE CASCADE
);
CREATE INDEX company_users_by_company ON company_users (company_id);

-- A campaign belongs to a company (NULL: one the catalogue import brings).
-- What the recipient pays: recipient_price in euro (0: free, cat 4), and
-- delivery free or at the normal price.
ALTER TABLE gift_campaigns ADD COLUMN company_id INTEGER REFERENCES companies(id) ON DELETE CASCADE;
ALTER TABLE gift_campaigns ADD COLUMN recipient_price REAL NOT NULL DEFAULT 0 CHECK (recipient_price >= 0);
ALTER TABLE gift_campaigns ADD COLUMN free_delivery INTEGER NOT NULL DEFAULT 1;
ALTER TABLE gift_campaigns ADD COLUMN created_at TEXT;
CREATE INDEX gift_campaigns_by_company ON gift_campaigns (company_id);

-- A campaign's categories (/giftcampaigns/{category}/): a slug unique across
-- all campaigns, a name per language and the models a recipient may choose.
CREATE TABLE gift_campaign_categories (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES gift_campaigns(id) ON DELETE CASCADE,
  slug TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX gift_campaign_categories_by_campaign ON gift_campaign_categories (campaign_id);
CREATE TABLE gift_campaign_category_texts (
  category_id INTEGER NOT NULL REFERENCES gift_campaign_categories(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (category_id, language)
);
CREATE TABLE gift_campaign_category_models (
  category_id INTEGER NOT NULL REFERENCES gift_campaign_categories(id) ON DELETE CASCADE,
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  sort_order INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (category_id, model_id)
);

-- Campaigns that offered models directly become one category each, with the
-- campaign's slug and names, so their links keep working.
INSERT INTO gift_campaign_categories (id, campaign_id, slug, sort_order)
  SELECT id, id, slug, 0 FROM gift_campaigns;
INSERT INTO gift_campaign_category_texts (category_id, language, name)
  SELECT campaign_id, language, name FROM gift_campaign_texts;
INSERT INTO gift_campaign_category_models (category_id, model_id, sort_order)
  SELECT campaign_id, model_id, 0 FROM gift_campaign_models;
DROP TABLE gift_campaign_models;

-- A one-time code (cat 5, cat 7): unguessable, stored upper case without
-- confusable characters; valid for one category of its campaign. A company
-- user may mail it to a recipient (in the recipient's language), move it to
-- another category and comment on it (cat 8 "Gift category saved",
-- "Comment saved").
CREATE TABLE gift_campaign_codes (
  id INTEGER PRIMARY KEY,
  campaign_id INTEGER NOT NULL REFERENCES gift_campaigns(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES gift_campaign_categories(id) ON DELETE CASCADE,
  code TEXT NOT NULL UNIQUE,
  recipient_email TEXT,
  recipient_language TEXT,
  mailed_at TEXT,
  comment TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX gift_campaign_codes_by_campaign ON gift_campaign_codes (campaign_id, id);

-- A code's use: one row per code (the primary key makes a replayed code lose
-- the race inside the order's D1 batch). Written with the order, deleted when
-- its payment fails or times out, kept (paid_at set) when it is paid.
CREATE TABLE gift_campaign_redemptions (
  code_id INTEGER PRIMARY KEY REFERENCES gift_campaign_codes(id) ON DELETE CASCADE,
  order_id INTEGER NOT NULL UNIQUE REFERENCES orders(id) ON DELETE CASCADE,
  reserved_at TEXT NOT NULL,
  paid_at TEXT
);
