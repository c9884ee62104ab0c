// Verb and comparative forms a learner mixes up and harper lets through: two verbs where one
// belongs ("advertisements are make", "it will be seem"), a doubled comparative ("more better"),
// and two articles in a row ("the a reason").
import { BE_BASE_LOOKALIKES } from './lookalikes.table';
import type { ParsedEssay, Token } from '../../nlp/parse';
import {
  adjacent,
  AIM_NOUN,
  anMeantAnd,
  hit,
  isBareVerb,
  next,
  prev,
  thirdPerson,
  type RuleHit,
  defineRule,
} from './types';
import { pastOf } from '../../spell/verb-forms';
import { irregularVerb } from '../../spell/irregular-verbs';

const BE_NO_PARTICIPLE = new Set(['is', 'are', 'was', 'were', 'am', 'be', "'m", '’m', "'re", '’re']);
// Base forms that are also participles or adjectives: "is cut", "was set", "is open", "be like".
const PARTICIPLE_OR_ADJECTIVE_BASE = new Set(
  'cut put set hit let shut spread read hurt cost quit run come become beat bet cast burst upset forecast open close clean clear free complete correct perfect separate dry empty wet slow fit live mean last like welcome worth sure ready able due right wrong fun round'.split(
    ' ',
  ),
);
const OBJECT_POS_TAGS = new Set(['DET', 'PRON', 'NUM']);
const ONLY_VERB = new Set(
  'think go learn study know make get plan believe try take give see say find teach write eat understand enjoy become begin choose play walk talk work watch help'.split(
    ' ',
  ),
);
const ACTION_NOUN = new Set('plan study try play walk talk work watch help'.split(' '));
const AGREE = new Set(['agree', 'disagree']);
// Verbs (beside ONLY_VERB) that follow "the reason is" / "the key is" without their "to".
const AIM_VERB = new Set(
  'reach show help keep stay follow focus accept remember trust improve achieve'.split(' '),
);
const ADVERB_BEFORE_VERB = new Set([
  'not',
  'also',
  'always',
  'never',
  'still',
  'just',
  'really',
  'often',
  'usually',
]);

/** "are make": a form of "be" straight before a base-form verb. */
export function beBaseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const be = toks[i]!;
    // (the tagger keeps "I'm" as one word)
    const iAm = /^i['’]m$/.test(be.lower);
    if (!iAm && (be.pos !== 'AUX' || !BE_NO_PARTICIPLE.has(be.lower))) continue;
    let k = 1;
    while (ADVERB_BEFORE_VERB.has(next(essay, i, k)?.lower ?? '')) k++;
    const v = next(essay, i, k);
    // The word after the verb, and whether the clause goes on past it.
    const after = next(essay, i, k + 1);
    const goesOn = !!after && after.pos !== 'PUNCT';
    // ("She is go to school": "go" is shorter than the bare-verb test reads; "we are go for launch",
    // "all systems are go." keep the launch-control sense.)
    const base =
      v && (isBase(v) || (v.lower === 'go' && v.pos === 'VERB' && goesOn && after.lower !== 'for'));
    if (!v || !base || !adjacent(essay, toks[i + k - 1]!, v)) continue;
    // The tagger reads some nouns and adjectives as verbs ("is part of", "are always right"); a
    // real verb here takes an object ("are make the", "is reduce our").
    // "I am agree" is a learner's calque and never right, whatever follows.
    // After a pronoun subject ("I am think", "he was plan to") a verb that is never a noun or an
    // adjective is wrong whatever follows.
    // ("all you're work", "they're plan": a verb that is also a noun after "'re" is "your"/"their".)
    const ownerSlip = /^['’]re$/.test(be.lower) && ACTION_NOUN.has(v.lower);
    const pronoun =
      (iAm || /^(?:i|you|we|they|he|she)$/.test(prev(essay, i)?.lower ?? '')) &&
      ONLY_VERB.has(v.lower) &&
      !ownerSlip;
    if (pseudoCleft(essay, i) || prev(essay, i)?.lower === 'there') continue; // "there are people who"
    // ("She was help by her friends": a passive missing its -ed; the participle card says "helped".)
    if (after?.lower === 'by') continue;
    // "the reason is reach the goal": "is to reach".
    // ("The only answer is work.": a noun that ends the sentence is the predicate: goesOn.)
    // (The tagger reads "is people", "is chance" as verbs too: only words that are verbs alone.)
    const aimVerb = ONLY_VERB.has(v.lower) || AIM_VERB.has(v.lower);
    if (
      k === 1 &&
      goesOn &&
      aimVerb &&
      /^(?:is|was)$/.test(be.lower) &&
      AIM_NOUN.has(prev(essay, i)?.lower ?? '')
    ) {
      const fix = `${be.text} to ${v.text}`;
      out.push(
        hit(
          'be-base',
          'grammar',
          'Verb form',
          be.start,
          v.end,
          `After "${prev(essay, i)!.text} ${be.text}", write "${fix}".`,
          [fix],
        ),
      );
      continue;
    }
    // ("Hackers are people who can": a noun the tagger calls a verb heads the relative clause after it.)
    const relative = /^(?:who|which|whose|that)$/.test(after?.lower ?? '');
    if (!AGREE.has(v.lower) && !pronoun && (relative || !OBJECT_POS_TAGS.has(after?.pos ?? ''))) continue;
    // "I'm agree": the card covers "I'm", so dropping "'m" leaves "I agree".
    const subject = /^['’]/.test(be.text) ? prev(essay, i) : undefined;
    const start = subject && subject.end === be.start ? subject.start : be.start;
    const kept = iAm ? 'I ' : start === be.start ? '' : `${subject!.text} `;
    // "it is make" is "it makes", "he was play" is "he played": dropping the helper leaves the verb
    // without its -s or past ending.
    const bare = essay.text.slice(iAm ? v.start : toks[i + 1]!.start, v.end);
    const tensed =
      be.lower === 'is' && k === 1
        ? thirdPerson(v.lower)
        : be.lower === 'was' && k === 1
          ? (pastOf(v.lower) ?? irregularVerb(v.lower)?.past)
          : undefined;
    // ("i'm disagree": both fixes spell "I" with its capital.)
    const lead = essay.text.slice(start, v.start).replace(/^i(?=['’]m)/, 'I');
    // ("I am agree": a verb of knowing or feeling has no "-ing" form to offer, "am agreeing".)
    const stative = STATIVE_NO_ING.has(v.lower);
    const fixes = stative
      ? [`${kept}${tensed ?? bare}`]
      : [`${kept}${tensed ?? bare}`, `${lead}${ing(v.lower)}`];
    const own = start === be.start && !iAm;
    const message = stative
      ? own
        ? `"${be.text}" and "${v.text}" cannot both be the verb: ${tensed ? `write "${tensed}"` : `drop "${be.text}"`}.`
        : `"${essay.text.slice(start, v.end)}" has two verbs: write "${fixes[0]}".`
      : own
        ? `"${be.text}" and "${v.text}" cannot both be the verb: ${tensed ? `write "${tensed}" or` : `drop "${be.text}", or write`} "${be.text} ${ing(v.lower)}".`
        : `"${essay.text.slice(start, v.end)}" has two verbs: write "${fixes[0]}", or "${fixes[1]}".`;
    out.push(hit('be-base', 'grammar', 'Verb form', start, v.end, message, fixes));
  }
  return out;
}

export const beBase = defineRule({
  id: 'be-base',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"are make": a form of "be" straight before a base-form verb.',
  after: ['subject-verb'],
  examples: {
    wrong: [
      ['He was work all day.', 'He worked all day.'],
      ["They're agree with me.", 'They agree with me.'],
      ["In my opinion i'm disagree with this.", 'In my opinion I disagree with this.'],
      ['I am agree with this opinion.', 'I agree with this opinion.'],
      ['He is play the piano every day.', 'He plays the piano every day.'],
      ['Advertisements are make the products look better.', 'Advertisements make the products look better.'],
      ['I am not agree with that rule.', 'I not agree with that rule.'],
      ['Therefore it is make a better person.', 'Therefore it makes a better person.'],
      ['He was play the game every day.', 'He played the game every day.'],
      ['Third, the reason is reach the goal.', 'Third, the reason is to reach the goal.'],
      ['She is go to school now.', 'She goes to school now.'],
      ['They are play soccer every weekend.', 'They play soccer every weekend.'],
    ],
    right: [
      "I'm sure it works.",
      'We have work to do.',
      "I'm going home.",
      "I'm like a kid again.",
      'The only answer is work.',
      'My second reason is people work hard.',
      "When you finish all you're work, rest.",
      'We are go for launch.',
      'All systems are go.',
      ...BE_BASE_LOOKALIKES,
    ],
  },
  run: beBaseRule,
});

// Verbs of knowing, wanting and feeling, which rarely take the "-ing" form.
const STATIVE_NO_ING = new Set(
  'agree disagree know believe understand like love hate want need prefer own belong mean seem remember forget'.split(
    ' ',
  ),
);

/** "All you need to do is ask", "What they did is reduce the cost": a base form is right there. */
function pseudoCleft(essay: ParsedEssay, i: number): boolean {
  const t = essay.tokens[i]!;
  // (the clause before "is": a few words, so a run-on sentence is not rescanned for every verb)
  for (let j = i - 1; j >= Math.max(0, i - 20) && essay.tokens[j]!.sentence === t.sentence; j--)
    if (/^(?:do|does|did|done)$/.test(essay.tokens[j]!.lower)) return true;
  return false;
}

const isBase = (v: Token) => isBareVerb(v, PARTICIPLE_OR_ADJECTIVE_BASE);

function ing(v: string): string {
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(v) && v !== 'be') return `${v.slice(0, -1)}ing`;
  return `${v}ing`;
}

const ER_COMPARATIVE = new Set(
  'better worse easier harder bigger smaller larger faster cheaper happier greater higher lower stronger weaker healthier richer poorer safer simpler busier smarter older younger nicer funnier closer longer shorter louder quieter warmer colder darker brighter kinder tougher wiser braver prettier lazier crazier scarier deeper wider clearer calmer newer luckier heavier lighter taller thinner fatter cuter friendlier prouder sadder hotter neater cleaner tighter thicker softer sweeter slower quicker sharper stricter fancier uglier lonelier'.split(
    ' ',
  ),
);

// Their superlatives: "the most happiest day".
const SUPERLATIVE = new Set(
  [...ER_COMPARATIVE].map((c) =>
    c === 'better' ? 'best' : c === 'worse' ? 'worst' : c.replace(/er$/, 'est'),
  ),
);

/** "more better", "more easier", "the most happiest": the -er and -est forms already compare. */
export function doubleComparativeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const m = toks[i]!;
    const c = next(essay, i);
    if (
      !c ||
      (!((m.lower === 'more' || m.lower === 'most') && ER_COMPARATIVE.has(c.lower)) &&
        !(m.lower === 'most' && SUPERLATIVE.has(c.lower)))
    )
      continue;
    // "more younger people", "more younger female coaches", "more lighter fluid" count things: a
    // noun (or another describing word) after the pair makes "more" a quantity.
    const after = next(essay, i, 2);
    // After an article the pair describes one thing: "a more healthier menu".
    const article = /^(?:a|an|the)$/.test(prev(essay, i)?.lower ?? '');
    if (after && ['NOUN', 'PROPN', 'ADJ'].includes(after.pos) && !article) continue;
    out.push(
      hit(
        'double-comparative',
        'grammar',
        'Word form',
        m.start,
        c.end,
        `"${c.text}" already compares: drop "${m.text}".`,
        [c.text],
      ),
    );
  }
  return out;
}

export const doubleComparative = defineRule({
  id: 'double-comparative',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"more better", "more easier", "the most happiest": the -er and -est forms already compare.',
  examples: {
    wrong: [
      ['My sister is more taller than me.', 'My sister is taller than me.'],
      ['This is more better than the old plan.', 'This is better than the old plan.'],
      [
        'Working in a group is more better than working alone.',
        'Working in a group is better than working alone.',
      ],
      ['It was the most happiest day of my life.', 'It was the happiest day of my life.'],
    ],
    right: [
      'We need more younger voices.',
      'We bought more lighter fluid.',
      'We need more older volunteers.',
      'It was the most exciting day.',
      'Most people were happiest at home.',
    ],
  },
  run: doubleComparativeRule,
});

const ARTICLE = new Set(['a', 'an', 'the']);

/** "the a reason", "a the": two articles in a row. */
export function doubleArticleRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const a = toks[i]!;
    const b = next(essay, i);
    if (!b || !ARTICLE.has(a.lower) || !ARTICLE.has(b.text) || a.lower === b.lower) continue;
    if (!adjacent(essay, a, b) || anMeantAnd(essay, i)) continue; // "the the" is harper's repetition lint
    out.push(
      hit(
        'double-article',
        'grammar',
        'Article',
        a.start,
        b.end,
        `"${a.text}" and "${b.text}" are both articles: keep one.`,
        [a.text, b.text],
      ),
    );
  }
  return out;
}

export const doubleArticle = defineRule({
  id: 'double-article',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"the a reason", "a the": two articles in a row.',
  examples: {
    wrong: [
      ['I saw an the dog.', 'I saw an dog.'],
      ['It was the a best day of the summer.', 'It was the best day of the summer.'],
    ],
    right: ['By then I knew the answer.', 'This sales team won the award.'],
  },
  run: doubleArticleRule,
});

// Verbs that take "to" before another verb: "I want to sell", not "I want sell". ("help clean" and
// "go get" are fine, so those are not here.)
const TAKES_TO = new Set(
  `want wants wanted need needs needed decide decides decided hope hopes hoped plan plans planned refuse
refuses refused like likes liked prefer prefers preferred promise promises promised agree agrees agreed
manage manages managed afford expect expects expected`.split(/\s+/),
);

const NOMINATIVE = /^(?:i|he|she|we|they)$/;
const PEOPLE_OR_ANIMALS = /^(?:people|others|students|children|kids|families|friends|animals|patients)$/;
// Verbs that are also nouns after "want" or "need" ("need help", "want change").
const NOUN_TOO_BEFORE_OBJECT = new Set(
  'help change support work advice love time money rest practice care'.split(' '),
);

/** "if you want sell it": a verb that needs "to" before the next verb. */
export function missingToRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const w = toks[i]!;
    const v = next(essay, i);
    if (!v || w.pos !== 'VERB' || !TAKES_TO.has(w.lower) || !isBase(v) || !adjacent(essay, w, v)) continue;
    // "I need help with", "they want change": a noun the tagger read as a verb has no object after it.
    const after = next(essay, i, 2);
    // ("I like help people": a noun for people is the verb's object, not a compound "help people".)
    if (!OBJECT_POS_TAGS.has(after?.pos ?? '') && !PEOPLE_OR_ANIMALS.test(after?.lower ?? '')) continue;
    // "When people need help they go", "if you need help you can ask": a subject pronoun starts
    // the next clause, so the word before it was a noun.
    if (
      NOMINATIVE.test(after!.lower) ||
      (NOUN_TOO_BEFORE_OBJECT.has(v.lower) && /^(?:you|it)$/.test(after!.lower))
    )
      continue;
    // The hit covers both words, so harper's own "complete the infinitive" card on "want" wins.
    out.push(
      hit('missing-to', 'grammar', 'Verb form', w.start, v.end, `Write "${w.text} to ${v.text}".`, [
        `${w.text} to ${v.text}`,
      ]),
    );
  }
  return out;
}

export const missingTo = defineRule({
  id: 'missing-to',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"if you want sell it": a verb that needs "to" before the next verb.',
  examples: {
    wrong: [
      ['I like help people.', 'I like to help people.'],
      ['If you want sell it, take photos.', 'If you want to sell it, take photos.'],
      ['If you want sell it, take good photos.', 'If you want to sell it, take good photos.'],
    ],
    right: [
      'He helped me to grow.',
      'Let Ms. Carter help you.',
      'We need support staff.',
      ...BE_BASE_LOOKALIKES,
    ],
  },
  run: missingToRule,
});
