// Slips common in the writing of English learners that harper lets through: "it release" (it
// releases), "others animals" (other), "informations" (information), "a such" (such a).
import type { ParsedEssay, Token } from '../../nlp/parse';
import {
  adjacent,
  gluedS,
  hit,
  isBareVerb,
  isPlural,
  next,
  thirdPerson,
  type RuleHit,
  defineRule,
} from './types';
import { pastHabitUse } from './past-or-present';

const THIRD = new Set(['he', 'she', 'it']);
// After these a bare verb is right: "let it go", "made her laugh", "did he know", "to".
const BARE_OK = new Set(['VERB', 'AUX', 'PART', 'ADP']);
// Verbs whose past tense is spelled like the base ("then he beat me" is past, not a missing -s).
export const SAME_PAST: ReadonlySet<string> = new Set(
  'cut put set hit let shut spread read hurt cost quit beat bet cast burst upset fit bid split shed broadcast forecast thrust'.split(
    ' ',
  ),
);
// Those, and adjectives the tagger may call verbs ("it easy to" is a missing "is", not a missing -s).
const NOT_BASE = new Set([
  ...SAME_PAST,
  ...'easy hard free open clear clean close fine sure right wrong true fun'.split(' '),
  // "She past the ball": "passed" misspelled (spell/learner-words.ts), not "pasts".
  'past',
  // "he better chill out": "had better", said without its "had".
  'better',
]);
const FREQUENCY_OR_FOCUS = /^(?:never|always|also|still|just|really|usually|often|sometimes|rarely|only)$/;
const AFTER_BARE_VERB_POS = new Set(['DET', 'PRON', 'ADP', 'ADV', 'NUM', 'ADJ', 'PART', 'SCONJ', 'NOUN']);

const isBare = (v: Token) => isBareVerb(v, NOT_BASE);

/**
 * "This" or "that" standing alone as the subject: tagged a pronoun and opening the sentence (or,
 * for "this", a clause after "because", "so", "but", "and"). A "that" inside the sentence is
 * usually relative ("the things that make me happy") and agrees with its noun.
 */
function demonstrativeSubject(toks: readonly Token[], i: number): boolean {
  const p = toks[i]!;
  if (p.pos !== 'PRON' || !/^(?:this|that)$/.test(p.lower)) return false;
  const before = toks[i - 1];
  if (!before || before.sentence !== p.sentence) return true;
  return p.lower === 'this' && /^(?:because|so|but|and)$/.test(before.lower);
}

/** What may follow the verb of "this"/"that": an object, or after "mean" a clause ("That mean they"). */
const demonstrativeObject = (v: Token, after: Token) =>
  (after.pos === 'DET' || after.pos === 'PRON') &&
  (v.lower === 'mean' || !/^(?:i|he|she|we|they)$/.test(after.lower));

/** "because it release", "she want": he, she or it with a verb that lacks its -s. */
export function pronounVerbRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const p = toks[i]!;
    // "he never lose", "she always accomplish": an adverb of frequency may sit in between.
    const skip = FREQUENCY_OR_FOCUS.test(toks[i + 1]?.lower ?? '') ? 1 : 0;
    const v = toks[i + 1 + skip];
    const after = toks[i + 2 + skip];
    if (!v || !after) continue;
    if (!(THIRD.has(p.lower) || demonstrativeSubject(toks, i)) || v.sentence !== p.sentence) continue;
    if (after.sentence !== p.sentence) continue;
    // "This make me feel", "That mean a lot": a demonstrative subject needs an object after its verb
    // ("this help" without one may be a noun phrase; "That look she gave me" is one with its clause).
    if (!THIRD.has(p.lower) && !demonstrativeObject(v, after)) continue;
    // "The IT staff who kept": upper-case "IT" is information technology, not the pronoun.
    if (p.text === 'IT' && /\p{Ll}/u.test(v.text)) continue;
    if (!isBare(v) || !adjacent(essay, toks[i + skip]!, v) || !AFTER_BARE_VERB_POS.has(after.pos)) continue;
    if (gluedS(essay, i + 1 + skip)) continue; // "she say's": marks.ts (verb-apostrophe)
    if (skip && !adjacent(essay, p, toks[i + 1]!)) continue;
    const before = toks[i - 1];
    if (before && before.sentence === p.sentence && BARE_OK.has(before.pos)) continue;
    const fix = thirdPerson(v.lower);
    // "Last year he lead the team": "lead" is most often the past "led" misspelled.
    const led = v.lower === 'lead';
    const habit = pastHabitUse(essay, v);
    out.push(
      hit(
        'pronoun-verb-s',
        'grammar',
        'Agreement',
        v.start,
        v.end,
        led
          ? `After "${p.text}", write "led" for the past or "leads" for the present.`
          : habit
            ? `A past habit is "used to": "${p.text} used to".`
            : `After "${p.text}", the verb takes -s: "${fix}".`,
        led ? ['led', fix] : habit ? ['used'] : [fix],
      ),
    );
  }
  return out;
}

export const pronounVerb = defineRule({
  id: 'pronoun-verb-s',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"because it release", "she want": he, she or it with a verb that lacks its -s.',
  examples: {
    wrong: [
      ['He use to be shy.', 'He used to be shy.'],
      ['He talk nice to me.', 'He talks nice to me.'],
      ['My sister is shy, but she want the lead role.', 'My sister is shy, but she wants the lead role.'],
      ['This make me feel that my voice matters.', 'This makes me feel that my voice matters.'],
      ['That mean a lot to me.', 'That means a lot to me.'],
      ['Last year he lead the team to the finals.', 'Last year he led the team to the finals.'],
    ],
    right: [
      'Many use them to draw.',
      'She got used to crowds.',
      'Let it go and make him laugh.',
      'Does she know the way?',
      'It cut the rope.',
      'I saw her leave.',
      'These are the things that make me happy.',
      'That look she gave me stayed with me.',
    ],
  },
  run: pronounVerbRule,
});

// Nouns that have no plural in ordinary use; "-s" on them is a learner's slip.
const NO_PLURAL = new Map(
  'informations advices furnitures equipments knowledges homeworks luggages baggages stuffs softwares feedbacks pollutions'
    .split(' ')
    .map((w) => [w, w.slice(0, -1)]),
);

export function learnerWordRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const n = next(essay, i);
    const single = NO_PLURAL.get(t.lower);
    if (single && t.text === t.lower) {
      out.push(
        hit('no-plural', 'grammar', 'Word form', t.start, t.end, `"${single}" has no plural form.`, [single]),
      );
    } else if (t.lower === 'others' && toks[i - 1]?.lower !== 'each' && othersNoun(essay, i)) {
      // "others animals": before a noun the word is "other".
      const fix = t.text[0] === 'O' ? 'Other' : 'other';
      out.push(
        hit('others-noun', 'grammar', 'Word form', t.start, t.end, `Before a noun, write "other".`, [fix]),
      );
    } else if (/^an?$/.test(t.lower) && n?.lower === 'such' && adjacent(essay, t, n)) {
      out.push(
        hit('a-such', 'grammar', 'Word order', t.start, n.end, `Write "such ${t.lower}".`, [
          t.text[0] === 'A' ? `Such ${t.lower}` : `such ${t.lower}`,
        ]),
      );
    }
  }
  return out;
}

export const learnerWord = defineRule({
  id: 'learner-word',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'Uncountable nouns given a plural ("advices"), "a such", "others" before a noun.',
  after: ['missing-final-punct'],
  examples: {
    wrong: [
      ['Many peaple gave advices.', 'Many peaple gave advice.'],
      ['I had never seen a such storm.', 'I had never seen such a storm.'],
      ['I listened to others students in the club.', 'I listened to other students in the club.'],
      ['The website gave us many informations.', 'The website gave us many information.'],
    ],
    right: ["My grandmothers' recipes differ.", 'Many others use the library at night.'],
  },
  run: learnerWordRule,
});

/** "others students": a plural noun after "others", not a verb with its object ("others use the"). */
function othersNoun(essay: ParsedEssay, i: number): boolean {
  const n = next(essay, i);
  if (!n || n.pos !== 'NOUN' || !adjacent(essay, essay.tokens[i]!, n) || !/^\p{Ll}/u.test(n.text))
    return false;
  if (!(isPlural(n) || n.lower === 'people' || n.lower === 'children')) return false;
  const after = next(essay, i, 2);
  return !after || !['DET', 'PRON'].includes(after.pos);
}
