// Phrases of several words that take hyphens before a noun they describe: "a once-in-a-lifetime
// opportunity", "up-to-date records", "a state-of-the-art lab", "face-to-face meetings". Used on
// their own ("once in a lifetime", "keep it up to date") they stay open, so the noun after decides.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit } from './types';

const PHRASES = [
  'once in a lifetime',
  'up to date',
  'out of date',
  'state of the art',
  'day to day',
  'face to face',
  'one on one',
  'step by step',
  'all you can eat',
  'out of state',
  'end of year',
  'end of the year',
  'behind the scenes',
];
const PHRASE = new RegExp(
  `\\b(${PHRASES.map((p) => p.replace(/ /g, '[ -]')).join('|')})\\b(?=\\s+(\\p{L}+))`,
  'giu',
);

export function phraseCompoundRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const posAt = new Map(essay.tokens.map((t) => [t.start, t.pos]));
  for (const m of essay.text.matchAll(PHRASE)) {
    const phrase = m[1]!;
    // Only the open form (or a half-hyphenated one), before a noun it describes.
    if (!phrase.includes(' ')) continue;
    const nounStart = m.index + m[0].length + essay.text.slice(m.index + m[0].length).search(/\S/);
    if (posAt.get(nounStart) !== 'NOUN') continue;
    // "a" or "the" before the phrase, or a describing slot ("my day to day life"), so the phrase
    // is not the end of a clause ("we met face to face friends" is rare; "talk face to face today").
    const before = /(\p{L}+)\s+$/u.exec(essay.text.slice(Math.max(0, m.index - 12), m.index))?.[1] ?? '';
    if (
      !/^(?:a|an|the|this|that|my|our|your|his|her|their|its|some|more|these|those|of|for|with|in)$/i.test(
        before,
      )
    )
      continue;
    const joined = phrase.replace(/[ -]+/g, '-');
    out.push(
      hit(
        'compound-modifier',
        'hyphenation',
        'Hyphenation',
        m.index,
        m.index + phrase.length,
        `Join "${phrase}" with hyphens when it describes the noun after it: "${joined}".`,
        [joined],
      ),
    );
  }
  return out;
}
