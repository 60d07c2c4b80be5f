-- Refunds and lookup limits (issue 6, decision 011).

-- Money reported paid for a payment already cancelled or failed (its goods
-- released): the payment keeps its status and is marked here, once, so a
-- refund is made from the row rather than from a log line. The provider's
-- reference and the amount to give back are already on the row.
ALTER TABLE payments ADD COLUMN needs_refund_at TEXT;
CREATE INDEX payments_needs_refund ON payments (needs_refund_at) WHERE needs_refund_at IS NOT NULL;

-- PayPal's webhook names the PayPal order (supplementary_data.related_ids.order_id)
-- when a capture carries no custom_id of ours.
CREATE INDEX payments_provider_reference ON payments (provider, provider_reference);

-- Fixed-window request counts of the guessable-secret endpoints (order lookup,
-- order view by token), per client and endpoint: one upsert per request.
-- window_start is in seconds since the epoch; old windows are deleted now and then.
CREATE TABLE rate_limits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
) WITHOUT ROWID;
CREATE INDEX rate_limits_window ON rate_limits (window_start);
