// Improvement, strength and quick-win cards, and annotations, from analyzer issues. Mechanical
// issues of one kind are grouped into a single card so a typo-heavy draft does not bury the
// content advice; every individual finding still becomes an annotation with exact offsets.
import type { Annotation, Improvement, QuickWin, Strength } from '../../../shared/analysis/feedback';
import type { Issue, StrengthItem } from '../analyzers/types';
import { ruleIdOf, snippet } from '../analyzers/types';
import type { ParsedEssay } from '../nlp/parse';
import { SECTION_LABEL } from './sections';

const RANK = { HIGH: 0, MEDIUM: 1, LOW: 2 } as const;
const GROUPABLE = new Set([
  'misspelling',
  'real_word',
  'grammar',
  'capitalization',
  'punctuation',
  'intensifier',
  'thesaurus',
  'wordy',
  'informal',
  'generic_phrasing',
  'possible_name',
]);
const MAX_CARDS = 30;

/** A group card's heading names its kind in a student's words ('3 wrong words', not '3 real word issues'). */
const GROUP_HEADING: Record<string, [string, string]> = {
  misspelling: ['misspelled word', 'misspelled words'],
  real_word: ['wrong word', 'wrong words'],
  grammar: ['grammar slip', 'grammar slips'],
  capitalization: ['capital letter to fix', 'capital letters to fix'],
  punctuation: ['punctuation slip', 'punctuation slips'],
  intensifier: ['weak intensifier', 'weak intensifiers'],
  thesaurus: ['fancy word choice', 'fancy word choices'],
  wordy: ['wordy phrase', 'wordy phrases'],
  informal: ['too-casual phrase', 'too-casual phrases'],
  generic_phrasing: ['generic phrase', 'generic phrases'],
  possible_name: ['name to check', 'names to check'],
};

function groupHeading(category: string, n: number): string {
  const words = GROUP_HEADING[category];
  return words ? `${n} ${n === 1 ? words[0] : words[1]}` : `${n} ${category.replace(/_/g, ' ')} issues`;
}

function whole(essay: ParsedEssay) {
  return { line_start: 1, line_end: Math.max(1, essay.lines.lineOf(Math.max(0, essay.text.length - 1))) };
}

function loc(essay: ParsedEssay, start: number, end: number) {
  return start >= 0 ? essay.lines.location(start, end) : whole(essay);
}

function card(essay: ParsedEssay, i: Issue): Improvement {
  return {
    priority: i.priority,
    section: SECTION_LABEL[i.section] ?? i.section,
    issue: i.issue,
    suggestion: i.suggestion,
    location: loc(essay, i.start, i.end),
    text_snippet: snippet(essay.text, i.start, i.end),
    example:
      i.example ??
      (i.replacements[0] !== undefined && i.start >= 0
        ? `${essay.text.slice(i.start, i.end)} → ${i.replacements[0] || '(remove)'}`
        : ''),
    alternatives: i.alternatives ?? i.replacements.slice(1),
    evidence: i.evidence ?? (i.start >= 0 ? [i.message] : [i.message]),
    impact: i.impact ?? '',
    rule_id: ruleIdOf(i),
  };
}

/**
 * Located findings that repeat one piece of advice (a cliché used three times, "make a difference"
 * and "makes a difference") grouped, so the student reads the advice once; order kept.
 */
function sameAdvice(issues: Issue[]): Map<string, Issue[]> {
  const out = new Map<string, Issue[]>();
  issues.forEach((i, n) => {
    const key = i.start >= 0 ? `${i.section}|${i.category}|${i.suggestion}` : `#${n}`;
    const list = out.get(key);
    if (list) list.push(i);
    else out.set(key, [i]);
  });
  return out;
}

/** The same words however inflected: "make a difference" and "makes a difference" are one phrase. */
export function sameWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .map((w) =>
      w.length > 3 ? w.replace(/(?:(?<=[sxz]|ch|sh)es|(?<!s)s|ed|ing)$/, '').replace(/e$/, '') : w,
    )
    .join(' ');
}

const clip = (t: string, max = 48) => {
  const one = t.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
};

/**
 * The heading of one card for several places: "(3 times)" only when it is the same words each
 * time; two different clichés under one piece of advice are named each, and findings quoted by
 * no words of their own (long sentences) are counted as places.
 */
function repeatedHeading(essay: ParsedEssay, first: Improvement, list: Issue[]): string {
  const counts = new Map<string, { text: string; n: number }>();
  for (const i of list) {
    const text = essay.text.slice(i.start, i.end);
    const key = sameWords(text);
    const c = counts.get(key);
    if (c) c.n++;
    else counts.set(key, { text, n: 1 });
  }
  if (counts.size === 1) return `${first.issue} (${list.length} times)`;
  const quoted = /"/.test(first.issue);
  const base = first.issue.replace(/:\s*".*$/, '').replace(/\s*\([^)]*\)\s*$/, '');
  if (!quoted) return `${base} in ${list.length} places`;
  const named = [...counts.values()].map((c) => `"${clip(c.text)}"${c.n > 1 ? ` (${c.n} times)` : ''}`);
  return `${base}: ${named.join(', ')}`;
}

/** One card for the same finding in several places: every place listed in its evidence. */
function repeatedCard(essay: ParsedEssay, list: Issue[]): Improvement {
  const first = card(essay, list[0]!);
  const lines = list.map((i) => loc(essay, i.start, i.end));
  return {
    ...first,
    issue: repeatedHeading(essay, first, list),
    location: {
      line_start: Math.min(...lines.map((l) => l.line_start)),
      line_end: Math.max(...lines.map((l) => l.line_end)),
    },
    evidence: list.map((i) => `line ${essay.lines.lineOf(i.start)}: "${essay.text.slice(i.start, i.end)}"`),
  };
}

/** Findings of one kind on the same words with the same fix ("dissonating" flagged twice): one card. */
function sameFix(issues: Issue[], essay: ParsedEssay): Issue[][] {
  const out = new Map<string, Issue[]>();
  issues.forEach((i, n) => {
    const words = sameWords(essay.text.slice(i.start, i.end));
    const key = i.start >= 0 ? `${i.category}|${words}|${i.replacements[0] ?? ''}` : `#${n}`;
    const list = out.get(key);
    if (list) list.push(i);
    else out.set(key, [i]);
  });
  return [...out.values()];
}

export function buildImprovements(essay: ParsedEssay, issues: Issue[]): Improvement[] {
  const groups = new Map<string, Issue[]>();
  const singles: Issue[] = [];
  for (const i of issues) {
    if (!GROUPABLE.has(i.category)) {
      singles.push(i);
      continue;
    }
    const g = groups.get(i.category) ?? [];
    g.push(i);
    groups.set(i.category, g);
  }
  const cards: Improvement[] = [...sameAdvice(singles).values()].map((list) =>
    list.length === 1 ? card(essay, list[0]!) : repeatedCard(essay, list),
  );
  for (const [category, list] of groups) {
    if (list.length <= 2) {
      cards.push(
        ...sameFix(list, essay).map((same) =>
          same.length === 1 ? card(essay, same[0]!) : repeatedCard(essay, same),
        ),
      );
      continue;
    }
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const l1 = loc(essay, first.start, first.end);
    const l2 = loc(essay, last.start, last.end);
    cards.push({
      ...card(essay, first),
      issue: groupHeading(category, list.length),
      suggestion: `${first.suggestion} The other ${list.length - 1} are highlighted in the essay.`,
      location: { line_start: l1.line_start, line_end: Math.max(l1.line_end, l2.line_end) },
      evidence: list
        .slice(0, 12)
        .map(
          (i) =>
            `line ${essay.lines.lineOf(Math.max(0, i.start))}: "${essay.text.slice(i.start, i.end)}"${i.replacements[0] ? ` → "${i.replacements[0]}"` : ''}`,
        ),
      priority: list.length >= 5 && first.priority === 'MEDIUM' ? 'HIGH' : first.priority,
    });
  }
  cards.sort((a, b) => RANK[a.priority] - RANK[b.priority] || a.location.line_start - b.location.line_start);
  return cards.slice(0, MAX_CARDS);
}

export function buildAnnotations(issues: Issue[]): Annotation[] {
  return issues
    .filter((i) => i.start >= 0 && i.end > i.start)
    .map((i) => ({
      start: i.start,
      end: i.end,
      analyzer: i.section,
      category: i.category,
      severity: i.severity,
      message: i.message,
      replacements: i.replacements,
      rule_id: ruleIdOf(i),
    }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

export function buildStrengths(essay: ParsedEssay, items: StrengthItem[]): Strength[] {
  return items.map((s) => ({
    description: s.description,
    section: SECTION_LABEL[s.section] ?? s.section,
    location: loc(essay, s.start, s.end),
    text_snippet: snippet(essay.text, s.start, s.end),
    impact: s.impact,
    evidence: s.evidence,
  }));
}

export function buildQuickWins(essay: ParsedEssay, issues: Issue[]): QuickWin[] {
  const quick = issues.filter(
    (i) =>
      i.start >= 0 &&
      i.counts !== false &&
      i.replacements.length > 0 &&
      [
        'misspelling',
        'real_word',
        'grammar',
        'capitalization',
        'punctuation',
        'wordy',
        'informal',
        'thesaurus',
      ].includes(i.category),
  );
  // One win per fix: "instilled" -> "taught" twice is one change to make in two places.
  const fixes = new Map<string, Issue[]>();
  for (const i of quick) {
    const key = `${sameWords(essay.text.slice(i.start, i.end))}|${i.replacements[0]}`;
    const list = fixes.get(key);
    if (list) list.push(i);
    else if (fixes.size < 5) fixes.set(key, [i]);
  }
  const wins: QuickWin[] = [...fixes.values()].map((list) => {
    const i = list[0]!;
    const words = essay.text.slice(i.start, i.end);
    const times = list.length > 1 ? ` (${list.length} times)` : '';
    return {
      description: `Line ${essay.lines.lineOf(i.start)}: ${i.replacements[0] ? `change "${words}" to "${i.replacements[0]}"` : `remove "${words}"`}${times}`,
      location: loc(essay, i.start, i.end),
    };
  });
  const cliche = issues.find((i) => i.category === 'cliche');
  if (cliche)
    wins.push({
      description: `Line ${essay.lines.lineOf(cliche.start)}: replace the cliché "${essay.text.slice(cliche.start, cliche.end)}" with a specific detail`,
      location: loc(essay, cliche.start, cliche.end),
    });
  return wins;
}
