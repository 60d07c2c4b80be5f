-- Unpaid orders time out and unsent emails are sent again (decision 011,
-- "Timeouts"): the scheduled job (worker/scheduled.ts) runs every 5 minutes.

-- The job reads only pending payments, oldest first; settled ones are most of the table.
CREATE INDEX payments_pending ON payments (created_at) WHERE status = 'pending';
-- When the job last asked the provider about a payment it then left waiting
-- (provider unreachable, money still on its way): the next runs take the
-- ones asked longest ago first, so a few stuck payments never starve the rest.
ALTER TABLE payments ADD COLUMN timeout_checked_at TEXT;

-- Each time the job hands an unsent email to the Queue again: a row that
-- keeps failing is retried with growing pauses and given up after 10 tries.
ALTER TABLE outbox_emails ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE outbox_emails ADD COLUMN last_attempt_at TEXT;
CREATE INDEX outbox_emails_unsent ON outbox_emails (created_at) WHERE sent_at IS NULL;
