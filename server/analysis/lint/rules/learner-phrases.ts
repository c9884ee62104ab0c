// Word order and determiners a learner carries over: "the all students" (all the students), "most
// of people" (most people, or most of the people), "many peoples" (people).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, IRREGULAR_PLURAL, isPlural, next, prev, type RuleHit, defineRule } from './types';

const QUANTIFIER = /^(?:most|some|many|all|few|several|both)$/;
// Words that count persons before "peoples" ("many peoples told me").
const COUNTED = /^(?:many|some|most|few|several|these|those|other|all|more|lot)$/;

export function learnerPhraseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i]!;
    const a = next(essay, i);
    const n = next(essay, i, 2);
    if (!a || !n) continue;
    const gap = essay.text.slice(t.end, a.start) + essay.text.slice(a.end, n.start);
    if (!/^ +$/.test(gap)) continue; // "the all-important", "most of, say, the"
    if (t.lower === 'the' && a.text === 'all' && /^(?:NOUN|ADJ)$/.test(n.pos) && /^\p{Ll}/u.test(n.text)) {
      // "the all students" -> "all the students"
      out.push(
        hit('the-all', 'grammar', 'Word order', t.start, a.end, `Write "all the", not "the all".`, [
          casedLike('all the', t.text),
        ]),
      );
    } else if (QUANTIFIER.test(t.lower) && a.lower === 'of' && /^\p{Ll}+$/u.test(n.text)) {
      // "most of people": after "of" the group needs "the" (or drop "of").
      if (!(isPlural(n) || (IRREGULAR_PLURAL.has(n.lower) && n.lower !== 'data'))) continue;
      // "some of students' work", "most of people's": a possessive before the head noun.
      if (/^['’]/.test(essay.text.slice(n.end, n.end + 1))) continue;
      if (/^(?:NOUN|ADJ|PROPN)$/.test(next(essay, i, 3)?.pos ?? '')) continue;
      const the = prev(essay, i);
      if (the?.lower === 'the') {
        // "the most of people": "most people", or "most of the people".
        if (t.lower === 'most' && /^ +$/.test(essay.text.slice(the.end, t.start)))
          out.push(
            hit(
              'quantifier-of',
              'grammar',
              'Article',
              the.start,
              n.end,
              `Write "most ${n.text}" or "most of the ${n.text}".`,
              [casedLike(`most ${n.text}`, the.text), casedLike(`most of the ${n.text}`, the.text)],
            ),
          );
        continue;
      }
      out.push(
        hit(
          'quantifier-of',
          'grammar',
          'Article',
          t.start,
          n.end,
          `Write "${t.text} ${n.text}" or "${t.text} of the ${n.text}".`,
          [`${t.text} ${n.text}`, `${t.text} of the ${n.text}`],
        ),
      );
    } else if (a.lower === 'peoples' && COUNTED.test(t.lower) && /^(?:VERB|AUX|PRON)$/.test(n.pos)) {
      // "Many peoples told me": "people" is already plural ("the peoples of Europe" are nations).
      out.push(
        hit(
          'peoples',
          'grammar',
          'Word form',
          a.start,
          a.end,
          `"People" is already plural: write "people".`,
          ['people'],
        ),
      );
    }
  }
  return out;
}

export const learnerPhrase = defineRule({
  id: 'learner-phrase',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'Word order and forms learners carry over: "the all students" -> "all the students", "peoples", "most of students".',
  after: ['hyphen'],
  examples: {
    wrong: [
      ['The all students went home early.', 'All the students went home early.'],
      ['Most of people like music more than math.', 'Most people like music more than math.'],
      ['Many peoples told me the article helped them.', 'Many people told me the article helped them.'],
    ],
    right: ['The all-important game is today.', 'The peoples of the world share one planet.'],
  },
  run: learnerPhraseRule,
});

// Nouns that open "Another reason is ...": one more of a series.
const SERIES =
  /^(?:reason|thing|way|example|problem|benefit|advantage|disadvantage|factor|point|idea|option|cause|effect|issue|question)$/;

/** "Other reason is that students need sleep" -> "Another reason": one more takes "another". */
export function anotherRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i]!;
    const n = toks[i + 1]!;
    const v = toks[i + 2]!;
    if (t.lower !== 'other' || !SERIES.test(n.lower) || !/^(?:is|was)$/.test(v.lower)) continue;
    // The phrase opens its sentence or follows a comma ("The other reason is" names the second of
    // two, and "books and other thing" is a list).
    const p = prev(essay, i);
    if (p && p.sentence === t.sentence && p.text !== ',') continue;
    out.push(
      hit('another', 'grammar', 'Word choice', t.start, t.end, `One more ${n.text} is "another ${n.text}".`, [
        casedLike('another', t.text),
      ]),
    );
  }
  return out;
}

export const anotherDefinition = defineRule({
  id: 'another',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"Other reason is that students need sleep" -> "Another reason": one more takes "another".',
  examples: {
    wrong: [['Other reason is that students need sleep.', 'Another reason is that students need sleep.']],
    right: [
      'They saw the other side.',
      'The other reason is money.',
      'We sold books and other thing are left.',
    ],
  },
  run: anotherRule,
});

const LIKING = /^(?:like|likes|liked|love|loves|loved|enjoy|enjoys|enjoyed|hate|hates|hated|miss|missed)$/;
const LIKED: Readonly<Record<string, string>> = {
  like: 'liked',
  love: 'loved',
  enjoy: 'enjoyed',
  hate: 'hated',
  miss: 'missed',
};

/**
 * "I like very much football": "very much" goes after the object in English -> "I like football
 * very much". Only a short object that ends the clause (up to three words), so the fix can say
 * where it goes; "I liked very much." and "loved very much by" stay out.
 */
export function veryMuchOrderRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((v, i) => {
    if (v.pos !== 'VERB' || !LIKING.test(v.lower)) return;
    if (next(essay, i)?.lower !== 'very' || next(essay, i, 2)?.lower !== 'much') return;
    const object = [];
    for (let k = 3; k <= 6; k++) {
      const t = next(essay, i, k);
      if (!t || t.pos === 'PUNCT' || /^(?:and|but|because|so|when|with|in|at)$/.test(t.lower)) break;
      object.push(t);
    }
    const last = object[object.length - 1];
    // ("was loved very much by them": a passive, whose "by" phrase is no object.)
    if (!last || object.length > 3 || !/^(?:NOUN|PROPN|PRON)$/.test(last.pos) || object[0]!.pos === 'ADP')
      return;
    const said = essay.text.slice(next(essay, i, 3)!.start, last.end);
    out.push(
      hit(
        'very-much-order',
        'grammar',
        'Word order',
        next(essay, i)!.start,
        last.end,
        `"Very much" goes after what is ${LIKED[v.lemma] ?? 'liked'}: "${v.text} ${said} very much".`,
        [`${said} very much`],
      ),
    );
  });
  return out;
}

export const veryMuchOrder = defineRule({
  id: 'very-much-order',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"I like very much football": "very much" goes after the object in English -> "I like football very much". Only a short object that ends the clause (up to three words), so the fix can say where it goes; "I liked very much." and "loved very much by" stay out.',
  examples: {
    wrong: [
      ['I like very much football.', 'I like football very much.'],
      ['We miss very much our grandparents in Peru.', 'We miss our grandparents very much in Peru.'],
    ],
    right: ['I liked it very much.', 'Of course my mom said yes.'],
  },
  run: veryMuchOrderRule,
});
