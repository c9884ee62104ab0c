// "I laid on the couch", "she was laying in bed": "lay" takes an object ("laid the book down");
// to recline is "lie" (lie, lay, lain, lying). Only where a place or "down" with no object follows:
// "laid the table", "laying down the rules" and "was laid on the table" (a passive) are right.
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, next, prev, type RuleHit, defineRule } from './types';
import { PERSON_SUBJECTS } from '../../lexicon/word-classes';

const POSITION_AFTER_LIE = new Set(
  'on in there awake around beside under upon across against flat still'.split(' '),
);
const BE_WITH_BEEN = new Set(['am', 'is', 'are', 'was', 'were', "'m", "'s", "'re", 'been', 'be']);
const OBJECT_POS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'NUM']);

export function lieLayRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((t, i) => {
    if (t.lower !== 'laid' && t.lower !== 'laying') return;
    const after = next(essay, i);
    if (!after) return;
    const down = after.lower === 'down' && !OBJECT_POS.has(next(essay, i, 2)?.pos ?? '');
    if (!POSITION_AFTER_LIE.has(after.lower) && !down) return;
    // ("I just laid there": an adverb between the subject and the verb)
    const before = prev(essay, i)?.pos === 'ADV' ? prev(essay, i, 2) : prev(essay, i);
    const b = before?.lower ?? '';
    let fix: string | undefined;
    if (t.lower === 'laid' && (PERSON_SUBJECTS.has(b) || b === 'and')) fix = 'lay';
    if (t.lower === 'laying' && BE_WITH_BEEN.has(b)) fix = 'lying';
    if (!fix) return;
    const cased = casedLike(fix, t.text);
    out.push(
      hit(
        'lie-lay',
        'grammar',
        'Verb form',
        t.start,
        t.end,
        `To rest or recline is "lie" (past "lay", "lying"); "lay" takes an object ("lay the book down"): "${cased}".`,
        [cased],
      ),
    );
  });
  return out;
}

export const lieLay = defineRule({
  id: 'lie-lay',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"lie" (recline; lay, lain, lying) and "lay" (put down; laid, laying) mixed up.',
  examples: {
    wrong: [
      ['I just laid there and cried.', 'I just lay there and cried.'],
      ['She was laying in bed all day.', 'She was lying in bed all day.'],
    ],
    right: ['The hens were laying eggs.', 'He laid the book on the table.'],
  },
  run: lieLayRule,
});
