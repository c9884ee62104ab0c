// Real-word rules for its/it's: the owner ("its tail") against "it is" / "it has" ("it's late").
// Each names the context that makes one of them near-certain. Part of realword.ts's rule table.
import { set, type RealWordRule } from './context';
import { wordTable } from '../word-table';

// Prepositions after which "it's" can only be the owner "its".
const PREP_BEFORE_OWNER = set(
  'of to in on with from by into onto at through about under over across toward towards',
);
// Verbs whose object may be a clause ("I think it's first come, first served").
const CLAUSE_VERB_OR_SEEM = set(
  'think know believe guess hope say feel bet realize mean suppose see hear figure find seem appear wish claim admit show prove notice understand remember forget worry pray swear agree argue decide doubt expect imagine learn read',
);
// Words that follow "it is" but never the owner "its".
const IT_IS_NEXT = set(
  'not been a an the so very too really just all about like going gonna always never only',
);
// Describing words that stand for a noun after "its" ("at its best", "on its own").
const OWNED_ADJ = /est$|^(?:own|best|worst|most|least|utmost|all|other|past|whole|potential|future)$/;

// Nouns in -ing an owner "its" often has ("lost its meaning", "its ending"): the tagger may call
// them verbs, and "it is meaning" is no English.
export const OWNED_ING = set(
  'meaning beginning ending funding building setting feeling understanding wording timing opening spelling ranking rating standing surroundings offering painting housing ruling finding findings teachings wellbeing',
);

// Adjectives "it's" takes that can also stand before a noun ("its important role").
const ITS_ADJ = set('hard okay ok fine true important easy funny nice');

export const ITS_CONFUSIONS: Record<string, RealWordRule> = wordTable({
  its: (c) => {
    const n = c.w(1);
    // "its been / its not" are the grammar section's (lint/rules/words.ts).
    if (
      [
        'a',
        'an',
        'the',
        'so',
        'very',
        'too',
        'just',
        'really',
        'time',
        'my',
        'all',
        'about',
        'because',
        'like',
        'getting',
        'going',
        'got',
        'always',
        'never',
      ].includes(n) &&
      // "biding its time" is the idiom.
      !(n === 'time' && c.w(-1).startsWith('bid'))
    )
      return "it's";
    // "Its rightly said", "its widely known that": an adverb in -ly, then a past participle
    // ("its newly built wing" owns the noun after them).
    const participle = c.pos(2) === 'VERB' && c.w(2) !== c.lemma(2) && !/(?:ing|s)$/.test(c.w(2));
    if (/ly$/.test(n) && c.pos(1) === 'ADV' && participle && !c.noun(3)) return "it's";
    // "its important" but not "its important role".
    if (ITS_ADJ.has(n) && !c.noun(2) && c.pos(2) !== 'ADJ') return "it's";
    // "Its fitting that", "its crucial to": a describing word, then the clause or infinitive it
    // introduces ("its ability to" has a noun, and so do the describing words that stand for one:
    // "AI is its potential to change", "it did its best to help").
    const describing = c.pos(1) === 'ADJ' || (c.pos(1) === 'VERB' && n.endsWith('ing') && !OWNED_ING.has(n));
    if (describing && ['that', 'to'].includes(c.w(2)) && !OWNED_ADJ.test(n)) return "it's";
    // "but its real.", "its true, and": a describing word that ends the clause owns nothing ("at its
    // best", "on its own" and "its worst" stand for a noun).
    if (c.pos(1) === 'ADJ' && c.edge(2) && !OWNED_ADJ.test(n)) return "it's";
    return null;
  },
  "it's": (c) => {
    if (['own', 'tail', 'purpose'].includes(c.w(1))) return 'its';
    // "close to it's sell-by date", "the size of it's wings": after a preposition only the owner
    // fits ("for it's cold" is "because it is"; "like it's nothing" is "as if it is").
    // (wink splits "it's" into "it" + "'s", and the rule then stands on "'s".)
    const before = c.w(-1) === 'it' ? c.w(-2) : c.w(-1);
    // "people listen to it's bad for you" is a run-on: an adjective with no noun after it.
    const predicate = (ITS_ADJ.has(c.w(1)) || ['bad', 'good'].includes(c.w(1))) && !c.noun(2);
    const owner = !c.edge(1) && !IT_IS_NEXT.has(c.w(1)) && !c.w(1).endsWith('ing') && !predicate;
    if (PREP_BEFORE_OWNER.has(before) && owner) return 'its';
    // "The team lost it's first game": after a verb, an owner's word and its noun ("It's first
    // grade all over again" opens the sentence; "it's whole grain" and "it's new" are "it is").
    // ("I think it's first come, first served": a verb of saying or thinking takes a clause.)
    const k = c.w(-1) === 'it' ? -2 : -1;
    const afterVerb = c.pos(k) === 'VERB' && !CLAUSE_VERB_OR_SEEM.has(c.lemma(k));
    if (afterVerb && /^(?:first|entire)$/.test(c.w(1)) && c.noun(2)) return 'its';
    // "The dog ate it's food.", "the company raised it's prices": an action verb's object, a
    // noun that ends the clause (no verb of its own: "I bet it's fate" has a clause verb).
    if (afterVerb && c.pos(1) === 'NOUN' && !['VERB', 'AUX', 'PART'].includes(c.pos(2))) return 'its';
    // "it's meaning escaped me", "it's color was red": a noun, then its own finite verb ("it is
    // meaning" has none: "it's raining hard", "it's time to go"). The tagger may read a noun in
    // -ing as a verb.
    const noun = c.pos(1) === 'NOUN' || (c.pos(1) === 'VERB' && c.w(1).endsWith('ing'));
    const finite =
      ['is', 'was', 'has', 'had'].includes(c.w(2)) ||
      (c.pos(2) === 'VERB' && c.w(2) !== c.lemma(2) && !c.w(2).endsWith('ing'));
    return noun && finite ? 'its' : null;
  },
});
