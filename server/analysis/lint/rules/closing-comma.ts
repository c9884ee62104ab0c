// A clause set off by a comma must be closed by one: "My mom, who is a single mother works two
// jobs" -> "mother, works". The sentence opens with its subject, a comma and "who"/"which"; the
// clause has its own verb, and a second verb follows with no comma, joining word or new clause
// between: that second verb is the sentence's own, so a comma goes before it.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { firstWordIndex, hit, type RuleHit, defineRule } from './types';
import { POSSESSIVE_DETERMINERS } from '../../lexicon/word-classes';

const SUBJECT_WORD = /^(?:DET|ADJ|NOUN|PROPN|NUM)$/;
// Words that start a clause or join verbs inside the set-off clause: the second verb may be theirs.
const OPENS =
  /^(?:and|or|but|that|which|who|whom|whose|when|where|while|if|because|since|as|so|than|to|what|how|why)$/;
const MAX_CLAUSE = 14;
const ASIDE = /^(?:believe|think|guess|know|feel|say|hope|suppose|imagine|thought|felt|said|knew)$/;
const LINKING_ADVERB = /^(?:first|second|third|finally|lastly|also|however|overall|today|now)$/;

const finite = (t: Token) =>
  (t.pos === 'VERB' || t.pos === 'AUX') && !/ing$/.test(t.lower) && t.lower !== 'been' && t.lower !== 'be';

export function closingCommaRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    // The subject: a short noun phrase ("My mom", "The old library"), then ", who" / ", which".
    let k = i;
    while (
      k < s.tokenEnd &&
      k - i < 4 &&
      (SUBJECT_WORD.test(toks[k]!.pos) || POSSESSIVE_DETERMINERS.has(toks[k]!.lower))
    )
      k++;
    // (not a linking word read as a noun: "First, who wouldn't want ...")
    if (k === i || !['NOUN', 'PROPN'].includes(toks[k - 1]!.pos) || LINKING_ADVERB.test(toks[k - 1]!.lower))
      continue;
    if (toks[k]?.text !== ',' || !/^(?:who|which)$/.test(toks[k + 1]?.lower ?? '')) continue;
    // The clause's verb group ("has lived", "was generally known", "can be used") ends at the
    // first word that is not part of it; a finite verb after that is the sentence's own.
    let group: 'before' | 'open' | 'closed' = 'before';
    for (let j = k + 2; j < Math.min(s.tokenEnd, k + 2 + MAX_CLAUSE); j++) {
      const t = toks[j]!;
      if (t.pos === 'PUNCT' || OPENS.test(t.lower) || t.pos === 'SCONJ') break;
      const verbal = t.pos === 'AUX' || t.pos === 'VERB' || t.pos === 'PART';
      if (group === 'before') {
        if (finite(t)) group = 'open';
        continue;
      }
      // ("which I love is old": an auxiliary after a main verb starts the sentence's own verb.)
      // ("which I believe is the core": "I believe" is an aside inside the clause.)
      const mainBefore = toks[j - 1]!.pos === 'VERB' && !ASIDE.test(toks[j - 1]!.lower);
      if (group === 'open' && !(t.pos === 'AUX' && mainBefore)) {
        if (!verbal && t.pos !== 'ADV') group = 'closed';
        continue;
      }
      // ("the sites mentioned can": a participle after its noun describes it)
      if (!finite(t) || (/ed$/.test(t.lower) && toks[j - 1]!.pos === 'NOUN')) continue;
      const prev = toks[j - 1]!;
      out.push(
        hit(
          'closing-comma',
          'punctuation',
          'Comma',
          prev.start,
          prev.end,
          `The part that starts with ", ${toks[k + 1]!.text}" ends here: close it with a comma before "${t.text}".`,
          [`${prev.text},`],
        ),
      );
      break;
    }
  }
  return out;
}

export const closingComma = defineRule({
  id: 'closing-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    'A clause or phrase opened with a comma in mid-sentence is closed with one ("My car, which I love, is old").',
  examples: {
    wrong: [
      ['My car, which I love is old.', 'My car, which I love, is old.'],
      ['My mom, who is a single mother works two jobs.', 'My mom, who is a single mother, works two jobs.'],
      [
        'The library, which was built in 1900 has many books.',
        'The library, which was built in 1900, has many books.',
      ],
    ],
    right: [
      'We both love the band.',
      'I have come to love it.',
      'My mom, who is a nurse, works nights.',
      'My brother, who lives and works in Ohio, visits often.',
      'My father, who had recently woken up, was tired.',
      'Joy, which I believe is the core of laughter, spreads.',
      'First, who would not want to spend time with family?',
      'The library, which was built in 1900.',
    ],
  },
  run: closingCommaRule,
});
