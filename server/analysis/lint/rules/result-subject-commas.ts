// Commas around a phrase rather than between sentences: a result phrase that needs its comma
// ("slow computers, leading to"), and a comma that parts a subject from its verb.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

// Participles that open a phrase about the whole clause before them ("..., leading to delays").
const RESULT_PARTICIPLE = new Set(
  'leading resulting causing giving bringing raising rendering allowing enabling forcing prompting creating making including'.split(
    ' ',
  ),
);

/**
 * "The rate drops on slow computers leading to loss of sync": a participle phrase that describes
 * the result of the whole clause is set off by a comma. Only after a noun that ends a full clause.
 */
export function resultPhraseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    for (let j = s.tokenStart + 3; j + 1 < s.tokenEnd; j++) {
      const t = toks[j]!;
      if (!RESULT_PARTICIPLE.has(t.lower)) continue;
      const p = toks[j - 1]!;
      const n = toks[j + 1]!;
      // (after a noun, or an adverb in -ly that ends the clause: "the toe can change widely giving")
      const endsClause = p.pos === 'NOUN' || p.pos === 'PROPN' || (p.pos === 'ADV' && /ly$/.test(p.lower));
      if (!endsClause || !/^\p{L}/u.test(p.text)) continue;
      if (toks[j - 2]?.lower === 'in' || toks[j - 2]?.lower === 'a') continue; // "in turn", "take a turn"
      // "making" only as "making it/them/sure ..."; the others before their object or "to"/"in"
      if (t.lower === 'making' && !/^(?:it|them|sure|us|him|her|you)$/.test(n.lower)) continue;
      if (!/^(?:to|in|the|a|an|it|them|us|you|him|her|sure|many|more|less)$/.test(n.lower)) continue;
      const before = toks.slice(Math.max(s.tokenStart, j - 41), j - 1); // bounded: linear on endless sentences
      // the clause before must be whole (a finite verb) and the participle not part of a list
      // (and its last verb is that finite one: "exemplifying cooperation leading to" is one phrase)
      const verbs = before.filter((x) => x.pos === 'VERB' || x.pos === 'AUX');
      if (!verbs.length || /ing$/.test(verbs[verbs.length - 1]!.lower)) continue;
      const tail = before.slice(before.lastIndexOf(verbs[verbs.length - 1]!) + 1);
      if (tail.some((x) => x.text === ',' || /^\p{Ll}{3,}ing$/u.test(x.text))) continue;
      if (before.some((x) => x.lower === 'and' || x.lower === 'or') && /^(?:and|or)$/.test(p.lower)) continue;
      out.push(
        hit(
          'result-comma',
          'punctuation',
          'Punctuation',
          p.start,
          p.end,
          t.lower === 'including'
            ? `Put a comma after "${p.text}": the examples starting "including" are extra information.`
            : `Put a comma after "${p.text}": the phrase starting "${t.text}" describes the result of the whole clause.`,
          [`${p.text},`],
        ),
      );
    }
  }
  return out;
}

export const resultPhrase = defineRule({
  id: 'result-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"The rate drops on slow computers leading to loss of sync": a participle phrase that describes the result of the whole clause is set off by a comma. Only after a noun that ends a full clause.',
  examples: {
    wrong: [
      [
        'The team lost three games leading to a new coach.',
        'The team lost three games, leading to a new coach.',
      ],
      [
        'The report covers the project including the budget.',
        'The report covers the project, including the budget.',
      ],
      [
        'The wheels can turn sharply giving you less control.',
        'The wheels can turn sharply, giving you less control.',
      ],
      [
        'The printer is rated at 65,000 pages making it a good choice.',
        'The printer is rated at 65,000 pages, making it a good choice.',
      ],
    ],
    right: [
      'We went to home games every week.',
      'Phase one of the project ends in May.',
      'All students including the freshmen must register.',
      'The report covers the project, including the budget.',
      'The price including tax is five dollars.',
      'I saw the students making posters.',
      'It grew, in turn leading to stress.',
      'Linux and Apache show cooperation, exemplifying teamwork leading to progress.',
      'We each take a turn allowing the sound to fade.',
      'The rate drops on slow computers, leading to lost sync.',
    ],
  },
  run: resultPhraseRule,
});

const LINK_VERB = new Set([
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'had',
  'will',
  'can',
  'must',
  'should',
  'would',
  'could',
]);

/** "Our network of florists, is second to none": no comma between a subject and its verb. */
export function subjectCommaRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const first = toks[s.tokenStart];
    if (
      !first ||
      !['DET', 'NOUN', 'PROPN', 'PRON'].includes(first.pos) ||
      /^(?:i|you|he|she|we|they|it|this|that)$/.test(first.lower)
    )
      continue;
    // (the first comma of the sentence: "Paul, the author, was" sets off an aside in a pair)
    for (let j = s.tokenStart + 1; j + 2 < s.tokenEnd && j < s.tokenStart + 12; j++) {
      const t = toks[j]!;
      if (t.pos === 'VERB' || t.pos === 'AUX' || !(t.isWord || t.text === ',')) break;
      if (t.text === ',' && j - s.tokenStart < 2) break;
      if (t.text !== ',') continue;
      const v = toks[j + 1]!;
      if (LINK_VERB.has(v.lower) && toks[j + 2]!.text !== ',' && toks[j - 1]!.isWord) {
        out.push(
          hit(
            'subject-comma',
            'punctuation',
            'Punctuation',
            t.start,
            t.end,
            `Remove this comma: it separates the subject from its verb "${v.text}".`,
            [''],
          ),
        );
      }
      break;
    }
  }
  return out;
}

export const subjectComma = defineRule({
  id: 'subject-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"Our network of florists, is second to none": no comma between a subject and its verb.',
  after: ['spacing'],
  examples: {
    wrong: [['Our network of florists, is second to none.', 'Our network of florists is second to none.']],
    right: [
      'I came, I saw.',
      'Take care, my friend.',
      'Paul, the author, was a Hebrew.',
      'Music, in particular, has been shown to help.',
      'Students, on the other hand, should focus on study.',
      'In the end, it was worth it.',
      'When I left, it was late.',
    ],
  },
  run: subjectCommaRule,
});
