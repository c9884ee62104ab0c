// Dangling modifiers: an opening "-ing" phrase describes whoever does it, so the subject after its
// comma must be that doer. "Walking into the room, the smell of paint hit me": the smell did not
// walk. Kept precise: the subject must be a thing that cannot act (WordNet: not a person, animal
// or group in its commonest senses), and the writer must be in the main clause ("me", "my", "I"),
// the doer the sentence meant. Set phrases that describe the speaker's stance ("Looking back",
// "Generally speaking", "Considering the cost") and "Growing up" are accepted English and pass.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { canAct } from '../../lexicon/wordnet';
import { firstWordIndex, hit, type RuleHit, defineRule } from './types';

// -ing words that work as prepositions or stance markers, not as an action of the subject.
const STANCE = new Set(
  'according assuming barring concerning considering depending excluding following given granted including judging regarding speaking starting beginning counting talking looking seeing notwithstanding'.split(
    ' ',
  ),
);
// Words that may come before the -ing: "After finishing my homework, ...".
const LEAD = new Set(['after', 'while', 'when', 'before', 'upon', 'by', 'since']);
const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', 'we', 'us', 'our', 'ourselves']);
const DETERMINER = new Set(
  'the a an my his her our their your its this that these those every each'.split(' '),
);
const MAX_OPENING = 15;

/** The head noun of the noun phrase starting at `j` ("the smell of paint" -> "smell"). */
function headNoun(toks: readonly Token[], j: number, end: number): Token | undefined {
  let k = j;
  if (!DETERMINER.has(toks[k]?.lower ?? '')) return undefined;
  k++;
  while (k < end && (toks[k]!.pos === 'ADJ' || toks[k]!.pos === 'NUM')) k++;
  const noun = toks[k];
  return noun && noun.pos === 'NOUN' ? noun : undefined;
}

/** Where the opening -ing phrase's comma is, or -1 when the sentence has no such opening. */
function openingComma(toks: readonly Token[], i: number, end: number): number {
  const led = LEAD.has(toks[i]?.lower ?? '');
  const k = led ? i + 1 : i;
  const ing = toks[k];
  // (after "After", the tagger may read the -ing word as a noun: "After finishing my homework")
  const verb = ing?.pos === 'VERB' || (led && ing?.pos === 'NOUN');
  if (!ing || !/^\p{L}+ing$/u.test(ing.text) || !verb || STANCE.has(ing.lower)) return -1;
  // "Growing up, my life was quiet": a set opener for one's childhood, read as "when I was growing up".
  if (ing.lower === 'growing' && toks[k + 1]?.lower === 'up') return -1;
  // "Having moved so many times, ..."
  if (ing.lower === 'having' && toks[k + 1]?.pos !== 'VERB') return -1;
  for (let c = k + 1; c < Math.min(end, k + MAX_OPENING); c++) {
    const t = toks[c]!;
    if (t.text === ',') return c;
    // A verb of its own makes the -ing phrase the subject ("Helping him meant being ..."); only
    // "having" takes a past form inside the phrase.
    const own =
      t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.lower) && toks[c - 1]!.lower !== 'having');
    if (own && !(c === k + 1 && ing.lower === 'having')) return -1;
    if (/^[;:—–()"“”]$/.test(t.text)) return -1;
  }
  return -1;
}

export function danglingModifierRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    const comma = openingComma(toks, i, s.tokenEnd);
    if (comma < 0) continue;
    const head = headNoun(toks, comma + 1, s.tokenEnd);
    if (!head || canAct(head.lemma || head.lower) !== false) continue;
    const rest = toks.slice(comma + 1, s.tokenEnd);
    if (!rest.some((t) => FIRST_PERSON.has(t.lower))) continue;
    const opening = essay.text.slice(toks[i]!.start, toks[comma - 1]!.end);
    const subject = essay.text.slice(toks[comma + 1]!.start, head.end);
    out.push(
      hit(
        'dangling-modifier',
        'grammar',
        'Dangling modifier',
        toks[i]!.start,
        toks[comma - 1]!.end,
        `"${opening}" describes whoever did it, but the subject after it is "${subject}". Make the doer the subject: "${opening}, I ...".`,
        [],
      ),
    );
  }
  return out;
}

export const danglingModifier = defineRule({
  id: 'dangling-modifier',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'An opening "-ing" phrase whose subject is not the one that follows ("Walking into the room, the smell hit me").',
  examples: {
    wrong: [
      ['Walking into the room, the smell of paint hit me.'],
      ['After finishing my essay, the email was sent to me.'],
      ['Running late, my heart pounded as I reached the door.'],
    ],
    right: [
      'Walking into the room, I smelled paint.',
      'Walking into the room, my mom smiled at me.',
      'Walking into the room, the team cheered for me.',
      'Looking back, the experience taught me a lot.',
      'Growing up, my life was pretty normal.',
      'Helping him meant being the girl who spoke Spanish, the thing I had avoided.',
      'Considering the cost, the plan seemed fair to me.',
      'Walking into the room, the smell of paint was strong.',
    ],
  },
  run: danglingModifierRule,
});
