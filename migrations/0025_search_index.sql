-- Product search (issue 18, decision 032): one FTS5 index per language over
-- the public models (is_public = 1, campaign_only = 0); the rowid is the
-- model id. Written only by worker/data/search-index.ts, which the catalogue
-- import (and so the seed) runs for the models it writes: the text is folded
-- and tokenised there (shared/search/index-text.ts), so the tokenizer only
-- splits on the spaces it is given; remove_diacritics stays as a safety net.
-- Columns, in the order of their bm25 weights (worker/data/search-matches.ts):
--   name, brand            the model's name and manufacturer
--   groups                 names of its groups and every group above them
--   colours, properties    colour names; text property values and set flags
--   short_description, description   plain text (the HTML stripped)
-- Contentless (the text lives in the catalogue tables already); contentless_delete
-- lets a re-import replace a model's row. prefix='2 3' keeps the short
-- prefixes typed into the header box an index lookup.
-- search_terms_*: each index's vocabulary per column, read for the compound
-- and typo matching (decision 032).
CREATE VIRTUAL TABLE search_models_fi USING fts5(
  name, brand, groups, colours, properties, short_description, description,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
CREATE VIRTUAL TABLE search_terms_fi USING fts5vocab(search_models_fi, 'col');
CREATE VIRTUAL TABLE search_models_en USING fts5(
  name, brand, groups, colours, properties, short_description, description,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
CREATE VIRTUAL TABLE search_terms_en USING fts5vocab(search_models_en, 'col');
CREATE VIRTUAL TABLE search_models_sv USING fts5(
  name, brand, groups, colours, properties, short_description, description,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
CREATE VIRTUAL TABLE search_terms_sv USING fts5vocab(search_models_sv, 'col');
CREATE VIRTUAL TABLE search_models_de USING fts5(
  name, brand, groups, colours, properties, short_description, description,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
CREATE VIRTUAL TABLE search_terms_de USING fts5vocab(search_models_de, 'col');
CREATE VIRTUAL TABLE search_models_fr USING fts5(
  name, brand, groups, colours, properties, short_description, description,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
CREATE VIRTUAL TABLE search_terms_fr USING fts5vocab(search_models_fr, 'col');
CREATE VIRTUAL TABLE search_models_ru USING fts5(
  name, brand, groups, colours, properties, short_description, description,
  content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
CREATE VIRTUAL TABLE search_terms_ru USING fts5vocab(search_models_ru, 'col');
