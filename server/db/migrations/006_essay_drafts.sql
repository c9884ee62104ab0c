-- Drafts of one essay (issue 35). A review keeps the essay text it reviewed, so two drafts can be
-- compared word by word, and the essay it is a draft of: essay_id is the id of that essay's first
-- review. draft_source says how it was grouped: its essay's first draft, the same title, similar
-- text (both automatic) or the student's own choice.
ALTER TABLE analyses ADD COLUMN essay_text text;
ALTER TABLE analyses ADD COLUMN essay_id uuid;
ALTER TABLE analyses ADD COLUMN draft_source text
  CHECK (draft_source IN ('first', 'title', 'similarity', 'student'));
UPDATE analyses SET essay_id = id, draft_source = 'first' WHERE essay_id IS NULL;
CREATE INDEX analyses_user_essay_idx ON analyses (user_id, essay_id, created_at);
