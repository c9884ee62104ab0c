// Grammar, usage and punctuation: harper's non-spelling lints that pass the precision filter
// (lint/filter.ts), plus the engine's own rules (lint/rules). A narrative-aware profile: personal
// essays use "I", dialogue, fragments and the odd passive on purpose, and names must not trip
// capitalisation or agreement rules. Students see every annotation, so a rule that mostly fires on
// correct text is left out even when it sometimes catches a real slip.
import { SpanIndex } from '../nlp/spans';
import type { Analyzer, Issue } from './types';
import type { HarperLint } from '../lint/harper';
import type { ParsedEssay } from '../nlp/parse';
import { showGrammarLint } from '../lint/filter';
import { CLOSED_COMPOUNDS } from '../lint/harper-verdicts';
import { runRules, type DeclaredHit } from '../lint/rules/index';
import { getFrequencies } from '../nlp/resources';
import type { NameLexicon } from '../spell/names';

const IMPACT = 'Mechanical errors pull attention away from your story.';

/** Every grammar finding of the essay: filtered harper lints and rule hits, one per span. */
export function grammarFindings(
  essay: ParsedEssay,
  harper: readonly HarperLint[],
  names: NameLexicon,
): Issue[] {
  const freq = getFrequencies();
  const posByStart = new Map(essay.tokens.map((t) => [t.start, t.pos]));
  const ctx = {
    text: essay.text,
    all: harper,
    isName: names.isName,
    frequency: (w: string) => freq.get(w) ?? 0,
    // The filter trusts the tagger over harper where they disagree ("you guys": "guys" is a noun).
    posAt: (start: number) => posByStart.get(start),
  };
  // Lookups below are by index, not by scanning the findings so far: text that draws a finding
  // per word ("a a a …") made those scans quadratic in the essay's length.
  const issues: Issue[] = [];
  // Some rules report the same words twice with different wording or spans ("is is" as a repeated
  // word and as a repeated verb; "a a" as a repeat and as "an"): one card per stretch of words
  // and category (a capital letter and a wrong word on the same "its" are two fixes), the
  // earliest and then the widest.
  const ordered = [...harper].sort((a, b) => a.start - b.start || b.end - a.end);
  const shownEnd = new Map<string, number>();
  for (const l of ordered) {
    const category = categoryOf(l);
    if (l.start < (shownEnd.get(category) ?? -1) || !showGrammarLint(l, ctx)) continue;
    shownEnd.set(category, l.end);
    issues.push(fromLint(l));
  }
  // harper's notes (wordiness) give way to a rule's error on the same words: "more better" is a
  // doubled comparative, not a redundant word.
  const fromHarper = new SpanIndex(issues.filter((i) => i.counts !== false));
  const notes = issues.filter((i) => i.counts === false);
  const replaced = new Set<Issue>();
  // Characters an own rule has already claimed (rules run in priority order, so the first wins).
  const claimed = new Uint8Array(essay.text.length + 1);
  for (const h of ruleHits(essay)) {
    if (fromHarper.overlaps(h.start, h.end)) continue; // harper said it first
    if (h.category === 'grammar')
      for (const n of notes) if (n.start < h.end && n.end > h.start) replaced.add(n);
    if (claimed.subarray(h.start, h.end).includes(1)) continue;
    claimed.fill(1, h.start, h.end);
    issues.push(fromRule(h, essay.text));
  }
  return issues.filter((i) => !replaced.has(i)).sort((a, b) => a.start - b.start);
}

// The engine's rules read no harper lint: prepare runs them while helper workers lint.
const hitsByEssay = new WeakMap<ParsedEssay, DeclaredHit[]>();
function ruleHits(essay: ParsedEssay): DeclaredHit[] {
  let hits = hitsByEssay.get(essay);
  if (!hits) hitsByEssay.set(essay, (hits = runRules(essay)));
  return hits;
}

export const grammar: Analyzer = {
  name: 'grammar',
  section: 'grammar',
  prepare: (essay) => void ruleHits(essay),
  run(essay, ctx) {
    const issues = grammarFindings(essay, ctx.harper, ctx.names);
    // Notes (wordiness) are shown but are not errors.
    const errors = issues.filter((i) => i.counts !== false).length;
    const per100 = essay.wordCount ? (errors * 100) / essay.wordCount : 0;
    return {
      issues,
      strengths: [],
      metrics: { errors, errors_per_100_words: Math.round(per100 * 100) / 100 },
    };
  },
};

/** "want be" is mostly "want to be" (a learner's missing "to"); harper offers "won't be" first. */
const preferredFirst = (fixes: string[]) =>
  fixes.length === 2 && /^want to be$/i.test(fixes[1]!) && /^won['’]t be$/i.test(fixes[0]!)
    ? [fixes[1]!, fixes[0]!]
    : fixes;

/**
 * harper can offer one fix twice, once with a trailing space ("They're ", "They're"): keep one, in
 * the first one's place, and the trimmed form where there is one.
 */
export function distinctFixes(fixes: string[]): string[] {
  const byTrimmed = new Map<string, string>();
  for (const f of fixes) {
    const had = byTrimmed.get(f.trim());
    if (had === undefined || f === f.trim()) byTrimmed.set(f.trim(), had === undefined ? f : f.trim());
  }
  return [...byTrimmed.values()];
}

/** The grammar section's category of a harper lint: capitals and punctuation apart from the rest. */
export const categoryOf = (l: HarperLint) =>
  l.kind === 'Capitalization' || l.kind === 'Punctuation' ? l.kind.toLowerCase() : 'grammar';

/** Harper's words, in the product's voice where harper's are terse or technical. */
function lintMessage(l: HarperLint): string {
  const fix = l.replacements[0];
  // (OrthographicConsistency is shown only for a word's own capitals, "tv" -> "TV": lint/filter.ts.)
  if (fix && l.rule === 'OrthographicConsistency') return `"${l.text}" is written with capitals: "${fix}".`;
  if (fix && l.rule === 'AnA')
    return `Write "${fix}" here: "an" goes before a vowel sound (an hour, an idea), "a" before a consonant sound (a year, a university).`;
  return stripMarkup(l.message);
}

function fromLint(l: HarperLint): Issue {
  const category = categoryOf(l);
  const found = issue(
    category,
    l.kind === 'Agreement' || l.kind === 'Grammar' ? 'MEDIUM' : 'LOW',
    l.start,
    l.end,
    `${kindLabel(l)}: "${clip(l.text)}"`,
    lintMessage(l),
    l.text,
    preferredFirst(distinctFixes(l.replacements)),
  );
  found.ruleId = `harper:${l.rule}`;
  // "rigorous and also kind", "past history": wordiness, a choice of style rather than an error,
  // so a note that does not count against the grammar score.
  return l.kind === 'Redundancy' ? { ...found, severity: 'info', counts: false } : found;
}

/**
 * Rules read curly apostrophes as straight ones (nlp/parse.ts), so a fix built from the tokens has
 * straight ones: where the student typed curly ones, the fix does too.
 */
const apostrophesLike = (fix: string, span: string) =>
  span.includes('’') && !span.includes("'") ? fix.replace(/'/g, '’') : fix;

function fromRule(h: DeclaredHit, text: string): Issue {
  const span = text.slice(h.start, h.end);
  h = { ...h, replacements: h.replacements.map((r) => apostrophesLike(r, span)) };
  const found = issue(
    h.category,
    h.category === 'grammar' ? 'MEDIUM' : 'LOW',
    h.start,
    h.end,
    `${h.label}: "${clip(span)}"`,
    h.message,
    span,
    h.replacements,
    h.replacements.length ? undefined : h.message,
  );
  found.ruleId = h.ruleId;
  return h.convention ? { ...found, severity: 'suggestion', counts: false } : found;
}

function issue(
  category: string,
  priority: Issue['priority'],
  start: number,
  end: number,
  title: string,
  message: string,
  text: string,
  replacements: string[],
  suggestion?: string,
): Issue {
  const fix = replacements[0];
  return {
    section: 'grammar',
    category,
    severity: 'warning',
    priority,
    start,
    end,
    issue: title,
    message,
    suggestion:
      suggestion ??
      (fix !== undefined
        ? fix
          ? `Change "${clip(text)}" to "${clip(fix)}".`
          : `Remove "${clip(text)}".`
        : message),
    replacements,
    alternatives: replacements.slice(1),
    impact: IMPACT,
    counts: true,
  };
}

// Harper's lint kinds are its own taxonomy ("Miscellaneous", "BoundaryError"); a card's title
// names the slip in a student's words instead.
const KIND_LABELS: Record<string, string> = {
  BoundaryError: 'Word spacing',
  WordChoice: 'Word choice',
  Repetition: 'Repeated word',
  Eggcorn: 'Wrong word',
  Malapropism: 'Wrong word',
  Nonstandard: 'Nonstandard form',
  Miscellaneous: 'Usage',
  WordOrder: 'Word order',
};

// Titles for harper rules whose kind says too little ("Miscellaneous").
const RULE_LABELS: Readonly<Record<string, string>> = {
  AnA: 'Article',
  CompoundNouns: 'Compound word',
  ...Object.fromEntries(CLOSED_COMPOUNDS.map((r) => [r, 'Compound word'])),
};

function kindLabel(l: HarperLint): string {
  return RULE_LABELS[l.rule] ?? KIND_LABELS[l.kind] ?? l.kind;
}

export function stripMarkup(msg: string): string {
  return msg.replace(/`/g, '"');
}

function clip(s: string, n = 60): string {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}
