// Typewriter punctuation: two hyphens standing in for a dash ("the paper--that we"), and an
// ellipsis run into the next word ("together...how could you").
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit } from './types';

export function typewriterDashRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const text = essay.text;
  // Between words only: not "---", not a "--flag" at the start of a line, not an arrow ("-->").
  for (const m of text.matchAll(/[\p{L}\p{N}.,!?"'”’)] ?(--)(?![->]) ?[\p{L}\p{N}"'“‘(]/gu)) {
    const start = m.index + m[0].indexOf('--');
    if (text[start - 1] === '-' || text[start - 1] === '<') continue;
    out.push(
      hit(
        'double-hyphen',
        'punctuation',
        'Punctuation',
        start,
        start + 2,
        'Two hyphens stand in for a dash: use an em dash (—).',
        ['—'],
      ),
    );
  }
  return out;
}

export function ellipsisSpaceRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  // "together...how": a word after an ellipsis is set off by a space (not "...", not "1...10").
  for (const m of essay.text.matchAll(/\p{L}(\.\.\.|…)(\p{L})/gu)) {
    const start = m.index + 1;
    out.push(
      hit(
        'ellipsis-space',
        'punctuation',
        'Punctuation',
        start,
        start + m[1]!.length,
        'Put a space after the ellipsis, before the next word.',
        [`${m[1]} `],
      ),
    );
  }
  return out;
}

/** "on-line" is written "online" now. */
export function datedHyphenRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(/\b([Oo])n-line\b/g)) {
    out.push(
      hit(
        'dated-hyphen',
        'hyphenation',
        'Hyphenation',
        m.index,
        m.index + m[0].length,
        '"Online" is written as one word, without the hyphen.',
        [`${m[1]}nline`],
      ),
    );
  }
  return out;
}
