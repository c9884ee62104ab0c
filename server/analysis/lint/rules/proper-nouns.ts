import type { ParsedEssay } from '../../nlp/parse';
import { PROPER_NAME_LOOKALIKES } from './lookalikes.table';
import { hit, type RuleHit, defineRule } from './types';

// Names of several words that college essays mention in lower case ("the national honor
// society"). Each word is capitalised except the short joining words.
const PHRASES = [
  'national honor society',
  'national merit',
  'model united nations',
  'boy scouts',
  'girl scouts',
  'eagle scout',
  'habitat for humanity',
  'special olympics',
  'red cross',
  'key club',
  'united states',
  'united nations',
  'los angeles',
  'san francisco',
];
const PHRASE_RE = new RegExp(`(?<![\\p{L}])(?:${PHRASES.join('|')})(?![\\p{L}])`, 'gu');
const SMALL = /^(?:for|of|the|and)$/;

/** "the national honor society" -> "National Honor Society" (only when written all in lower case). */
export function properPhraseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(PHRASE_RE)) {
    const fix = m[0]
      .split(' ')
      .map((w) => (SMALL.test(w) ? w : w[0]!.toUpperCase() + w.slice(1)))
      .join(' ');
    out.push(
      hit(
        'proper-capital',
        'capitalization',
        'Capitalization',
        m.index,
        m.index + m[0].length,
        `"${fix}" is a name and takes capitals.`,
        [fix],
      ),
    );
  }
  return out;
}

export const properPhrase = defineRule({
  id: 'proper-phrase',
  section: 'grammar',
  category: 'capitalization',
  severity: 'error',
  description:
    '"the national honor society" -> "National Honor Society" (only when written all in lower case).',
  examples: {
    wrong: [
      ['My cousin moved to the united states in May.', 'My cousin moved to the United States in May.'],
      ['I am a member of the national honor society.', 'I am a member of the National Honor Society.'],
    ],
    right: [
      'The United States is a big country.',
      'She moved to the United States in 2019.',
      ...PROPER_NAME_LOOKALIKES,
    ],
  },
  run: properPhraseRule,
});
