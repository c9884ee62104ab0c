// Phrases that fix the number of the noun after them: "one of the best player" -> "players" (one
// of many), "the amount of visitors" -> "the number of visitors" (things you count take "number"),
// "many new employee" -> "employees" (a plural word, then adjectives, then the noun).
import type { ParsedEssay, Token } from '../../nlp/parse';
import { isHead } from './agreement';
import { hit, isPlural, isSingular, NUMBER_WORDS, pluralOf, type RuleHit, defineRule } from './types';

const ONE_OF_DETERMINER = /^(?:the|my|your|his|her|our|their|these|those)$/;

/** Index of the noun that heads the phrase starting at `from`, past adjectives and adverbs; -1 if none. */
function headNoun(toks: readonly Token[], from: number, sentence: number): number {
  let j = from;
  while (j < from + 3 && (toks[j]?.pos === 'ADJ' || toks[j]?.pos === 'ADV') && toks[j]!.sentence === sentence)
    j++;
  const n = toks[j];
  const after = toks[j + 1];
  if (!n || n.sentence !== sentence || n.pos !== 'NOUN') return -1;
  // "one of the best player ratings", "the team's": the noun is not the head
  if (
    after &&
    after.sentence === sentence &&
    (/^(?:NOUN|PROPN)$/.test(after.pos) || /^(?:['’]s?|-)$/.test(after.text))
  )
    return -1;
  return j;
}

/** "one of the best player": after "one of the", the noun names a group, so it is plural. */
export function oneOfPluralRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (toks[i]!.lower !== 'one' || toks[i + 1]!.lower !== 'of') continue;
    // "phase one of the project", "day one of the trip": "one" is a number in a name
    const p = toks[i - 1];
    if (p && p.sentence === toks[i]!.sentence && (p.pos === 'NOUN' || p.pos === 'PROPN')) continue;
    const d = toks[i + 2]!;
    if (!ONE_OF_DETERMINER.test(d.lower) || d.sentence !== toks[i]!.sentence) continue;
    const j = headNoun(toks, i + 3, d.sentence);
    const n = toks[j];
    if (!n || !isSingular(n)) continue;
    const plural = pluralOf(n.text);
    out.push(
      hit(
        'one-of-plural',
        'grammar',
        'Agreement',
        n.start,
        n.end,
        `After "one of ${d.lower}", use the plural: "${plural}" (one of several).`,
        [plural],
      ),
    );
  }
  return out;
}

export const oneOfPlural = defineRule({
  id: 'one-of-plural',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"one of the best player": after "one of the", the noun names a group, so it is plural.',
  after: ['number-agreement'],
  examples: {
    wrong: [
      ['It was one of the same kind.', 'It was one of the same kinds.'],
      ['It was one of my favorite city in Europe.', 'It was one of my favorite cities in Europe.'],
      ['She is one of the best player on the team.', 'She is one of the best players on the team.'],
    ],
    right: [
      'All kinds of people came.',
      'The city has its own rules.',
      'She is one of the best players on the team.',
      'He is one of the best soccer players here.',
      'Phase one of the project ends in May.',
      "It is one of the world's oldest cities.",
    ],
  },
  run: oneOfPluralRule,
});

// Plurals that name an amount rather than things counted one by one ("the amount of funds").
const MASS_PLURAL = new Set(
  'funds resources earnings savings goods damages sales emissions gases proceeds remains wages profits assets taxes fees costs expenses calories supplies materials'.split(
    ' ',
  ),
);

/** "the amount of visitors": a noun you count takes "number of", not "amount of". */
export function amountOfRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const a = toks[i]!;
    if (a.lower !== 'amount' || toks[i + 1]!.lower !== 'of' || toks[i + 1]!.sentence !== a.sentence) continue;
    const from = toks[i + 2]!.lower === 'the' ? i + 3 : i + 2;
    const n = toks[headNoun(toks, from, a.sentence)];
    // ("the amount of people": plurals without -s count too.)
    const counted = !!n && (isPlural(n) || /^(?:people|children|men|women|teeth|feet|mice)$/.test(n.lower));
    if (!n || !counted || MASS_PLURAL.has(n.lower)) continue;
    out.push(
      hit(
        'amount-of-count',
        'grammar',
        'Word choice',
        a.start,
        a.end,
        `"${n.text}" are counted one by one: write "number of", not "amount of".`,
        [a.text === 'Amount' ? 'Number' : 'number'],
      ),
    );
  }
  return out;
}

export const amountOf = defineRule({
  id: 'amount-of-count',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"the amount of visitors": a noun you count takes "number of", not "amount of".',
  after: ['number-agreement'],
  examples: {
    wrong: [
      ['The amount of visitors grows every year.', 'The number of visitors grows every year.'],
      [
        'The amount of people at the concert was amazing.',
        'The number of people at the concert was amazing.',
      ],
    ],
    right: [
      'The amount of funds is limited.',
      'The amount of gases in the air rose.',
      'The amount of water grows every year.',
      'The number of visitors grows every year.',
    ],
  },
  run: amountOfRule,
});

const PLURAL_QUANTIFIER = new Set(['these', 'those', 'many', 'several', 'various', 'numerous', 'few']);

/**
 * "several awesome material", "many new employee": after a plural quantifier and its adjectives,
 * the noun is plural (agreement.ts checks the noun right after the quantifier).
 */
export function quantifierAdjectiveRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i]!;
    if (!PLURAL_QUANTIFIER.has(t.lower) && !NUMBER_WORDS.has(t.lower)) continue;
    let j = i + 1;
    // (an -ing or -ed form after "those" is a participle: "those supporting development")
    while (
      j < i + 3 &&
      toks[j]!.pos === 'ADJ' &&
      !/(?:ing|ed)$/.test(toks[j]!.lower) &&
      toks[j]!.sentence === t.sentence &&
      /^\p{Ll}+$/u.test(toks[j]!.text)
    )
      j++;
    const n = toks[j];
    // "many more times", "few other options": comparison words change what the noun agrees with
    if (j === i + 1 || !n || n.sentence !== t.sentence || !isSingular(n) || !isHead(essay, j)) continue;
    if (toks.slice(i + 1, j).some((x) => /^(?:more|less|other|much|own)$/.test(x.lower))) continue;
    // "many manual labor and service jobs" (one head for both), "alpha decays" (a plural the tagger reads as a verb)
    const after = toks[j + 1];
    if (
      after &&
      after.sentence === n.sentence &&
      (/^(?:and|or)$/.test(after.lower) || (after.pos === 'VERB' && /s$/.test(after.lower)))
    )
      continue;
    out.push(
      hit(
        'quantifier-plural',
        'grammar',
        'Agreement',
        n.start,
        n.end,
        `After "${t.text}", use the plural: "${n.text}" names more than one.`,
        [pluralOf(n.text)],
      ),
    );
  }
  return out;
}

export const quantifierAdjective = defineRule({
  id: 'quantifier-plural',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"several awesome material", "many new employee": after a plural quantifier and its adjectives, the noun is plural (agreement.ts checks the noun right after the quantifier).',
  after: ['number-agreement', 'one-of-plural'],
  examples: {
    wrong: [
      ['We hired many new employee this year.', 'We hired many new employees this year.'],
      ['She found several useful study this week.', 'She found several useful studies this week.'],
    ],
    right: [
      'I study in the morning.',
      'I is important to study.',
      'We hired many new employees this year.',
      'We hired many new staff members.',
      'There are many more time slots.',
      'Many manual labor and service jobs are at risk.',
      'Those supporting development as a priority disagree.',
    ],
  },
  run: quantifierAdjectiveRule,
});

const FRACTION_COUNT = /^(?:one|two|three|four|five|six|seven|eight|nine|ten)$/;
const FRACTION_PART =
  /^(?:third|thirds|quarter|quarters|fourth|fourths|fifth|fifths|sixth|sixths|eighth|eighths|tenth|tenths)$/;

/**
 * "three quarters of the lines", "two thirds majority", "one quarter Japanese": a fraction spelled
 * out takes a hyphen ("three-quarters"). Only before "of" or a describing word or noun: "three
 * quarters in my pocket" are coins, and "one half" is left to the writer.
 */
export function fractionHyphenRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const [n, part, after] = [toks[i]!, toks[i + 1]!, toks[i + 2]!];
    if (!FRACTION_COUNT.test(n.lower) || !FRACTION_PART.test(part.text) || n.sentence !== after.sentence)
      continue;
    if (essay.text.slice(n.end, part.start) !== ' ') continue;
    // "one third" as an ordinal ("one third of the class" is a fraction; "the third one" is not)
    if (n.lower === 'one' && /s$/.test(part.lower)) continue;
    // a singular part before a noun is an ordinal: "one third grader", "one fifth period class"
    const describes = /s$/.test(part.lower) ? ['ADJ', 'NOUN', 'PROPN'] : ['ADJ', 'PROPN'];
    if (after.lower !== 'of' && !describes.includes(after.pos)) continue;
    const fix = `${n.text}-${part.text}`;
    out.push(
      hit(
        'fraction-hyphen',
        'hyphenation',
        'Hyphenation',
        n.start,
        part.end,
        `A fraction in words takes a hyphen: "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const fractionHyphen = defineRule({
  id: 'fraction-hyphen',
  section: 'grammar',
  category: 'hyphenation',
  severity: 'error',
  description:
    '"three quarters of the lines", "two thirds majority", "one quarter Japanese": a fraction spelled out takes a hyphen ("three-quarters"). Only before "of" or a describing word or noun: "three quarters in my pocket" are coins, and "one half" is left to the writer.',
  examples: {
    wrong: [
      ['They needed a two thirds majority.', 'They needed a two-thirds majority.'],
      ['Almost three quarters of the class came.', 'Almost three-quarters of the class came.'],
    ],
    right: [
      'I found three quarters in my pocket.',
      'I read two USA Today articles.',
      'She ate one half of the pie.',
      'I tutored one third grader after school.',
      'Almost three-quarters of the class came.',
    ],
  },
  run: fractionHyphenRule,
});

// "two kind of studies", "many type of people", "all kind of music": more than one kind is
// "kinds" ("a different kind of", "the same type of" name one).
const MANY_KINDS =
  /\b(two|three|four|five|six|seven|eight|nine|ten|\d+|many|several|various|different|numerous|multiple|all|these|those|both)\s+(kind|type|sort)\s+of\b/giu;

export function kindsOfRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(MANY_KINDS)) {
    const count = m[1]!.toLowerCase();
    // "a different kind of", "the different type of"; "these kind of" is harper's own card.
    const before = essay.text.slice(Math.max(0, m.index - 6), m.index);
    if (/\b(?:a|an|the|this|that)\s+$/i.test(before) || /^(?:these|those)$/.test(count)) continue;
    if (/^\d+$/.test(count) && Number(count) < 2) continue;
    const noun = m[2]!;
    const start = m.index + m[0].lastIndexOf(noun);
    out.push(
      hit(
        'kinds-of',
        'grammar',
        'Agreement',
        start,
        start + noun.length,
        `"${m[1]}" counts more than one ${noun.toLowerCase()}: write "${noun}s of".`,
        [`${noun}s`],
      ),
    );
  }
  return out;
}

export const kindsOf = defineRule({
  id: 'kinds-of',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"all type of", "many kind of": a plural quantifier takes the plural ("types of").',
  examples: {
    wrong: [
      ['I like all type of music.', 'I like all types of music.'],
      ['There are two kind of studies.', 'There are two kinds of studies.'],
    ],
    right: [
      'All kinds of people came.',
      'Those who help us are kind.',
      'It is a different kind of game.',
      'We have this different type of style.',
    ],
  },
  run: kindsOfRule,
});
