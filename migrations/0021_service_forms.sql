-- Questions, corporate forms and newsletters (issue 16 item 6): what the
-- /ask/, /corporate-info-form/ and /enterprise/ forms sent, and the
-- corporate and forest newsletters' double opt-in subscriptions with the
-- consent each rests on.

-- One submitted form. reference is what the sender quotes ('Q', 'B' or 'E'
-- and 8 random digits); fields holds the form as sent (JSON), so a later
-- form change needs no migration. client_key is the sender's address as the
-- rate limits count it (an IPv6 address by its /64).
CREATE TABLE form_submissions (
  id INTEGER PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('ask', 'corporate_info', 'enterprise')),
  reference TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL,
  fields TEXT NOT NULL DEFAULT '{}',
  client_key TEXT NOT NULL DEFAULT '',
  site_origin TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX form_submissions_form ON form_submissions (form, created_at);
CREATE INDEX form_submissions_email ON form_submissions (email);

-- One address on one list. status: 'pending' until the mailed link is
-- confirmed, 'confirmed', or 'unsubscribed' (signing up again makes it
-- pending again). The consent is the sign-up's: the version id of the
-- consent text shown (its text is newsletter.consent.{version} in the
-- dictionary), the language it was shown in and when it was given; the
-- confirmation and the withdrawal have their own times.
CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY,
  list TEXT NOT NULL CHECK (list IN ('corporate', 'forest')),
  email TEXT NOT NULL COLLATE NOCASE,
  name TEXT NOT NULL DEFAULT '',
  company TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  consent_version TEXT NOT NULL,
  consent_language TEXT NOT NULL,
  consented_at TEXT NOT NULL,
  confirmed_at TEXT,
  unsubscribed_at TEXT,
  site_origin TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (list, email)
);
CREATE INDEX newsletter_subscriptions_pending ON newsletter_subscriptions (status, updated_at) WHERE status = 'pending';

-- The mails' link tokens, only as SHA-256 (decision 019). A confirm token
-- expires; an unsubscribe token does not (every newsletter mail carries one
-- of its own, and a link in an old mail must still work). Unsubscribing
-- deletes the subscription's confirm tokens, so an old confirm link cannot
-- subscribe it again.
CREATE TABLE newsletter_tokens (
  token_hash TEXT PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES newsletter_subscriptions(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  created_at TEXT NOT NULL,
  expires_at TEXT
) WITHOUT ROWID;
CREATE INDEX newsletter_tokens_subscription ON newsletter_tokens (subscription_id, purpose);

-- The consent record (GDPR art. 7(1): the shop must be able to show the
-- consent): every sign-up, confirmation and withdrawal, never updated, so a
-- re-subscription does not overwrite what an earlier consent said.
CREATE TABLE newsletter_consent_events (
  id INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES newsletter_subscriptions(id) ON DELETE CASCADE,
  action TEXT NOT NULL CHECK (action IN ('given', 'confirmed', 'withdrawn')),
  consent_version TEXT NOT NULL,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX newsletter_consent_events_subscription ON newsletter_consent_events (subscription_id, id);
