-- Accounts and sessions (issue 3).

-- Fixed-window counters for brute-force and mail limits. Kept in PostgreSQL so every server process
-- shares them. Keys never contain raw e-mail addresses (they are hashed).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  points integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at);

-- "End every other session of this user" (password reset/update) looks sessions up by user.
CREATE INDEX session_user_id_idx ON session ((sess ->> 'userId'));

-- After a recovery link is exchanged, the browser holds a short-lived recovery grant (the access_token
-- cookie); it is stored like the e-mail tokens: hashed, single-use, expiring.
ALTER TABLE auth_tokens DROP CONSTRAINT auth_tokens_kind_check;
ALTER TABLE auth_tokens
  ADD CONSTRAINT auth_tokens_kind_check CHECK (kind IN ('signup', 'recovery', 'recovery_session'));
