// affect/effect as verbs: "my teachers effected my life", "this effects my grades". "Effect" as a
// verb means to bring about ("to effect change"), so it is only flagged where a person or a thing
// someone owns follows, which is what is influenced. harper knows the noun slip ("the affect of")
// but not these. Part of realword.ts's rule table.
import { set, type Ctx, type RealWordRule } from './context';
import { BE_FORMS } from '../lexicon/word-classes';
import { wordTable } from '../word-table';
import { PERSON_POSSESSIVES } from '../lexicon/word-classes';

const AFFECTED_PERSON = set('me him them us everyone everybody someone somebody people');
// What "effect" (bring about) takes: "effected his release", "effect their escape".
const BROUGHT_ABOUT = set(
  'change changes release escape transformation reform reforms cure rescue transfer repairs entry arrest',
);

// "The weather effects how well crops grow": what is influenced may be a question clause.
const WH_OR_WHETHER = set('how what whether who where when');

const influenced = (c: Ctx) =>
  AFFECTED_PERSON.has(c.w(1)) ||
  WH_OR_WHETHER.has(c.w(1)) ||
  (PERSON_POSSESSIVES.has(c.w(1)) && !BROUGHT_ABOUT.has(c.w(2)));

export const AFFECT_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  // "effected my life"; "I was (deeply) effected by the move" (the passive of "affect").
  effected: (c) =>
    influenced(c) ||
    (c.w(1) === 'by' && (BE_FORMS.has(c.w(-1)) || (c.pos(-1) === 'ADV' && BE_FORMS.has(c.w(-2)))))
      ? 'affected'
      : null,
  // "this effects my grades" (not "the effects my choices had": a determiner or adjective makes it
  // a noun; before "how" or "what" the tagger may call a noun an adjective: "The weather effects how").
  effects: (c) => {
    const noun = ['DET', 'NUM'].includes(c.pos(-1)) || (c.pos(-1) === 'ADJ' && !WH_OR_WHETHER.has(c.w(1)));
    return influenced(c) && !noun && c.w(-1) !== 'side' ? 'affects' : null;
  },
  // "it will effect my family", "to effect them" (not "to effect change").
  effect: (c) =>
    influenced(c) &&
    ['to', 'will', 'would', 'could', 'can', 'may', 'might', "n't", 'not', 'does', 'did', 'do'].includes(
      c.w(-1),
    )
      ? 'affect'
      : null,
  effecting: (c) => (influenced(c) && c.pos(-1) !== 'DET' ? 'affecting' : null),
});
