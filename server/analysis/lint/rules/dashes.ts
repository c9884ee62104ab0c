// Typewriter punctuation: two hyphens standing in for a dash ("the paper--that we"), and an
// ellipsis run into the next word ("together...how could you").
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

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

export const typewriterDash = defineRule({
  id: 'double-hyphen',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: 'Two hyphens typed for a dash ("--") are an em dash ("—").',
  examples: {
    wrong: [
      ['A well-known author -- no.', 'A well-known author — no.'],
      ["It's simple -- just follow your heart.", "It's simple — just follow your heart."],
      ['The paper--that we wrote--won.', 'The paper—that we wrote--won.'],
      ['The paper--that we wrote--won.', 'The paper--that we wrote—won.'],
    ],
    right: ['Click here --> now.', 'Run it with ---verbose.', 'It was simple — I left.'],
  },
  run: typewriterDashRule,
});

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

export const ellipsisSpace = defineRule({
  id: 'ellipsis-space',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: 'An ellipsis glued to the next word ("eyes...it") takes a space after it.',
  examples: {
    wrong: [["Don't roll your eyes...it happens.", "Don't roll your eyes... it happens."]],
    right: ['Count from 1...10 slowly.', 'Wait... it happens.', 'And then...'],
  },
  run: ellipsisSpaceRule,
});

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

export const datedHyphen = defineRule({
  id: 'dated-hyphen',
  section: 'grammar',
  category: 'hyphenation',
  severity: 'error',
  description: '"on-line" is written "online" now.',
  examples: {
    wrong: [
      ['I took an on-line class.', 'I took an online class.'],
      [
        'I took an on-line course. On-line classes are hard.',
        'I took an online course. On-line classes are hard.',
      ],
      [
        'I took an on-line course. On-line classes are hard.',
        'I took an on-line course. Online classes are hard.',
      ],
    ],
    right: ['I took an online class last summer.', 'I went online to register.'],
  },
  run: datedHyphenRule,
});

// A hyphen with a space on one side only ("years- the", "joy -the", "clear- cut"), between words.
// Not a suspended hyphen ("two- and three-year"), a minus sign ("-5") or a list dash.
const LOPSIDED = /(\p{L}) ?(-) ?(\p{L}+)/gu;

/**
 * "for years- the thermostat": a hyphen spaced on one side only is either a dash ("years — the")
 * or a compound split by a stray space ("clear- cut" -> "clear-cut").
 */
export function lopsidedHyphenRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const text = essay.text;
  for (const m of text.matchAll(LOPSIDED)) {
    const gap = m[0].slice(1, m[0].length - m[3]!.length); // "- " or " -"
    if (gap !== '- ' && gap !== ' -') continue;
    const next = m[3]!;
    // "sugar- or starch-based", "inter- and transdisciplinary": the suspended hyphen of a pair
    if (gap === '- ' && /^(?:and|or|to|nor)$/i.test(next)) continue;
    if (text[m.index + m[0].length] === '-') continue; // "-0-", "alt- country-rock": leave as is
    const start = m.index + 1;
    const end = start + gap.length;
    const at = tokenAt(essay, end);
    const word = essay.tokens[at];
    const before = essay.tokens[at - 2]; // (the hyphen is a token of its own)
    // a lower-case noun or adjective after it ("decision- making"), or an adjective before it
    // ("clear- cut"), reads as a compound split by a stray space
    const compound =
      !!word &&
      /^\p{Ll}/u.test(next) &&
      (word.pos === 'NOUN' || word.pos === 'ADJ' || /ing$/.test(word.lower) || before?.pos === 'ADJ');
    out.push(
      hit(
        'lopsided-hyphen',
        'punctuation',
        'Punctuation',
        start,
        end,
        'This hyphen has a space on one side only: close it up for a compound ("clear-cut"), or use a dash with a space on each side ("years — the").',
        compound ? ['-', ' — '] : [' — ', '-'],
      ),
    );
  }
  return out;
}

export const lopsidedHyphen = defineRule({
  id: 'lopsided-hyphen',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"for years- the thermostat": a hyphen spaced on one side only is either a dash ("years — the") or a compound split by a stray space ("clear- cut" -> "clear-cut").',
  examples: {
    wrong: [
      ['Her answer was clear- cut.', 'Her answer was clear-cut.'],
      ['It was a hard decision- making process.', 'It was a hard decision-making process.'],
      ['We waited for years- the answer never came.', 'We waited for years — the answer never came.'],
      ['It was a tale of joy -the kind you remember.', 'It was a tale of joy — the kind you remember.'],
    ],
    right: [
      'We won - again.',
      'Take notes. - Then review them.',
      'We offer two- and three-year plans.',
      'It holds sugar- or starch-based syrups.',
      'We waited for years - the answer never came.',
      'We waited for years — the answer never came.',
      'The temperature fell to -5 degrees.',
      'She wrote a well-known book.',
    ],
  },
  run: lopsidedHyphenRule,
});

/** Index of the token that starts at or after `offset` (binary search: tokens are in text order). */
function tokenAt(essay: ParsedEssay, offset: number): number {
  let lo = 0;
  let hi = essay.tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (essay.tokens[mid]!.start < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
