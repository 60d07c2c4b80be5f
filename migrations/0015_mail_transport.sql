-- The mail transport (issue 15 item 8, decision 020). An outbox row records
-- which transport delivered it and the provider's message id; a failed try
-- leaves its error. sending_since is the claim of a consumer that is sending
-- the row right now (a lease: a claim older than its length is free again),
-- so two deliveries of one row never send it at the same time. Rows marked
-- sent before the transport existed keep transport NULL.
ALTER TABLE outbox_emails ADD COLUMN transport TEXT;
ALTER TABLE outbox_emails ADD COLUMN provider_message_id TEXT;
ALTER TABLE outbox_emails ADD COLUMN last_error TEXT;
ALTER TABLE outbox_emails ADD COLUMN sending_since TEXT;

-- Back-in-stock notices (decision 020) link to the product on the host the
-- shopper signed up on: its origin, kept with the sign-up. NULL for older
-- rows: their links go to the brand host of the sign-up's language.
ALTER TABLE stock_notifications ADD COLUMN site_origin TEXT;
