-- Exactly-once accounting and stream intent (issue 33, part B).

-- A reserved unit is a lease: usage_months.*_used counts it from the moment it is taken, and the lease row
-- says it is still in flight. It ends exactly once, in one statement or transaction that deletes the row:
-- a stored result (the analyses row below names the lease) or a refund. A server killed mid-review stops
-- renewing its leases; once expired, any instance's sweeper refunds them. So at every moment, per user,
-- month and kind: *_used = analyses charged for it + leases in flight.
CREATE TABLE usage_leases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month date NOT NULL,
  kind text NOT NULL CHECK (kind IN ('basic', 'premium')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX usage_leases_expires_idx ON usage_leases (expires_at);
CREATE INDEX usage_leases_user_idx ON usage_leases (user_id);

-- What a stored review was charged (null: free, e.g. premium fell back with no basic unit left) and which
-- lease it settled, so a completion retried after a lost COMMIT reply finds its row instead of charging twice.
ALTER TABLE analyses ADD COLUMN charged_kind text CHECK (charged_kind IN ('basic', 'premium'));
ALTER TABLE analyses ADD COLUMN charged_month date;
ALTER TABLE analyses ADD COLUMN lease_id uuid;
CREATE UNIQUE INDEX analyses_lease_idx ON analyses (lease_id) WHERE lease_id IS NOT NULL;

-- GET /analyze/stream starts only with a one-time token that a same-origin POST created. Stored here (only
-- a SHA-256 of the token) so any instance can redeem it; the row, essay included, is deleted when redeemed
-- or expired.
CREATE TABLE analysis_stream_tokens (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  request jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX analysis_stream_tokens_expires_idx ON analysis_stream_tokens (expires_at);
