// "to enable you have peace of mind", "they want us do it": a verb that takes an object and then
// a to-infinitive, with the "to" left out. Verbs that take a bare verb after their object ("let",
// "make", "help", "see", "hear") are not in the list.
import type { ParsedEssay } from '../../nlp/parse';
import { adjacent, hit, next, type RuleHit, defineRule } from './types';
import { irregularVerb } from '../../spell/irregular-verbs';
import { pastOf } from '../../spell/verb-forms';
import { isKnownWord } from '../../spell/corrector';
import { OBJECT_ONLY_PRONOUNS } from '../../lexicon/word-classes';

const TAKES_OBJECT_AND_TO = new Set(
  'enable allow permit want ask force encourage expect require cause urge invite tell persuade convince remind advise order teach need'.split(
    ' ',
  ),
);
// ("you" is left out: it opens a clause of its own as often, "because you get to go".)
// Bare verbs that are also common nouns or adverbs ("allow you access", "want you home"): the
// object and the noun are both right there.
const NOUN_OR_ADVERB_TOO = new Set(
  'access time money back home more work help love control answer change need rest support play use face water thank'.split(
    ' ',
  ),
);

export function objectInfinitiveRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const head = toks[i]!;
    if (head.pos !== 'VERB' || !TAKES_OBJECT_AND_TO.has(head.lemma)) continue;
    const obj = next(essay, i);
    const bare = next(essay, i, 2);
    if (
      !obj ||
      !bare ||
      !OBJECT_ONLY_PRONOUNS.has(obj.lower) ||
      !adjacent(essay, head, obj) ||
      !adjacent(essay, obj, bare)
    )
      continue;
    // (a verb form the word lists know: the tagger calls "everything", "better" verbs here)
    const verbForm =
      isKnownWord(bare.lower) && (!!irregularVerb(bare.lower) || pastOf(bare.lower) !== undefined);
    // ("allows them want to go": a second verb of wanting, its own "to" after it)
    if (next(essay, i, 3)?.lower === 'to') continue;
    // ("enable us have": the tagger calls "have", "be" and "do" helpers)
    const isVerb = bare.pos === 'VERB' || (bare.pos === 'AUX' && /^(?:have|be|do)$/.test(bare.lower));
    // ("ask them do you need help": a question starts there)
    if (bare.pos === 'AUX' && /^(?:i|you|we|they|he|she|it)$/.test(next(essay, i, 3)?.lower ?? '')) continue;
    if (!isVerb || bare.lower !== bare.lemma || !verbForm || NOUN_OR_ADVERB_TOO.has(bare.lower)) continue;
    const fix = `${obj.text} to ${bare.text}`;
    out.push(
      hit(
        'object-infinitive',
        'grammar',
        'Verb pattern',
        obj.start,
        bare.end,
        `After "${head.text} ${obj.text}", the verb takes "to": "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const objectInfinitive = defineRule({
  id: 'object-infinitive',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'Verbs such as "tell", "ask", "enable" take "to" before the verb after their object ("told him stop").',
  examples: {
    wrong: [
      ['She told him stop complaining.', 'She told him to stop complaining.'],
      ['The plan will enable us have peace of mind.', 'The plan will enable us to have peace of mind.'],
    ],
    right: [
      'They made him stop.',
      'I said no, can you stop?',
      'It lets us learn.',
      'I told her everything.',
      'You could ask them do you need help?',
      'It allows them want to go home.',
      'They want you to go.',
    ],
  },
  run: objectInfinitiveRule,
});
