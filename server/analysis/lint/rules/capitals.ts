// A capitalised pronoun or "The" in the middle of a sentence ("until He was", "light This light
// is"): either a stray capital or two sentences run together without a full stop.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

const STARTERS = new Set(
  'He She They We It There You This These Those Our My His Their Its Your The'.split(' '),
);

// Writers capitalise "He" and "His" for God on purpose.
const DEITY = /\b(?:God|Lord|Jesus|Christ|Allah)\b/;

export function midSentenceCapitalRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  const deity = DEITY.test(essay.text);
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (!STARTERS.has(t.text) || (deity && /^(?:He|His)$/.test(t.text))) continue;
    const p = toks[i - 1]!;
    const n = toks[i + 1]!;
    // After a lower-case word or a comma, with a lower-case word after it (so not a title such as
    // "There Will Be Blood"), on one line (a heading ends without a full stop).
    if (p.sentence !== t.sentence || n.sentence !== t.sentence) continue;
    if (!/^(?:\p{Ll}+|[,;])$/u.test(p.text) || !/^\p{Ll}/u.test(n.text) || !n.isWord) continue;
    if (!/^ +$/.test(essay.text.slice(p.end, t.start)) || !/^ +$/.test(essay.text.slice(t.end, n.start)))
      continue;
    out.push(
      hit(
        'mid-sentence-capital',
        'capitalization',
        'Capitalization',
        t.start,
        t.end,
        `"${t.text}" is capitalised in the middle of a sentence: write "${t.lower}", or end the sentence before it with a full stop.`,
        [t.lower],
      ),
    );
  }
  return out;
}

export const midSentenceCapital = defineRule({
  id: 'mid-sentence-capital',
  section: 'grammar',
  category: 'capitalization',
  severity: 'error',
  description: 'A capital letter in mid-sentence on a word that is not a name ("until He was").',
  after: ['homophone', 'pronoun-form', 'word'],
  examples: {
    wrong: [
      ['He served until He was transferred.', 'He served until he was transferred.'],
      ['I felt a bit better then The girls came back.', 'I felt a bit better then the girls came back.'],
      ['They sailed to the island, They offered gifts.', 'They sailed to the island, they offered gifts.'],
    ],
    right: [
      'He let us go.',
      'He is 6" tall.',
      'I watched There Will Be Blood twice.',
      'I prayed to God that He would help me.',
      '"Yes," She said.',
      'We read The Odyssey in class.',
      'It was late. The bus had left.',
    ],
  },
  run: midSentenceCapitalRule,
});

// A season after a word that makes it a time ("this Fall", "Last Summer I", "in the Winter"), not a
// name or a term ("Summer Olympics", "Spring 2020", "Fall Festival", "the Fall of Rome").
const SEASON =
  /\b(?:[Tt]his|[Ll]ast|[Nn]ext|the|[Ii]n|[Dd]uring|[Ee]very|[Ee]ach|[Tt]hat|[Ee]arly|[Ll]ate) (Spring|Summer|Fall|Autumn|Winter)\b(?![ -]?(?:(?!I\b)\p{Lu}|\d)| of\b)/gu;

/** "I volunteered last Summer": the seasons are common nouns, in lower case. */
export function seasonCapitalRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(SEASON)) {
    const word = m[1]!;
    const start = m.index + m[0].length - word.length;
    out.push(
      hit(
        'season-capital',
        'capitalization',
        'Capitalization',
        start,
        start + word.length,
        `Seasons are not names: write "${word.toLowerCase()}".`,
        [word.toLowerCase()],
      ),
    );
  }
  return out;
}

export const seasonCapital = defineRule({
  id: 'season-capital',
  section: 'grammar',
  category: 'capitalization',
  severity: 'error',
  description: '"I volunteered last Summer": the seasons are common nouns, in lower case.',
  examples: {
    wrong: [
      ['Last Summer I worked at a camp.', 'Last summer I worked at a camp.'],
      ['I volunteered at the shelter last Summer.', 'I volunteered at the shelter last summer.'],
      ['The game comes out this Fall and I will buy it.', 'The game comes out this fall and I will buy it.'],
    ],
    right: [
      'I look forward to the summer.',
      'She ran in the Summer Olympics.',
      'I took the course in Spring 2020.',
      'We read about the Fall of Rome.',
      'Winter is my favorite season.',
    ],
  },
  run: seasonCapitalRule,
});

// Names of two or more words that writers leave in lower case. None is also an everyday phrase
// ("a white house", "the civil war in a story" are left out).
const PLACE_NAMES =
  /\b(?:united (?:states|kingdom|nations)|new (?:york|zealand|jersey|mexico|orleans|delhi)|los angeles|san (?:francisco|diego|antonio)|hong kong|(?:south|north|latin|central) america|south (?:africa|korea)|north korea|middle east|great britain|soviet union|european union|(?:black|red|dead|caribbean|mediterranean) sea|(?:pacific|atlantic|indian|arctic) ocean|martin luther king|world war (?:i|ii|one|two)|abraham lincoln|george washington)\b/gi;

const titleCase = (s: string) =>
  s.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()).replace(/\bIi?\b$/, (r) => r.toUpperCase());

/** "in the united states", "Martin Luther king": a name of several words takes a capital on each. */
export function nameCapitalRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(PLACE_NAMES)) {
    // part of a web address or file name
    if (/[@/.\w-]/.test(essay.text[m.index - 1] ?? '')) continue;
    // Matched in any case, flagged when the name's last word is in lower case: "Martin Luther king",
    // "New york" ("a new Mexico policy" is the adjective "new" before a name).
    const fix = titleCase(m[0].toLowerCase());
    if (fix === m[0] || !/\s\p{Ll}+$/u.test(m[0])) continue;
    out.push(
      hit(
        'name-capital',
        'capitalization',
        'Capitalization',
        m.index,
        m.index + m[0].length,
        `"${fix}" is a name and takes capital letters.`,
        [fix],
      ),
    );
  }
  return out;
}

export const nameCapital = defineRule({
  id: 'name-capital',
  section: 'grammar',
  category: 'capitalization',
  severity: 'error',
  description:
    '"in the united states", "Martin Luther king": a name of several words takes a capital on each.',
  after: ['proper-phrase', 'sentence-capital'],
  examples: {
    wrong: [
      ['We read Martin Luther king in class.', 'We read Martin Luther King in class.'],
      ['He fought in world war ii as a pilot.', 'He fought in World War II as a pilot.'],
      ['My cousin moved to the united states in May.', 'My cousin moved to the United States in May.'],
    ],
    right: [
      'World War II ended in 1945.',
      'She is a software engineer.',
      'My cousin moved to the United States in May.',
      'A new Mexico policy passed.',
      'The states united against the tax.',
      'See www.black-sea.org for maps.',
    ],
  },
  run: nameCapitalRule,
});
