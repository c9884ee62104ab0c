// Number and verb-form agreement in the simple cases a tagger gets right: "many reason",
// "this things", "a books", "can goes", "there is many". harper covers pronoun-verb agreement.
// Whether a noun is the head of its phrase, and when a count is no count, is in agreement-context.ts.
import type { ParsedEssay, Token } from '../../nlp/parse';
import {
  casedLike,
  hit,
  isPlural,
  isSingular,
  next,
  NUMBER_WORDS,
  pluralOf,
  prev,
  type RuleHit,
  defineRule,
} from './types';
import { UNCOUNTABLE } from './uncountable';
import { beforeArticle, countIsSubject, isHead, pronounThisVerb, twoForTo } from './agreement-context';
import { wordTable } from '../../word-table';
import { americanForm } from '../../spell/variants';
import { MODALS } from '../../lexicon/word-classes';

export { isHead } from './agreement-context';

const PLURAL_DET = new Set(['these', 'those', 'many', 'several', 'various', 'numerous', 'few']);
const SINGULAR_DET = new Set(['each', 'every', 'another']);
const SINGULAR_OF: Record<string, string> = wordTable({
  people: 'person',
  children: 'child',
  men: 'man',
  women: 'woman',
});
const DO_FINITE = new Set(['do', 'does', 'did']);
const SKIPPABLE = new Set(
  "not n't never also always still really just only even probably definitely certainly actually easily then soon now often usually sometimes already truly".split(
    ' ',
  ),
);

// Participles that name a feeling: after a modal they want "be" ("can be bored").
export const FEELING = new Set(
  'bored tired scared worried excited interested confused disappointed surprised amazed annoyed frustrated stressed embarrassed afraid'.split(
    ' ',
  ),
);

function agreement(start: number, end: number, message: string, fix: string[]): RuleHit {
  return hit('number-agreement', 'grammar', 'Agreement', start, end, message, fix);
}

// -s words far more often a verb after the pronoun "this" ("this results in", "all of this
// matters") or a count ("did this hundreds of times").
const VERB_AFTER_THIS = new Set(
  'results ties repeats matters counts means works helps leads shows costs depends happens seems sounds looks comes goes makes takes gives changes affects reflects requires involves includes allows proves explains remains stands turns plays needs wants applies relates lasts hundreds thousands millions dozens hands'.split(
    ' ',
  ),
);
const TIME_PLURAL = /^(?:days|weeks|months|years|times|nights|mornings|weekends|summers|holidays)$/;

export function numberRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const n = next(essay, i);
    if (!t || !n) continue;
    // The tagger sometimes calls a modal a noun: "These must be received" is fine.
    if (MODALS.has(n.lower)) continue;
    // "in both school", "both side": "both" counts two, but "both math and science" pairs two
    // nouns, and after its subject it floats ("we both love", "were both given").
    const pairNext = [2, 3].some((k) => next(essay, i, k)?.lower === 'and');
    const floating =
      /^(?:PRON|NOUN|PROPN|AUX)$/.test(toks[i - 1]?.pos ?? '') && toks[i - 1]!.sentence === t.sentence;
    const guarded = t.lower === 'both' && !pairNext && !floating;
    // ("a Seven Eleven shop", "Twenty One Pilots": a number word with a capital mid-sentence is a name.)
    const named = NUMBER_WORDS.has(t.lower) && /^\p{Lu}/u.test(t.text) && !!prev(essay, i);
    if (
      (PLURAL_DET.has(t.lower) || (NUMBER_WORDS.has(t.lower) && !named) || guarded) &&
      isSingular(n) &&
      isHead(essay, i + 1)
    ) {
      if (t.lower === 'few' && toks[i - 1]?.lower === 'a' && n.lower === 'more') continue;
      if (t.lower === 'two' && twoForTo(essay, i)) continue;
      if (countIsSubject(essay, i)) continue;
      // "many stuff", "many homework": a mass noun has no plural; "much" counts it.
      if (UNCOUNTABLE.has(n.lower)) {
        if (t.lower === 'many')
          out.push(
            agreement(t.start, t.end, `"${n.text}" cannot be counted: write "much ${n.text}".`, [
              casedLike('much', t.text),
            ]),
          );
        continue;
      }
      out.push(
        agreement(n.start, n.end, `After "${t.text}", use the plural: "${n.text}" names more than one.`, [
          pluralOf(n.lower),
        ]),
      );
    } else if (
      t.lower === 'this' &&
      t.pos === 'DET' &&
      isPlural(n) &&
      isHead(essay, i + 1) &&
      !beforeArticle(essay, i + 1) &&
      !VERB_AFTER_THIS.has(n.lower) &&
      // ("I learned this years later": a span of time after the pronoun.)
      !(
        TIME_PLURAL.test(n.lower) &&
        /^(?:ago|later|before|after|earlier)$/.test(next(essay, i + 1)?.lower ?? '')
      ) &&
      // "This days I study": a plural of time stands as an adverb, not as a verb after "this".
      (TIME_PLURAL.test(n.lower) || !pronounThisVerb(essay, i))
    ) {
      out.push(
        agreement(t.start, n.end, `"this" goes with one thing; "${n.text}" is plural.`, [
          casedLike(`these ${n.text}`, t.text),
          casedLike(`this ${n.lemma}`, t.text),
        ]),
      );
    } else if (t.lower === 'much' && isPlural(n) && isHead(essay, i + 1)) {
      out.push(
        agreement(t.start, t.end, `"${n.text}" can be counted: use "many".`, [
          t.text[0] === 'M' ? 'Many' : 'many',
        ]),
      );
    } else if (SINGULAR_DET.has(t.lower) && isPlural(n) && isHead(essay, i + 1)) {
      out.push(agreement(n.start, n.end, `After "${t.text}", use the singular "${n.lemma}".`, [n.lemma]));
    } else if (SINGULAR_DET.has(t.lower) && SINGULAR_OF[n.text] && isHead(essay, i + 1)) {
      // "every people", "another children": the irregular plurals the tagger leaves as they are.
      const one = SINGULAR_OF[n.text]!;
      out.push(agreement(n.start, n.end, `After "${t.text}", use the singular "${one}".`, [one]));
    }
  }
  return out;
}

export const numberDefinition = defineRule({
  id: 'number-agreement',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'A number above one takes a plural noun ("two brother" -> "two brothers").',
  after: ['missing-final-punct'],
  examples: {
    wrong: [
      ['I have two brother.', 'I have two brothers.'],
      ['This pens are blue.', 'These pens are blue.'],
      [
        'Phones matter because many stuff happens at school.',
        'Phones matter because much stuff happens at school.',
      ],
      ['We had many homework this week.', 'We had much homework this week.'],
      ['We had many assignment this week.', 'We had many assignments this week.'],
      ['There are many homework tonight.', 'There are much homework tonight.'],
      ['We have three test tomorrow.', 'We have three tests tomorrow.'],
      ['Seven student came late.', 'Seven students came late.'],
      ['I have many reason to stay.', 'I have many reasons to stay.'],
      ['This books are heavy.', 'These books are heavy.'],
      ['For every facts the student asks.', 'For every fact the student asks.'],
    ],
    right: [
      'My brother and I are close.',
      'My brother is ten years old now.',
      'I read two USA Today articles.',
      'They broke into a Seven Eleven shop at midnight.',
      'Many food and beverage companies advertise.',
      'Three stand out as compelling.',
      'These must be signed by Friday.',
      'Each species of bird has a song.',
      'Of all I learned, this matters most.',
      'I practice daily, and this helps me focus.',
      'This places an extra onus on parents.',
    ],
  },
  run: numberRule,
});

function baseForm(rule: string, aux: Token, v: Token): RuleHit {
  return hit(
    rule,
    'grammar',
    'Verb form',
    v.start,
    v.end,
    `After "${aux.text}", use the base form "${v.lemma}".`,
    [v.lemma],
  );
}

function verbAfter(essay: ParsedEssay, i: number): { tok: Token; index: number } | undefined {
  let j = i + 1;
  let n = next(essay, i);
  while (n && SKIPPABLE.has(n.lower)) {
    n = next(essay, j);
    j++;
  }
  return n ? { tok: n, index: j } : undefined;
}

/** "Only then can sports fulfill": a base verb after the word makes it the subject of a question-order clause. */
function inverted(essay: ParsedEssay, i: number): boolean {
  const n = next(essay, i);
  return !!n && n.pos === 'VERB' && n.lemma === n.lower && /^\p{Ll}+$/u.test(n.text);
}

/** An inflected verb form ("goes", "went", "taken") where the base form ("go") belongs. */
function isInflected(t: Token): boolean {
  return (
    t.pos === 'VERB' &&
    t.lemma !== t.lower &&
    !/ing$/.test(t.lower) &&
    /^\p{Ll}+$/u.test(t.text) &&
    // "might realise", "will practise": the tagger's lemma is the American spelling of the same
    // base form.
    t.lower.replace(/ys(e)$|is(e)$/, (m) => m.replace('s', 'z')) !== t.lemma &&
    americanForm(t.lower) !== t.lemma
  );
}

const WH_OPENER = new Set(['which', 'what', 'who', 'whom', 'whether', 'whichever', 'whatever', 'how', 'why']);

/**
 * "(learning) which ones don't helps me": the "do" ends a wh-clause with its verb left out, and
 * that clause is the subject of the -s verb after it (a clause as subject takes the -s form). The
 * wh-word opens the clause within the three words before "do", with no verb between, and follows
 * no noun ("the songs which I don't likes" is a relative clause with its verb wrong).
 */
function closesClausalSubject(essay: ParsedEssay, doAt: number, verb: Token): boolean {
  if (!/[^s]s$/.test(verb.lower)) return false;
  for (let k = 1; k <= 3; k++) {
    const p = prev(essay, doAt, k);
    if (!p || p.pos === 'VERB' || p.pos === 'AUX' || p.pos === 'PUNCT') return false;
    if (WH_OPENER.has(p.lower)) return !/^(?:NOUN|PROPN|PRON)$/.test(prev(essay, doAt, k + 1)?.pos ?? '');
  }
  return false;
}

export function verbFormRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (!t) continue;
    if (MODALS.has(t.lower) && t.pos === 'AUX' && t.text === t.lower) {
      const v = verbAfter(essay, i);
      if (!v) continue;
      // ("my will did not stand a chance", "the can fell": a noun after an owner or article.)
      if (/^(?:my|your|his|her|its|our|their|the|a|an)$/.test(prev(essay, i)?.lower ?? '')) continue;
      // "could been" wants "have been"; "you can bored", "I will tired": a feeling wants "be", not "bore".
      const written =
        v.tok.lower === 'been' ? 'have been' : FEELING.has(v.tok.lower) ? `be ${v.tok.text}` : undefined;
      if (written) {
        out.push(
          hit(
            'modal-form',
            'grammar',
            'Verb form',
            v.tok.start,
            v.tok.end,
            `After "${t.text}", write "${written}".`,
            [written],
          ),
        );
      } else if (isInflected(v.tok) && !inverted(essay, v.index)) {
        out.push(baseForm('modal-form', t, v.tok));
      } else if (/^(?:did|does)$/.test(v.tok.text)) {
        // "that will did damage": the tagger calls "did" a helper (so it is not "inflected"); its
        // lemma is still "do".
        out.push(baseForm('modal-form', t, v.tok));
      }
    } else if (DO_FINITE.has(t.lower) && t.pos === 'AUX') {
      const v = verbAfter(essay, i);
      if (v && v.index > i + 1 && isInflected(v.tok) && !closesClausalSubject(essay, i, v.tok))
        out.push(baseForm('do-form', t, v.tok));
    } else if (
      (t.lower === 'there' || t.lower === 'here') &&
      (next(essay, i)?.lower === 'is' || next(essay, i)?.lower === 'was')
    ) {
      const be = next(essay, i)!;
      const q = next(essay, i, 2);
      if (
        q &&
        (q.lower === 'many' || q.lower === 'several' || q.lower === 'numerous' || NUMBER_WORDS.has(q.lower))
      ) {
        const fix = be.lower === 'is' ? 'are' : 'were';
        out.push(
          hit(
            'there-is-plural',
            'grammar',
            'Agreement',
            be.start,
            be.end,
            `"${q.text}" is plural: write "${fix}".`,
            [fix],
          ),
        );
      }
    }
  }
  return out;
}

export const verbForm = defineRule({
  id: 'verb-form',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'The verb form after a modal, "do" or "there is" ("can goes" -> "can go", "there is many" -> "there are").',
  examples: {
    wrong: [
      ['She can goes home.', 'She can go home.'],
      ['I did not went there.', 'I did not go there.'],
      ['There is many reasons.', 'There are many reasons.'],
      ['The food which I don’t wants is cold.', 'The food which I don’t want is cold.'],
      ['In a group you can not bored.', 'In a group you can not be bored.'],
      ['It eats insects that will did damage.', 'It eats insects that will do damage.'],
    ],
    right: [
      'He is 6" tall.',
      'It is the truth.',
      // A wh-clause that ends in "do" is the subject of the -s verb after it.
      'Learning which flavors work together and which ones don’t helps me cook.',
      'Knowing what I do helps me plan.',
      'My will did not stand a chance against her.',
      'They might never realise their dreams.',
      'If you do not practise, you will not improve, so I will practise daily.',
      'You should analyse the data.',
      'Only by keeping competition clean can sports fulfill their role.',
    ],
  },
  run: verbFormRule,
});
