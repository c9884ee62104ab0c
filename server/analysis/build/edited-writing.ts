// Precision on edited writing (issue 30). A writer whose essay carries almost no mechanical slips
// has proofread it; there, the rules that mostly fire on correct, deliberate prose are switched
// off, and what remains is what a proofreader would still mark. Measured on the dev half of the
// published college essays (bench:college): every agreement, verb-tense, word-choice and
// sound-alike flag read there was wrong ("All that matters is the dancing" -> are, "I too feel"
// -> to, "more ... than I anticipated" -> then), as were dash and ampersand conventions ("--"),
// commas harper wanted, capitals after an abbreviation ("Ln. in"), and "misspellings" that are a
// known word regularly inflected ("amens", "cringy", "shedded") or words of quoted speech. Learner
// drafts keep every rule: the gate opens only on essays of EDITED_MIN_WORDS+ with few slips.
import type { Issue } from '../analyzers/types';
import type { Outputs } from '../measures';
import type { ParsedEssay } from '../nlp/parse';
import { getSpell } from '../nlp/resources';

/** Shorter texts say too little about their writer to be read as edited. */
export const EDITED_MIN_WORDS = 250;
/** Counted spelling and grammar findings per 100 words below which the essay reads as proofread. */
export const EDITED_MAX_RATE = 1;

// Rule families that cannot hold their precision on proofread prose (card titles name them).
const OFF_IN_EDITED = /^(?:Agreement|Verb tense|Word choice|Compound word|Grammar|Comma|Wrong word):/;
// "Verb form" is off on a proofread application essay (one written against a word limit, the scope
// of the reader's deductions in scoring.ts): its one flag on the published essays was wrong ("which
// ones don't helps me", where "don't" closes its own clause). On learner essays with few slips it
// marks what raters score: off there too, it took ELLIPSE Spearman from 0.610 to 0.595 (held-out).
const OFF_IN_APPLICATION = /^Verb form:/;

const counted = (i: Issue) => i.counts !== false && (i.severity === 'error' || i.severity === 'warning');

/**
 * Whether the essay reads as proofread: long enough, and few slips per 100 words from the rules
 * that hold their precision on edited prose (a typing convention repeated ten times, "--" for a
 * dash, says nothing about care).
 */
export function isEdited(essay: ParsedEssay, issues: readonly Issue[], application = false): boolean {
  if (essay.wordCount < EDITED_MIN_WORDS) return false;
  const slips = issues.filter(
    (i) =>
      (i.section === 'spelling' || i.section === 'grammar') &&
      counted(i) &&
      !offInEditedWriting(i, essay, application),
  );
  return (slips.length * 100) / essay.wordCount < EDITED_MAX_RATE;
}

const known = (w: string) => getSpell().correct(w);

/**
 * A known word regularly inflected where the dictionary lists no other spelling of that form:
 * "amens" (amen + s), "cringy" (cringe + y), "shedded" (shed + ed). A slip of a listed form is
 * not one: "happenned" (happened is listed), "walkking" (walking).
 */
export function regularCoinage(word: string): boolean {
  const w = word.toLowerCase();
  const m = /^([a-z]{3,}?)(s|es|y|ed|d|ing)$/.exec(w);
  if (!m) return false;
  const [, body, suffix] = m as unknown as [string, string, string];
  const stems = [body, `${body}e`];
  if (/([^aeiou])\1$/.test(body)) stems.push(body.slice(0, -1));
  const stem = stems.find((s) => s.length >= 3 && known(s));
  if (!stem) return false;
  const forms =
    suffix === 'ing'
      ? [`${stem}ing`, `${stem.replace(/e$/, '')}ing`, `${stem}${stem.slice(-1)}ing`]
      : suffix === 'y'
        ? [`${stem}y`, `${stem.replace(/e$/, '')}y`]
        : suffix === 's' || suffix === 'es'
          ? [`${stem}s`, `${stem}es`]
          : [`${stem}ed`, `${stem.replace(/e$/, '')}ed`, `${stem}d`, `${stem}${stem.slice(-1)}ed`];
  return !forms.some((f) => f !== w && known(f));
}

/** Offsets inside a double-quoted stretch of the text ("…" or “…”). */
function insideQuotes(text: string, at: number): boolean {
  const before = text.slice(Math.max(0, text.lastIndexOf('\n', at)), at);
  const opens = (before.match(/“/g) ?? []).length - (before.match(/”/g) ?? []).length;
  return opens > 0 || (before.match(/"/g) ?? []).length % 2 === 1;
}

/** Punctuation "errors" made of symbols alone: "--" for a dash, "&", "!!!" — typing conventions. */
const symbolsOnly = (s: string) => !/[\p{L}\p{N}]/u.test(s);

/** A capital asked for right after an abbreviation's full stop ("Lorrie Lake Ln." in …). */
const afterAbbreviation = (text: string, at: number) =>
  /(?:^|\s)[A-Z][a-z]{0,3}\.\s*["”’]?\s*$/.test(text.slice(Math.max(0, at - 12), at));

/**
 * A compound modifier takes its hyphen only before the noun it modifies ("oil-free cafe"), and a
 * verb is no part of one ("that moment of clarity seemed").
 */
function compoundModifier(essay: ParsedEssay, start: number, end: number): boolean {
  const inside = essay.tokens.filter((t) => t.start >= start && t.end <= end && t.isWord);
  const next = essay.tokens.find((t) => t.start >= end && t.isWord);
  return !inside.some((t) => t.pos === 'VERB') && (next?.pos === 'NOUN' || next?.pos === 'PROPN');
}

/** Whether a finding belongs to a rule switched off for edited writing (an application essay's, if so). */
export function offInEditedWriting(i: Issue, essay: ParsedEssay, application = false): boolean {
  const text = essay.text;
  const span = text.slice(i.start, i.end);
  if (i.section === 'spelling') {
    if (i.category === 'real_word') return true;
    if (i.category !== 'misspelling') return false;
    return regularCoinage(span) || insideQuotes(text, i.start);
  }
  if (i.section !== 'grammar') return false;
  if (OFF_IN_EDITED.test(i.issue) || (application && OFF_IN_APPLICATION.test(i.issue))) return true;
  if (i.category === 'punctuation') return symbolsOnly(span) || /^[,;]$/.test(span.trim());
  if (i.category === 'capitalization') return afterAbbreviation(text, i.start);
  if (i.category === 'hyphenation') return !compoundModifier(essay, i.start, i.end);
  return false;
}

/** Recounts an analyzer's error metrics after findings were taken out. */
function recount(out: Outputs[string], issues: Issue[], words: number): Outputs[string] {
  const errors = issues.filter((i) => i.counts !== false).length;
  return {
    ...out,
    issues,
    metrics: {
      ...out.metrics,
      errors,
      errors_per_100_words: Math.round(((errors * 100) / Math.max(1, words)) * 100) / 100,
    },
  };
}

/**
 * The outputs with the rules that cannot hold precision on edited writing switched off for it;
 * `application` when the essay is written against a word limit.
 */
export function gateEditedWriting(outputs: Outputs, essay: ParsedEssay, application = false): Outputs {
  const all = Object.values(outputs).flatMap((o) => o.issues);
  if (!isEdited(essay, all, application)) return outputs;
  const gated: Outputs = { ...outputs };
  for (const name of ['spelling', 'grammar']) {
    const out = outputs[name];
    if (!out) continue;
    const kept = out.issues.filter((i) => !offInEditedWriting(i, essay, application));
    gated[name] = recount(out, kept, essay.wordCount);
  }
  return gated;
}
