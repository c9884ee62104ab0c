-- Pre-hijack-proof sign-up (issue 33). Each sign-up for an unconfirmed address is its own pending
-- registration: its confirmation token carries the hash of the password (and the username) it was made
-- with, so a later sign-up never replaces the password of an earlier one. The link confirms the account
-- with its own password only, and only for someone who proves they chose it: the browser that signed up
-- (browser_hash, the SHA-256 of an HttpOnly cookie set at sign-up) or whoever types that password.
ALTER TABLE auth_tokens ADD COLUMN password_hash text;
ALTER TABLE auth_tokens ADD COLUMN username text;
ALTER TABLE auth_tokens ADD COLUMN browser_hash text;

-- Password guesses per account, whatever address they come from: after a few free failures each further
-- guess waits a growing delay (not a lockout). Keyed by a hash of the normalised e-mail, so a guess at
-- sign-in, at a confirmation link or at "change password" draws on one budget. Forgotten a day after the
-- last guess, or at a successful one.
CREATE TABLE password_guesses (
  account_key text PRIMARY KEY,
  failures integer NOT NULL,
  next_allowed_at timestamptz NOT NULL,
  forget_at timestamptz NOT NULL
);
CREATE INDEX password_guesses_forget_at_idx ON password_guesses (forget_at);

-- Links mailed before this migration: the old code kept one live link per address, made with the
-- account's current password, so bind each to that password.
UPDATE auth_tokens t SET password_hash = u.password_hash, username = u.username
  FROM users u
 WHERE t.user_id = u.id AND t.kind = 'signup' AND t.used_at IS NULL;
