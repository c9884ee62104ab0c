// A feeling written as the bare verb where English uses its -ed form: "I felt so embarrass",
// "I was very confuse", "it made me scare". Learners whose languages do not mark the participle
// drop the ending; the verb itself is right there, so the fix is certain. Only verbs whose bare
// form is not also a common noun count ("I feel stress", "it was a shock" are right), and only
// for a person: "the test was confuse" means "confusing".
import type { ParsedEssay, Token } from '../../nlp/parse';
import { hit, next, prev, type RuleHit, defineRule } from './types';
import { ingForm } from './verb-patterns';
import { OBJECT_PRONOUNS } from '../../lexicon/word-classes';

const FEELING_STEMS = new Set(
  'embarrass confuse bore tire scare excite disappoint amaze annoy frustrate terrify exhaust overwhelm depress satisfy relax frighten humiliate devastate astonish discourage'.split(
    ' ',
  ),
);
// Verbs that only a person does: whoever feels or gets bored is someone.
const FEEL = /^(?:feel|feels|felt|feeling|get|gets|got|getting)$/;
const LINKING =
  /^(?:am|is|are|was|were|'m|’m|'re|’re|'s|’s|be|been|being|become|becomes|became|seem|seems|seemed|look|looks|looked)$/;
const FEELER =
  /^(?:i|we|they|he|she|you|everyone|everybody|nobody|mom|mum|dad|mother|father|parents|brother|sister|teacher|friend|friends|coach)$/;
const DEGREE_OR_FREQUENCY =
  /^(?:so|very|really|quite|extremely|too|pretty|super|completely|totally|more|less|not|never|always|still|also|just)$/;
const CAUSING_VERB_FORM = /^(?:make|makes|made|making|leave|leaves|left|keep|keeps|kept)$/;
// What may follow the feeling: the end of the clause, what it is about, or a new clause.
const AFTER_FEELING_WORD =
  /^(?:about|with|by|of|at|to|when|because|and|but|so|that|after|before|while|in|for)$/;

function participleOf(stem: string): string {
  if (stem.endsWith('e')) return `${stem}d`;
  if (/[^aeiou]y$/.test(stem)) return `${stem.slice(0, -1)}ied`;
  return `${stem}ed`;
}

function endsFeeling(t: Token | undefined): boolean {
  return !t || t.pos === 'PUNCT' || AFTER_FEELING_WORD.test(t.lower);
}

const ADVERB = /^(?:really|always|never|still|just|also|often|sometimes|usually)$/;

/** How far back the word before the feeling's degree words is ("so", "a little", "kind of"). */
function degreeBefore(essay: ParsedEssay, i: number): number {
  let k = 1;
  for (;;) {
    const w = prev(essay, i, k)?.lower ?? '';
    const w2 = prev(essay, i, k + 1)?.lower ?? '';
    if (DEGREE_OR_FREQUENCY.test(w)) k++;
    else if ((/^(?:bit|little)$/.test(w) && w2 === 'a') || (w === 'of' && /^(?:kind|sort)$/.test(w2))) k += 2;
    else return k;
  }
}

export function feelingStemRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i < toks.length; i++) {
    const w = toks[i]!;
    if (!FEELING_STEMS.has(w.lower) || w.text !== w.lower || !endsFeeling(next(essay, i))) continue;
    const k = degreeBefore(essay, i);
    const before = prev(essay, i, k)?.lower ?? '';
    // "to scare them", "they scare me": a verb with its subject; only a linking verb or "made me"
    // puts the feeling in the -ed form.
    // ("I'm" is one token.)
    let linked = FEEL.test(before) || /^(?:i|we|you)['’](?:m|re)$/.test(before);
    // "He is so annoy", "they're so bore": about someone else, the writer may mean how that person
    // made others feel ("annoying"), so both forms are offered.
    let either = /^(?:they|he|she)['’](?:re|s)$/.test(before);
    if (!linked && !either && LINKING.test(before)) {
      const s = ADVERB.test(prev(essay, i, k + 1)?.lower ?? '') ? k + 2 : k + 1;
      const subject = prev(essay, i, s)?.lower ?? '';
      if (/^(?:i|we|you)$/.test(subject)) linked = true;
      else either = FEELER.test(subject);
    }
    // ("makes me relax": make takes a bare verb, and relax is one.)
    const caused =
      k === 1 &&
      w.lower !== 'relax' &&
      OBJECT_PRONOUNS.has(before) &&
      CAUSING_VERB_FORM.test(prev(essay, i, 2)?.lower ?? '');
    if (!linked && !caused && !either) continue;
    const fix = participleOf(w.lower);
    const message =
      linked || caused
        ? `A feeling takes the -ed form here: "${fix}".`
        : `Write "${fix}" for how they felt, or "${ingForm(w.lower)}" for how they made others feel.`;
    const fixes = linked || caused ? [fix] : [fix, ingForm(w.lower)];
    out.push(hit('feeling-stem', 'grammar', 'Verb form', w.start, w.end, message, fixes));
  }
  return out;
}

export const feelingStem = defineRule({
  id: 'feeling-stem',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'A feeling adjective needs its ending: "so bore" -> "so bored".',
  after: ['missing-final-punct'],
  examples: {
    wrong: [
      ['The teacher was so bore.', 'The teacher was so bored.'],
      ['We got tire after the hike.', 'We got tired after the hike.'],
    ],
    right: ['He said to me that he was tired.', 'The reason is because I was tired.'],
  },
  run: feelingStemRule,
});
