// Grammar, usage and punctuation from harper's non-spelling lints, filtered to a narrative-aware
// profile: personal essays use "I", dialogue, fragments and the odd passive on purpose, and
// names must not trip capitalisation or agreement rules.
import type { Analyzer, Issue } from './types';
import type { HarperLint } from '../lint/harper';

export const GRAMMAR_KINDS = new Set([
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
]);

// Rules a narrative essay breaks on purpose, or that mostly fire on informal-but-fine text.
const NAG =
  /passive|fragment|conjunction|first person|contraction|Oxford comma|exclamation|sentence is long|long sentence|hyphen|en dash|em dash|ellipsis|title case|heading|spaces?\b|quote|quotation/i;

export function isGrammarLint(
  l: HarperLint,
  isName: (lower: string) => boolean,
  all: HarperLint[] = [],
): boolean {
  if (!GRAMMAR_KINDS.has(l.kind) || NAG.test(l.message)) return false;
  // A word harper cannot spell gets a Spelling lint; its split-word "fixes" on the same word are noise.
  if (all.some((o) => o !== l && o.kind === 'Spelling' && o.start <= l.start && l.end <= o.end)) return false;
  // Capitalisation lints on names the essay capitalises elsewhere are noise.
  if (l.kind === 'Capitalization' && /^\p{Lu}/u.test(l.text) && isName(l.text.toLowerCase())) return false;
  if (l.kind === 'Typo' && /\p{Lu}/u.test(l.text)) return false;
  return true;
}

export const grammar: Analyzer = {
  name: 'grammar',
  section: 'grammar',
  run(essay, ctx) {
    const issues: Issue[] = [];
    for (const l of ctx.harper) {
      if (!isGrammarLint(l, ctx.names.isName, ctx.harper)) continue;
      const fix = l.replacements[0];
      const kind = l.kind === 'Capitalization' || l.kind === 'Punctuation' ? l.kind.toLowerCase() : 'grammar';
      issues.push({
        section: 'grammar',
        category: kind,
        severity: 'warning',
        priority: l.kind === 'Agreement' || l.kind === 'Grammar' ? 'MEDIUM' : 'LOW',
        start: l.start,
        end: l.end,
        issue: `${l.kind === 'Typo' ? 'Typo' : kindLabel(l.kind)}: "${clip(l.text)}"`,
        message: stripMarkup(l.message),
        suggestion:
          fix !== undefined
            ? fix
              ? `Change "${clip(l.text)}" to "${clip(fix)}".`
              : `Remove "${clip(l.text)}".`
            : stripMarkup(l.message),
        replacements: l.replacements,
        alternatives: l.replacements.slice(1),
        impact: 'Mechanical errors pull attention away from your story.',
        counts: true,
      });
    }
    const per100 = essay.wordCount ? (issues.length * 100) / essay.wordCount : 0;
    return {
      issues,
      strengths: [],
      metrics: { errors: issues.length, errors_per_100_words: Math.round(per100 * 100) / 100 },
    };
  },
};

function kindLabel(kind: string): string {
  return kind.replace(/([a-z])([A-Z])/g, '$1 $2');
}

export function stripMarkup(msg: string): string {
  return msg.replace(/`/g, '"');
}

function clip(s: string, n = 60): string {
  return s.length > n ? `${s.slice(0, n)}…` : s;
}
