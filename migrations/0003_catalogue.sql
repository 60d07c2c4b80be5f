-- The catalogue (cat 3) and the shared resources (core 3). Texts shown to
-- shoppers live in *_texts tables, one row per language (en fi sv de fr ru).
-- Prices are in euro per tax area (tax_areas of 0001) and converted with the
-- currency rate for display. Ids are the operator's own (the import format
-- carries them), so model 2427 or store 20 keep their meaning across imports.

-- Bumped by every import and seed; KV keys carry it, so a bump makes every
-- cached catalogue response unreachable at once (architecture decision 5).
CREATE TABLE catalogue_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL,
  updated_at TEXT NOT NULL
);
INSERT INTO catalogue_version (id, version, updated_at) VALUES (1, 1, '1970-01-01T00:00:00Z');

CREATE TABLE tax_classes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL
);

CREATE TABLE tax_rates (
  tax_area_id INTEGER NOT NULL REFERENCES tax_areas(id),
  tax_class_id INTEGER NOT NULL REFERENCES tax_classes(id),
  percentage REAL NOT NULL CHECK (percentage >= 0),
  PRIMARY KEY (tax_area_id, tax_class_id)
);

-- cat 3 Store; id 20 is the central warehouse, slug 'product' the web store (cat 9).
CREATE TABLE stores (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('retail', 'web', 'warehouse')),
  pikanouto INTEGER NOT NULL DEFAULT 0,     -- express pickup
  nouto INTEGER NOT NULL DEFAULT 0,         -- ordinary pickup
  stock_display_order INTEGER NOT NULL DEFAULT 0,
  street_address TEXT NOT NULL DEFAULT '',
  postal_code TEXT NOT NULL DEFAULT '',
  city TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  image TEXT NOT NULL DEFAULT ''
);

CREATE TABLE colours (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  control TEXT NOT NULL,                    -- swatch key of cat 9 (red, blue, ...)
  hex TEXT NOT NULL
);
CREATE TABLE colour_texts (
  colour_id INTEGER NOT NULL REFERENCES colours(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (colour_id, language)
);

CREATE TABLE sizes (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL               -- from shared/sizes.ts ordering
);

CREATE TABLE product_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE product_type_texts (
  product_type_id INTEGER NOT NULL REFERENCES product_types(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  PRIMARY KEY (product_type_id, language)
);

-- Model properties (cat 3 model_properties) and the grid's dynamic filters.
CREATE TABLE property_types (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  unit TEXT NOT NULL DEFAULT '',
  value_kind TEXT NOT NULL CHECK (value_kind IN ('number', 'text', 'flag')),
  filter TEXT CHECK (filter IN ('range', 'checkbox')),  -- NULL: not filterable
  bg_color TEXT NOT NULL DEFAULT '',
  text_color TEXT NOT NULL DEFAULT '',
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE property_type_texts (
  property_type_id INTEGER NOT NULL REFERENCES property_types(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (property_type_id, language)
);

CREATE TABLE tags (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  bg_color TEXT NOT NULL,
  text_color TEXT NOT NULL,
  campaign_slug TEXT                         -- campaign tags link to /campaigns/{slug}
);
CREATE TABLE tag_texts (
  tag_id INTEGER NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (tag_id, language)
);

CREATE TABLE ribbons (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  bg_color TEXT NOT NULL,
  text_color TEXT NOT NULL
);
CREATE TABLE ribbon_texts (
  ribbon_id INTEGER NOT NULL REFERENCES ribbons(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (ribbon_id, language)
);

CREATE TABLE manufacturers (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  logo TEXT NOT NULL DEFAULT '',
  is_finnish INTEGER NOT NULL DEFAULT 0,
  sort_order INTEGER NOT NULL DEFAULT 0,
  is_featured INTEGER NOT NULL DEFAULT 0      -- shown in the front page brand strip
);
CREATE TABLE manufacturer_texts (
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  meta_description TEXT NOT NULL,
  PRIMARY KEY (manufacturer_id, language)
);
CREATE TABLE manufacturer_promo_images (
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  image TEXT NOT NULL,
  crop_point TEXT NOT NULL DEFAULT 'center',
  PRIMARY KEY (manufacturer_id, position)
);

-- cat 3 Product group: a tree; slug and path are per language (localised URLs).
CREATE TABLE product_groups (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES product_groups(id),
  depth INTEGER NOT NULL,                   -- 1 for top level
  sort_order INTEGER NOT NULL DEFAULT 0,
  show_in_menu INTEGER NOT NULL DEFAULT 1,
  is_top INTEGER NOT NULL DEFAULT 0,         -- featured on the front page
  group_sorting TEXT NOT NULL DEFAULT 'default',  -- grid sort option of cat 9
  image TEXT NOT NULL DEFAULT '',
  silhouette TEXT NOT NULL DEFAULT ''
);
CREATE INDEX product_groups_parent ON product_groups (parent_id, sort_order);
CREATE TABLE product_group_texts (
  group_id INTEGER NOT NULL REFERENCES product_groups(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  slug TEXT NOT NULL,
  path TEXT NOT NULL,                       -- lower-case slugs joined by '/', no outer slashes
  name TEXT NOT NULL,
  short_name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  description_html TEXT NOT NULL DEFAULT '',
  meta_title TEXT NOT NULL DEFAULT '',
  meta_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (group_id, language)
);
CREATE UNIQUE INDEX product_group_texts_path ON product_group_texts (language, path);
CREATE TABLE product_group_filters (
  group_id INTEGER NOT NULL REFERENCES product_groups(id) ON DELETE CASCADE,
  property_type_id INTEGER NOT NULL REFERENCES property_types(id),
  position INTEGER NOT NULL,
  PRIMARY KEY (group_id, property_type_id)
);
-- Menu promo links of a group (core 3 productGroups.links).
CREATE TABLE product_group_links (
  group_id INTEGER NOT NULL REFERENCES product_groups(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  position INTEGER NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (group_id, language, position)
);

CREATE TABLE size_tables (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  image TEXT NOT NULL DEFAULT '',
  hide_image INTEGER NOT NULL DEFAULT 0,
  parsed_json TEXT NOT NULL                 -- {sizes:[{size,product_type}], rows:[{name,unit,values}]}
);
CREATE TABLE size_table_texts (
  size_table_id INTEGER NOT NULL REFERENCES size_tables(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  info_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (size_table_id, language)
);

-- cat 3 Product model detail.
CREATE TABLE product_models (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  manufacturer_id INTEGER NOT NULL REFERENCES manufacturers(id),
  main_group_id INTEGER NOT NULL REFERENCES product_groups(id),
  model_number TEXT NOT NULL DEFAULT '',
  tax_class_id INTEGER NOT NULL REFERENCES tax_classes(id),
  original_language TEXT NOT NULL DEFAULT 'fi',  -- source of auto-translated texts
  is_public INTEGER NOT NULL DEFAULT 1,
  campaign_only INTEGER NOT NULL DEFAULT 0,
  is_bundle INTEGER NOT NULL DEFAULT 0,
  is_multi_color INTEGER NOT NULL DEFAULT 0,
  is_extended_range INTEGER NOT NULL DEFAULT 0,
  belongs_to_outlet INTEGER NOT NULL DEFAULT 0,
  is_rental INTEGER NOT NULL DEFAULT 0,
  show_discount_percentage INTEGER NOT NULL DEFAULT 1,
  on_order INTEGER NOT NULL DEFAULT 0,       -- backorderable: orderable with unlimited quantity
  second_hand_parent_id INTEGER REFERENCES product_models(id),
  promoted_colour_id INTEGER REFERENCES colours(id),
  price_ending TEXT,                         -- ISO time the current offer ends
  ski_wizard_sport TEXT CHECK (ski_wizard_sport IN ('alpine', 'nordic')),
  ski_wizard_group TEXT CHECK (ski_wizard_group IN ('skis', 'bindings', 'boots')),
  silhouette TEXT NOT NULL DEFAULT '',
  published TEXT NOT NULL,                   -- ISO date, for the 'newest' sort
  sold_amount INTEGER NOT NULL DEFAULT 0,
  view_count INTEGER NOT NULL DEFAULT 0,
  rating REAL NOT NULL DEFAULT 0,            -- mean review rating, 0-10
  rating_count INTEGER NOT NULL DEFAULT 0,
  quote_name TEXT NOT NULL DEFAULT '',
  quote_image TEXT NOT NULL DEFAULT '',
  shelf_code TEXT NOT NULL DEFAULT ''
);
CREATE INDEX product_models_manufacturer ON product_models (manufacturer_id, is_public);
CREATE INDEX product_models_main_group ON product_models (main_group_id, is_public);
CREATE INDEX product_models_second_hand ON product_models (second_hand_parent_id) WHERE second_hand_parent_id IS NOT NULL;
-- is_manual: a person wrote this language's text; otherwise it is an automatic
-- translation of the original_language row (cat 3 translated_fields).
CREATE TABLE product_model_texts (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  short_description TEXT NOT NULL DEFAULT '',
  description_html TEXT NOT NULL DEFAULT '',
  meta_description TEXT NOT NULL DEFAULT '',
  tagline TEXT NOT NULL DEFAULT '',
  model_notice TEXT NOT NULL DEFAULT '',
  quote_text TEXT NOT NULL DEFAULT '',
  is_manual INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (model_id, language)
);
CREATE TABLE product_model_groups (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  group_id INTEGER NOT NULL REFERENCES product_groups(id),
  PRIMARY KEY (model_id, group_id)
);
CREATE INDEX product_model_groups_group ON product_model_groups (group_id, model_id);
CREATE TABLE product_model_images (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  title TEXT NOT NULL DEFAULT '',
  caption TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (model_id, position)
);
CREATE TABLE product_model_properties (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  property_type_id INTEGER NOT NULL REFERENCES property_types(id),
  value_number REAL,
  value_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (model_id, property_type_id)
);
CREATE INDEX product_model_properties_type ON product_model_properties (property_type_id, value_number);
CREATE TABLE product_model_tags (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  tag_id INTEGER NOT NULL REFERENCES tags(id),
  PRIMARY KEY (model_id, tag_id)
);
CREATE INDEX product_model_tags_tag ON product_model_tags (tag_id);
CREATE TABLE product_model_ribbons (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  ribbon_id INTEGER NOT NULL REFERENCES ribbons(id),
  PRIMARY KEY (model_id, ribbon_id)
);
CREATE TABLE product_model_size_tables (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  size_table_id INTEGER NOT NULL REFERENCES size_tables(id),
  PRIMARY KEY (model_id, size_table_id)
);
-- cat 3 Prices per tax area, in euro including that area's VAT.
CREATE TABLE product_model_prices (
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  tax_area_id INTEGER NOT NULL REFERENCES tax_areas(id),
  regular REAL NOT NULL CHECK (regular >= 0),
  active REAL NOT NULL CHECK (active >= 0),
  club REAL,                                 -- NULL: no club price
  discount_value REAL NOT NULL DEFAULT 0,
  discount_free INTEGER NOT NULL DEFAULT 0,  -- excluded from further discount codes
  active_type TEXT NOT NULL DEFAULT 'normal' CHECK (active_type IN ('normal', 'discount', 'club', 'outdoor', 'outlet')),
  PRIMARY KEY (model_id, tax_area_id)
);

-- cat 3 Variant.
CREATE TABLE variants (
  id INTEGER PRIMARY KEY,
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  colour_id INTEGER REFERENCES colours(id),
  size_id INTEGER REFERENCES sizes(id),
  product_type_id INTEGER REFERENCES product_types(id),
  tekso_number TEXT NOT NULL DEFAULT '',     -- the shop's article number (EAN-like)
  image TEXT NOT NULL DEFAULT '',
  shipping_time INTEGER NOT NULL DEFAULT 999, -- days; <=2 at once, 3-998 on order, 999 unavailable
  stock_incoming TEXT NOT NULL DEFAULT ''    -- date text for incoming stock
);
CREATE INDEX variants_model ON variants (model_id);
CREATE INDEX variants_colour ON variants (colour_id, model_id);
CREATE INDEX variants_size ON variants (size_id, model_id);
-- A variant priced apart from its model (e.g. the longest ski), per tax area.
CREATE TABLE variant_prices (
  variant_id INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  tax_area_id INTEGER NOT NULL REFERENCES tax_areas(id),
  regular REAL NOT NULL CHECK (regular >= 0),
  active REAL NOT NULL CHECK (active >= 0),
  club REAL,
  PRIMARY KEY (variant_id, tax_area_id)
);
-- Stock per store; blocked units cannot be sold online (cat 4).
CREATE TABLE variant_stocks (
  variant_id INTEGER NOT NULL REFERENCES variants(id) ON DELETE CASCADE,
  store_id INTEGER NOT NULL REFERENCES stores(id),
  quantity INTEGER NOT NULL CHECK (quantity >= 0),
  blocked INTEGER NOT NULL DEFAULT 0,
  shelf_code TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (variant_id, store_id)
);
CREATE INDEX variant_stocks_store ON variant_stocks (store_id, variant_id) WHERE quantity > 0;

-- cat 3 Extra data bundles: a primary model sold with secondary models.
CREATE TABLE bundles (
  id INTEGER PRIMARY KEY,
  primary_model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  discount_percent REAL NOT NULL DEFAULT 0 CHECK (discount_percent >= 0 AND discount_percent < 100)
);
CREATE INDEX bundles_primary ON bundles (primary_model_id);
CREATE TABLE bundle_texts (
  bundle_id INTEGER NOT NULL REFERENCES bundles(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (bundle_id, language)
);
CREATE TABLE bundle_models (
  bundle_id INTEGER NOT NULL REFERENCES bundles(id) ON DELETE CASCADE,
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (bundle_id, model_id)
);

-- cat 3 Review.
CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  created TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 10),
  visible_name TEXT NOT NULL,
  comment TEXT NOT NULL,
  language TEXT NOT NULL,
  size INTEGER CHECK (size IN (2, 4, 6, 8, 10)),
  votes_up INTEGER NOT NULL DEFAULT 0,
  votes_down INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX reviews_model ON reviews (model_id, created);
CREATE TABLE review_images (
  review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  url TEXT NOT NULL,
  PRIMARY KEY (review_id, position)
);

-- core 3 Banners: image banners (front page), dynamic-page banners (shown on
-- a product group's page) and text banners.
CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('image', 'dynamic_page', 'text')),
  position INTEGER NOT NULL DEFAULT 0,
  image TEXT NOT NULL DEFAULT '',
  crop_point TEXT NOT NULL DEFAULT 'center',
  group_id INTEGER REFERENCES product_groups(id) ON DELETE CASCADE,
  starts_at TEXT,
  ends_at TEXT
);
CREATE INDEX banners_kind ON banners (kind, position);
CREATE TABLE banner_texts (
  banner_id INTEGER NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  heading TEXT NOT NULL DEFAULT '',
  sub_text TEXT NOT NULL DEFAULT '',
  url TEXT NOT NULL DEFAULT '',
  button_text TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (banner_id, language)
);

-- cat 3 Keyword and keyword popup: a word in product descriptions that opens a popup.
CREATE TABLE keyword_popups (
  id INTEGER PRIMARY KEY
);
CREATE TABLE keyword_popup_texts (
  keyword_popup_id INTEGER NOT NULL REFERENCES keyword_popups(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  keyword TEXT NOT NULL,
  text TEXT NOT NULL,
  url TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (keyword_popup_id, language)
);

-- core 3 Static page (title, content) and static page with tabs (tab tree).
CREATE TABLE static_pages (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('page', 'tabs')),
  nav_key TEXT UNIQUE                         -- shared/navigation-keys.ts: where the menu links to it
);
CREATE TABLE static_page_texts (
  page_id INTEGER NOT NULL REFERENCES static_pages(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  slug TEXT NOT NULL,                        -- full path without outer slashes
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',          -- HTML as the operator wrote it; sanitised on read
  meta_description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (page_id, language)
);
CREATE UNIQUE INDEX static_page_texts_slug ON static_page_texts (language, slug);
CREATE TABLE static_page_tabs (
  id INTEGER PRIMARY KEY,
  page_id INTEGER NOT NULL REFERENCES static_pages(id) ON DELETE CASCADE,
  parent_tab_id INTEGER REFERENCES static_page_tabs(id) ON DELETE CASCADE,
  position INTEGER NOT NULL
);
CREATE INDEX static_page_tabs_page ON static_page_tabs (page_id, parent_tab_id, position);
CREATE TABLE static_page_tab_texts (
  tab_id INTEGER NOT NULL REFERENCES static_page_tabs(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (tab_id, language)
);

-- core 3 General settings. language '' holds the value for every language;
-- a row with a language overrides it there. JSON values are parsed on read (core 5).
CREATE TABLE general_settings (
  key TEXT NOT NULL,
  language TEXT NOT NULL DEFAULT '',
  value TEXT NOT NULL,
  PRIMARY KEY (key, language)
);
