// The comma after an opening subordinate clause ("When I got home, I ate"), with the clause words
// the other comma rules share: SUBORDINATOR, NO_BOUNDARY_BEFORE and isVerb.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { firstWordIndex, hit, type RuleHit, defineRule } from './types';
import { PERSON_SUBJECTS_BUT_YOU } from '../../lexicon/word-classes';

export const SUBORDINATOR = new Set([
  'when',
  'if',
  'after',
  'before',
  'although',
  'though',
  'because',
  'since',
  'while',
  'once',
  'unless',
  'until',
  'whenever',
  'whereas',
  'as',
]);

// Pronouns that can only be the subject of a new clause.

// Verbs that take a clause as their object ("When I told my dad I was ..."): the second subject
// may belong to that object clause, not to the main clause.
const CLAUSE_VERB = new Set(
  'say tell think know believe realize realise hope feel claim decide notice learn find see hear show mean guess wish promise assume suppose understand remember forget agree ensure admit argue explain discover suggest imagine pretend doubt expect fear worry dream read write ask warn prove sense'.split(
    ' ',
  ),
);

// Words after which a subject pronoun starts a clause inside the opening one ("before what we").
export const NO_BOUNDARY_BEFORE = new Set(
  'that and or but nor so because what when where which who whom whose how if whether than as since while before after until unless though although once why'.split(
    ' ',
  ),
);

export const isVerb = (t?: Token) => t?.pos === 'VERB' || t?.pos === 'AUX';

/** "When I got home I ate": a comma ends the opening clause before the main clause's subject. */
export function introClauseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    const first = toks[i];
    if (!first || !SUBORDINATOR.has(first.lower) || !/^\p{Lu}/u.test(first.text)) continue;
    let verbSeen = false;
    let clauseVerb = false;
    for (let j = i + 1; j < s.tokenEnd - 1; j++) {
      const t = toks[j]!;
      if (!t.isWord) break; // the writer put a comma, dash or bracket somewhere: trust it
      const p = toks[j - 1]!;
      // The opening clause's own subject ("If sometimes I get ...") comes before its verb.
      if (PERSON_SUBJECTS_BUT_YOU.has(t.lower) && verbSeen) {
        // "I finally slept": an adverb may stand between the subject and its verb.
        const n = toks[j + 1]?.pos === 'ADV' ? toks[j + 2] : toks[j + 1];
        // A comma later on ("When we reach the goals we set, we ...") closes the opening clause there.
        const laterComma = toks.slice(j + 1, Math.min(s.tokenEnd, j + 5)).some((x) => x.text === ',');
        const boundary =
          j - i >= 3 &&
          verbSeen &&
          !clauseVerb &&
          isVerb(n) &&
          !laterComma &&
          p.isWord &&
          !NO_BOUNDARY_BEFORE.has(p.lower) &&
          p.pos !== 'ADP' &&
          !isVerb(p);
        if (boundary) {
          out.push(
            hit(
              'intro-clause-comma',
              'punctuation',
              'Punctuation',
              p.start,
              p.end,
              `Put a comma after "${p.text}": it ends the opening "${first.lower}" clause, and the main clause starts with "${t.text}".`,
              [`${p.text},`],
            ),
          );
        }
        break;
      }
      if (isVerb(t)) {
        verbSeen = true;
        if (CLAUSE_VERB.has(t.lemma)) clauseVerb = true;
      }
    }
  }
  return out;
}

export const introClause = defineRule({
  id: 'intro-clause-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"When I got home I ate": a comma ends the opening clause before the main clause\'s subject.',
  after: ['double-negative', 'number-agreement'],
  examples: {
    wrong: [
      ['As son as we got home we ate.', 'As son as we got home, we ate.'],
      ['As I grew older I realized my mistake.', 'As I grew older, I realized my mistake.'],
      [
        'After watching the movie I discovered all the hype was wrong.',
        'After watching the movie, I discovered all the hype was wrong.',
      ],
      [
        'When the team is out of balance we may lose the game.',
        'When the team is out of balance, we may lose the game.',
      ],
      ['If you want to come with us we can wait.', 'If you want to come with us, we can wait.'],
      [
        'If sometimes I get lost in class I ask for help.',
        'If sometimes I get lost in class, I ask for help.',
      ],
    ],
    right: [
      'I wont to go home.',
      'We go home at six.',
      'As a student I learned a lot.',
      'After watching the movie, I discovered all the hype was wrong.',
      'When I told my dad I was making coffee cake, he laughed.',
      'When we achieve the goals we set, we feel proud.',
      'After this they went home.',
      'Because of the rain we stayed inside.',
      'I left when the bell rang.',
    ],
  },
  run: introClauseRule,
});
