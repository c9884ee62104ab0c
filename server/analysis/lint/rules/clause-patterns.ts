// Clause patterns a learner carries over from another language: "Although it rained, but we went"
// (one linking word is enough), "I am interesting in" (interested), "the man which lives" (who),
// "went to home" (went home), "the news are" (is).
import type { ParsedEssay } from '../../nlp/parse';
import { firstWordIndex, hit, next, prev, type RuleHit, defineRule } from './types';
import { PERSON_SUBJECTS } from '../../lexicon/word-classes';

const CONCESSIVE = /^(?:although|though)$/;

/** "Although it rained, but we went": the "but" after the opening "although" clause goes. */
export function doubleLinkRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const f = firstWordIndex(essay, s);
    if (!CONCESSIVE.test(toks[f]?.lower ?? '')) continue;
    for (let j = f + 2; j + 1 < Math.min(s.tokenEnd, f + 40); j++) {
      if (toks[j]!.text !== ',') continue;
      const b = toks[j + 1]!;
      if (b.lower === 'but' || b.lower === 'yet') {
        out.push(
          hit(
            'double-link',
            'grammar',
            'Sentence structure',
            toks[j]!.start,
            b.end,
            `"${toks[f]!.text}" already links the two clauses: drop "${b.text}".`,
            [','],
          ),
        );
      }
      break; // only the comma that closes the opening clause
    }
  }
  return out;
}

export const doubleLink = defineRule({
  id: 'double-link',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"Although it rained, but we went": the "but" after the opening "although" clause goes.',
  examples: {
    wrong: [['Although it rained, but we still played.', 'Although it rained, we still played.']],
    right: [
      "It isn't a huge change, but its real.",
      'It was hard work, but it was worth it.',
      'Although it rained, we still played.',
      'Although it rained, we played, but we lost.',
    ],
  },
  run: doubleLinkRule,
});

// Feeling adjectives in -ing that a learner writes for the -ed form, with the preposition that
// shows which is meant ("interesting in" can only be "interested in").
const FEELING: ReadonlyMap<string, RegExp> = new Map([
  ['interesting', /^in$/],
  ['exciting', /^(?:about|for)$/],
  ['boring', /^(?:with|of)$/],
  ['confusing', /^about$/],
]);
// What someone is excited to do ("excited to start"); "exciting to watch" is said of the person.
const EXCITED_TO = /^(?:start|begin|go|meet|learn|join|try|get|move|attend|visit|travel|finally)$/;
const BE_OR_FEEL_GET = /^(?:am|is|are|was|were|'m|’m|'re|’re|be|been|feel|felt|get|got)$/;
const DEGREE_OR_NEGATION = /^(?:so|very|really|quite|extremely|more|too|always|not|never)$/;

/** "I am interesting in science" -> "interested": a person's feeling takes the -ed form. */
export function feelingRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 2; i + 1 < toks.length; i++) {
    const a = toks[i]!;
    const prep = FEELING.get(a.lower);
    // ("I was so exciting to start high school": what the person looks forward to doing)
    const excitedTo =
      a.lower === 'exciting' &&
      next(essay, i)?.lower === 'to' &&
      EXCITED_TO.test(next(essay, i, 2)?.lower ?? '');
    // ("I was so boring in class", "we were really boring.": a person and a degree word, then
    // the end of the clause or where it happened, is how they felt.)
    const boredSelf =
      a.lower === 'boring' &&
      DEGREE_OR_NEGATION.test(prev(essay, i)?.lower ?? '') &&
      /^(?:i|we)$/.test(prev(essay, i, 3)?.lower ?? '') &&
      /^(?:[.!,;]|in|at|during|because|and|so)$/.test(next(essay, i)?.lower ?? '.');
    if (!prep || !(prep.test(next(essay, i)?.lower ?? '') || excitedTo || boredSelf)) continue;
    let k = 1;
    while (k < 3 && DEGREE_OR_NEGATION.test(prev(essay, i, k)?.lower ?? '')) k++;
    if (
      !BE_OR_FEEL_GET.test(prev(essay, i, k)?.lower ?? '') ||
      !PERSON_SUBJECTS.has(prev(essay, i, k + 1)?.lower ?? '')
    )
      continue;
    const fix = a.lower.replace(/ing$/, 'ed');
    out.push(
      hit(
        'feeling-ed',
        'grammar',
        'Word choice',
        a.start,
        a.end,
        `Use "${fix}" for how someone feels; "${a.lower}" describes what causes the feeling.`,
        [fix],
      ),
    );
  }
  return out;
}

export const feelingDefinition = defineRule({
  id: 'feeling-ed',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I am interesting in science" -> "interested": a person\'s feeling takes the -ed form.',
  examples: {
    wrong: [
      ['I am very interesting in biology.', 'I am very interested in biology.'],
      ['I was so boring in class that I slept.', 'I was so bored in class that I slept.'],
      ['I was so exciting to start high school.', 'I was so excited to start high school.'],
    ],
    right: [
      'They were so boring.',
      'The class was so boring.',
      'I am very interested in biology.',
      'Biology is interesting in many ways.',
      'He was exciting to watch on the court.',
    ],
  },
  run: feelingRule,
});

const PERSON_NOUN_OR_PLURAL = new Set(
  'man woman men women boy boys girl girls person people friend friends teacher teachers student students kid kids child children parent parents mother father brother brothers sister sisters guy guys doctor doctors classmate classmates neighbor neighbors neighbour neighbours'.split(
    ' ',
  ),
);

/** "the man which lives here" -> "who": "which" is for things. */
export function personWhichRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 1 < toks.length; i++) {
    const w = toks[i]!;
    const p = prev(essay, i);
    const v = next(essay, i);
    if (w.lower !== 'which' || !p || !v || !PERSON_NOUN_OR_PLURAL.has(p.text)) continue;
    // "which" must be the subject of its clause,
    // and the noun is the whole phrase before it ("the man which"), not the end of a longer one
    // ("cooperation between students which promotes": the cooperation promotes).
    const verb = v.pos === 'VERB' || v.pos === 'AUX' || (v.pos === 'NOUN' && /[^s]s$/.test(v.lower)); // "lives"
    if (!verb || !/^(?:the|a|an|my|our|this|that)$/.test(prev(essay, i, 2)?.lower ?? '')) continue;
    if (prev(essay, i, 3)?.lower === 'of' || prev(essay, i, 3)?.pos === 'ADP') continue;
    out.push(
      hit(
        'person-which',
        'grammar',
        'Word choice',
        w.start,
        w.end,
        `For people, use "who": "${p.text} who".`,
        ['who'],
      ),
    );
  }
  return out;
}

export const personWhich = defineRule({
  id: 'person-which',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"the man which lives here" -> "who": "which" is for things.',
  examples: {
    wrong: [['The man which lives next door is kind.', 'The man who lives next door is kind.']],
    right: [
      'Which app do they use to chat?',
      'The car which broke down is old.',
      'The man who lives next door is kind.',
      'It builds trust between students which helps everyone.',
    ],
  },
  run: personWhichRule,
});

const MOTION_VERB_FORM =
  /^(?:go|goes|went|going|gone|come|comes|came|coming|get|gets|got|getting|arrive|arrived|return|returned|returning|head|headed|walk|walked|drive|drove|ride|rode|run|ran|rush|rushed|hurry|hurried)$/;

/** "I went to home early" -> "went home": "home" after a verb of motion needs no preposition. */
export function toHomeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 1 < toks.length; i++) {
    const to = toks[i]!;
    const h = next(essay, i);
    const after = next(essay, i, 2);
    // ("goes back to home": "back" may stand between.)
    const verb = prev(essay, i, prev(essay, i)?.lower === 'back' ? 2 : 1);
    if (to.lower !== 'to' || h?.lower !== 'home' || !MOTION_VERB_FORM.test(verb?.lower ?? '')) continue;
    // "went to home games", "returned to home base", "home's": "home" describes the next word
    if (after && (after.pos === 'NOUN' || after.pos === 'PROPN' || /^(?:of|page|-|'s|’s)$/.test(after.lower)))
      continue;
    out.push(
      hit(
        'to-home',
        'grammar',
        'Preposition',
        to.start,
        h.end,
        `Write "${essay.text.slice(verb!.start, to.start).trim()} home", without "to".`,
        ['home'],
      ),
    );
  }
  return out;
}

export const toHome = defineRule({
  id: 'to-home',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I went to home early" -> "went home": "home" after a verb of motion needs no preposition.',
  examples: {
    wrong: [
      ['After the game we went to home early.', 'After the game we went home early.'],
      ['After work she goes back to home late.', 'After work she goes back home late.'],
    ],
    right: [
      'I came to home base.',
      'We went to home games every week.',
      'After the game we went home early.',
    ],
  },
  run: toHomeRule,
});

/** "The news are bad" -> "is": "news" is singular. */
export function newsAreRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 1 < toks.length; i++) {
    const n = toks[i]!;
    const v = next(essay, i);
    if (
      n.text !== 'news' ||
      !v ||
      !/^(?:are|were)$/.test(v.lower) ||
      (prev(essay, i)?.pos === 'ADJ' && false)
    )
      continue;
    const fix = v.lower === 'are' ? 'is' : 'was';
    out.push(
      hit('news-is', 'grammar', 'Agreement', v.start, v.end, `"News" is singular: "news ${fix}".`, [fix]),
    );
  }
  return out;
}

export const newsAre = defineRule({
  id: 'news-is',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"The news are bad" -> "is": "news" is singular.',
  examples: {
    wrong: [
      ['The news are not good.', 'The news is not good.'],
      ['drops "to" before "home" and fixes "news are"', 'drops "to" before "home" and fixes "news is"'],
    ],
    right: [
      'I could care more.',
      'I hop you are well.',
      'The news is not good.',
      'The news outlets are biased.',
    ],
  },
  run: newsAreRule,
});

const REPEATABLE = /^(?:is|are|was|were|will|can|would|should|could|has|have|had|must|might)$/;
const BETWEEN_REPEATED_VERBS =
  /^(?:often|then|probably|all|also|always|really|just|actually|usually|only|still|certainly|definitely|likely|surely|sometimes|never|already|both|each|once)$/;

/**
 * "it will probably will hurt", "the problem is often is", "it was once was": the same auxiliary
 * twice around an adverb.
 */
export function repeatedAuxRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const a = toks[i]!;
    if (!REPEATABLE.test(a.lower)) continue;
    let k = 1;
    while (k < 3 && BETWEEN_REPEATED_VERBS.test(next(essay, i, k)?.lower ?? '')) k++;
    const b = next(essay, i, k);
    if (k === 1 || !b || b.lower !== a.lower) continue;
    // "I had always had trouble": past perfect of "have"; only "had never had spoken" repeats it
    const after = next(essay, i, k + 1);
    if (a.lower === 'had' && !(after?.pos === 'VERB' && /(?:ed|en|wn)$/.test(after.lower))) continue;
    out.push(
      hit(
        'repeated-aux',
        'grammar',
        'Repetition',
        toks[i + k - 1]!.end,
        b.end,
        `"${a.text}" appears twice: remove the second one.`,
        [''],
      ),
    );
  }
  return out;
}

export const repeatedAux = defineRule({
  id: 'repeated-aux',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"it will probably will hurt", "the problem is often is", "it was once was": the same auxiliary twice around an adverb.',
  examples: {
    wrong: [
      ['I had never had spoken to him.', 'I had never spoken to him.'],
      ['Our town was once was a busy port.', 'Our town was once a busy port.'],
      ['The hardest part is often is the start.', 'The hardest part is often the start.'],
    ],
    right: [
      'I was so happy!',
      'It was a success.',
      'The hardest part is often the start.',
      'What it is is a test.',
      'It is, and always was, mine.',
      'What it is not is a toy.',
      'The house that once was hers was sold.',
      'I had always had trouble spelling it.',
      'We had never had a dog before.',
    ],
  },
  run: repeatedAuxRule,
});
