// Sound-alike slips a spelling checker cannot see because both words exist: "their is" (there),
// "it's own" / "there own" (its / their), "could of" (could have), "to loose" (lose), "there going"
// (they're). Each pattern is one that is never right as written.
import type { ParsedEssay } from '../../nlp/parse';
import { MOST_OF_NEXT } from '../../spell/slips';
import { casedLike, hit, next, type RuleHit, defineRule } from './types';
import { BE_FINITE } from '../../lexicon/word-classes';
import { PAST_MODALS } from '../../lexicon/word-classes';

/** How many words after the modal at `i` its "of" stands: 1 ("could of"), 2 ("could not of"), or 0. */
function ofAfterModal(essay: ParsedEssay, i: number): number {
  const n = next(essay, i);
  if (n?.lower === 'of') return 1;
  const negated = /^(?:not|n't|n’t|never)$/.test(n?.lower ?? '');
  return negated && next(essay, i, 2)?.lower === 'of' && next(essay, i, 3)?.pos === 'VERB' ? 2 : 0;
}
const LOSE_AFTER = new Set(['to', 'will', 'would', 'could', 'might', 'not', "n't", 'never']);

export function homophoneRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  const push = (rule: string, i: number, fix: string, message: string) => {
    const t = toks[i]!;
    out.push(hit(rule, 'grammar', 'Word choice', t.start, t.end, message, [casedLike(fix, t.text)]));
  };
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    const n = next(essay, i);
    if (!n) continue;
    if (t.lower === 'their' && BE_FINITE.has(n.lower)) {
      push('their-there', i, 'there', `"Their" means belonging to them; write "there ${n.text}".`);
    } else if (n.lower === 'own' && t.lower === 'there') {
      push('their-own', i, 'their', `Write "their own": "their" shows whose it is.`);
    } else if (n.lower === 'own' && /^['’](?:s|re)$/.test(t.lower) && i > 0) {
      // The tagger splits "it's" and "they're"; the hit covers both halves.
      const p = toks[i - 1]!;
      const fix = p.lower === 'it' ? 'its' : p.lower === 'they' ? 'their' : '';
      if (fix && p.end === t.start)
        out.push(
          hit(
            'own-possessive',
            'grammar',
            'Word choice',
            p.start,
            t.end,
            `Write "${fix} own" to show whose it is.`,
            [casedLike(fix, p.text)],
          ),
        );
    } else if (
      PAST_MODALS.has(t.lower) &&
      ofAfterModal(essay, i) > 0 &&
      next(essay, i, ofAfterModal(essay, i) + 1)?.lower !== 'course' &&
      // "must of the students" is "most of" (a spelling-layer real-word slip)
      !(t.lower === 'must' && MOST_OF_NEXT.has(next(essay, i, 2)?.lower ?? ''))
    ) {
      // ("could not of known": the "of" after the negative)
      const m = next(essay, i, ofAfterModal(essay, i))!;
      out.push(
        hit(
          'modal-of',
          'grammar',
          'Word choice',
          m.start,
          m.end,
          `Write "${essay.text.slice(t.start, m.start)}have": "of" only sounds like it.`,
          ['have'],
        ),
      );
    } else if (
      t.lower === 'there' &&
      /^\p{Ll}+ing$/u.test(n.text) &&
      n.pos === 'VERB' &&
      n.lower !== 'being'
    ) {
      // "There going home", "and there going to": "they're" (they are); only where a clause starts,
      // so not "Is there going to be" or "I saw him there going in"
      const p = toks[i - 1];
      const opens =
        !p ||
        p.sentence !== t.sentence ||
        !p.isWord ||
        /^(?:and|but|so|because|when|if|since|that)$/.test(p.lower);
      if (opens)
        push(
          'there-theyre',
          i,
          "they're",
          `"There" is a place; before "${n.text}" write "they're" (they are).`,
        );
    } else if (LOSE_AFTER.has(t.lower) && n.lower === 'loose') {
      push('lose-loose', i + 1, 'lose', '"Loose" means not tight; the verb is "lose".');
    }
  }
  return out;
}

export const homophone = defineRule({
  id: 'homophone',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'Sound-alike words the grammar around them tells apart: their/there/they\'re, "must of" (must have), lose/loose.',
  examples: {
    wrong: [
      ['Their is a dog.', 'There is a dog.'],
      ['You must of seen it.', 'You must have seen it.'],
      ['They went there own way.', 'They went their own way.'],
      ['There going home after the game.', "They're going home after the game."],
      ['Their is a park behind our school.', 'There is a park behind our school.'],
      ['The club has it’s own garden.', 'The club has its own garden.'],
      ['I would of stayed longer.', 'I would have stayed longer.'],
      ['He could not of known what would happen.', 'He could not have known what would happen.'],
      ['I did not want to loose the final.', 'I did not want to lose the final.'],
    ],
    right: [
      'My name is Sofia.',
      'Of course it can.',
      'Is there going to be a test?',
      'I saw him there going into the store.',
      'There being no rain, we left.',
    ],
  },
  run: homophoneRule,
});
