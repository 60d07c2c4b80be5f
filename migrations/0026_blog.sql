-- The life outdoors blog (issue 18; core 2 blog area, core 3 blog_category_order,
-- cat 2 the product page's Guides tab): categories, bloggers, posts and the
-- models a post is about. Decision record 034 gives the reasons.

-- A category (/life-outdoors/blog/{slug}/). `key` is the same in every
-- language: the general setting blog_category_order lists keys. `nav_key`
-- gives the category the menu's Life outdoors item of that key ('guides',
-- 'product-tests', 'events') in place of a static page with it.
CREATE TABLE blog_categories (
  id INTEGER PRIMARY KEY,
  key TEXT NOT NULL UNIQUE,
  nav_key TEXT UNIQUE CHECK (nav_key IN ('guides', 'product-tests', 'events'))
);
-- Name, slug and an introduction (HTML, sanitised on read) in every language.
CREATE TABLE blog_category_texts (
  category_id INTEGER NOT NULL REFERENCES blog_categories(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  slug TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (category_id, language),
  UNIQUE (language, slug)
);

-- A blogger (/life-outdoors/bloggers/{slug}/): a person, the same slug and
-- name in every language, a picture and a short bio per language.
CREATE TABLE bloggers (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  picture TEXT NOT NULL DEFAULT ''
);
CREATE TABLE blogger_texts (
  blogger_id INTEGER NOT NULL REFERENCES bloggers(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  bio TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (blogger_id, language)
);

-- A post (/life-outdoors/{slug}/): one author and category, a hero image,
-- published and updated dates (YYYY-MM-DD).
CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  category_id INTEGER NOT NULL REFERENCES blog_categories(id),
  blogger_id INTEGER NOT NULL REFERENCES bloggers(id),
  hero_image TEXT NOT NULL DEFAULT '',
  published_on TEXT NOT NULL,
  updated_on TEXT
);
CREATE INDEX blog_posts_by_category ON blog_posts (category_id, published_on DESC);
CREATE INDEX blog_posts_by_blogger ON blog_posts (blogger_id, published_on DESC);
-- A post exists in the languages it has texts in (at least one); its slug
-- differs per language. The body is HTML, sanitised on read (core 5).
CREATE TABLE blog_post_texts (
  post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  language TEXT NOT NULL,
  slug TEXT NOT NULL,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL DEFAULT '',
  hero_alt TEXT NOT NULL DEFAULT '',
  body_html TEXT NOT NULL,
  PRIMARY KEY (post_id, language),
  UNIQUE (language, slug)
);

-- The models a post is about: the post shows them as product cards, and the
-- product page's Guides tab lists the posts of its model.
CREATE TABLE blog_post_models (
  post_id INTEGER NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
  model_id INTEGER NOT NULL REFERENCES product_models(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (post_id, model_id)
);
CREATE INDEX blog_post_models_by_model ON blog_post_models (model_id);

-- The guides of migration 0004 were a title and any URL per model and
-- language, not posts: nothing to carry over. The Guides tab reads the links above.
DROP TABLE model_blog_posts;
