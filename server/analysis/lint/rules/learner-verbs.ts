// Verb groups a learner builds from two helpers where English has one: "don't are" (aren't),
// "didn't was" (wasn't), "we don't gonna" (aren't going to); and a bare verb after a preposition,
// "for not be" and "before take a choice" (being, taking: after a preposition the verb takes -ing).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, next, prev, type RuleHit, defineRule } from './types';
import { ingForm } from './verb-patterns';
import { wordTable } from '../../word-table';

const DO_FORM = /^(?:do|does|did)$/;
const NOT = /^(?:not|n't|n’t)$/;
// "be" after "do not": its negative is "be" + not.
const BE_NOT: Record<string, string> = wordTable({
  is: "isn't",
  are: "aren't",
  was: "wasn't",
  were: "weren't",
  am: 'am not',
});
// The form of "be" a pronoun subject takes before "not going to".
const GOING_NOT: Record<string, string> = wordTable({
  i: "I'm not",
  you: "you aren't",
  we: "we aren't",
  they: "they aren't",
  he: "he isn't",
  she: "she isn't",
  it: "it isn't",
});

/** "they don't are", "he didn't was", "we don't gonna": "do" + not before "be" or "going to". */
export function doBeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const d = toks[i]!;
    const n = next(essay, i);
    const v = next(essay, i, 2);
    if (!n || !v || !DO_FORM.test(d.lower) || d.pos !== 'AUX' || !NOT.test(n.lower)) continue;
    if (v.text !== v.lower) continue;
    const be = BE_NOT[v.lower];
    if (be) {
      // "Don't are": the "be" form agrees with the subject already; keep it and negate it.
      // The writer's apostrophe: "don’t are" -> "aren’t".
      const fix = (d.lower === 'did' && v.lower === 'are' ? "weren't" : be).replace(
        "'",
        n.text.includes('’') ? '’' : "'",
      );
      out.push(
        hit(
          'do-be',
          'grammar',
          'Verb form',
          d.start,
          v.end,
          `"Be" makes its own negative: write "${fix}", without "${d.text}".`,
          [casedLike(fix, d.text)],
        ),
      );
      continue;
    }
    const going = v.lower === 'gonna' || (v.lower === 'going' && next(essay, i, 3)?.lower === 'to');
    const s = prev(essay, i);
    const subject = s ? GOING_NOT[s.lower] : undefined;
    if (!going || !subject || d.lower === 'did') continue;
    const end = v.lower === 'gonna' ? v.end : next(essay, i, 3)!.end;
    const fix = `${casedLike(subject, s!.text)} going to`;
    out.push(
      hit(
        'do-going',
        'grammar',
        'Verb form',
        s!.start,
        end,
        `"Going to" is negated with "be": write "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const doBe = defineRule({
  id: 'do-be',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"they don\'t are", "he didn\'t was", "we don\'t gonna": "do" + not before "be" or "going to".',
  after: ['missing-final-punct', 'subject-verb'],
  examples: {
    wrong: [
      ["We don't gonna stop until we win.", "We aren't going to stop until we win."],
      ["My cousin didn't was at the party.", "My cousin wasn't at the party."],
    ],
    right: ['I was a child when we moved.', 'I was like, what just happened?'],
  },
  run: doBeRule,
});

// Bare verbs after "for not" that are never nouns ("for not study" is a verb; "for not failure"
// is a different slip).
// Verbs the tagger reads as nouns after "not" ("for not study", "for not use").
const NOUN_VERB = new Set(
  'study use work keep help need attend finish try care waste change learn play call give follow stop lose miss spend pay'.split(
    ' ',
  ),
);
const isBareVerb = (t: { pos: string; lemma: string; lower: string; text: string }) =>
  (t.pos === 'VERB' ||
    (t.pos === 'AUX' && /^(?:be|have|do)$/.test(t.lower)) ||
    (t.pos === 'NOUN' && NOUN_VERB.has(t.lower))) &&
  t.lemma === t.lower &&
  t.text === t.lower &&
  !/(?:ing|ed)$/.test(t.lower);

/** "thanks for not be late" -> "for not being": after a preposition the verb takes -ing. */
export function prepositionNotRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const p = toks[i]!;
    const n = next(essay, i);
    const v = next(essay, i, 2);
    if (!/^(?:for|of|about|by|without)$/.test(p.lower) || n?.lower !== 'not' || !v || !isBareVerb(v))
      continue;
    // "for not only ... but": the object follows; "as for not" is fine only with a noun.
    const after = next(essay, i, 3);
    if (!after || !/^(?:DET|PRON|ADP|ADV|ADJ|NOUN|PART|NUM|PUNCT|VERB|CCONJ)$/.test(after.pos)) continue;
    const fix = ingForm(v.lower);
    out.push(
      hit(
        'preposition-not-base',
        'grammar',
        'Verb form',
        v.start,
        v.end,
        `After "${p.text} not", the verb takes -ing: "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const prepositionNot = defineRule({
  id: 'preposition-not-base',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"thanks for not be late" -> "for not being": after a preposition the verb takes -ing.',
  examples: {
    wrong: [
      ['I apologize for not be there on time.', 'I apologize for not being there on time.'],
      ['He had no excuse for not study for the test.', 'He had no excuse for not studying for the test.'],
    ],
    right: ['You wont be sorry.', 'Maybe its our faces.'],
  },
  run: prepositionNotRule,
});

// Prepositions a verb after which takes -ing ("before taking", "without saying"); "to" is not one.
const ING_AFTER_OR_INSTEAD = /^(?:before|after|without|by|about|of|for|instead)$/;
const NOUN_TOO_AFTER_PREPOSITION = /^(?:course|school|question|play|map|class|work|home|time|use|help|love)$/;
const OBJECT_START =
  /^(?:the|a|an|my|his|her|our|their|your|this|that|these|those|me|him|us|them|it|some|any)$/;

/**
 * "before take a choice", "after finish my homework", "without say a word": after a preposition
 * the verb takes -ing. Only a verb the tagger reads as a verb, with its object right after it
 * ("after school", "for help" and "before you go" have no verb in that place).
 */
export function prepositionBaseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const p = toks[i]!;
    const v = next(essay, i);
    const o = next(essay, i, 2);
    if (!ING_AFTER_OR_INSTEAD.test(p.lower) || p.pos !== 'ADP' || !v || !o || v.pos !== 'VERB') continue;
    if (
      v.lemma !== v.lower ||
      v.text !== v.lower ||
      /(?:ing|ed)$/.test(v.lower) ||
      !OBJECT_START.test(o.lower)
    )
      continue;
    // ("instead" needs its "of": "instead of go"; "could of become" is "could have", "sort of lose"
    // an adverb; "of course my", "after school my" and "without question my" are nouns)
    if (p.lower === 'instead' || NOUN_TOO_AFTER_PREPOSITION.test(v.lower)) continue;
    const before = prev(essay, i)?.lower ?? '';
    if (p.lower === 'of' && /^(?:could|would|should|must|might|may|will|sort|kind)$/.test(before)) continue;
    if (p.lower === 'about' && /^(?:just|almost)$/.test(before)) continue; // "can just about get"
    const fix = ingForm(v.lower);
    out.push(
      hit(
        'preposition-base',
        'grammar',
        'Verb form',
        v.start,
        v.end,
        `After "${p.text}", the verb takes -ing: "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const prepositionBase = defineRule({
  id: 'preposition-base',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"before take a choice", "after finish my homework", "without say a word": after a preposition the verb takes -ing. Only a verb the tagger reads as a verb, with its object right after it ("after school", "for help" and "before you go" have no verb in that place).',
  examples: {
    wrong: [
      ['She left without say a word.', 'She left without saying a word.'],
      ['After finish my homework, I went out.', 'After finishing my homework, I went out.'],
    ],
    right: ['Say them to yourself.', 'I did not say anything.'],
  },
  run: prepositionBaseRule,
});

/** The present of "be" for a pronoun subject ("I am", "he is"). */
export const BE_FOR: Readonly<Record<string, string>> = wordTable({
  i: 'am',
  you: 'are',
  we: 'are',
  they: 'are',
  he: 'is',
  she: 'is',
});

/** "while you writing", "if you planning to", "I going to": an -ing verb needs its "be". */
export function missingBeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const p = toks[i]!;
    // "they not going to": the "not" stays after the "be" ("they are not going").
    const negated = next(essay, i)?.lower === 'not';
    const v = next(essay, i, negated ? 2 : 1);
    const be = BE_FOR[p.lower];
    if (!be || !v || (p.text !== p.lower && p.text !== 'I' && prev(essay, i))) continue;
    if (v.pos !== 'VERB' || !/^\p{Ll}+ing$/u.test(v.text) || v.lemma === v.lower) continue;
    if (/^(?:being|having)$/.test(v.lower) || !/^ +(?:not +)?$/.test(essay.text.slice(p.end, v.start)))
      continue;
    // "I saw you running", "for you waiting", "are you going": there the pronoun is an object or
    // follows its helper.
    const b = prev(essay, i);
    if (
      b &&
      !(
        b.pos === 'SCONJ' ||
        b.pos === 'PUNCT' ||
        // "If you fail again you going to learn": an adverb ends the clause before.
        (b.pos === 'ADV' && !/^(?:not|never|also|just|still)$/.test(b.lower)) ||
        /^(?:because|if|when|while|as|since|so|but|and|then|now)$/.test(b.lower)
      )
    )
      continue;
    const fix = `${p.text} ${be} ${negated ? 'not ' : ''}${v.text}`;
    out.push(
      hit('missing-be', 'grammar', 'Verb form', p.start, v.end, `The -ing form needs "${be}": "${fix}".`, [
        fix,
      ]),
    );
  }
  return out;
}

export const missingBe = defineRule({
  id: 'missing-be',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"while you writing", "if you planning to", "I going to": an -ing verb needs its "be".',
  examples: {
    wrong: [
      ['They not going to pass that class.', 'They are not going to pass that class.'],
      ['If you fail again you going to learn.', 'If you fail again you are going to learn.'],
    ],
    right: ['Are you going home after practice?', 'I saw you running.'],
  },
  run: missingBeRule,
});
