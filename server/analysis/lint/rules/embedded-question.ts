// A question inside a statement keeps statement order: "I don't know what is it" -> "what it is",
// "to understand how hard is it to learn" -> "how hard it is". Learners (and speakers of many
// languages) carry the direct question's inversion into the reported one.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, next, type RuleHit, defineRule } from './types';
import { BE_FINITE, OBJECT_PRONOUNS } from '../../lexicon/word-classes';

// Verbs that report a question: "know what", "wonder where", "understand how".
const ASKING =
  /^(?:know|knew|known|understand|understood|wonder|wondered|ask|asked|explain|explained|tell|told|show|showed|see|saw|realize|realized|realise|realised|learn|learned|learnt|remember|remembered|forget|forgot|decide|decided|imagine|imagined|care|cared|find|found|figure|figured|out)$/;
const WH_QUESTION_WORD = /^(?:what|where|how|why|when|who)$/;
const SUBJECT_OR_DEMONSTRATIVE = /^(?:it|they|he|she|we|you|this|that|i)$/;

/** "know what is it": the verb before its subject, inside a statement. */
export function embeddedQuestionRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  const sentenceOf = new Map(essay.sentences.map((s) => [s.tokenStart, s] as const));
  let question = false;
  for (let i = 0; i + 3 < toks.length; i++) {
    const start = sentenceOf.get(i);
    // A sentence that ends in "?" may be a question throughout ("Do you know where is it?").
    if (start) question = /\?\s*["”’']?\s*$/.test(start.text);
    if (question || !ASKING.test(toks[i]!.lower)) continue;
    let j = i + 1;
    if (OBJECT_PRONOUNS.has(toks[j]?.lower ?? '')) j++; // "tell me what is it"
    const wh = toks[j];
    if (!wh || wh.sentence !== toks[i]!.sentence || !WH_QUESTION_WORD.test(wh.lower)) continue;
    let k = j + 1;
    // "how hard", "how much": one degree word belongs to the question word.
    if (wh.lower === 'how' && /^(?:ADJ|ADV)$/.test(toks[k]?.pos ?? '')) k++;
    const be = next(essay, k - 1);
    const subject = be && next(essay, k);
    if (!be || !subject || !BE_FINITE.has(be.lower) || !SUBJECT_OR_DEMONSTRATIVE.test(subject.lower))
      continue;
    // "what is it that drives them" stays: a cleft.
    const after = next(essay, k + 1);
    if (after?.lower === 'that') continue;
    // "what is that song": "that" is the noun's determiner there.
    if (/^(?:this|that)$/.test(subject.lower) && /^(?:NOUN|ADJ)$/.test(after?.pos ?? '')) continue;
    if (subject.lower === 'you' && be.lower !== 'are' && be.lower !== 'were') continue;
    // ("where was I from": "I" only with "was")
    if (subject.lower === 'i' && be.lower !== 'was') continue;
    const fix = `${subject.text} ${be.text}`;
    out.push(
      hit(
        'embedded-question',
        'grammar',
        'Word order',
        be.start,
        subject.end,
        `Inside a statement the question keeps statement order: "${wh.text}${k > j + 1 ? ` ${toks[j + 1]!.text}` : ''} ${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const embeddedQuestion = defineRule({
  id: 'embedded-question',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"know what is it": the verb before its subject, inside a statement.',
  examples: {
    wrong: [
      ['He asked me where was I from.', 'He asked me where I was from.'],
      ['I asked him where was he going.', 'I asked him where he was going.'],
      ["They don't know what is it, so they skip it.", "They don't know what it is, so they skip it."],
      [
        'It helped them understand how hard is it to learn a language.',
        'It helped them understand how hard it is to learn a language.',
      ],
    ],
    right: [
      'She was head of the club.',
      'The house that once was hers was sold.',
      'Do you know where is the station?',
      'I wonder what it is like to fly.',
      'I want to know what is it that drives them.',
      'Nobody knew what was that song on the radio.',
      'I know where they are going.',
    ],
  },
  run: embeddedQuestionRule,
});
