// Punctuation inside a sentence: a space before a full stop or question mark, a missing space
// after a comma or full stop, a doubled comma, "U.S" without its last full stop, and "&" in prose.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

export const URLISH = /(?:www\.|https?:|\.com\b|\.org\b|@)/i;

export function spacingRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const text = essay.text;
  // "word ." / "word ?" (the comma case is harper's); not an ellipsis, not ".com".
  for (const m of text.matchAll(/([\p{L}\p{N})"”]) +([.;:!?])(?=\s|$)/gu)) {
    const start = m.index + 1;
    const end = m.index + m[0].length;
    // (nor a spaced ellipsis: "Wait . . .")
    if (text[end] === '.' || text.slice(end - 1, end + 2) === '...' || text.slice(end - 1, end + 2) === '. .')
      continue;
    out.push(
      hit(
        'space-before-punct',
        'punctuation',
        'Punctuation',
        start,
        end,
        `Remove the space before "${m[2]}".`,
        [m[2] ?? ''],
      ),
    );
  }
  // "word,word": a comma between letters needs a space after it (numbers such as 1,000 are fine).
  for (const m of text.matchAll(/\p{Ll}{2},(\p{L}{2,})/gu)) {
    const around = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
    if (URLISH.test(around)) continue;
    const start = m.index + 2;
    out.push(
      hit(
        'space-after-comma',
        'punctuation',
        'Punctuation',
        start,
        start + 1,
        'Add a space after the comma.',
        [', '],
      ),
    );
  }
  // "health.The realization", "little?What were": a new sentence after a full stop needs a space.
  for (const m of text.matchAll(/\p{Ll}{2}([.!?])\p{Lu}\p{Ll}+\b/gu)) {
    const around = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
    if (URLISH.test(around) || /\.\p{L}+\.\p{L}/u.test(m[0])) continue;
    const start = m.index + 2;
    out.push(
      hit(
        'space-after-stop',
        'punctuation',
        'Punctuation',
        start,
        start + 1,
        `Add a space after "${m[1]}" before the next sentence.`,
        [`${m[1]} `],
      ),
    );
  }
  for (const m of text.matchAll(/,\s*,/g)) {
    out.push(
      hit(
        'double-comma',
        'punctuation',
        'Punctuation',
        m.index,
        m.index + m[0].length,
        'Remove the extra comma.',
        [','],
      ),
    );
  }
  return out;
}

export const spacing = defineRule({
  id: 'spacing',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: 'Spaces around punctuation: none before a comma or full stop, one after it.',
  examples: {
    wrong: [
      ['I was tired . Then I slept.', 'I was tired. Then I slept.'],
      ['It keeps people healthy.The goal is clear.', 'It keeps people healthy. The goal is clear.'],
      ['What was the alternative?The pain was too much.', 'What was the alternative? The pain was too much.'],
    ],
    right: [
      'He let us go.',
      'I ate a apple.',
      'Visit www.Example.com for more.',
      'I studied at the U.S. Naval Academy.',
      'It uses ASP.NET and more.',
    ],
  },
  run: spacingRule,
});

/** "the U.S" without its last full stop ("U.S.", "D.C."). */
export function abbreviationDotRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(/\b(?:U\.S|U\.K|D\.C)(?![.\p{L}\p{N}])/gu)) {
    out.push(
      hit(
        'abbreviation-dot',
        'punctuation',
        'Punctuation',
        m.index,
        m.index + m[0].length,
        `"${m[0]}." takes a full stop after each letter.`,
        [`${m[0]}.`],
      ),
    );
  }
  return out;
}

export const abbreviationDot = defineRule({
  id: 'abbreviation-dot',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"the U.S" without its last full stop ("U.S.", "D.C.").',
  examples: {
    wrong: [
      ['It is a burden to U.S citizens.', 'It is a burden to U.S. citizens.'],
      ['completes "U.S" but not "U.S." or "U.S.A."', 'completes "U.S." but not "U.S." or "U.S.A."'],
    ],
    right: ['It is a burden to U.S. citizens.', 'I moved to the U.S.A. last year.', 'We left the US.'],
  },
  run: abbreviationDotRule,
});

/** "fall & winter": in running prose, "&" is written "and" (names such as "AT&T" keep it). */
export function ampersandRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(/\b\p{Ll}{2,} (&) \p{Ll}{2,}\b/gu)) {
    const start = m.index + m[0].indexOf('&');
    out.push(
      hit(
        'ampersand',
        'punctuation',
        'Punctuation',
        start,
        start + 1,
        'In a sentence, write "and" rather than "&".',
        ['and'],
      ),
    );
  }
  return out;
}

export const ampersandDefinition = defineRule({
  id: 'ampersand',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"fall & winter": in running prose, "&" is written "and" (names such as "AT&T" keep it).',
  examples: {
    wrong: [['I sewed all fall & winter.', 'I sewed all fall and winter.']],
    right: ['I interned at AT&T.', 'The Q & A ran long.', 'We met at Barnes & Noble.'],
  },
  run: ampersandRule,
});
