-- The store pages of issue 18 (decision 035): what a shopper needs to visit a
-- retail store besides the address of 0003. Times are the store's wall clock
-- ('HH:MM', Europe/Helsinki like every shop date); days are calendar days
-- ('YYYY-MM-DD'). The import replaces a store's hours, exception days and
-- texts whenever the file holds the store.

-- Services beside express pickup (pikanouto) and pickup (nouto), and where the
-- store is: the map link needs the coordinates, the JSON-LD the country.
ALTER TABLE stores ADD COLUMN rental INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN repair INTEGER NOT NULL DEFAULT 0;
ALTER TABLE stores ADD COLUMN country_code TEXT NOT NULL DEFAULT 'fi';
ALTER TABLE stores ADD COLUMN latitude REAL CHECK (latitude BETWEEN -90 AND 90);
ALTER TABLE stores ADD COLUMN longitude REAL CHECK (longitude BETWEEN -180 AND 180);

-- A store's own description in each language.
CREATE TABLE store_texts (
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (store_id, language)
);

-- The ordinary week: one row per weekday the store opens (ISO: 1 Monday ... 7
-- Sunday); a weekday without a row is closed.
CREATE TABLE store_opening_hours (
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  weekday INTEGER NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens TEXT NOT NULL,
  closes TEXT NOT NULL CHECK (closes > opens),
  PRIMARY KEY (store_id, weekday)
);

-- A day that differs from the week (a public holiday, an event evening):
-- closed when opens and closes are both NULL, else those hours.
CREATE TABLE store_exception_days (
  store_id INTEGER NOT NULL REFERENCES stores(id) ON DELETE CASCADE,
  day TEXT NOT NULL,
  opens TEXT,
  closes TEXT,
  CHECK ((opens IS NULL AND closes IS NULL) OR (opens IS NOT NULL AND closes IS NOT NULL AND closes > opens)),
  PRIMARY KEY (store_id, day)
);
-- Why the day differs ("Independence Day"), per language.
CREATE TABLE store_exception_day_texts (
  store_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  language TEXT NOT NULL,
  note TEXT NOT NULL,
  PRIMARY KEY (store_id, day, language),
  FOREIGN KEY (store_id, day) REFERENCES store_exception_days (store_id, day) ON DELETE CASCADE
);
