-- A fingerprint of what was analysed (SHA-256 of the essay and its options, never the essay itself), so a
-- format conversion of an essay the user reviewed in the last 24 hours reuses that review instead of
-- being charged again (server/services/analysisRunner.ts).
ALTER TABLE analyses ADD COLUMN input_sha256 text;
CREATE INDEX analyses_user_input_idx ON analyses (user_id, input_sha256, created_at DESC) WHERE input_sha256 IS NOT NULL;
