// Which of harper's non-spelling lints the grammar section shows. Harper's ~900 rules were written
// for every kind of prose; many fire mostly on correct text (names, brand words, compounds, house
// style). Each rule was kept or dropped by how often the sentences it fires on really needed an
// edit on the tuning split of three public grammar sets (web text, learner essays), and by whether
// a student would call it a mistake at all. Kept rules still get context checks that remove the
// false alarms seen there: abbreviations that end a chunk early, names, acronyms. Both are decided
// by harper's rule name (harper-verdicts.ts), never by the wording of its message.
import type { HarperLint } from './harper';
import { SpanIndex } from '../nlp/spans';
import { verdictOf } from './harper-verdicts';
import type { FilterContext } from './filter-context';

export type { FilterContext } from './filter-context';

/** Harper kinds the grammar section reads at all (Spelling belongs to the spelling analyzer). */
const GRAMMAR_KINDS = new Set([
  'Grammar',
  'Agreement',
  'Capitalization',
  'Punctuation',
  'Repetition',
  'Eggcorn',
  'Malapropism',
  'BoundaryError',
  'Typo',
  'Usage',
  'Nonstandard',
  'WordChoice',
  'Miscellaneous',
  'Redundancy',
  'Formatting',
]);

// The essay's Spelling lints, indexed once per lint list (asked once per lint, a scan was quadratic).
const spellingIndexes = new WeakMap<readonly HarperLint[], SpanIndex>();
function spellingSpans(all: readonly HarperLint[]): SpanIndex {
  let index = spellingIndexes.get(all);
  if (!index) {
    index = new SpanIndex(all.filter((o) => o.kind === 'Spelling'));
    spellingIndexes.set(all, index);
  }
  return index;
}

/** True when the grammar section should show this harper lint. */
export function showGrammarLint(l: HarperLint, ctx: FilterContext): boolean {
  if (!GRAMMAR_KINDS.has(l.kind)) return false;
  const verdict = verdictOf(l.rule);
  // A word harper cannot spell gets a Spelling lint; its other "fixes" on that word are noise,
  // except the word's own capitals ("tv" is "TV"): then the spelling layer stands aside, and the
  // capital card shows even from a family dropped for misfiring on correct text.
  const misspelled = spellingSpans(ctx.all).covers(l.start, l.end);
  if (misspelled && isRecasing(l)) return true;
  if (verdict === 'off' || misspelled) return false;
  return verdict.every((allows) => allows(l, ctx));
}

/**
 * A capital-letter lint whose fix is the same word with capitals inside it ("tv" -> "TV", "ipad"
 * -> "iPad"). A first capital alone ("failer" opening a sentence) says nothing of the spelling.
 */
export const isRecasing = (l: HarperLint) => {
  const fix = l.replacements[0];
  if (l.kind !== 'Capitalization' || !fix || fix.toLowerCase() !== l.text.toLowerCase()) return false;
  if (fix.slice(1) === l.text.slice(1)) return false;
  // An all-capitals fix only for acronyms students write in lower case: "amd", "nd", "os" are
  // slips of "and", not the names harper knows.
  return fix !== fix.toUpperCase() || LOWER_CASE_ACRONYMS.has(fix);
};

const LOWER_CASE_ACRONYMS = new Set(
  'TV DVD CD USA DNA GPA CEO FBI CIA NASA PC ATM UK EU NBA NFL MLB ESL AP IB PE ROTC GPS CPR ADHD OCD PTSD MRI ICU ER ATV SUV'.split(
    ' ',
  ),
);
