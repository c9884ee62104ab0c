// Word order and determiners a learner carries over: "the all students" (all the students), "most
// of people" (most people, or most of the people), "many peoples" (people).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, IRREGULAR_PLURAL, isPlural, next, prev, type RuleHit } from './types';

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
