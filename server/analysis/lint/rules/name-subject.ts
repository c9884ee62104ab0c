// A person's name with a plural verb: "Thomas Jefferson are intelligent because he …". Only a
// name of two or three capitalised words that opens its sentence, and only when "he" or "she"
// (or "his", "her") follows soon after, so the name is one person: team and band names ("Real
// Madrid are", British usage) and places ("the United States are") are left alone.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { firstWordIndex, hit, next, prev, thirdPerson, type RuleHit, defineRule } from './types';
import { presentOrPast } from './past-or-present';
import { wordTable } from '../../word-table';

const PLURAL_VERB: Readonly<Record<string, string>> = wordTable({
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
});
const HE_OR_SHE_FORMS = /^(?:he|she|his|her|him|himself|herself)$/;
const NAME_WORD = /^\p{Lu}\p{Ll}+$/u;
const FREQUENCY = /^(?:always|usually|often|sometimes|never|rarely|seldom|constantly|also)$/;

/** The card for a verb that must agree with one named person. */
const onePerson = (v: Token, name: string, advice: string, fixes: string[]) =>
  hit('name-subject', 'grammar', 'Agreement', v.start, v.end, `"${name}" is one person: ${advice}.`, fixes);

export function nameSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    let k = i;
    while (k < s.tokenEnd && k - i < 3 && toks[k]!.pos === 'PROPN' && NAME_WORD.test(toks[k]!.text)) k++;
    const v = toks[k];
    if (k - i < 2 || !v || k >= s.tokenEnd) continue;
    const fix = v.text === v.lower ? PLURAL_VERB[v.lower] : undefined;
    if (!fix) continue;
    const soon = toks.slice(k + 1, Math.min(toks.length, k + 16));
    if (!soon.some((t) => HE_OR_SHE_FORMS.test(t.lower))) continue;
    if (soon.some((t) => /^(?:they|them|their)$/.test(t.lower))) continue;
    out.push(onePerson(v, essay.text.slice(toks[i]!.start, toks[k - 1]!.end), `write "${fix}"`, [fix]));
  }
  return out;
}

export const nameSubject = defineRule({
  id: 'name-subject',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'A person\'s name is one person: "Thomas Jefferson are" -> "is".',
  examples: {
    wrong: [
      [
        'Thomas Jefferson are intelligent because he studied law.',
        'Thomas Jefferson is intelligent because he studied law.',
      ],
    ],
    right: ['I could care more.', 'I hop you are well.'],
  },
  run: nameSubjectRule,
});

// A title says the name after it is one person ("Ms. Carter", "Coach Reyes").
const TITLE = /^(?:mr|mrs|ms|dr|miss|coach|professor)\.?$/;
// What may stand before a titled name that is a clause's subject: the sentence's start, a noun
// it renames ("my teacher Ms. Carter"), a comma or a word that opens a clause (not "and": "Ms.
// Carter and Mr. Lee teach" is two people).
const BEFORE_SUBJECT = /^(?:,|but|so|then|when|because|that|after|before|until|since|if)$/;

/** "My teacher Ms. Carter ask me", "Mr. Lee give us homework": one person, so the verb takes -s. */
export function titledNameVerbRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const title = toks[i]!;
    if (!TITLE.test(title.lower) || !/^\p{Lu}/u.test(title.text)) continue;
    const before = prev(essay, i);
    if (before && !BEFORE_SUBJECT.test(before.lower) && before.pos !== 'NOUN') continue;
    let k = i + 1;
    while (k < i + 3 && next(essay, k - 1) && toks[k]!.pos === 'PROPN' && NAME_WORD.test(toks[k]!.text)) k++;
    if (k === i + 1) continue;
    const name = essay.text.slice(title.start, toks[k - 1]!.end);
    if (FREQUENCY.test(toks[k]?.lower ?? '') && toks[k]!.pos === 'ADV') k++;
    const v = next(essay, k - 1);
    const after = next(essay, k);
    if (!v || !after || v.pos !== 'VERB' || v.lower !== v.lemma || v.text !== v.lower) continue;
    if (thirdPerson(v.lower) === v.lower || !/^(?:PRON|DET|ADP|PART)$/.test(after.pos)) continue;
    const { fixes, advice } = presentOrPast(essay, v, thirdPerson(v.lower));
    out.push(onePerson(v, name, advice, fixes));
  }
  return out;
}

export const titledNameVerb = defineRule({
  id: 'titled-name-verb',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"My teacher Ms. Carter ask me", "Mr. Lee give us homework": one person, so the verb takes -s.',
  examples: {
    wrong: [
      ['Mr. Lee give us homework every day.', 'Mr. Lee gives us homework every day.'],
      ['Dr. Patel always explain the results to them.', 'Dr. Patel always explains the results to them.'],
    ],
    right: ['Who did you give it to?', 'He explained the problem to me.'],
  },
  run: titledNameVerbRule,
});
