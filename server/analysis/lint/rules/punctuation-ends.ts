// How a sentence ends: a paragraph whose last sentence has no full stop, and a question (by its
// word order) that ends with a full stop.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';
import { URLISH } from './punctuation-spacing';

// A question word and then a verb or a subject, in lower case: "How can I", "Why do we".
const QUESTION_START =
  /^(?:How|What|Why|Where|When|Who|Which|Can|Could|Should|Would|Do|Does|Did|Is|Are)\s+(?:can|could|should|would|do|does|did|is|are|will|I|you|we|they)\b/;

/**
 * A paragraph that ends without a full stop. Only where it is clearly prose: a title line or a
 * heading ("Why I Want to Teach") has no full stop on purpose.
 */
export function finalPunctuationRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const p of essay.paragraphs) {
    if (!/[\p{Ll}\p{N}]$/u.test(p.text) || URLISH.test(p.text.slice(-40))) continue;
    const sentences = essay.sentences.slice(p.sentenceStart, p.sentenceEnd);
    const last = sentences[sentences.length - 1];
    if (!last) continue;
    const words = p.text.match(/\p{L}+/gu) ?? [];
    const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
    // A short line is prose too when it opens with a subject pronoun ("I forgot about my dream"),
    // which a title or heading does not.
    const pronounLine =
      last.wordCount >= 4 &&
      /^(?:I|We|You|He|She|They|It|I['’]m|It['’]s|Can['’]t|Don['’]t)\s/u.test(last.text);
    // A shorter line is prose when it reads as a sentence: a comma in mostly lower-case words ("The
    // more I read, the more I liked it"), or a question ("How can I sync my calendar with Outlook").
    const lower = 1 - words.filter((w) => /^\p{Lu}/u.test(w) && w !== 'I').length / words.length;
    const question = QUESTION_START.test(last.text);
    const prose =
      sentences.length >= 2 ||
      pronounLine ||
      (last.wordCount >= 10 && capitalised / words.length < 0.5) ||
      (last.wordCount >= 6 && ((lower > 0.75 && last.text.includes(',')) || (question && lower > 0.6)));
    const hasVerb = essay.tokens
      .slice(last.tokenStart, last.tokenEnd)
      .some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (!prose || !hasVerb || !/^[\p{Lu}"“]/u.test(last.text)) continue;
    const lastWord = essay.tokens[last.tokenEnd - 1];
    if (!lastWord) continue;
    out.push(
      hit(
        'missing-final-punct',
        'punctuation',
        'Punctuation',
        lastWord.start,
        lastWord.end,
        question ? 'This question ends without a question mark.' : 'This sentence ends without a full stop.',
        [`${lastWord.text}${question ? '?' : '.'}`],
      ),
    );
  }
  return out;
}

export const finalPunctuation = defineRule({
  id: 'missing-final-punct',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    'A paragraph that ends without a full stop. Only where it is clearly prose: a title line or a heading ("Why I Want to Teach") has no full stop on purpose.',
  examples: {
    wrong: [
      ["I don't know", "I don't know."],
      ["We don't gonna", "We don't gonna."],
      ['I forgot about my dream', 'I forgot about my dream.'],
      ["Can't wait to check it out", "Can't wait to check it out."],
      ['The more I read, the more I liked her', 'The more I read, the more I liked her.'],
      ['How can I sync my calendar with my phone', 'How can I sync my calendar with my phone?'],
    ],
    right: [
      'I know no one here.',
      'What do we not know?',
      'Why I Want to Teach',
      'My summer at camp',
      'I Am Malala',
      'How Can I Help My Community',
      'How to make friends in college',
      'Pride, Prejudice and Zombies',
      'Why do we dream?',
    ],
  },
  run: finalPunctuationRule,
});

const QUESTION_AUX =
  "is are was were do does did can could would will should have has am isn’t isn't aren't aren’t don't don’t doesn't doesn’t didn't didn’t can't can’t won't won’t wouldn't wouldn’t shouldn't shouldn’t";
const QUESTION_SUBJECT = new Set(
  'i you he she it we they there this that the your my our his her their any anyone anybody'.split(' '),
);
const WH_OR_WHICH = new Set(['what', 'why', 'how', 'who', 'where', 'which']);

/**
 * "Isn't it time to celebrate." / "What would the world be like if we stopped." : a question,
 * by its word order (an auxiliary before the subject), that ends with a full stop.
 */
export function questionMarkRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const aux = new Set(QUESTION_AUX.split(' '));
  for (const s of essay.sentences) {
    const toks = essay.tokens.slice(s.tokenStart, s.tokenEnd);
    const last = toks[toks.length - 1];
    if (!last || last.text !== '.' || toks.length < 5) continue;
    // '"Behind!" is the first word I learned.': the sentence goes on after a quoted exclamation.
    if (
      /^\p{Ll}/u.test(toks[0]!.text) &&
      /[!?]["”’']\s*$/u.test(essay.text.slice(Math.max(0, s.start - 4), s.start))
    )
      continue;
    // "Should you need help, call us" is a condition, not a question.
    if (toks.some((t) => t.text === ',' || t.text === ';' || t.text === ':' || /["“”]/.test(t.text)))
      continue;
    let k = WH_OR_WHICH.has(toks[0]!.lower) ? 1 : 0;
    const a = toks[k];
    // wink splits "isn't" into "is" + "n't"
    if (!a || !aux.has(a.lower)) continue;
    k++;
    if (/^n['’]t$/.test(toks[k]?.lower ?? '')) k++;
    // after a question word any noun can be the subject: "How can laws uphold our freedom." (not
    // "Which was kind of nice.", a relative clause cut off as a sentence)
    const subject = toks[k];
    const nounSubject =
      !!subject &&
      k === 2 &&
      /^(?:how|why|what|where)$/.test(toks[0]!.lower) &&
      ['NOUN', 'PROPN'].includes(subject.pos);
    if (!QUESTION_SUBJECT.has(subject?.lower ?? '') && !nounSubject) continue;
    out.push(
      hit(
        'question-mark',
        'punctuation',
        'Punctuation',
        last.start,
        last.end,
        'This sentence asks a question: end it with a question mark.',
        ['?'],
      ),
    );
  }
  return out;
}

export const questionMark = defineRule({
  id: 'question-mark',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"Isn\'t it time to celebrate." / "What would the world be like if we stopped." : a question, by its word order (an auxiliary before the subject), that ends with a full stop.',
  after: ['spacing'],
  examples: {
    wrong: [
      ["Isn't it time to recognise your great traits.", "Isn't it time to recognise your great traits?"],
      [
        'How can laws protect our freedom when they divide us.',
        'How can laws protect our freedom when they divide us?',
      ],
      [
        'What would this world be like if we all stopped judging.',
        'What would this world be like if we all stopped judging?',
      ],
    ],
    right: [
      'He let us go.',
      'I ate a apple.',
      'Which was kind of nice because they had kids my age.',
      'What is needed is a plan.',
      'What I want is a quiet room.',
      'How I learned to swim is a long story.',
      'Should you need help, call us.',
      'Is it worth it? I think so.',
      'Do it now.',
    ],
  },
  run: questionMarkRule,
});
