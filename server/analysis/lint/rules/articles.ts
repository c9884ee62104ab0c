// Article slips harper lets through: "the" left out before an ordinal century ("in 21st century")
// or a superlative ("a range of latest products"), an article stacked on a possessive ("because of
// a her outlook"), and "a" before adjectives and a plural noun ("a comprehensive thoughts").
import type { ParsedEssay, Token } from '../../nlp/parse';
import { isHead } from './agreement';
import { anMeantAnd, firstWordIndex, hit, next, prev, type RuleHit, defineRule } from './types';
import { POSSESSIVE_DETERMINERS } from '../../lexicon/word-classes';

const ORDINAL =
  /^(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty-first)$/i;
const CENTURY = /^(?:century|centuries|millennium)$/;

/** "in 21st century" -> "in the 21st century": a preposition straight before an ordinal century. */
export function ordinalTheRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const o = toks[i]!;
    const n = next(essay, i);
    const p = prev(essay, i);
    if (!n || !p || p.pos !== 'ADP' || !CENTURY.test(n.lower) || !ORDINAL.test(o.text)) continue;
    out.push(
      hit(
        'ordinal-the',
        'grammar',
        'Article',
        o.start,
        o.end,
        `Add "the": "the ${o.text} ${n.text}" names one particular ${n.lower}.`,
        [`the ${o.text}`],
      ),
    );
  }
  return out;
}

export const ordinalThe = defineRule({
  id: 'ordinal-the',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"in 21st century" -> "in the 21st century": a preposition straight before an ordinal century.',
  examples: {
    wrong: [['Life in 19th century towns was hard.', 'Life in the 19th century towns was hard.']],
    right: [
      'Life in the 19th century was hard.',
      'Our 21st century schools need money.',
      'It was built in the early 20th century.',
    ],
  },
  run: ordinalTheRule,
});

// Words in -est that are not superlatives.
const NOT_SUPERLATIVE = new Set(
  'honest dishonest modest interest forest earnest harvest manifest protest contest request guest conquest arrest digest behest'.split(
    ' ',
  ),
);

/**
 * "a wide range of latest products", "She is best student in class": a superlative after a
 * preposition or "be" takes "the".
 */
export function superlativeTheRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const s = toks[i]!;
    const n = next(essay, i);
    const p = prev(essay, i);
    // "at best", "for best results" are fixed phrases; "best (management) practices" is a term;
    // "Of gravest concern is ..." opens an inverted sentence.
    if (i === firstWordIndex(essay, essay.sentences[s.sentence]!) + 1) continue;
    if (/^(?:best|worst)$/.test(s.lower) && next(essay, i, 2)?.pos === 'NOUN') continue;
    // ("She is best student in class": after "be" too, before one noun; "is best friends with"
    // is a set phrase and "is best known" has no noun.)
    const afterBe =
      !!p &&
      /^(?:is|was|are|were|am)$/.test(p.lower) &&
      !/s$|ed$|^(?:left|done|said|known|kept|spent|made)$/.test(n?.lower ?? '');
    if (!n || !p || (!afterBe && (p.pos !== 'ADP' || p.lower === 'at' || p.lower === 'for'))) continue;
    if (n.pos !== 'NOUN' || /^practices?$/.test(n.lower)) continue;
    const superlative =
      s.lower === 'best' ||
      s.lower === 'worst' ||
      (s.pos === 'ADJ' && /^\p{Ll}{3,}est$/u.test(s.text) && !NOT_SUPERLATIVE.has(s.lower));
    if (!superlative) continue;
    out.push(
      hit(
        'superlative-the',
        'grammar',
        'Article',
        s.start,
        s.end,
        `A superlative takes "the": "the ${s.text} ${n.text}".`,
        [`the ${s.text}`],
      ),
    );
  }
  return out;
}

export const superlativeThe = defineRule({
  id: 'superlative-the',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"a wide range of latest products", "She is best student in class": a superlative after a preposition or "be" takes "the".',
  examples: {
    wrong: [
      ['She is best student in class.', 'She is the best student in class.'],
      ['The shop sells a range of newest phones.', 'The shop sells a range of the newest phones.'],
    ],
    right: [
      'It is best left alone.',
      'I wore my Sunday best.',
      'She is best friends with Amy.',
      'He is best known for his songs.',
      "Player 1's best response is to wait.",
      'The shop sells a range of the newest phones.',
      'For best results, water the plant daily.',
      'At best, the plan is risky.',
      'We follow best practices in the lab.',
      'It is a set of best management rules.',
      'Of greatest concern is the cost.',
      'He is an honest man with modest goals.',
    ],
  },
  run: superlativeTheRule,
});

/** "because of a her outlook", "the my friends": an article before a possessive is one too many. */
export function articlePossessiveRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const a = toks[i]!;
    const b = next(essay, i);
    const c = next(essay, i, 2);
    if (
      !b ||
      !c ||
      !/^(?:a|an|the)$/.test(a.lower) ||
      !POSSESSIVE_DETERMINERS.has(b.text) ||
      anMeantAnd(essay, i)
    )
      continue;
    // "her" is possessive only before what it owns.
    if (!['NOUN', 'ADJ'].includes(c.pos)) continue;
    out.push(
      hit(
        'article-possessive',
        'grammar',
        'Article',
        a.start,
        b.start,
        `Remove "${a.text}": "${b.text}" already says whose it is.`,
        [''],
      ),
    );
  }
  return out;
}

export const articlePossessive = defineRule({
  id: 'article-possessive',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"because of a her outlook", "the my friends": an article before a possessive is one too many.',
  examples: {
    wrong: [['I admire her because of a her kind heart.', 'I admire her because of her kind heart.']],
    right: [
      'I ate a apple.',
      'I bought a saw.',
      'I admire her because of her kind heart.',
      'I gave her a book.',
      'We visited Our Lady of Lourdes.',
    ],
  },
  run: articlePossessiveRule,
});

// Adjectives (and nouns read as adjectives) that open a quantity phrase: "a great many", "a wide
// range", "a few days".
const QUANTITY_ADJECTIVE =
  /^(?:few|half|lot|couple|number|variety|range|series|dozen|great|good|total|whole|handful|bunch|pair|set|host|wide|broad|large|small|huge|vast|same|further|additional|extra|mere|record|staggering|whopping|estimated|full|solid|healthy|modest|measly)$/;

// "a great many", "a good few": great and good count only before a quantity word.
// ("a many reasons" is a slip: only "a great many" counts.)
const COUNTING_NOUN = /^(?:few|deal|number|amount|majority|part|portion|lot|dozen)$/;

function isQuantity(essay: ParsedEssay, i: number, k: number): boolean {
  for (let j = 1; j < k; j++) {
    const w = next(essay, i, j)!.lower;
    if (
      COUNTING_NOUN.test(w) ||
      (w === 'many' && j > 1) ||
      (QUANTITY_ADJECTIVE.test(w) && !/^(?:great|good)$/.test(w))
    )
      return true;
  }
  return false;
}

const INTENSIFIER = new Set('very really truly so quite pretty extremely incredibly super'.split(' '));

// An adjective, or "fun" (which the tagger reads as a verb after an adverb).
function isModifier(t: Token | undefined): boolean {
  return t?.pos === 'ADJ' || t?.lower === 'fun';
}

// Singular nouns that end in -s ("a slow blues", "a new means of").
const SINGULAR_S = new Set(
  'blues news means series species headquarters barracks crossroads whereabouts odds outskirts lens gas bus yes'.split(
    ' ',
  ),
);

/** "a comprehensive thoughts": "a", one or two adjectives, then a plural head noun. */
export function articlePluralRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const a = toks[i]!;
    if (a.lower !== 'a' && a.lower !== 'an') continue;
    // "a good attitude an good habits": that "an" is a slip of "and", which its own card fixes.
    if (anMeantAnd(essay, i)) continue;
    // Up to two degree adverbs ("a really fun experiences") before the adjectives.
    let k = 1;
    while (k < 3 && INTENSIFIER.has(next(essay, i, k)?.lower ?? '')) k++;
    const adverbs = k - 1;
    while (k < 3 + adverbs && isModifier(next(essay, i, k))) k++;
    const first = next(essay, i);
    const n = next(essay, i, k);
    if (!first || !n || !/^\p{Ll}+$/u.test(n.text)) continue;
    if (isQuantity(essay, i, k)) continue;
    if (adverbs && k === adverbs + 1) continue;
    if (n.pos !== 'NOUN' || n.lemma === n.lower || !/[^s]s$/.test(n.lower)) continue;
    if (/(?:ics|ness|us|is)$/.test(n.lower) || SINGULAR_S.has(n.lower) || !isHead(essay, i + k)) continue;
    // "a specific subject makes it": a verb with its object, not a plural noun.
    const after = next(essay, i, k + 1);
    const relative = k === 1 && /^(?:who|that|which)$/.test(after?.lower ?? '');
    if (/^(?:PRON|DET)$/.test(after?.pos ?? '') && !relative) continue;
    // With no adjective, only "a" as written ("influenza A viruses" is a name) and a noun that
    // ends its phrase: "a rules file", "a singles win" are compounds the tagger split.
    if (
      k === 1 &&
      ((a.text === 'A' && prev(essay, i)) ||
        !(relative || /^(?:ADP|PUNCT|ADV|CCONJ|SCONJ|PART|)$/.test(after?.pos ?? '')))
    )
      continue;
    out.push(
      hit(
        'article-plural',
        'grammar',
        'Agreement',
        n.start,
        n.end,
        `After "${a.text}", use the singular "${n.lemma}" (or drop "${a.text}" to keep the plural).`,
        [n.lemma],
      ),
    );
  }
  return out;
}

export const articlePlural = defineRule({
  id: 'article-plural',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"a comprehensive thoughts": "a", one or two adjectives, then a plural head noun.',
  after: ['hyphen'],
  examples: {
    wrong: [
      ['It takes a hours to finish.', 'It takes a hour to finish.'],
      ['It was a really fun experiences.', 'It was a really fun experience.'],
      ['She gave a thoughtful answers to the panel.', 'She gave a thoughtful answer to the panel.'],
      ['She studies hard to get a good grades.', 'She studies hard to get a good grade.'],
      ['There is a many reasons to stay.', 'There is a many reason to stay.'],
    ],
    right: [
      'We waited for hours.',
      'It took 1.5 hours to get there.',
      'I have had a select few instances like that.',
      'We saw a very few birds.',
      'It was a really fun experience.',
      'She read a great many books.',
      'It was a good deal cheaper.',
      'She gave a thoughtful answer to the panel.',
      'We waited a few minutes.',
      'It took a great many tries.',
      'The load weighs one and a half tons.',
      'He played a slow blues on the piano.',
      'A major in a specific subject makes it easier.',
      'He plays a good sports game.',
    ],
  },
  run: articlePluralRule,
});

const MASS = new Set(
  'advice information furniture equipment homework housework luggage baggage feedback evidence research machinery jewelry jewellery scenery software garbage rubbish traffic clothing progress'.split(
    ' ',
  ),
);

/** "I need an advice" -> "advice" / "a piece of advice": these nouns are never counted. */
export function massArticleRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const a = toks[i]!;
    const n = next(essay, i);
    if (!n || !/^an?$/i.test(a.text) || !MASS.has(n.text)) continue;
    // "a feedback loop", "a software engineer", "an evidence-based plan": the noun describes another.
    const after = next(essay, i, 2);
    if (after && (['NOUN', 'PROPN', 'ADJ'].includes(after.pos) || /^[-–]/.test(after.text))) continue;
    out.push(
      hit(
        'mass-article',
        'grammar',
        'Article',
        a.start,
        n.start,
        `"${n.text}" cannot be counted: drop "${a.text}" (or write "a piece of ${n.text}").`,
        [''],
      ),
    );
  }
  return out;
}

export const massArticle = defineRule({
  id: 'mass-article',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I need an advice" -> "advice" / "a piece of advice": these nouns are never counted.',
  examples: {
    wrong: [
      ['I had to do a research about ethics.', 'I had to do research about ethics.'],
      ['My aunt gave me an advice about college.', 'My aunt gave me advice about college.'],
    ],
    right: [
      'I ate a apple.',
      'I bought a saw.',
      'My aunt gave me advice about college.',
      'We built a feedback loop.',
      'She is a software engineer.',
      'It is an evidence-based plan.',
      'I wrote a research paper on bees.',
    ],
  },
  run: massArticleRule,
});
