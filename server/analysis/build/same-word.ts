// Two findings on the same words, from checks that each saw the words as written: "failer" is a
// misspelling of "failure" and, at the start of a sentence, needs a capital; "however" needs a
// capital and a comma; "peaple" after "many" looks singular to the agreement rule. The student
// should get one card whose fix does both ("Failure", "However,"), not two fixes that undo each
// other when applied one after the other, and no fix built on a misspelling ("peaples").
import type { Issue } from '../analyzers/types';

const capitalised = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const key = (i: Issue) => `${i.start}:${i.end}`;

// A plural built on the written word: "peaple" -> "peaples", "reson" -> "resons".
const inflects = (fix: string, text: string) =>
  fix.toLowerCase() === `${text.toLowerCase()}s` || fix.toLowerCase() === `${text.toLowerCase()}es`;

function withFixes(issue: Issue, fixes: string[], written: string): Issue {
  return {
    ...issue,
    replacements: fixes,
    alternatives: fixes.slice(1),
    suggestion: fixes.length ? `Replace "${written}" with "${fixes[0]}".` : issue.suggestion,
  };
}

/**
 * Findings on the same words, merged into one card:
 * - a capital letter asked for at the start of another finding's words goes into that finding's
 *   fixes ("for example" -> "For example,"; "there" -> "Their");
 * - a misspelling takes the mark another check adds after it ("probabily," -> "probably,");
 * - a grammar fix built on a misspelled word gives way to the spelling fix, and a spelling fix
 *   that reads a plural as a possessive ("advices" -> "advice's") to the grammar one ("advice");
 * - a misspelling that only needs capitals ("i'm") inside a wider grammar finding ("i'm disagree")
 *   gives that finding's fixes its capitals and is dropped;
 * - a grammar finding that starts or ends inside a word ("he do|nt") is dropped, unless it is the
 *   verb of a contraction ("does|n't"), which it then covers.
 */
/**
 * A grammar fix for the verb inside a contraction ("My parents does|n't" -> "do") covers the whole
 * word, "doesn't" -> "don't", so it can be applied and is not dropped as a mid-word finding.
 */
function overContraction(i: Issue, text: string): Issue {
  const neg = /^n['’]t(?!\p{L})/u.exec(text.slice(i.end, i.end + 4));
  if (i.section !== 'grammar' || !neg || !i.replacements.length || !/\p{L}$/u.test(i.replacements[0]!))
    return i;
  const end = i.end + neg[0].length;
  const fixes = i.replacements.map((r) => `${r}${neg[0]}`);
  return { ...withFixes(i, fixes, text.slice(i.start, end)), end };
}

export function mergeSameWord(issues: readonly Issue[], text: string): Issue[] {
  const midWord = (at: number) => /\p{L}/u.test(text[at - 1] ?? '') && /\p{L}/u.test(text[at] ?? '');
  const dropped = new Set<Issue>();
  const current = new Map<Issue, Issue>();
  const now = (i: Issue) => current.get(i) ?? i;
  const byStart = new Map<number, Issue[]>();
  for (const raw of issues) {
    if (raw.start < 0) continue;
    const i = overContraction(raw, text);
    if (i !== raw) current.set(raw, i);
    if (i.section === 'grammar' && (midWord(i.start) || midWord(i.end))) dropped.add(raw);
    else {
      const group = byStart.get(raw.start);
      if (group) group.push(raw);
      else byStart.set(raw.start, [raw]);
    }
  }
  for (const group of byStart.values()) {
    if (group.length < 2) continue;
    for (const cap of group) {
      const written = text.slice(cap.start, cap.end);
      if (cap.category !== 'capitalization' || cap.replacements[0] !== capitalised(written)) continue;
      const wider = group.filter((o) => o !== cap && o.end >= cap.end && o.category !== 'capitalization');
      const fixed = wider.filter((o) => o.replacements.length);
      for (const o of fixed)
        current.set(o, withFixes(now(o), now(o).replacements.map(capitalised), text.slice(o.start, o.end)));
      if (fixed.length) dropped.add(cap);
    }
    const spelling = group.find((i) => i.category === 'misspelling' && i.replacements.length);
    if (!spelling) continue;
    const written = text.slice(spelling.start, spelling.end);
    // A misspelling that only needs capitals ("i'm" -> "I'm") inside a wider grammar finding
    // ("i'm disagree" -> "I disagree"): the grammar card's fixes take the capitals.
    const recased = spelling.replacements[0]!;
    if (recased !== written && recased.toLowerCase() === written.toLowerCase()) {
      const wider = group.filter(
        (o) => o !== spelling && o.section === 'grammar' && o.end > spelling.end && o.replacements.length,
      );
      for (const o of wider) {
        const fixes = now(o).replacements.map((f) =>
          f.startsWith(written) ? recased + f.slice(written.length) : f,
        );
        current.set(o, withFixes(now(o), fixes, text.slice(o.start, o.end)));
      }
      if (wider.length) {
        dropped.add(spelling);
        continue;
      }
    }
    for (const other of group) {
      const fix = other.replacements[0];
      if (other === spelling || dropped.has(other) || key(other) !== key(spelling) || fix === undefined)
        continue;
      const mark = fix.startsWith(written) ? fix.slice(written.length) : '';
      if (/^[,.;:!?]$/.test(mark)) {
        const s = now(spelling);
        current.set(
          spelling,
          withFixes(
            s,
            s.replacements.map((w) => w + mark),
            written,
          ),
        );
        dropped.add(other);
      } else if (inflects(fix, written)) dropped.add(other);
      else if (inflects(written, fix) && /['’]s$/.test(spelling.replacements[0]!)) dropped.add(spelling);
    }
  }
  return issues.filter((i) => !dropped.has(i)).map(now);
}
