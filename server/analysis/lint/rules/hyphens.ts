// Compound modifiers before a noun take a hyphen: "a five-year plan", "a well-known author",
// "long-term goals", "community-based programs", "self-esteem". Each pattern needs the noun after
// it, so the same words used on their own ("for the long term", "she is well known") pass.
// participleCompoundRule is in participle-compounds.ts and re-exported here.
import { OPEN_COMPOUNDS } from './lookalikes.table';
import type { ParsedEssay } from '../../nlp/parse';
import { COMPOUND_PHRASES } from './hyphen-phrases';
import { pastOf } from '../../spell/verb-forms';
import { countsCompound, describesNext, isNounAfter } from './compound-context';
import { adjacent, hit, isSingular, next, prev, NUMBER_WORDS, type RuleHit, defineRule } from './types';
import { DEPENDENT, isGerund, POSSESSOR, push } from './participle-compounds';
import { PERSON_POSSESSIVES } from '../../lexicon/word-classes';

export { participleCompoundRule } from './participle-compounds';

const UNITS = new Set(
  'year month week day hour minute second mile foot inch meter metre kilometer kilometre acre page story storey person man member degree point step part piece gallon pound ounce liter litre ton bed bath bedroom room seat game hole lap round time dollar'.split(
    ' ',
  ),
);

// Fixed compound modifiers (hyphen-phrases.ts), keyed by their first word.
const FIXED: ReadonlyMap<string, string[][]> = COMPOUND_PHRASES.map((s) => s.split(' ')).reduce(
  (m, words) => m.set(words[0]!, [...(m.get(words[0]!) ?? []), words]),
  new Map<string, string[][]>(),
);

const SEQUENCE_WORD = /^(?:first|second|third|last|next)$/;

// "5", "2.5", "182,000"
const NUMBER_IN_DIGITS = /^(?:\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)$/;

const SUFFIX = new Set(
  'related based friendly oriented focused driven centered centred centric specific sized certified conscious sensitive free'.split(
    ' ',
  ),
);

// "a fast growing company", "a good looking car", "a long awaited trip"
const PARTICIPLE_LEAD = new Set(
  'good great best fast faster fastest slow slowest long longest short high higher highest low lower lowest hard easy quick well ever never free deep far wide late early cool close open'.split(
    ' ',
  ),
);
// "open minded", "kind hearted", "two sided": take the hyphen wherever they stand.
const BODY_SUFFIX = new Set(
  'minded hearted haired eyed handed sided sleeved willed blooded aged legged faced headed skinned shaped themed'.split(
    ' ',
  ),
);

// Words that follow "self-" in fixed compounds ("my self-esteem" as well as "self-esteem").
export const SELF_COMPOUND: ReadonlySet<string> = new Set(
  'esteem confidence awareness worth respect control doubt image care discipline defense defence expression reliance motivation interest made taught employed conscious sufficient centered aware assured reflection improvement love harm help identity evident driven directed paced portrait sacrifice determination acceptance advocacy compassion'.split(
    ' ',
  ),
);

const PREFIX = new Set(['non', 'anti', 'semi', 'multi', 'ultra', 'pre']);

export function hyphenRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (!t) continue;
    const n1 = next(essay, i);
    if (!n1 || !adjacent(essay, t, n1) || n1.text.includes('-')) continue;
    // "a 5 year old", "a two week trip"
    // ("1 degree Celsius" names the scale; "10 Year Old" is a title)
    if ((NUMBER_IN_DIGITS.test(t.text) || NUMBER_WORDS.has(t.lower)) && UNITS.has(n1.lower)) {
      const n2 = next(essay, i, 2);
      if (n1.text !== n1.lower || (n2 && /^\p{Lu}/u.test(n2.text) && n2.lower !== 'old')) continue;
      if (countsCompound(t, n1, n2)) continue;
      if (n2?.lower === 'old' && adjacent(essay, n1, n2)) {
        push(out, essay, t, n2, `${t.text}-${n1.text}-${n2.text}`);
      } else if (
        n2 &&
        adjacent(essay, n1, n2) &&
        (isNounAfter(n2) || n2.pos === 'ADJ') &&
        prev(essay, i)?.lower !== 'of'
      ) {
        push(out, essay, t, n1, `${t.text}-${n1.text}`);
      }
      continue;
    }
    // "a well known author" (not "she is well known", not "as well known")
    if (t.lower === 'well' && (n1.pos === 'VERB' || n1.pos === 'ADJ') && /(?:ed|en|wn)$/.test(n1.lower)) {
      const p = prev(essay, i);
      const n2 = next(essay, i, 2);
      // "a well known author", "from well established theories"; not "as well known"
      const opens = p?.pos === 'DET' || p?.pos === 'ADJ' || (p?.pos === 'ADP' && p.lower !== 'as');
      if (opens && n2 && describesNext(essay, i, i + 1)) {
        push(out, essay, t, n1, `${t.text}-${n1.text}`);
      }
      continue;
    }
    // "a health related issue", "community based programs"
    // ("teach students specific skills": a plural noun is the object, not part of a compound)
    if (SUFFIX.has(n1.lower) && t.pos === 'NOUN' && /^\p{Ll}+$/u.test(t.text) && !/s$/.test(t.lower)) {
      const n2 = next(essay, i, 2);
      // "save lives, target specific individuals", "control information and limit free speech":
      // after a comma, "and", "or" or "to" a word that is also a verb may start the next verb
      // phrase.
      const before = prev(essay, i);
      if (before && (before.text === ',' || /^(?:and|or|to)$/.test(before.lower)) && pastOf(t.lower))
        continue;
      // "by grouping related functions": a gerund is a verb unless a determiner makes it a noun
      // ("a training related injury").
      const nounLead =
        before && (before.pos === 'DET' || before.pos === 'ADJ' || POSSESSOR.has(before.lower));
      if (isGerund(t.lower) && !nounLead) continue;
      if (n2 && describesNext(essay, i, i + 1)) push(out, essay, t, n1, `${t.text}-${n1.text}`);
      continue;
    }
    if (
      PARTICIPLE_LEAD.has(t.lower) &&
      (n1.pos === 'VERB' || n1.pos === 'ADJ') &&
      n1.text === n1.lower && // "the Higher Learning Commission" is a name
      /(?:ing|ed|en)$/.test(n1.lower) &&
      // "long waiting times", "an open policymaking process": these lead only past participles
      !(/ing$/.test(n1.lower) && (t.lower === 'long' || t.lower === 'open'))
    ) {
      const n2 = next(essay, i, 2);
      const p = prev(essay, i);
      // ("..., never losing faith": with nothing before it to modify a noun, the -ing is a verb.)
      const ingVerb = /ing$/.test(n1.lower) && p?.sentence === t.sentence && !DEPENDENT(p);
      if (
        n2 &&
        !ingVerb &&
        describesNext(essay, i, i + 1) &&
        p?.lower !== 'most' &&
        p?.lower !== 'more' &&
        p?.pos !== 'AUX' &&
        p?.pos !== 'VERB' &&
        // "I never noticed money", "who never finished school": after a subject pronoun the pair is
        // the clause's verb.
        !/^(?:i|you|he|she|we|they|it|who|which)$/.test(p?.lower ?? '') &&
        // ("My mom never finished school": "never" and "ever" lead a compound only after a word
        // that starts a noun phrase, "a never-ending list".)
        (!/^(?:never|ever)$/.test(t.lower) || DEPENDENT(p))
      ) {
        push(out, essay, t, n1, `${t.text}-${n1.text}`);
        continue;
      }
    }
    if (
      BODY_SUFFIX.has(n1.lower) &&
      (t.pos === 'ADJ' || t.pos === 'NUM' || NUMBER_WORDS.has(t.lower)) &&
      /^\p{L}+$/u.test(t.text)
    ) {
      push(out, essay, t, n1, `${t.text}-${n1.text}`);
      continue;
    }
    // "self esteem", "self confidence" (not "my self", "the self")
    if (t.lower === 'self' && /^\p{Ll}+$/u.test(n1.text) && ['NOUN', 'ADJ', 'VERB'].includes(n1.pos)) {
      const p = prev(essay, i);
      if (
        SELF_COMPOUND.has(n1.lower) ||
        !p ||
        (!POSSESSOR.has(p.lower) && p.pos !== 'ADJ' && p.pos !== 'DET')
      ) {
        push(out, essay, t, n1, `${t.text}-${n1.text}`);
      }
      continue;
    }
    // "non profit", "anti theft": the prefix never stands alone
    if (PREFIX.has(t.lower) && /^\p{L}{3,}$/u.test(n1.text)) {
      push(out, essay, t, n1, `${t.text}-${n1.text}`);
      continue;
    }
    for (const words of FIXED.get(t.lower) ?? []) {
      let j = i;
      let ok = true;
      for (let k = 1; k < words.length && ok; k++) {
        const a = toks[j];
        const b = next(essay, j);
        ok = !!a && !!b && b.lower === words[k] && adjacent(essay, a, b);
        j++;
      }
      const last = toks[j];
      // "One way people cope is ...": a number phrase with no article before it is "one way" of
      // several, whose noun starts a clause; "a one way street" is the compound.
      const counted = last?.lower === 'way' && !/^(?:a|an|the)$/.test(prev(essay, i)?.lower ?? '');
      // "my old school library", "our small town paper": after an owner, an adjective and its noun
      // read literally (the school I went to); "an old-school approach" is the compound.
      // ("her first-generation status": an ordinal is no description of the noun.)
      const literal =
        t.pos === 'ADJ' &&
        !SEQUENCE_WORD.test(t.lower) &&
        PERSON_POSSESSIVES.has(prev(essay, i)?.lower ?? '');
      // "stay awake all night spending time": without an article "all night" says how long;
      // "an all-night party" is the compound.
      const howLong =
        t.lower === 'all' &&
        !/^(?:a|an|the|this|that|my|your|his|her|our|their)$/.test(prev(essay, i)?.lower ?? '');
      if (ok && last && !counted && !literal && !howLong && describesNext(essay, i, j)) {
        push(out, essay, t, last, essay.text.slice(t.start, last.end).replace(/ +/g, '-'));
        break;
      }
    }
  }
  return out;
}

export const hyphenDefinition = defineRule({
  id: 'hyphen',
  section: 'grammar',
  category: 'hyphenation',
  severity: 'error',
  description:
    'A compound that describes the noun after it is hyphenated ("two week camps" -> "two-week camps").',
  after: ['eggcorn'],
  examples: {
    wrong: [
      ['They run two week camps.', 'They run two-week camps.'],
      ['We did an in depth study.', 'We did an in-depth study.'],
      ['She held an entry level clerical job.', 'She held an entry-level clerical job.'],
      ['We saw a brand new musical.', 'We saw a brand-new musical.'],
      [
        'The theory comes from well established research.',
        'The theory comes from well-established research.',
      ],
      ['They pay out of state tuition.', 'They pay out-of-state tuition.'],
      ['Old stamps are a hard to find item.', 'Old stamps are a hard-to-find item.'],
      ['The grant gave the club a much needed boost.', 'The grant gave the club a much-needed boost.'],
      [
        'It comes with a money back guarantee at checkout.',
        'It comes with a money-back guarantee at checkout.',
      ],
      ['We slept in two king sized beds.', 'We slept in two king-sized beds.'],
      ['She had a training related injury.', 'She had a training-related injury.'],
      ['It was a once in a lifetime opportunity.', 'It was a once-in-a-lifetime opportunity.'],
      ['My day to day life is busy.', 'My day-to-day life is busy.'],
      ['We read studies from well established labs.', 'We read studies from well-established labs.'],
      ['It was a 1,200 page novel.', 'It was a 1,200-page novel.'],
      ['We bought a one way ticket.', 'We bought a one-way ticket.'],
      ['We could not afford the higher priced food.', 'We could not afford the higher-priced food.'],
      [
        'We drank sugar free lemonade in a brand new kitchen.',
        'We drank sugar-free lemonade in a brand new kitchen.',
      ],
      [
        'We drank sugar free lemonade in a brand new kitchen.',
        'We drank sugar free lemonade in a brand-new kitchen.',
      ],
      [
        'She got a fixed rate loan for her first generation college fund.',
        'She got a fixed-rate loan for her first generation college fund.',
      ],
      [
        'She got a fixed rate loan for her first generation college fund.',
        'She got a fixed rate loan for her first-generation college fund.',
      ],
      [
        'We offer industry leading service at a low profile desk.',
        'We offer industry-leading service at a low profile desk.',
      ],
      [
        'We offer industry leading service at a low profile desk.',
        'We offer industry leading service at a low-profile desk.',
      ],
    ],
    right: [
      'For the first two weeks I made a mistake almost every day.',
      'I have examined the subject in depth, which led me to a conclusion.',
      ...OPEN_COMPOUNDS,
    ],
  },
  run: hyphenRule,
});

/**
 * A number above one with a singular noun is a compound modifier ("a 3 stone ring", "a three
 * wave study"): otherwise the noun would be plural. Units are hyphenRule's; this takes the rest.
 */
export function numberCompoundRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 2 < toks.length; i++) {
    const [p, t, n1, n2] = [toks[i - 1]!, toks[i]!, toks[i + 1]!, toks[i + 2]!];
    if (p.sentence !== n2.sentence || UNITS.has(n1.lower)) continue;
    const isNumber = /^(?:\d{1,3}(?:,\d{3})*)$/.test(t.text)
      ? Number(t.text.replace(/,/g, '')) > 1
      : NUMBER_WORDS.has(t.lower);
    if (!isNumber || (p.pos !== 'DET' && p.pos !== 'ADJ') || p.lower === 'one') continue;
    // the head after it is singular too: "the five service academies" counts academies
    if (!isSingular(n1) || n1.lower.length < 3 || !isSingular(n2)) continue;
    if (!adjacent(essay, t, n1) || !adjacent(essay, n1, n2) || !adjacent(essay, p, t)) continue;
    push(out, essay, t, n1, `${t.text}-${n1.text}`);
  }
  return out;
}

export const numberCompound = defineRule({
  id: 'number-compound',
  section: 'grammar',
  category: 'hyphenation',
  severity: 'error',
  description:
    'A number above one with a singular noun is a compound modifier ("a 3 stone ring", "a three wave study"): otherwise the noun would be plural. Units are hyphenRule\'s; this takes the rest.',
  examples: {
    wrong: [
      ['It is a four player card game.', 'It is a four-player card game.'],
      ['She wore a beautiful 3 stone ring.', 'She wore a beautiful 3-stone ring.'],
    ],
    right: ['The coach, as well as the players, was tired.', ...OPEN_COMPOUNDS],
  },
  run: numberCompoundRule,
});

// An age with one of its two hyphens: "a 5-year old", "a ten year-old".
const HALF_AGE =
  /\b(\d{1,3}|[a-z]+)(?:-(year|month|week|day) old|\s+(year|month|week|day)-old)\b(?![-\p{L}])/giu;

/** "since I was a 5-year old" -> "5-year-old": both hyphens or neither. */
export function halfHyphenAgeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(HALF_AGE)) {
    const n = m[1]!;
    if (!/^\d+$/.test(n) && !NUMBER_WORDS.has(n.toLowerCase())) continue;
    const joined = `${n}-${m[2] ?? m[3]}-old`;
    out.push(
      hit(
        'compound-modifier',
        'hyphenation',
        'Hyphenation',
        m.index,
        m.index + m[0].length,
        `An age written as one word takes both hyphens: "${joined}".`,
        [joined],
      ),
    );
  }
  return out;
}

export const halfHyphenAge = defineRule({
  id: 'half-hyphen-age',
  section: 'grammar',
  category: 'hyphenation',
  severity: 'error',
  description: '"since I was a 5-year old" -> "5-year-old": both hyphens or neither.',
  examples: {
    wrong: [
      ['A ten year-old boy came in.', 'A ten-year-old boy came in.'],
      ["I've lived here since I was a 5-year old.", "I've lived here since I was a 5-year-old."],
    ],
    right: [...OPEN_COMPOUNDS],
  },
  run: halfHyphenAgeRule,
});
