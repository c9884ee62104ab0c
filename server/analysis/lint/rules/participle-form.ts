// A regular verb left bare after "be" or "have" ("She was kill in the war", "it has not happen
// before"), and the bare-verb test it shares with the past-narrative rule in tense.ts.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { AIM_NOUN, hit, prev, type RuleHit } from './types';
import { pastOf } from '../../spell/verb-forms';
import { ADJECTIVE_BASE } from '../../spell/tense-words';

// ("Stunning eat-in kitchen": a hyphen joins it to the next word.)
export const isBare = (v: Token, after?: Token) =>
  !(after && after.start === v.end && /^[-‐]/.test(after.text)) &&
  v.pos === 'VERB' &&
  v.lemma === v.lower &&
  /^\p{Ll}{2,}$/u.test(v.text) &&
  !/(?:ing|ed|s)$/.test(v.lower);

const PERFECT_OR_PASSIVE = new Set("was were been is are be has have had 's".split(' '));
// Verbs that are as often a noun with no article after "it's" or "that's".
const MASS_NOUN = new Set('help love work support care fun hope peace trust respect comfort joy'.split(' '));
const NEGATION = new Set(['not', "n't", 'never', 'just', 'already']);

/**
 * "She was kill in the war", "it has not happen before": a regular verb after "be" or "have"
 * needs its participle. "Have" counts only with a negation or "just" between ("I have work to
 * do" has a noun the tagger may read as a verb); after "be", a clause end, "and" or a
 * preposition must follow ("was walk the dog" is another slip).
 */
function pseudoCleft(toks: Token[], sentence: number, i: number): boolean {
  for (let j = i - 1; j >= 0 && toks[j]!.sentence === sentence; j--)
    if (/^(?:do|does|did|done)$/.test(toks[j]!.lower)) return true;
  return false;
}

export function participleRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i < toks.length; i++) {
    const v = toks[i]!;
    if (!isBare(v, toks[i + 1]) || ADJECTIVE_BASE.has(v.lower)) continue;
    const fix = pastOf(v.lower);
    if (!fix || !fix.endsWith('ed')) continue;
    const negated = NEGATION.has(toks[i - 1]!.lower);
    const aux = prev(essay, i, negated ? 2 : 1);
    if (!aux || !PERFECT_OR_PASSIVE.has(aux.lower) || (aux.lower === "'s" && aux.pos !== 'AUX')) continue;
    const have = ['has', 'have', 'had'].includes(aux.lower);
    // "the reason is believe in ourselves": "to believe" (rules/forms.ts), not "believed".
    if (!have && AIM_NOUN.has(prev(essay, i - (negated ? 2 : 1))?.lower ?? '')) continue;
    const n = toks[i + 1];
    // ("was head of", "is content of": a noun; "The key is balance, ...": a predicate noun.)
    const ends =
      !n ||
      n.sentence !== v.sentence ||
      /^[.!?]/.test(n.text) ||
      n.lower === 'and' ||
      (n.pos === 'ADP' && !['of', 'than'].includes(n.lower));
    // "there is damage", "All you need to do is ask": a noun, and the pseudo-cleft's bare verb.
    const auxAt = toks.indexOf(aux);
    const there = prev(essay, auxAt)?.lower === 'there';
    if ((have ? !negated : !ends) || there || pseudoCleft(toks, v.sentence, i)) continue;
    // "The only answer is work.", "What I found was hope.": after a noun or a "what" clause, a
    // word ending the sentence is a predicate noun; a missing -ed follows a pronoun ("he was
    // play with") or runs on ("a woman was kill and").
    const closes = !n || n.sentence !== v.sentence || /^[.!?]/.test(n.text);
    // ("I say it's love.", "that's life": after "it's" or "that's" the word is the predicate noun;
    // "It was finish." is still a missing -ed.)
    const before = prev(essay, auxAt);
    const predicate = /^['’]s$/.test(aux.lower) && /^(?:it|that|this|what|here)$/.test(before?.lower ?? '');
    if (!have && closes && (before?.pos !== 'PRON' || predicate)) continue;
    // "it's help for the house", "that's love for you": a noun read without an article.
    if (predicate && MASS_NOUN.has(v.lower)) continue;
    // "patience is help in our life": a noun (or "helpful") before a preposition other than "by".
    if (MASS_NOUN.has(v.lower) && /^(?:in|for|to|with)$/.test(n?.lower ?? '')) continue;
    if (!have && whatClause(toks, v.sentence, auxAt)) continue;
    out.push(
      hit('participle', 'grammar', 'Verb form', v.start, v.end, `After "${aux.text}", use "${fix}".`, [fix]),
    );
  }
  return out;
}

/** "What I found was hope", "what remains is hope": the subject is a "what" clause. */
function whatClause(toks: ParsedEssay['tokens'], sentence: number, auxAt: number): boolean {
  for (let k = auxAt - 1; k >= 0 && toks[k]!.sentence === sentence; k--)
    if (toks[k]!.lower === 'what') return true;
  return false;
}
