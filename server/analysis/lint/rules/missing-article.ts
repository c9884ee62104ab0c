// A singular count noun with no article, in the places learners most often drop it: after
// "be" and an adjective ("it is good idea", "he was good person") and after "make" ("make
// mistake"), and a person noun right after "I was" / "she is" ("When I was child"). Kept precise
// by closed lists of nouns that are always counted (no "is good practice", "is hard work"), and by
// nothing but an adjective between "be" and the noun.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { isKnownWord } from '../../spell/corrector';
import { adjacent, hit, next, prev, type RuleHit, defineRule } from './types';

const COUNT_NOUN = new Set(
  'idea person way thing example choice decision option job opportunity reason student teacher friend man woman place problem question answer leader habit tool solution plan method goal step chance advantage disadvantage benefit result lesson role model citizen worker member athlete player parent kid child'.split(
    ' ',
  ),
);
const BE_SINGULAR = /^(?:is|was|be|am|being|been|'s|’s)$/;
// Nouns for a person, counted even with nothing before them: "When I was child", "I am student".
const COUNTED_PERSON_NOUN = new Set(
  'student teacher child kid member leader athlete player citizen worker man woman person boy girl baby teenager freshman sophomore junior senior immigrant volunteer'.split(
    ' ',
  ),
);
const PERSON_SUBJECT = /^(?:i|he|she)$/;
// Adjectives that take no article or change the fix: "is such", "is the best", "is enough".
const NO_ARTICLE = new Set(
  'such enough other another more most much many few little own same last next only first second third whole entire'.split(
    ' ',
  ),
);
const MAKE = /^(?:make|makes|made|making)$/;
const MAKE_NOUN = /^(?:mistake|decision|choice|difference)$/;

const article = (w: string) => (/^[aeiou]/.test(w) && !/^(?:use|uni|eu|one)/.test(w) ? 'an' : 'a');

function missing(start: number, end: number, phrase: string, noun: string): RuleHit {
  // "It is main reason": one of a kind takes "the".
  const the = /^(?:main|primary|right|wrong)\b/.test(phrase);
  const fix = `${the ? 'the' : article(phrase)} ${phrase}`;
  return hit('missing-article', 'grammar', 'Article', start, end, `"${noun}" is counted: write "${fix}".`, [
    fix,
  ]);
}

/** The noun ends its phrase: no noun after it ("good idea generation") and no hyphen ("good-idea"). */
function endsPhrase(essay: ParsedEssay, i: number): boolean {
  const after = next(essay, i);
  if (!after) return true;
  if (/^(?:NOUN|PROPN|NUM|X)$/.test(after.pos) || /^['’-]/.test(after.text)) return false;
  return !/^[-'’]/.test(essay.text.slice(essay.tokens[i]!.end, after.start) || after.text);
}

const lower = (t?: Token) => !!t && /^\p{Ll}+$/u.test(t.text);

/**
 * "I was child", "she is student": a person noun right after "I was" / "she is" that ends its
 * phrase ("I am student council president" and "she was student of the month" go on).
 */
function personWithoutArticle(essay: ParsedEssay, i: number, j: number): boolean {
  const subject = prev(essay, i);
  const n = essay.tokens[j]!;
  if (!subject || !PERSON_SUBJECT.test(subject.lower) || !COUNTED_PERSON_NOUN.has(n.text)) return false;
  if (n.pos !== 'NOUN' || !adjacent(essay, essay.tokens[i]!, n)) return false;
  return endsPhrase(essay, j) && next(essay, j)?.lower !== 'of';
}

export function missingArticleRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (BE_SINGULAR.test(t.lower) && t.pos === 'AUX') {
      // "is not good idea" -> "is not a good idea": the article goes after "not", "also" and the
      // like, and before "very" or "really".
      let k = 1;
      while (
        /^(?:not|also|always|never|still|just|truly|definitely|probably)$/.test(
          next(essay, i, k)?.lower ?? '',
        )
      )
        k++;
      const from = k;
      if (/^(?:very|really)$/.test(next(essay, i, k)?.lower ?? '')) k++;
      const a = next(essay, i, k);
      const n = next(essay, i, k + 1);
      // "When I was child": a person noun straight after "I was" / "she is".
      if (a && k === 1 && personWithoutArticle(essay, i, i + 1)) {
        out.push(missing(a.start, a.end, a.text, a.text));
        continue;
      }
      if (!a || !n || a.pos !== 'ADJ' || !lower(a) || NO_ARTICLE.has(a.lower) || /est$/.test(a.lower))
        continue;
      if (!COUNT_NOUN.has(n.text) || !adjacent(essay, a, n) || !endsPhrase(essay, i + k + 1)) continue;
      // "that's thier choice": a misspelled owner the tagger calls an adjective.
      if (!isKnownWord(a.lower)) continue;
      // "what a good idea is", "as good friend as": only a plain "be" + adjective + noun.
      if (/^(?:as|so|too|how)$/.test(prev(essay, i + k)?.lower ?? '')) continue;
      // "There is good reason to", "there was great opportunity": after "there" the noun may be
      // uncountable.
      if (/^(?:there|here)$/.test(prev(essay, i)?.lower ?? '')) continue;
      const first = next(essay, i, from)!;
      out.push(missing(first.start, n.end, essay.text.slice(first.start, n.end), n.text));
    } else if (MAKE.test(t.lower) && t.pos === 'VERB') {
      const n = next(essay, i);
      if (!n || !MAKE_NOUN.test(n.text) || !adjacent(essay, t, n) || !endsPhrase(essay, i + 1)) continue;
      out.push(missing(n.start, n.end, n.text, n.text));
    }
  }
  return out;
}

export const missingArticle = defineRule({
  id: 'missing-article',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'A singular count noun after an adjective such as "main" or "best" needs "the" or "a" ("It is main reason").',
  examples: {
    wrong: [
      ['It is main reason why I study.', 'It is the main reason why I study.'],
      ['When I was child, I loved to draw.', 'When I was a child, I loved to draw.'],
    ],
    right: ['We went to the childs room.', 'I was a child when we moved.'],
  },
  run: missingArticleRule,
});
