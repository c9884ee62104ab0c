// Harper's lints are read with lint() (cheap) and named by rule in one organizedLints call over all
// the flagged sentences of an essay (lint/harper.ts nameLints). A student sees each sentence's
// findings exactly as harper gives them for that sentence alone, rule names included.
import { describe, expect, it } from 'vitest';
import { getHarper } from '../../../server/analysis/nlp/resources';
import { lintChunk, lintUnnamed, nameLints } from '../../../server/analysis/lint/harper';

// The last two read differently as one paragraph of a longer text than alone (harper's lints
// change), so they have to be named one by one.
const SENTENCES = [
  'the teachers has to help us.',
  'Its a nice day for a walk.',
  'we should of gone home earlier.',
  'I went to the store and buyed milk',
  'the schould have to help.',
  'kids usualy strugle through stuff.',
];

describe('naming harper lints together', () => {
  it('gives every sentence the lints and rule names it gets when linted alone', async () => {
    const linter = await getHarper();
    const found = [];
    for (const text of SENTENCES) found.push({ text, lints: await lintUnnamed(linter, text) });
    const named = await nameLints(linter, found);
    const alone = [];
    for (const text of SENTENCES) alone.push(await lintChunk(linter, text));
    expect(named).toEqual(alone);
    expect(new Set(named.flat().map((l) => l.rule))).toContain('SpellCheck');
  }, 60_000);
});
