-- Base schema. Later migrations add to it; never edit an applied migration.

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  -- Lower-cased, trimmed e-mail: the identity used for lookups and uniqueness.
  email_normalized text NOT NULL UNIQUE,
  username text NOT NULL,
  full_name text,
  password_hash text NOT NULL,
  plan_type text NOT NULL DEFAULT 'free' CHECK (plan_type IN ('free', 'pro', 'premium', 'admin')),
  email_confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- connect-pg-simple's table (its default name and shape).
CREATE TABLE session (
  sid varchar NOT NULL PRIMARY KEY,
  sess json NOT NULL,
  expire timestamp(6) NOT NULL
);
CREATE INDEX session_expire_idx ON session (expire);

-- Single-use e-mail tokens; only a SHA-256 of the token is stored.
CREATE TABLE auth_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('signup', 'recovery')),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_tokens_user_kind_idx ON auth_tokens (user_id, kind);

CREATE TABLE analyses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  essay_title text NOT NULL,
  is_premium boolean NOT NULL DEFAULT false,
  overall_score integer NOT NULL,
  export_count integer NOT NULL DEFAULT 0,
  analysis_data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analyses_user_created_idx ON analyses (user_id, created_at DESC);

-- One row per user per calendar month (UTC). Bonus columns hold granted top-up credits.
CREATE TABLE usage_months (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month date NOT NULL,
  basic_used integer NOT NULL DEFAULT 0,
  premium_used integer NOT NULL DEFAULT 0,
  basic_bonus integer NOT NULL DEFAULT 0,
  premium_bonus integer NOT NULL DEFAULT 0,
  credit_request_count integer NOT NULL DEFAULT 0,
  last_credit_request_at timestamptz,
  PRIMARY KEY (user_id, month)
);

CREATE TABLE product_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  feedback_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
