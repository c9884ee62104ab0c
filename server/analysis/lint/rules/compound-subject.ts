// Two subjects joined by "and" take a plural verb: "My friends and I was shocked" (were), "My mom
// and dad was happy" (were), "John and Mary was late" (were). Only people, animals and groups
// (pronouns, names, nouns WordNet files as beings), so one-thing pairs ("macaroni and cheese is",
// "rock and roll is") never match; "each boy and girl is" is singular and passes, and two names
// before a noun phrase ("Romeo and Juliet is a tragedy") may be one title.
import { SUBJECTS_THAT_AGREE } from './lookalikes.table';
import type { ParsedEssay, Token } from '../../nlp/parse';
import { canAct } from '../../lexicon/wordnet';
import { casedLike, hit, type RuleHit, defineRule } from './types';
import { opensClause, phraseStart, SINGULAR_VERB } from './subject-phrase';

const PERSON_PRONOUN = /^(?:i|me|he|him|she|her|you|we|us|they|them)$/;

/** Where the conjunct ending at `k` starts, and whether it names someone; undefined if neither. */
function conjunct(toks: readonly Token[], k: number): { start: number; name: boolean } | undefined {
  const t = toks[k];
  if (!t) return undefined;
  if (t.pos === 'PRON' && PERSON_PRONOUN.test(t.lower)) return { start: k, name: false };
  if (t.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(t.text))
    return { start: phraseStart(toks, k), name: true };
  if (t.pos === 'NOUN' && canAct(t.lemma || t.lower)) return { start: phraseStart(toks, k), name: false };
  return undefined;
}

export function compoundSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 3; i < toks.length; i++) {
    const v = toks[i]!;
    const fix = SINGULAR_VERB.get(v.lower);
    if (!fix || (v.pos !== 'AUX' && v.pos !== 'VERB')) continue;
    const right = conjunct(toks, i - 1);
    const and = right && toks[right.start - 1];
    if (!right || and?.lower !== 'and' || and.sentence !== v.sentence) continue;
    const left = conjunct(toks, right.start - 2);
    if (!left || toks[left.start]!.sentence !== v.sentence) continue;
    // "Each boy and girl is", "Every teacher and student has": one at a time.
    if (/^(?:each|every|neither|either)$/.test(toks[left.start]!.lower)) continue;
    if (!opensClause(toks, left.start, right.start - 2)) continue;
    const after = toks[i + 1];
    if (left.name && right.name && (!after || /^(?:DET|NUM|PRON)$/.test(after.pos))) continue;
    const subject = essay.text.slice(toks[left.start]!.start, toks[i - 1]!.end);
    const cased = casedLike(fix, v.text);
    out.push(
      hit(
        'subject-verb',
        'grammar',
        'Agreement',
        v.start,
        v.end,
        `"${subject}" is two subjects joined by "and": write "${cased}".`,
        [cased],
      ),
    );
  }
  return out;
}

export const compoundSubject = defineRule({
  id: 'compound-subject',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'Two subjects joined by "and" take a plural verb ("John and Mary was" -> "were").',
  after: ['be-base'],
  examples: {
    wrong: [
      ['John and Mary was late.', 'John and Mary were late.'],
      ['My brother and I is close.', 'My brother and I are close.'],
      ['My friends and I was shocked.', 'My friends and I were shocked.'],
      ['My mom and dad has always supported me.', 'My mom and dad have always supported me.'],
    ],
    right: ['He is 6" tall.', 'I was so happy!', ...SUBJECTS_THAT_AGREE],
  },
  run: compoundSubjectRule,
});
