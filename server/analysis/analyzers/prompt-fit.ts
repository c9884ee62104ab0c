// Prompt fit: which of the prompt's key ideas the essay takes up, in any form of the word or a
// close relative of it (WordNet: "failure" is answered by "failed", "captivate" by "fascinated"; the
// college-prompt concepts of lexicon/prompt-concepts.ts: "growth" by "learned" or "taught").
// Each key counts by how specific it is: "gratitude" says more about what a prompt asks than
// "background" does, and a few specific ideas taken up is full fit. It is evidence of topical
// overlap, not proof the question was answered; the content section says so.
import { STOPWORDS } from '../lexicon/stopwords';
import { relatedWords } from '../lexicon/wordnet';
import { conceptRelatives } from '../lexicon/prompt-concepts';
import { getFrequencies, ZIPF_OFFSET } from '../nlp/resources';
import { parseEssay, type ParsedEssay } from '../nlp/parse';
import type { Issue, StrengthItem } from './types';

/**
 * A crude stem: a common suffix off, then the first six letters. A stem under four letters is too
 * ambiguous ("notion" would become "not"), so such a word keeps its suffix.
 */
function stem(w: string): string {
  const lower = w.toLowerCase();
  const cut = lower.replace(/(ing|ed|es|s|ly|ment|ness|ion)$/, '');
  return (cut.length >= 4 ? cut : lower).slice(0, 6);
}

/**
 * Words of a prompt's instructions and frame rather than its topic: an essay is not expected to
 * echo "recount", "please" or "topic" (Common App prompts are full of them).
 */
const PROMPT_FRAME = new Set(
  `prompt prompts question questions topic topics choice story stories recount reflect reflection please
sounds sound written write writing respond responds responding answer application applicant applicants
student students incomplete meaningful example examples instance describe describes discuss explain
share consider think thinking tell told include including detail details specific specifically
already different design own else without yourself others someone something anything everything later
new find found turn want wanted take took taken done affect affected outcome period event events
selected select chosen choose`.split(/\s+/),
);

/** Zipf frequency (log10 per billion words, SUBTLEX-US); unknown words count as rare. */
function zipf(word: string): number {
  const count = getFrequencies().get(word) ?? 0;
  return count ? Math.log10(count) + ZIPF_OFFSET : 1;
}

/** How much a key idea counts: 2 for a rare, specific word, down to 0.3 for an everyday one. */
const weightOf = (word: string) => Math.min(2, Math.max(0.3, 5.5 - zipf(word)));

/** Weight of a specific idea (Zipf below 4: "gratitude", "setback", not "interest", "talent"). */
const SPECIFIC_WEIGHT = 1.5;

/** Key-idea weight that counts as full fit: two specific ideas, or three everyday ones. */
const FULL_FIT_WEIGHT = 3;

/** Relatives common enough to be everyday words ("catch" for "captivate") prove nothing. */
const MAX_RELATIVE_ZIPF = 5;

interface Key {
  word: string;
  weight: number;
  stems: Set<string>;
  /** The stems of the word itself and its WordNet relatives: a later prompt word among them is the same key. */
  own: Set<string>;
  /** The stems of the word and its lemma alone. */
  exact: Set<string>;
}

/**
 * What a key taken up only through a relative earns, against its own word. Full credit let any
 * college essay fit any college prompt (bench:college: GPT essays read 72 % on average against
 * prompts they were not written to, and the right prompt came first in 73 % of pairs).
 */
const RELATIVE_CREDIT = 0.25;

/**
 * The prompt's key ideas, each with the stems that count as taking it up: its own, its lemma's and
 * its WordNet relatives'. Memoised: a batch of essays usually shares one prompt.
 */
const promptKeys = new Map<string, Key[]>();
function keysOf(prompt: string, byMeaning: boolean): Key[] {
  const memo = `${byMeaning ? 1 : 0}${prompt}`;
  let keys = promptKeys.get(memo);
  if (keys) return keys;
  keys = [];
  for (const t of parseEssay(prompt).words) {
    const lw = t.lower;
    if (lw.length <= 2 || STOPWORDS.has(lw) || PROMPT_FRAME.has(lw) || !/^[\p{L}']+$/u.test(lw)) continue;
    const lemma = t.lemma.toLowerCase();
    if (STOPWORDS.has(lemma) || PROMPT_FRAME.has(lemma)) continue;
    if (keys.some((k) => k.own.has(stem(lw)))) continue;
    const exact = new Set([stem(lw), stem(t.lemma)]);
    const stems = new Set(exact);
    const relatives = byMeaning ? [...relatedWords(t.lemma, t.pos), ...relatedWords(lw, t.pos)] : [];
    for (const w of new Set(relatives))
      if (!STOPWORDS.has(w) && zipf(w) <= MAX_RELATIVE_ZIPF) stems.add(stem(w));
    // The words an essay answers the prompt's idea with ("learned", "taught" for "growth"): they
    // count as taking the key up, but do not merge keys ("challenge, setback, or failure" stay three).
    const own = new Set(stems);
    if (byMeaning)
      for (const w of new Set([...conceptRelatives(lw), ...conceptRelatives(t.lemma)])) stems.add(stem(w));
    keys.push({ word: lw, weight: weightOf(lw), stems, own, exact });
  }
  if (promptKeys.size > 50) promptKeys.clear();
  promptKeys.set(memo, keys);
  return keys;
}

export interface PromptFitHit {
  /** The essay's word, as written. */
  word: string;
  /** The prompt word it takes up. */
  key: string;
  start: number;
  end: number;
}

/**
 * byMeaning false: the prompt's own stems only, with no WordNet or concept relatives (what
 * bench:college compares the product's reading with).
 */
export function promptFit(essay: ParsedEssay, prompt: string, byMeaning = true) {
  const keys = keysOf(prompt, byMeaning);
  const seen = new Map<string, { word: string; start: number; end: number }>();
  for (const t of essay.words)
    for (const st of [stem(t.lower), stem(t.lemma)])
      if (!seen.has(st)) seen.set(st, { word: t.text, start: t.start, end: t.end });
  const hits: PromptFitHit[] = [];
  const missing: string[] = [];
  let found = 0;
  let total = 0;
  for (const k of keys) {
    total += k.weight;
    // A concept word counts for one key only: "learned" answers "growth" or "understanding", and
    // the other needs a word of its own.
    const own = [...k.own].map((st) => seen.get(st)).find((h) => h !== undefined);
    const hit =
      own ??
      [...k.stems]
        .filter((st) => !k.own.has(st))
        .map((st) => seen.get(st))
        .find((h) => h !== undefined && !hits.some((x) => x.start === h.start));
    if (hit) {
      hits.push({ ...hit, key: k.word });
      const word = [...k.exact].some((st) => seen.has(st));
      found += k.weight * (word ? 1 : RELATIVE_CREDIT);
    } else missing.push(k.word);
  }
  // An essay answers a prompt by taking up its core ideas, not by echoing every word of a long
  // prompt: a few specific ones in any form is full fit (0 when the prompt has no key idea).
  const coverage = total ? Math.min(1, found / Math.min(total, FULL_FIT_WEIGHT)) : 0;
  // A broad prompt names categories an essay instantiates rather than repeats ("a background,
  // identity, interest, or talent"): word overlap cannot judge it. Only a short prompt or one with
  // a few specific ideas ("gratitude", "setback") is judged.
  const specific = keys.filter((k) => k.weight >= SPECIFIC_WEIGHT).length;
  const judged = keys.length > 0 && (keys.length <= 3 || specific >= 2);
  return { keys: keys.map((k) => k.word), hits, missing, coverage, judged };
}

export type PromptFit = ReturnType<typeof promptFit>;

/** The prompt, cut at a word boundary so a quoted prompt never ends mid-word. */
const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max).replace(/\s+\S*$/, '')}…`);

const hitEvidence = (h: PromptFitHit) =>
  h.word.toLowerCase() === h.key ? `uses "${h.word}"` : `uses "${h.word}" (prompt: "${h.key}")`;

/** The content card prompt fit earns: a warning when the essay drifts, a strength when it engages. */
export function promptFitCard(
  essay: ParsedEssay,
  prompt: string,
  fit: PromptFit,
): { issue?: Issue; strength?: StrengthItem } | null {
  if (essay.wordCount < 100) return null;
  // Word overlap is weak evidence: an essay can answer a prompt without its words ("didn't win"
  // for "failure"). So the card only asks the student to check, and only when none of the key ideas
  // appears in any form or close synonym; a partial overlap earns neither card nor warning.
  if (fit.judged && fit.keys.length >= 2 && fit.hits.length === 0) {
    const ideas = fit.missing.slice(0, 6).join(', ');
    return {
      issue: {
        section: 'content',
        category: 'prompt_fit',
        severity: 'warning',
        priority: 'MEDIUM',
        start: -1,
        end: -1,
        issue: 'Check that the essay answers the prompt',
        message: `None of the prompt's key ideas (${ideas}) appears in the essay, in any form or a close synonym, so a reader may not see how it answers the question.`,
        suggestion: `Name the prompt's idea in your own words where the story turns, so it is clear how it answers “${clip(prompt, 200)}”.`,
        replacements: [],
        evidence: [`key ideas not found: ${fit.missing.slice(0, 8).join(', ')}`],
        impact: 'Readers score how well the essay answers the question asked.',
        counts: true,
      },
    };
  }
  // A strength needs more than one word in common: "a passion for helping others" alone does not
  // engage a prompt about what makes the writer lose track of time.
  if (fit.coverage < 0.5 || fit.hits.length < Math.min(2, fit.keys.length)) return null;
  const first = fit.hits[0]!;
  return {
    strength: {
      section: 'content',
      description: 'The essay engages directly with the prompt.',
      start: first.start,
      end: first.end,
      impact: 'Answering the question asked is the first thing readers check.',
      evidence: fit.hits.slice(0, 6).map(hitEvidence),
    },
  };
}
