// Clauses a learner builds without a piece English needs: the subject of "Am not sure" (I am not)
// and of "because helps people" (because it helps), the "it" of "For me is important to" (for me,
// it is), and "be" where the writer used "do" with an adjective ("He did not afraid": was not).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, firstWordIndex, hit, isPlural, next, prev, type RuleHit, defineRule } from './types';

/** "Am not stating my view", "Am very happy": a sentence that starts with "am" but asks nothing. */
export function missingISubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    const am = essay.tokens[i];
    const n = next(essay, i);
    // "Am I right?": a question puts the subject after the verb.
    if (!am || am.lower !== 'am' || !n || n.pos === 'PRON' || n.pos === 'PROPN' || /\?\s*$/.test(s.text))
      continue;
    // ("success? I am agreed": the tagger may start the sentence after its "I".)
    if (/\bI\s*$/.test(essay.text.slice(Math.max(0, am.start - 3), am.start))) continue;
    out.push(
      hit(
        'missing-i',
        'grammar',
        'Missing subject',
        am.start,
        am.end,
        'The sentence needs its subject: "I am".',
        [casedLike('I am', am.text)],
      ),
    );
  }
  return out;
}

export const missingISubject = defineRule({
  id: 'missing-i',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"Am not stating my view", "Am very happy": a sentence that starts with "am" but asks nothing.',
  after: ['be-base'],
  examples: {
    wrong: [
      ['Am not saying every rule is wrong.', 'I am not saying every rule is wrong.'],
      ['am think', 'I am think'],
    ],
    right: ['I came, I saw.', 'Why do we dream?'],
  },
  run: missingISubjectRule,
});

const OBJECT_PRONOUN_OR_GROUP = /^(?:me|us|him|her|them|everyone|everybody|students|people)$/;

/** "For me is very important to…" -> "For me, it is": the clause needs "it" as its subject. */
export function forMeIsRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    const f = essay.tokens[i];
    const who = next(essay, i);
    const be = next(essay, i, 2);
    if (
      f?.lower !== 'for' ||
      !who ||
      !OBJECT_PRONOUN_OR_GROUP.test(who.lower) ||
      !be ||
      !/^(?:is|was)$/.test(be.lower)
    )
      continue;
    // "For me is the hardest part" has its subject after the verb; an adjective and "to" or
    // "that" after it is the learner's "it is important to".
    const k = next(essay, i, 3)?.pos === 'ADV' ? 4 : 3;
    const adj = next(essay, i, k);
    const then = next(essay, i, k + 1);
    if (adj?.pos !== 'ADJ' || !then || !/^(?:to|that)$/.test(then.lower)) continue;
    out.push(
      hit(
        'for-me-is',
        'grammar',
        'Missing subject',
        who.start,
        be.end,
        `The clause needs a subject: "${who.text}, it ${be.text}".`,
        [`${who.text}, it ${be.text}`],
      ),
    );
  }
  return out;
}

export const forMeIs = defineRule({
  id: 'for-me-is',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"For me is very important to…" -> "For me, it is": the clause needs "it" as its subject.',
  examples: {
    wrong: [['For me is very important to finish school.', 'For me, it is very important to finish school.']],
    right: ['My name is Sofia.', 'Then he name is John Smith.'],
  },
  run: forMeIsRule,
});

// Adjectives a learner puts after "do" as if they were verbs ("I didn't sure", "he did not afraid").
const STATE_ADJECTIVE =
  /^(?:afraid|scared|sure|ready|able|aware|happy|sad|angry|worried|interested|alive|tired|hungry|busy)$/;
const WERE_SUBJECT = /^(?:we|you|they)$/;

/** "He did not afraid" -> "was not afraid"; "I don't sure" -> "am not sure". */
export function doAdjectiveRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((d, i) => {
    if (!/^(?:do|does|did)$/.test(d.lower)) return;
    const not = next(essay, i);
    const adj = next(essay, i, 2);
    if (!not || !/^(?:not|n't|n’t)$/.test(not.lower) || !adj || !STATE_ADJECTIVE.test(adj.lower)) return;
    const s = prev(essay, i);
    const subject = s?.lower ?? '';
    const plural = WERE_SUBJECT.test(subject) || isPlural(s);
    const be =
      d.lower === 'did'
        ? plural
          ? 'were'
          : 'was'
        : d.lower === 'does'
          ? 'is'
          : subject === 'i'
            ? 'am'
            : 'are';
    const fix = not.lower === 'not' ? `${be} not` : be === 'am' ? 'am not' : `${be}n${not.text.slice(1)}`;
    out.push(
      hit(
        'do-adjective',
        'grammar',
        'Verb form',
        d.start,
        not.end,
        `"${adj.text}" describes a state, so it takes "be": "${fix} ${adj.text}".`,
        [casedLike(fix, d.text)],
      ),
    );
  });
  return out;
}

export const doAdjective = defineRule({
  id: 'do-adjective',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"He did not afraid" -> "was not afraid"; "I don\'t sure" -> "am not sure".',
  examples: {
    wrong: [
      ["I didn't sure about the answer.", "I wasn't sure about the answer."],
      ['They do not afraid of hard work.', 'They are not afraid of hard work.'],
    ],
    right: ["I didn't know what to say.", 'I do not care what they think.'],
  },
  run: doAdjectiveRule,
});

// Words after which a clause must have its own subject before its verb.
const ADVERBIAL_SUBORDINATOR = /^(?:because|since|although|though|if|when|while)$/;

/**
 * "Technology is important because helps people": a clause with no subject before its verb (as
 * in Spanish or Portuguese) -> "because it helps". Only a third-person verb in -s with an object
 * after it, so "because works of art" (a noun) stays out.
 */
export function droppedSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((c, i) => {
    if (!ADVERBIAL_SUBORDINATOR.test(c.lower)) return;
    const v = next(essay, i);
    const after = next(essay, i, 2);
    if (!v || v.pos !== 'VERB' || !/^\p{Ll}+s$/u.test(v.text) || v.lemma === v.lower) return;
    if (!after || !/^(?:DET|PRON|NOUN|PROPN)$/.test(after.pos) || /^(?:i|he|she|we|they)$/.test(after.lower))
      return;
    out.push(
      hit(
        'dropped-subject',
        'grammar',
        'Missing subject',
        v.start,
        v.end,
        `The clause after "${c.text}" needs a subject: "${c.text} it ${v.text}" (or name what ${v.text}).`,
        [`it ${v.text}`],
      ),
    );
  });
  return out;
}

export const droppedSubject = defineRule({
  id: 'dropped-subject',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"Technology is important because helps people": a clause with no subject before its verb (as in Spanish or Portuguese) -> "because it helps". Only a third-person verb in -s with an object after it, so "because works of art" (a noun) stays out.',
  examples: {
    wrong: [
      [
        'Technology matters because helps people stay in touch.',
        'Technology matters because it helps people stay in touch.',
      ],
    ],
    right: ['A friend who helps me is rare.', 'Hard work helps you archieve your goals.'],
  },
  run: droppedSubjectRule,
});
