// Candidate misspellings for the spelling analyzer (spelling.ts): harper's non-word lints minus
// names, heritage words, British spellings and other deliberate words, and short words harper
// accepts that are slips of far commoner ones. Each comes with its ranked corrections.
import { correct, getLexicon, isKnownSpelling, isKnownWord, type Correction } from '../spell/corrector';
import { unknownAt, type Unknown } from '../spell/verdict';
import { essayTwin } from '../spell/twins';
import { speciesEpithet } from '../spell/species';
import { usualFixFirst } from '../spell/usual-fixes';
import { contextFirst } from '../spell/context-fixes';
import { camelName, echoes } from '../spell/deliberate';
import { americanForm } from '../spell/variants';
import { isHeritageWord } from '../lexicon/heritage';
import { isMissingWord } from '../lexicon/missing-words';
import { PROPER } from '../lexicon/proper-nouns';
import { TEXT_SPEAK } from '../lexicon/text-speak';
import { isVerbWithApostrophe } from '../lexicon/verb-only';
import { pluralOf } from '../lexicon/word-forms';
import { PREFIXES } from '../spell/morphology';
import { FUNCTION_WORD } from '../spell/lexicon';
import type { HarperLint } from '../lint/harper';
import { isRecasing } from '../lint/filter';
import { SpanIndex } from '../nlp/spans';
import { getFrequencies } from '../nlp/resources';
import type { NameLexicon } from '../spell/names';
import type { Token } from '../nlp/parse';

// Not judged: digits and handles, other scripts, acronyms, letters run long ("sooo") and words
// with accents ("décor", "Lucía"): loans and names.
const SKIP = /[\d@_/\\]|^[^\p{Script=Latin}]+$|^\p{Lu}{2,6}(?:['’]?s)?$|(\p{L})\1\1|[À-ÖØ-öø-ÿ]/u;

const ABBREVIATION = /^\p{L}\.$|\p{L}\.\p{L}/u;
const TITLE_BEFORE = /\b(?:Mr|Mrs|Ms|Dr|Miss)\.?\s+$/;

const PREFIX_SET = new Set(PREFIXES);
const PRONOUN_BASE = /^(?:your|yours|their|theirs|her|hers|our|ours|it|its|his|my|mine|whose|who)$/;

export function unknownWords(
  lints: HarperLint[],
  text: string,
  names: NameLexicon,
  unchecked: SpanIndex,
  posAt: (start: number) => string | undefined,
): Unknown[] {
  const out: Unknown[] = [];
  // "tv": harper's capital-letter lint ("TV") is the card for a word only its capitals keep from
  // the dictionary (lint/filter.ts shows it).
  const recasedSpans = new SpanIndex(lints.filter(isRecasing));
  for (const lint of lints) {
    if (lint.kind !== 'Spelling' || recasedSpans.covers(lint.start, lint.end)) continue;
    // "youtube", "facebook": a name spelled right but for its capitals gets the capital-letter
    // card (lint/rules/proper-nouns.ts), not a spelling card offering "you tube".
    if (PROPER.has(lint.text.toLowerCase())) continue;
    // "bc", "idk": text-speak gets its own card with the words it stands for (rules/text-speak.ts).
    if (TEXT_SPEAK.has(lint.text.toLowerCase()) || isVerbWithApostrophe(lint.text.toLowerCase())) continue;
    if (unchecked.covers(lint.start, lint.end)) continue; // e.g. a quotation in another language
    if (names.isNameParticle(lint.start)) continue; // "Día de los Muertos"
    const word = lint.text;
    const lower = word.toLowerCase();
    if (SKIP.test(word) || /[@\d]/.test(text[lint.start - 1] ?? '') || /\s/.test(word)) continue;
    // An initial or an abbreviation with its points ("Mr. T.", "95 m.p.h."), and the name after a
    // title ("Mr holbrook", written in lower case by a hurried writer).
    if (ABBREVIATION.test(word) || TITLE_BEFORE.test(text.slice(Math.max(0, lint.start - 6), lint.start)))
      continue;
    // Harper files "non-slip", "co-workers" under Spelling as "a prefix that can be joined": both
    // forms are correct, so it is not a misspelling. "n't" is half of a contraction, not a word.
    if (lint.rule === 'DisjointPrefixes' || /^n['’]t$/i.test(word)) continue;
    if (word.includes('-') && word.split('-').every((p) => p === '' || isKnownWord(p.toLowerCase())))
      continue;
    // A combining form written with its hyphen ("eco-friendly", "intra- and extracellular").
    if (PREFIX_SET.has(lower) && (text[lint.end] === '-' || text[lint.start - 1] === '-')) continue;
    // (a British spelling keeps its possessive: "the fibre's length")
    const base = lower.replace(/['’]s$/, '');
    if (
      isKnownSpelling(word) ||
      names.inPrompt(lower) ||
      americanForm(base) ||
      isHeritageWord(lower) ||
      isMissingWord(lower, text.slice(Math.max(0, lint.start - 12), lint.start))
    )
      continue;
    if (echoes(text, lint.start, lint.end, lower) || speciesEpithet(text, lint.start, word)) continue;
    // "one another’s opinions": the possessive of a known noun or pronoun ("your's", "their's"
    // stay slips, and so does "farther's" for "father's": an adverb owns nothing).
    const owner = /^(?:NOUN|PROPN|PRON|DET)$/.test(posAt(lint.start) ?? '');
    if (base !== lower && owner && !PRONOUN_BASE.test(base) && isKnownSpelling(word.slice(0, base.length)))
      continue;
    if (camelName(word)) continue;
    const name = names.isName(lower) && names.alwaysCapitalised(lower);
    const lowerName = isKnownWord(lower);
    let ranked = correct(word, lint.replacements, 3);
    // The name itself is not the fix for "tod" in "he tod me": offer the common words first.
    if (lowerName) ranked = ranked.filter((r) => !getLexicon().proper.has(r.word.toLowerCase()));
    // (the words around it, for the kind of word meant: "can choise" is a verb, "fot my" a preposition)
    const before = /(\S+)\s+$/u.exec(text.slice(Math.max(0, lint.start - 20), lint.start))?.[1] ?? '';
    const after = /^\s+(\p{L}+)/u.exec(text.slice(lint.end, lint.end + 20))?.[1] ?? '';
    ranked = contextFirst(usualFixFirst(word, ranked), before, word, after);
    ranked = pluralNotPossessive(ranked, lower, text, lint.end, posAt);
    // "myspace", "microsoft": a name harper knows with other capitals ("MySpace") is the likeliest
    // word meant, unless it only gains a first capital and a common word is near ("turing in" is
    // "turning", not "Turing").
    const recased = lint.replacements.find((r) => r !== word && r.toLowerCase() === lower);
    if (recased && (/.\p{Lu}/u.test(recased) || !nearCommonWord(ranked[0])))
      ranked = [{ word: recased, cost: 0.1, score: 0 }, ...ranked.filter((r) => r.word !== recased)];
    // ("youre" is "you're" even in an essay that also writes "your": the apostrophe is the fix.)
    const apostrophe = ranked[0]?.word.replace(/['’]/g, '').toLowerCase() === lower;
    const twin = lowerName || apostrophe ? undefined : essayTwin(word, ranked, names);
    if (twin) ranked = [twin, ...ranked.filter((r) => r !== twin)];
    out.push({
      lint,
      word,
      lower,
      name,
      lowerName,
      ranked,
      essayTwin: twin?.word.toLowerCase(),
      next: after,
    });
  }
  return sameFixForSameSlip(out);
}

/**
 * A writer who misspells a word the same way five times means the same word each time: one
 * copy's context ("failture to" reads like a verb: "filter") must not give it a fix of its own.
 * Every copy leads with the fix most copies lead with (ties: the cheaper slip, "geting" is
 * "getting" before "gating").
 */
function sameFixForSameSlip(found: Unknown[]): Unknown[] {
  const votes = new Map<string, Map<string, { n: number; cost: number }>>();
  for (const u of found) {
    const top = u.ranked[0];
    if (!top) continue;
    const tally = votes.get(u.lower) ?? new Map<string, { n: number; cost: number }>();
    const w = top.word.toLowerCase();
    tally.set(w, { n: (tally.get(w)?.n ?? 0) + 1, cost: top.cost });
    votes.set(u.lower, tally);
  }
  for (const u of found) {
    const tally = votes.get(u.lower);
    if (!tally || tally.size < 2) continue;
    let best = '';
    let lead = { n: 0, cost: Infinity };
    for (const [w, v] of tally)
      if (v.n > lead.n || (v.n === lead.n && v.cost < lead.cost)) [best, lead] = [w, v];
    const first = u.ranked.find((r) => r.word.toLowerCase() === best);
    if (first) u.ranked = [first, ...u.ranked.filter((r) => r !== first)];
  }
  return found;
}

const PRONOUN_LIKE =
  /^(?:(?:every|some|any|no)(?:one|body|thing)|who(?:ever)?|what(?:ever)?|here|there|where)$/;

/**
 * "the childrens have dreams": a possessive is the fix only when something owned follows ("the
 * childrens museum"); otherwise the plural without the "s" ("children") was meant.
 */
function pluralNotPossessive(
  ranked: Correction[],
  lower: string,
  text: string,
  end: number,
  posAt: (start: number) => string | undefined,
): Correction[] {
  const top = ranked[0];
  if (!top || top.word.toLowerCase().replace(/['’]s$/, 's') !== lower || !/['’]s$/.test(top.word))
    return ranked;
  // ("thats", "heres", "everyones" are "that's", "here's", "everyone's": a contraction, or a
  // pronoun's possessive; only a noun's plural is in doubt.)
  const stem = lower.slice(0, -1);
  // "librarys", "childs": a plural of another form was meant ("libraries", "children"), not the
  // singular (the tagger often reads these as names or verbs, so no noun tag is needed).
  const plural = pluralOf(stem);
  const other = plural !== lower && isKnownWord(plural) ? plural : '';
  if (FUNCTION_WORD.has(stem) || PRONOUN_LIKE.test(stem) || (!other && posAt(end - lower.length) !== 'NOUN'))
    return ranked;
  // (as cheap a slip as the possessive it displaces: only the ending was regularised)
  const plain = other
    ? {
        ...(ranked.find((r) => r.word.toLowerCase() === other) ?? top),
        word: /^\p{Lu}/u.test(top.word) ? other[0]!.toUpperCase() + other.slice(1) : other,
        cost: top.cost,
      }
    : ranked.find((r) => r.word.toLowerCase() === stem);
  const next = /^\s+(?=\p{L})/u.exec(text.slice(end, end + 4));
  const owned = next && /^(?:NOUN|ADJ|PROPN)$/.test(posAt(end + next[0].length) ?? '');
  return plain && !owned
    ? [plain, ...ranked.filter((r) => r.word.toLowerCase() !== plain.word.toLowerCase())]
    : ranked;
}

/** How much more common the intended word must be than a short unlisted word harper accepts. */
const ACCEPTED_SLIP_RATIO = 100;
/** Count of the commonest words ("said", "what"), whose sound-spelled slips are easy to read. */
const VERY_COMMON = 30_000;

/**
 * Short lower-case words harper accepts but the dictionary does not ("wat", "sed", "heep"): in
 * a careless writer's draft, one that is a cheap slip of a far more common word is a slip too.
 */
export function acceptedSlips(tokens: Token[], lints: HarperLint[], text: string): Unknown[] {
  const { unlisted } = getLexicon();
  const flagged = new SpanIndex(lints.filter((l) => l.kind === 'Spelling'));
  const out: Unknown[] = [];
  const freq = getFrequencies();
  for (const t of tokens) {
    if (t.text.length < 3 || t.text.length > 4 || !unlisted.has(t.text)) continue;
    if (flagged.overlaps(t.start, t.end) || echoes(text, t.start, t.end, t.lower)) continue;
    const best = correct(t.text, [], 3)[0];
    if (!best || /\s/.test(best.word)) continue;
    const own = freq.get(t.lower) ?? 0;
    const meant = getLexicon().freq.get(best.word.toLowerCase()) ?? 0;
    // A slip of one of the commonest words may be a vowel spelled by ear ("sed" for "said").
    if (best.cost > (meant >= VERY_COMMON ? 0.8 : 0.5)) continue;
    if (meant < 5000 || meant < ACCEPTED_SLIP_RATIO * own) continue;
    out.push(unknownAt(t, correct(t.text, [], 3)));
  }
  return out;
}

/** A common word one cheap slip away ("turning" for "turing"), or two words run together ("to do"). */
function nearCommonWord(best: Correction | undefined): boolean {
  if (!best || best.cost > 0.8) return false;
  return best.word.includes(' ') || (getFrequencies().get(best.word.toLowerCase()) ?? 0) >= 1000;
}
