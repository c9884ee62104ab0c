// Spelling: harper's non-word lints, minus names, heritage words and British spellings, re-ranked
// by the noisy-channel corrector; closed compounds written apart ("some one"); and context rules
// for real-word errors ("I no the answer").
//
// Whether a word the writer repeats is deliberate depends on the writer: in an essay with few
// slips a repeated unknown word is most likely a name or a word from another language
// ("abuela"), while a writer who misspells often also misspells the same word twice. The essay's
// own rate of one-off misspellings decides which reading applies.
//
// The candidate words are gathered in spelling-candidates.ts; the cards are worded in
// spelling-issues.ts.
import { acceptedSlips, unknownWords } from './spelling-candidates';
import { twinVerdict, verdict } from '../spell/verdict';
import { acceptedTwins } from '../spell/twins';
import { isAlwaysSlip } from '../spell/usual-fixes';
import { carelessWriter } from '../spell/careless';
import { findRealWordErrors } from '../spell/realword';
import { missingApostrophes } from '../spell/confusions';
import { findSplitCompounds } from '../spell/compounds';
import { categoryOf } from './grammar';
import { uncheckedPassages } from '../lint/english';
import { SpanIndex } from '../nlp/spans';
import { showGrammarLint } from '../lint/filter';
import { getFrequencies } from '../nlp/resources';
import { misspellingIssue, uncheckedIssue, wordIssue } from './spelling-issues';
import type { Analyzer, Issue } from './types';
import type { ParsedEssay } from '../nlp/parse';
import type { NameLexicon } from '../spell/names';

/** Notes for at most this many unchecked passages (more is pasted noise; the metric counts all). */
const MAX_UNCHECKED_NOTES = 3;

// What reads no harper lint is found in prepare, while helper workers lint.
interface LintFree {
  names: NameLexicon;
  unchecked: ReturnType<typeof uncheckedPassages>;
  splits: ReturnType<typeof findSplitCompounds>;
  realWords: ReturnType<typeof findRealWordErrors>;
}
const lintFreeByEssay = new WeakMap<ParsedEssay, LintFree>();
function lintFree(essay: ParsedEssay, names: NameLexicon): LintFree {
  const had = lintFreeByEssay.get(essay);
  if (had?.names === names) return had;
  const found = {
    names,
    unchecked: uncheckedPassages(essay.text),
    splits: findSplitCompounds(essay.text, essay.tokens),
    realWords: [...findRealWordErrors(essay.tokens), ...missingApostrophes(essay.tokens, names.isName)],
  };
  lintFreeByEssay.set(essay, found);
  return found;
}

export const spelling: Analyzer = {
  name: 'spelling',
  section: 'spelling',
  prepare: (essay, ctx) => void lintFree(essay, ctx.names),
  run(essay, ctx) {
    const { unchecked, splits, realWords } = lintFree(essay, ctx.names);
    const issues: Issue[] = unchecked.slice(0, MAX_UNCHECKED_NOTES).map(uncheckedIssue);
    const posByStart = new Map(essay.tokens.map((t) => [t.start, t.pos]));
    const unknown = unknownWords(ctx.harper, essay.text, ctx.names, new SpanIndex(unchecked), (at) =>
      posByStart.get(at),
    );
    const careless = carelessWriter(unknown, ctx.names, essay);
    const freq = getFrequencies();
    const filter = {
      text: essay.text,
      all: ctx.harper,
      isName: ctx.names.isName,
      frequency: (w: string) => freq.get(w) ?? 0,
      // (the same context as the grammar analyzer, so both agree on which of harper's lints show)
      posAt: (at: number) => posByStart.get(at),
    };
    // Harper's grammar lints a student sees, decided once: counted here and matched against every
    // rule hit below.
    const shownGrammar = ctx.harper.filter((l) => l.kind !== 'Spelling' && showGrammarLint(l, filter));
    const grammarSlips = shownGrammar.length;
    // A short text says little about its writer; a grammar slip in it says they are not careful
    // (a learner's sentence), and then their unknown words are read as slips, not coinages.
    const trustCoinages = !careless || (essay.wordCount < 100 && grammarSlips === 0);

    for (const u of unknown) {
      const v = isAlwaysSlip(u.lower) ? 'misspelling' : verdict(u, ctx.names, careless, trustCoinages);
      if (v !== 'skip') issues.push(misspellingIssue(u, v === 'possible_name'));
    }
    if (careless)
      for (const u of acceptedSlips(essay.tokens, ctx.harper, essay.text))
        issues.push(misspellingIssue(u, false));
    for (const u of acceptedTwins(essay.tokens, ctx.harper, ctx.names)) {
      const v = twinVerdict(u, ctx.names, careless);
      if (v) issues.push(misspellingIssue(u, v === 'possible_name'));
    }
    // Defer to harper's grammar findings on the same words, not to a capital-letter or punctuation
    // one: "its a very cute dog" needs both the capital and "it's".
    const grammarSpans = new SpanIndex(shownGrammar.filter((l) => categoryOf(l) === 'grammar'));
    const other = (start: number, end: number) => grammarSpans.overlaps(start, end);
    // harper already reports some of these ("could of", "store room"): one annotation per problem.
    for (const hit of splits) {
      if (other(hit.start, hit.end)) continue;
      issues.push(
        // Grouped with misspellings on the cards: to the reader it is the same kind of slip.
        wordIssue(hit, hit.replacement, 'misspelling', `"${hit.text}" is written as one word.`, 'Split word'),
      );
    }
    for (const hit of realWords) {
      if (other(hit.start, hit.end)) continue;
      issues.push(
        wordIssue(
          hit,
          hit.replacement,
          'real_word',
          `${hit.reason}: a correctly spelled word that does not fit the sentence.`,
          'Wrong word',
        ),
      );
    }
    const errors = issues.filter((i) => i.counts).length;
    const per100 = essay.wordCount ? (errors * 100) / essay.wordCount : 0;
    return {
      issues,
      strengths: [],
      metrics: {
        errors,
        errors_per_100_words: round(per100),
        possible_names: issues.filter((i) => i.category === 'possible_name').length,
        passages_not_checked: unchecked.length,
      },
    };
  },
};

const round = (n: number) => Math.round(n * 100) / 100;
