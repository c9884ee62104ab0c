// Context checks for the harper rules the grammar section shows (harper-verdicts.ts names which
// rule gets which): each removes the false alarms a rule raised on correct text in the tuning
// split (abbreviations that end a chunk early, names, acronyms, words the tagger reads as another
// word class). A check reads the lint's words, fixes and surroundings, never harper's message.
import type { HarperLint } from './harper';
import { SELF_COMPOUND } from './rules/hyphens';
import { UNCOUNTABLE } from './rules/uncountable';
import { ABBREVIATION_END } from './abbreviations';
import { correct } from '../spell/corrector';
import { wordTable } from '../word-table';

export interface FilterContext {
  text: string;
  /** All lints of the essay (to see a Spelling lint on the same word). */
  all: readonly HarperLint[];
  isName(lower: string): boolean;
  /** Corpus frequency of a lower-case word (0 when unknown). */
  frequency(lower: string): number;
  /** The tagger's part of speech of the word starting at an offset, when known. */
  posAt?(start: number): string | undefined;
}

// Words of time after the place "there": "been there many times", "there yesterday".
const THERE_TIME =
  /^\s+(?:many|several|a few|yesterday|today|tonight|tomorrow|last|every|once|twice|before|since|already|again|this|next)\b/i;

/**
 * Open compounds that are standard as written ("a cell phone", "far away", "sat in a dark room"),
 * or whose joined form means something else ("the back side of the camp" is not a "backside").
 */
const OPEN_COMPOUND = new Set([
  'cell phone',
  'cell phones',
  'far away',
  'dark room',
  'dark rooms',
  'back side',
  'back sides',
]);
// ("the world wide web": the name is written open.)
const OPEN_BEFORE: Readonly<Record<string, RegExp>> = wordTable({ 'world wide': /^\s+web\b/i });

const NAME_KINDS = new Set(['WordChoice', 'Eggcorn', 'Malapropism', 'Usage', 'Grammar']);

/** SUBTLEX count (of ~51M words) from which a closed compound is the usual spelling. */
const COMMON_COMPOUND = 40;

/** A context check on one harper lint: false when the lint is a known misfire where it stands. */
export type HarperCheck = (l: HarperLint, ctx: FilterContext) => boolean;

const textBefore = (l: HarperLint, ctx: FilterContext, n = 40) =>
  ctx.text.slice(Math.max(0, l.start - n), l.start);

// Lint chunks split after abbreviations; a brand such as "iPhone" starts lower-case on purpose.
export const notAfterAbbreviationOrBrand: HarperCheck = (l, ctx) => {
  const before = textBefore(l, ctx);
  return !ABBREVIATION_END.test(before) && !/^\p{Ll}+\p{Lu}/u.test(l.text) && !/[:;,]\s*$/.test(before);
};

// "i" in markup ("<i>") or as an initial ("i.e.") is no pronoun.
export const notMarkupOrInitial: HarperCheck = (l, ctx) =>
  !/<\/?$/.test(textBefore(l, ctx)) && ctx.text[l.end] !== '.' && ctx.text[l.end] !== '>';

export const articleNotLetterOrConsonantSound: HarperCheck = (l, ctx) => {
  // "influenza A and", "M&A": an upper-case A that is not sentence-initial is a letter, not an article.
  if (/^\p{Lu}+$/u.test(l.text) && /[\p{L}\p{N}&]\s*$/u.test(textBefore(l, ctx))) return false;
  // "a unanimous decision", "a eulogy", "a one-time fee": a vowel letter with a consonant sound.
  return !(l.replacements[0] === 'an' && YOU_SOUND.test(ctx.text.slice(l.end).trimStart()));
};

const nextPosOf = (l: HarperLint, ctx: FilterContext) => {
  const at = nextWordStart(ctx.text, l.end);
  return at === undefined ? undefined : ctx.posAt?.(at);
};
// "how much worse that accident could have been": "that" before a noun is a determiner.
export const thatNotDeterminer: HarperCheck = (l, ctx) => nextPosOf(l, ctx) !== 'NOUN';
// "examined the subject in depth, which": hyphenated only before a noun.
export const inDepthBeforeNoun: HarperCheck = (l, ctx) => {
  const pos = nextPosOf(l, ctx);
  return pos === 'NOUN' || pos === 'ADJ';
};

// "an in-depth study", "an in-person class": "an" belongs to the compound, not a slip for "and".
export const anInNotCompound: HarperCheck = (l, ctx) =>
  !/^\s+in[- ](?:depth|demand|person|house|home|class|store|game|joke|law|flight)\b/i.test(
    ctx.text.slice(l.end, l.end + 30),
  );

// "... exposed to it are", "help them are": an object pronoun is not the verb's subject.
export const subjectNotObjectPronoun: HarperCheck = (l, ctx) =>
  !/\b(?:to|for|with|about|from|of|at|by|on|in)\s+(?:it|them|him|her|us|you|me)\s+$/i.test(
    textBefore(l, ctx),
  );

export const notNameOrDeliberateRepeat: HarperCheck = (l, ctx) => {
  // "Baden Baden", "Nom Nom": names repeat on purpose; "that that" and "had had" are grammatical.
  const w = l.text.trim().split(/\s+/)[0] ?? '';
  if (/^\p{Lu}/u.test(w) && !isSentenceStart(textBefore(l, ctx))) return false;
  // "moin moin", "chin chin": a doubled word the dictionary does not know is a dish or a name.
  if (ctx.frequency(w.toLowerCase()) === 0) return false;
  return !/^(?:that|had)$/i.test(w);
};

export const splitIntoCommonWords: HarperCheck = (l, ctx) => {
  // "coffeetable" -> "coffee table" is a slip; "placemats" and "drinkware" are real words.
  const fix = l.replacements[0] ?? '';
  const parts = fix.split(' ');
  if (/\p{Lu}/u.test(l.text) || parts.length !== 2) return false;
  // "than befor at first": one letter short of a common word is likelier than two words.
  const best = correct(l.text, [], 2)[0];
  if (
    best &&
    !/\s/.test(best.word) &&
    best.cost < (correct(l.text, [fix], 4).find((c) => c.word === fix)?.cost ?? Infinity)
  )
    return false;
  return (
    ctx.frequency(l.text.toLowerCase()) === 0 && parts.every((p) => ctx.frequency(p.toLowerCase()) >= 500)
  );
};

// MassNouns: "informations", "advices" (its Grammar lint) only for a noun that is never counted,
// which the fix names; its Agreement lint ("a knowledge") fires mostly on correct text.
export const pluralOfUncountable: HarperCheck = (l) =>
  l.kind === 'Grammar' && UNCOUNTABLE.has((l.replacements[0] ?? '').toLowerCase());

// CommaFixes: a space before a comma (the fix removes it); a missing space after one (the fix adds
// it) is house style.
export const commaFixAddsNoSpace: HarperCheck = (l) => !/\s$/.test(l.replacements[0] ?? '');

// "Are there advertisements?": a question that starts with a verb keeps "there".
export const thereNotInQuestion: HarperCheck = (l, ctx) =>
  !/(?:^|[.!?]\s+)(?:are|is|was|were)\s+$/i.test(textBefore(l, ctx, 30));

export const notCycleForCircle: HarperCheck = (l) => !/^cycles?$/i.test(l.text);

// Lots: "a lots" -> "a lot" (Usage), not "a lot's" (Punctuation).
export const notPunctuationKind: HarperCheck = (l) => l.kind !== 'Punctuation';

// ToTwoToo: "too go" -> "to go" (the word written is "too"); "to much" -> "too much" also fires on
// "I too feel" and the like.
export const tooWrittenForTo: HarperCheck = (l) => /^too$/i.test(l.text);

// SplitWords: one way to split the word ("alot" -> "a lot"); several ways ("advices" -> "adv
// ices", "ad vices") means it is a real word harper does not know.
export const oneSplit: HarperCheck = (l) => l.replacements.length === 1;

// Harper can read a plural noun as a verb: trust the tagger's NOUN, and in "thank-you notes" the
// "pronoun" is the end of a hyphenated compound.
export const verbNotTaggedNoun: HarperCheck = (l, ctx) =>
  ctx.posAt?.(l.start) !== 'NOUN' && !/-\p{L}+\s+$/u.test(textBefore(l, ctx));

// "We have been there many times", "she was there yesterday": "there" is the place, and a time
// follows it, not a noun it owns.
export const thereNotBeforeTime: HarperCheck = (l, ctx) =>
  !THERE_TIME.test(ctx.text.slice(l.end, l.end + 12));

/** The word after the lint is no verb, so the possessive harper offers has something to own. */
export const ownsNextWord: HarperCheck = (l, ctx) => {
  const { text } = ctx;
  let at = nextWordStart(text, l.end) ?? -1;
  // ("Every time they came inside they repeatedly didn't shut it": past an adverb to the verb.)
  const space = at >= 0 && ctx.posAt?.(at) === 'ADV' ? text.indexOf(' ', at) : -1;
  if (space >= 0) at = nextWordStart(text, space) ?? -1;
  if (at < 0) return true;
  const pos = ctx.posAt?.(at);
  return (
    pos !== 'VERB' &&
    pos !== 'AUX' &&
    !/^\s*(?:needs?|is|are|was|were|has|have|had|will|must|may|might|can|could|should|would|do|did|does)\b/i.test(
      text.slice(at, at + 12),
    )
  );
};

// "of it's citizens" is a slip; "It's simple" and "I think it's good" are not: after a preposition
// ("despite it's challenges") or before "own" only.
export const itsAfterPrepositionOrBeforeOwn: HarperCheck = (l, ctx) => {
  const prevWord = /(\p{L}+)\s+$/u.exec(textBefore(l, ctx));
  const prevStart = prevWord ? l.start - prevWord[0].length : -1;
  const afterPrep =
    !!prevWord &&
    ctx.posAt?.(prevStart) === 'ADP' &&
    !/^(?:like|than|as|because|since|if|that|so|once|while|until|before|after)$/i.test(prevWord[1]!);
  return /^it['’]s$/i.test(l.text) && (afterPrep || /^\s+own\b/i.test(ctx.text.slice(l.end, l.end + 6)));
};

// "better than they really are is that ...": the second verb belongs to the main clause.
export const notAfterThan: HarperCheck = (l, ctx) => !/\bthan\b/i.test(textBefore(l, ctx));

// "home work", "text books": shown only when the joined word is common.
export const commonClosedCompound: HarperCheck = (l, ctx) => {
  if (OPEN_COMPOUND.has(l.text.toLowerCase().replace(/\s+/g, ' '))) return false;
  // "home work" -> "homework" is a slip; "health care", "fresh water" and "game changer" are
  // fine open compounds, and their joined forms are rare.
  // Capitalised words ("Data Base") are a title or a product name: left alone.
  const joined = (l.replacements[0] ?? '').toLowerCase();
  if (/\p{Lu}/u.test(l.text)) return false;
  // "a black baby sitting in her pram": after an article or adjective the -ing word is the
  // noun's participle, not half of "babysitting".
  const prevWord = /(\p{L}+)\s+$/u.exec(textBefore(l, ctx));
  const prevPos = prevWord ? ctx.posAt?.(l.start - prevWord[0].length) : undefined;
  if (/ing$/i.test(l.text) && (prevPos === 'DET' || prevPos === 'ADJ')) return false;
  return /^\p{L}+$/u.test(joined) && ctx.frequency(joined) >= COMMON_COMPOUND;
};

export const notSelfCompoundOrOpenName: HarperCheck = (l, ctx) => {
  // "my self esteem" is "my self-esteem", not "myself esteem".
  const after = /^\s+(\p{L}+)/u.exec(ctx.text.slice(l.end, l.end + 30))?.[1]?.toLowerCase() ?? '';
  if (OPEN_BEFORE[l.text.toLowerCase().replace(/\s+/g, ' ')]?.test(ctx.text.slice(l.end, l.end + 10)))
    return false;
  return !(/self$/i.test(l.text) && SELF_COMPOUND.has(after));
};

/** Capitalised words are names or titles: a lint on them is noise (the check of every other shown rule). */
export const notNameOrTitle: HarperCheck = (l, ctx) => {
  const before = textBefore(l, ctx);
  // Capitalisation lints on names the essay capitalises elsewhere are noise.
  if (l.kind === 'Capitalization' && /^\p{Lu}/u.test(l.text) && ctx.isName(l.text.toLowerCase()))
    return false;
  if (l.kind === 'Typo' && /\p{Lu}/u.test(l.text)) return false;
  // A capitalised word inside a sentence is a name or title ("Halo 3" is a game, not "hello").
  if (NAME_KINDS.has(l.kind) && /^\p{Lu}/u.test(l.text) && !isSentenceStart(before)) return false;
  return true;
};

// Words spelled with a vowel and said with a consonant, so they take "a".
const YOU_SOUND =
  /^(?:unanim|uniq|unif|unit|univ|union|uniso|usu|use|usa|util|utop|uran|urin|ukul|euro|eulog|euphem|one\b|one-|once\b)/i;

/** Offset of the word after an offset, past spaces; undefined when punctuation comes first. */
function nextWordStart(text: string, from: number): number | undefined {
  const m = /^\s+(?=\p{L})/u.exec(text.slice(from, from + 20));
  return m ? from + m[0].length : undefined;
}

function isSentenceStart(before: string): boolean {
  return /(?:^|[.!?]["'”’)\]]*\s+)$/.test(before);
}

/** The tagger's reading of the words around a lint: the next word's and the previous word's class. */
function around(l: HarperLint, ctx: FilterContext) {
  const after = /^\s+(?=\p{L})/u.exec(ctx.text.slice(l.end, l.end + 20));
  const prevWord = /(\p{L}+)\s+$/u.exec(ctx.text.slice(Math.max(0, l.start - 30), l.start));
  return {
    nextPos: after ? ctx.posAt?.(l.end + after[0].length) : undefined,
    prevPos: prevWord ? ctx.posAt?.(l.start - prevWord[0].length) : undefined,
  };
}

// (the tagger calls "everything" a verb now and then)
const verbNext = (l: HarperLint, ctx: FilterContext) =>
  around(l, ctx).nextPos === 'VERB' &&
  !/^\s*(?:every|some|any|no)(?:thing|one|body|where)\b/i.test(ctx.text.slice(l.end));

// "too go" is a slip, "too reliant" is not. ("our society too benefits": "too" means "also", and
// an infinitive has no -s.)
export const tooBeforeBareVerb: HarperCheck = (l, ctx) =>
  !(/^\s+\p{L}+s\b/u.test(ctx.text.slice(l.end, l.end + 30)) && around(l, ctx).prevPos !== 'VERB') &&
  verbNext(l, ctx);

// "want sell it", not "what he wants will be" or "preparing lesson plans". ("the times you fail
// gives you": a finite verb follows, so the clause ends at "fail".)
export const infinitiveBeforeBareVerb: HarperCheck = (l, ctx) =>
  !/^\s+\p{Ll}+(?:[^s]s|ed)\b/u.test(ctx.text.slice(l.end, l.end + 30)) && verbNext(l, ctx);

// "how take the bus", not "how the world works".
export const howBeforeVerb: HarperCheck = (l, ctx) => verbNext(l, ctx);

// "everyday tasks" is the adjective ("every day" -> "everyday" is checked like any rule).
export const everyDayNotBeforeNoun: HarperCheck = (l, ctx) => {
  if (/\s/.test(l.text)) return notNameOrTitle(l, ctx);
  const { nextPos } = around(l, ctx);
  return nextPos !== undefined && !['NOUN', 'PROPN', 'ADJ'].includes(nextPos);
};

// "a ripple effect", "the placebo effect" are nouns; "to effect change", "effect lasting reform"
// is the verb that means to bring about.
export const effectNotNoun: HarperCheck = (l, ctx) => {
  if (/^\s+(?:\w+\s+)?(?:changes?|reforms?|transformation)\b/i.test(ctx.text.slice(l.end))) return false;
  const { prevPos } = around(l, ctx);
  return prevPos !== undefined && !['DET', 'ADJ', 'NOUN', 'PROPN'].includes(prevPos);
};

// "such as how to" is fine.
export const notSuchAs: HarperCheck = (l, ctx) =>
  !/\bsuch\s+$/i.test(ctx.text.slice(Math.max(0, l.start - 10), l.start));
