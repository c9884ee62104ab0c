// Fixed phrases written with a word missing or the wrong preposition: "lots extra updates" (lots
// of), "according Trump" (according to), "in the morning of May 4" (on), "in the other hand" (on),
// "none-the-less" (nonetheless), "the reason I left was because" (that).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, next, prev, type RuleHit, defineRule } from './types';
import { phraseMatches, tableExamples } from '../phrase-table';
import { CLOSED_PHRASES, FIXED_PREPOSITIONS, type PrepositionRow } from './fixed-phrases.table';

const NOUN_START = new Set(['NOUN', 'PROPN', 'DET', 'PRON', 'NUM']);

/** "lots extra updates" -> "lots of", "according Trump" -> "according to", "akin proteins". */
export function missingLinkRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i]!;
    const n = next(essay, i);
    if (!n) continue;
    if (w.lower === 'lots') {
      const n2 = next(essay, i, 2);
      const nounPhrase = n.pos === 'NOUN' || (n.pos === 'ADJ' && n2?.pos === 'NOUN');
      if (!nounPhrase || /^(?:more|less|and|of)$/.test(n.lower)) continue;
      out.push(
        hit('lots-of', 'grammar', 'Missing word', w.start, w.end, `Write "lots of ${n.text}".`, [
          `${w.text} of`,
        ]),
      );
    } else if (w.lower === 'according' || w.lower === 'akin') {
      if (!NOUN_START.has(n.pos) || /^(?:as|that|this)$/.test(n.lower)) continue;
      out.push(
        hit(
          'linking-to',
          'grammar',
          'Missing word',
          w.start,
          w.end,
          `"${w.text}" takes "to": "${w.text} to ${n.text}".`,
          [`${w.text} to`],
        ),
      );
    }
  }
  return out;
}

export const missingLink = defineRule({
  id: 'missing-link',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"lots extra updates" -> "lots of", "according Trump" -> "according to", "akin proteins".',
  examples: {
    wrong: [
      ['According my coach, we won.', 'According to my coach, we won.'],
      ['The game has lots new levels.', 'The game has lots of new levels.'],
    ],
    right: [
      'Thanks lots and see you.',
      'Act according as you see fit.',
      'The game has lots of new levels.',
      'I laughed lots.',
      'According to my coach, we won.',
      'It is akin to magic.',
    ],
  },
  run: missingLinkRule,
});

/** The row of FIXED_PREPOSITIONS that "<a> the <b> <c>" is the wrong form of, if any. */
function fixedPreposition(a: string, b: string, c: string): PrepositionRow | undefined {
  return FIXED_PREPOSITIONS.find(
    (row) => row.wrong.includes(a) && row.word.includes(b) && (row.next === undefined || row.next === c),
  );
}

/** "in the other hand" -> "on", "in the morning of July 20" -> "on", "on the same time" -> "at". */
export function fixedPrepositionRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const a = toks[i]!;
    const the = next(essay, i);
    const b = next(essay, i, 2);
    const c = next(essay, i, 3);
    if (!the || !b || !c || the.lower !== 'the') continue;
    const row = fixedPreposition(a.lower, b.lower, c.lower);
    if (!row) continue;
    const fix = row.fix;
    // "a cup in the other hand" is a real hand; the linking phrase opens a clause.
    const p = prev(essay, i);
    if (c.lower === 'hand' && p && p.pos !== 'PUNCT' && !/^(?:but|and|yet|while)$/.test(p.lower)) continue;
    const cased = casedLike(fix, a.text);
    out.push(
      hit(
        'fixed-preposition',
        'grammar',
        'Preposition',
        a.start,
        a.end,
        `The usual phrase is "${fix} the ${b.text}${row.next === undefined ? '' : ` ${c.text}`}".`,
        [cased],
      ),
    );
  }
  return out;
}

export const fixedPrepositionDefinition = defineRule({
  id: 'fixed-preposition',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"in the other hand" -> "on", "in the morning of July 20" -> "on", "on the same time" -> "at".',
  examples: {
    wrong: [
      ...tableExamples(FIXED_PREPOSITIONS),
      ['Yes, but in the other hand it costs more.', 'Yes, but on the other hand it costs more.'],
      ['I play soccer with my friends in the weekend.', 'I play soccer with my friends on the weekend.'],
    ],
    right: [
      'We won - again.',
      'Will has a phone.',
      'On the morning of June 3 we left.',
      'I study in the morning.',
      'He held a cup in the other hand.',
      'They both spoke at the same time.',
    ],
  },
  run: fixedPrepositionRule,
});

/** "none-the-less", "never the less" -> "nonetheless", "nevertheless". */
export function closedPhraseRule(essay: ParsedEssay): RuleHit[] {
  return phraseMatches(essay.text, CLOSED_PHRASES).map(({ start, end, fix }) =>
    hit(
      'closed-phrase',
      'grammar',
      'Spelling',
      start,
      end,
      `"${fix[0]!.toUpperCase()}${fix.slice(1).toLowerCase()}" is written as one word.`,
      [fix],
    ),
  );
}

export const closedPhrase = defineRule({
  id: 'closed-phrase',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"none-the-less", "never the less" -> "nonetheless", "nevertheless".',
  examples: {
    wrong: [...tableExamples(CLOSED_PHRASES), ['joins "none the less"', 'joins "nonetheless"']],
    right: [
      'I study in the morning.',
      'At best, the plan is risky.',
      'It was late; nonetheless we went.',
      'None of the rest is less useful.',
    ],
  },
  run: closedPhraseRule,
});

const TWO_DEGREES =
  /\b(?:bachelor|master|associate)(?:['’]s)? (?:and|&) (?:bachelor|master|associate|doctoral)(?:['’]s)? (degree)\b(?!s)/gi;

/** "his bachelor's and master's degree in biology" -> "degrees": two degrees, one noun. */
export function twoDegreesRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(TWO_DEGREES)) {
    const word = m[1]!;
    const start = m.index + m[0].length - word.length;
    out.push(
      hit(
        'two-degrees',
        'grammar',
        'Agreement',
        start,
        start + word.length,
        `Two degrees are named here: write "${word}s" (or "a bachelor's and a master's ${word}").`,
        [`${word}s`],
      ),
    );
  }
  return out;
}

export const twoDegrees = defineRule({
  id: 'two-degrees',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"his bachelor\'s and master\'s degree in biology" -> "degrees": two degrees, one noun.',
  examples: {
    wrong: [
      [
        "She earned her bachelor's and master's degree in music.",
        "She earned her bachelor's and master's degrees in music.",
      ],
    ],
    right: [
      'The temperature fell to -5 degrees.',
      'It is about 1 degree Celsius warmer.',
      "She earned her bachelor's and master's degrees in music.",
      "She earned a bachelor's and a master's degree in music.",
      "She earned a master's degree in music.",
    ],
  },
  run: twoDegreesRule,
});

// "The reason (why) I chose it is because ...": a clause between "reason" and "is because" (the
// adjacent "reason is because" is a wordy-phrase card in the style section). No sentence end,
// semicolon or second clause's "and"/"but" between.
const REASON_BECAUSE =
  /\b(?:the|one|my|our|main|only|real|biggest|other) reason(?:s)?\b(?: why| that)?((?:\s+[^\s.!?;:]+){1,14}?)\s+(is|was)\s+because\b/gi;

/** "The reason why I want to attend is because of the research" -> "is that" / "is". */
export function reasonBecauseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(REASON_BECAUSE)) {
    const between = m[1]!.trim();
    // ("the reason why is because" is the style card's)
    if (/^(?:why|that|)$/i.test(between) || /,|\b(?:and|but)\s+(?:i|we|he|she|they|it)\b/i.test(between))
      continue;
    const verb = m[2]!;
    const start = m.index + m[0].length - `${verb} because`.length;
    // ("is because of the research" -> "is the research")
    const of = /^\s+of\b/i.exec(essay.text.slice(m.index + m[0].length))?.[0] ?? '';
    out.push(
      hit(
        'reason-because',
        'grammar',
        'Usage',
        start,
        m.index + m[0].length + of.length,
        `"The reason ... ${verb} because" says "because" twice: write "${of ? verb : `${verb} that`}".`,
        [of ? verb : verb === verb.toUpperCase() ? `${verb} THAT` : `${verb} that`],
      ),
    );
  }
  return out;
}

export const reasonBecause = defineRule({
  id: 'reason-because',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"The reason why I want to attend is because of the research" -> "is that" / "is".',
  after: ['eggcorn'],
  examples: {
    wrong: [
      ['The reason I left was because I was bored.', 'The reason I left was that I was bored.'],
      ['One reason people quit is because they are tired.', 'One reason people quit is that they are tired.'],
      [
        'The reason why I want to attend is because of the research.',
        'The reason why I want to attend is the research.',
      ],
    ],
    right: [
      'The reason is because I was tired.',
      'The reason why is because I said so.',
      'The reason was clear, and I left because it was late.',
      'I had no reason to stay. It is because of her that I left.',
      'The reason I left is that I was bored.',
    ],
  },
  run: reasonBecauseRule,
});
