-- Locale configuration (core 1, 4, 7): tax areas, currencies and delivery countries.
CREATE TABLE tax_areas (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL
);

CREATE TABLE currencies (
  code TEXT PRIMARY KEY,               -- lower-case ISO 4217
  rate REAL NOT NULL CHECK (rate > 0), -- units per euro; catalogue prices are in euro
  format TEXT NOT NULL,                -- display template, '#' stands for the number
  is_enabled INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE countries (
  code TEXT PRIMARY KEY,               -- lower-case ISO 3166-1 alpha-2
  currency_code TEXT NOT NULL REFERENCES currencies(code),
  tax_area_id INTEGER NOT NULL REFERENCES tax_areas(id),
  is_eu_member INTEGER NOT NULL DEFAULT 0,
  is_enabled INTEGER NOT NULL DEFAULT 1,
  sort_order INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX countries_enabled ON countries (is_enabled, sort_order);

CREATE TABLE country_names (
  country_code TEXT NOT NULL REFERENCES countries(code),
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  PRIMARY KEY (country_code, language)
);
