// Word classes live in one module (server/analysis/lexicon/word-classes.ts): no two files of the
// rule system define an upper-case word list under the same name, since two lists called BE with
// different words made "a form of be" mean different things in different rules. A list that
// differs on purpose gets a name that says how (PERSON_SUBJECTS has no "it").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBeForm, isModal, isSubjectPronoun } from '../../../server/analysis/lexicon/word-classes';

const ROOT = new URL('../../../server/analysis/', import.meta.url).pathname;
const SCANNED = ['lint', 'spell', 'lexicon', 'analyzers/grammar.ts', 'analyzers/spelling.ts'];

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full).flatMap((f) => files(join(path, f)));
}

function definedIn(): Map<string, string[]> {
  const where = new Map<string, string[]>();
  for (const file of SCANNED.flatMap(files).filter((f) => f.endsWith('.ts')))
    for (const m of readFileSync(file, 'utf8').matchAll(/^(?:export )?const ([A-Z][A-Z0-9_]+) =/gm)) {
      const list = where.get(m[1]!) ?? [];
      if (!list.includes(file)) list.push(file.slice(ROOT.length));
      where.set(m[1]!, list);
    }
  return where;
}

describe('word classes', () => {
  it('are not defined twice under one name', () => {
    const twice = [...definedIn()].filter(([, list]) => list.length > 1);
    expect(Object.fromEntries(twice)).toEqual({});
  });

  it('keep the common classes in one module only', () => {
    const where = definedIn();
    for (const name of [
      'BE',
      'SUBJECT',
      'OBJECT',
      'OWNER',
      'POSSESSIVE',
      'MODAL',
      'MODALS',
      'PRONOUN',
      'WH',
      'DO',
    ])
      expect(where.get(name) ?? [], name).toEqual(name === 'MODALS' ? ['lexicon/word-classes.ts'] : []);
  });

  it('answer for the words a rule asks about', () => {
    expect([isBeForm('been'), isBeForm('bee'), isModal('might'), isModal('mighty')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect([isSubjectPronoun('they'), isSubjectPronoun('them')]).toEqual([true, false]);
  });
});
