// The verdict on an unknown word: a slip to mark as an error, a word to query gently (a name,
// a coinage, a term), or nothing to say. It weighs how near the word is to a common word (the
// corrector's cost and the word's frequency) against what the essay says about its writer.
import { derivable, regularPlural, regularVerbForm } from './morphology';
import { getLexicon, wordFrequency, type Correction } from './corrector';
import { FUNCTION_WORD } from './lexicon';
import { levenshtein } from './distance';
import { regularisedPast } from './irregular-verbs';
import type { NameLexicon } from './names';
import { PERSON_NOUN } from '../lexicon/people';
import { getFrequencies, getRareWords } from '../nlp/resources';
import type { HarperLint } from '../lint/harper';
import type { Token } from '../nlp/parse';

export interface Unknown {
  lint: HarperLint;
  word: string;
  lower: string;
  ranked: Correction[];
  /** Capitalised mid-sentence and never written lower-case: a name unless proven otherwise. */
  name: boolean;
  /** A name written lower-case ("tod"): a slip only if it is also close to a common word. */
  lowerName: boolean;
  /** A cheap correction the essay itself uses ("James" beside "Jame"); ranked first when set. */
  essayTwin?: string;
  /** The word after it, when it follows in the same clause. */
  next?: string;
}

/** An unknown word found by the engine rather than reported by harper (a word harper accepts). */
export function unknownAt(t: Token, ranked: Correction[], essayTwin?: string): Unknown {
  const lint: HarperLint = {
    rule: 'engine',
    start: t.start,
    end: t.end,
    kind: 'Spelling',
    message: '',
    replacements: [],
    text: t.text,
  };
  return { lint, word: t.text, lower: t.lower, name: false, lowerName: false, ranked, essayTwin };
}

// Contractions are split in the frequency list: "that's" is as common as "that".
const frequency = (w: string) => wordFrequency(w.toLowerCase().replace(/['’](s|t|re|ve|ll|d|m)$/, ''));

const isCommonSlip = (best: Correction | undefined, maxCost: number, minFreq: number) =>
  best !== undefined && best.cost <= maxCost && frequency(best.word) >= minFreq;

/**
 * Whether no likely word is near: the nearest is far (more than one cheap edit), or rare and not
 * trivially close ("kinglet" -> "singlet"), or two content words run together ("dryland",
 * "kinglet" -> "king let"; "alot" and "infact" join a function word and stay slips).
 */
/** `a` and `b` differ by one inserted, dropped or changed letter, or two adjacent letters swapped. */
function oneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  if (levenshtein(a, b) === 1) return true;
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, k) => (c === b[k] ? [] : [k]));
  return (
    diff.length === 2 &&
    diff[1] === diff[0]! + 1 &&
    a[diff[0]!] === b[diff[1]!] &&
    a[diff[1]!] === b[diff[0]!]
  );
}

function farFromWords(u: Unknown): boolean {
  const best = u.ranked[0];
  if (!best) return true;
  const parts = best.word.split(' ');
  if (parts.length === 2) return !parts.some((p) => FUNCTION_WORD.has(p.toLowerCase()));
  // One letter added, dropped, changed or swapped in a longer word ("texetbooks", "repuations")
  // is the small slip a careful writer makes, however rare the word is in speech.
  if (u.lower.length >= 6 && oneEdit(u.lower, best.word.toLowerCase())) return false;
  // (Contractions are split in the frequency list, so "weren't" has no count of its own.)
  const rare = !/['’]/.test(best.word) && frequency(best.word) < 50;
  return best.cost > 1 || (best.cost > 0.5 && rare);
}

/**
 * A name written lower-case once ("he tod me", "you can have th biscuits") is a slip when a far
 * more common word is one cheap edit away; a name written lower-case throughout ("paul") is
 * the writer's way of writing the name.
 */
function lowerNameSlip(u: Unknown, names: NameLexicon): boolean {
  const best = u.ranked[0];
  if (names.occurrences(u.lower) > 1 || !best || best.cost > 0.65) return false;
  return frequency(best.word) >= 20 * Math.max(1, wordFrequency(u.lower));
}

const letters = (w: string) => [...w].sort().join('');
const undoubled = (w: string) => w.replace(/(.)\1+/g, '$1');

function mechanicalSlip(typed: string, word: string): boolean {
  // A dropped apostrophe ("oclock", "wouldnt") is the commonest mechanical slip of all.
  if (word.replace(/['’]/g, '') === typed) return true;
  return letters(typed) === letters(word) || undoubled(typed) === undoubled(word);
}

/** Subtitle count above which an unknown word is attested usage (few misspellings reach it). */
const ATTESTED = 20;

/** Names are spelled many ways: a letter doubled or not, i for y ("Harison", "Phillis"). */
function nameVariant(typed: string, word: string): boolean {
  const lower = word.toLowerCase();
  if (!getLexicon().proper.has(lower)) return false;
  const norm = (w: string) => undoubled(w).replace(/y/g, 'i');
  return norm(typed) === norm(lower);
}

const FUNCTION_FIRST = /^(?:a|an|in|on|at|to|as|no|each|every|any|some|even|all|of|for|by)$/;
const FUNCTION_SECOND =
  /^(?:you|though|one|other|lot|little|bit|least|well|more|most|the|fact|case|order|front|top|and|or|of|to|is|was)$/;

/** "alot" for "a lot": the typed word is exactly two words, one of them a function word, run together. */
function runTogetherFunctionWord(typed: string, best: string | undefined): boolean {
  const parts = best?.toLowerCase().split(' ');
  if (parts?.length !== 2 || parts.join('') !== typed) return false;
  return FUNCTION_FIRST.test(parts[0]!) || FUNCTION_SECOND.test(parts[1]!);
}

export type Verdict = 'misspelling' | 'possible_name' | 'skip';

/**
 * The essay spells the word another way elsewhere ("Jame" here, "James" there). A careless
 * writer's odd spelling is a slip of it; a careful writer's rarer spelling is a slip when
 * lower-case ("cinama" once, "cinema" twice) and queried when capitalised, since two people
 * may have near names ("Kaia" and "Kai"). Null when the essay is no evidence either way.
 */
export function twinVerdict(u: Unknown, names: NameLexicon, careless: boolean): Verdict | null {
  if (!u.essayTwin) return null;
  if (careless) return 'misspelling';
  // A long word the essay also spells right ("flouride" twice, "Fluoride" once) is a slip however
  // often it is repeated, unless either spelling is a name; short ones may be another language's
  // word ("tio" beside "to").
  const longSlip = u.lower.length >= 6 && !names.isName(u.lower) && !names.isName(u.essayTwin);
  if (!longSlip && names.exactCount(u.lower) >= names.exactCount(u.essayTwin)) return null;
  const nameLike = names.isName(u.lower) || names.isName(u.essayTwin);
  return /^\p{Lu}/u.test(u.word) && nameLike ? 'possible_name' : 'misspelling';
}

// Words a sentence opens with that no name is near: "Onther reason is" is "Another".
const OPENER = new Set(
  'another other there these those when where what which while because although after before every many most also then they their'.split(
    ' ',
  ),
);

// Verbs whose subject is a person. A capitalised unknown word before one whose nearest word is
// the plural of a thing ("Keyes spoke next": Keys) is a surname: keys do not speak. A slip of a
// person or a pronoun stays a slip ("Frends said", "Shee said"), and so does any other.
const SPEAKER_VERB = new Set(
  `said says spoke speaks asked asks replied replies answered told tells smiled smiles nodded nods
laughed laughs shouted shouts whispered whispers explained explains insisted exclaimed sighed
shrugged grinned frowned yelled yells muttered admitted promised winked chuckled giggled`.split(/\s+/),
);

function speakerName(u: Unknown): boolean {
  const best = u.ranked[0]?.word.toLowerCase();
  if (!u.next || !SPEAKER_VERB.has(u.next.toLowerCase()) || !best?.endsWith('s')) return false;
  const one = best.slice(0, -1);
  return wordFrequency(one) > 0 && !PERSON_NOUN.test(one) && !FUNCTION_WORD.has(best);
}

/** A capitalised first word a slip or so from a word sentences open with, and no known name. */
const openerSlip = (u: Unknown, names: NameLexicon) =>
  !!u.ranked[0] &&
  u.ranked[0].cost <= 1 &&
  OPENER.has(u.ranked[0].word.toLowerCase()) &&
  u.lower.length >= 4 &&
  !names.isName(u.lower);

export function verdict(u: Unknown, names: NameLexicon, careless: boolean, trustCoinages: boolean): Verdict {
  const best = u.ranked[0];
  // "teached", "buyed": a verb form, marked by the grammar rules with the irregular past
  // (lint/rules/irregular-verbs.ts), not a spelling slip of "touched" or "bad".
  if (regularisedPast(u.lower)) return 'skip';
  // Two letters ("qi", "gz") are an abbreviation or a loan word more often than a slip, and
  // a careful writer's camelCase word is a brand or a unit ("uPort", "keV").
  // A careful writer's capitalised one ("El Salvador", "Xi") is part of a name: no query.
  if (trustCoinages && (u.lower.length <= 2 || /\p{Ll}\p{Lu}/u.test(u.word)))
    return u.name && !careless && !u.essayTwin ? 'skip' : 'possible_name';
  if (u.lowerName) return lowerNameSlip(u, names) ? 'misspelling' : 'skip';
  // A regular plural of a known noun the dictionary does not list ("saturations") is spelled right,
  // and so is a rarer word's -ed or -ing ("autoclaved"), unless a far commoner word is one cheap
  // slip away ("boared" for "bored").
  if (regularPlural(u.lower)) return 'skip';
  const stem = regularVerbForm(u.lower);
  if (stem && !u.ranked.some((r) => r.cost <= 0.7 && frequency(r.word) >= 20 * Math.max(1, frequency(stem))))
    return 'skip';
  const twin = twinVerdict(u, names, careless);
  if (twin) return twin;
  // A function word run into its neighbour ("alot", "infront", "eachother", "thankyou") is a slip
  // however often the writer repeats it: the repeated-word reading below is for names and loan
  // words, and compounds of content words ("ridesharing") are often deliberate coinages.
  if (runTogetherFunctionWord(u.lower, best?.word)) return 'misspelling';
  // A coinage from known parts ("ridesharing", "overconsumption") is deliberate unless it is a
  // slip of a common word ("probally": "prob" + "ally") or the writer is careless (whose coinages are mostly slips: "foodprints"); a
  // careful writer gets no query for it.
  if (trustCoinages && derivable(u.lower) && !isCommonSlip(best, 1.2, 50)) return 'skip';
  // A careful writer's name (capitalised mid-sentence, never lower-case: "Kai", "Kaia") is theirs.
  if (u.name && !careless) return 'skip';
  // A word the subtitle counts attest though the dictionary lacks it ("actin", "tung") is a term
  // or a name more likely than a slip, unless it is a mechanical slip of a word near it (a
  // dropped apostrophe, a letter doubled or not: "dont", "youre", "untill"): queried. A word a
  // larger dictionary lists ("inulin", "advisee") is a word: no query.
  if (trustCoinages && !u.ranked.some((r) => mechanicalSlip(u.lower, r.word.toLowerCase()))) {
    // A real English word the larger list has ("employability", "connectedness") needs no query.
    if (getRareWords().has(u.lower)) return 'skip';
    if ((getFrequencies().get(u.lower) ?? 0) >= ATTESTED) return 'possible_name';
  }
  // Nothing in the dictionary is near it: a technical term more likely than a slip.
  if (trustCoinages && !best && u.lower.length >= 8) return 'possible_name';
  // A careless writer capitalises at random and misspells names too ("Jluy", "Docter", "Londen"):
  // one cheap slip from a common word or name is a slip even with a capital. Not a short word
  // (an initialism, a nickname: "Nr", "Edd") or another spelling of a name ("Harison", "Phillis").
  const capitalSlip =
    careless && u.lower.length >= 5 && isCommonSlip(best, 0.6, 200) && !nameVariant(u.lower, best!.word);
  if (u.name) return capitalSlip || (careless && isCommonSlip(best, 0.5, 5000)) ? 'misspelling' : 'skip';
  // Capitalised only where a sentence starts, so the capital says little: a name unless it is
  // a slip of a common word ("Wiich way").
  // ("Alot of customers": a function word run into the next word is a slip with any capital.)
  if (/^\p{Lu}/u.test(u.word)) {
    if (speakerName(u) && names.alwaysCapitalised(u.lower)) return 'possible_name';
    const seenLower = !names.alwaysCapitalised(u.lower);
    const runTogether = best?.word.split(' ').length === 2 && !farFromWords(u);
    if (
      !(careless && seenLower) &&
      !capitalSlip &&
      !runTogether &&
      !isCommonSlip(best, 0.8, 2000) &&
      !openerSlip(u, names)
    )
      return 'skip';
  }
  // A careful writer's slips are small (a letter doubled, swapped or left out): an unknown word
  // far from every likely word, or two letters long, is more likely a term, a loan word or an
  // abbreviation ("myocytes", "qi") than a slip. Run-together words ("alot") stay slips.
  if (trustCoinages && farFromWords(u)) return 'possible_name';
  if (names.occurrences(u.lower) < 2) return 'misspelling';
  // A careless writer's repeated lower-case word is a repeated slip ("stowlen" three times)
  // unless the writer also capitalises it mid-sentence ("abuela" and "Abuela Lucía").
  // A coinage from known parts used again and again is deliberate ("interflora"), unless a
  // common word is a slip or two away ("differcult" is "differ" + "cult", and "difficult").
  if (careless)
    return (names.isName(u.lower) || derivable(u.lower)) && !isCommonSlip(best, 2, 50)
      ? 'possible_name'
      : 'misspelling';
  // A careful writer's repeated word is kept unless it is a mechanical slip of a known word
  // (the same letters in another order, "recieve"; a letter doubled or not, "occured") or,
  // when never capitalised, one cheap slip from a common word ("cinama" three times).
  const apostrophe = best?.word.replace(/['’]/g, '').toLowerCase() === u.lower;
  const mechanical =
    best && mechanicalSlip(u.lower, best.word.toLowerCase()) && (apostrophe || frequency(best.word) >= 200);
  // (A longer word one cheap slip from a word in everyday use, "computors" or "conclucion", is a
  // slip; a short one may be a loan word: "tener", "wii".)
  const commonSlip = isCommonSlip(best, 0.7, u.lower.length >= 6 ? 100 : 1000);
  return mechanical || (!names.isName(u.lower) && commonSlip) ? 'misspelling' : 'possible_name';
}
