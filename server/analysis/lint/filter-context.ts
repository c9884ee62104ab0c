// The context checks for the families filter.ts shows: each removes the false alarms a family
// raised on correct text in the tuning split (abbreviations that end a chunk early, names,
// acronyms, words the tagger reads as another word class).
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

export function contextAllows(id: string | undefined, l: HarperLint, ctx: FilterContext): boolean {
  const { text } = ctx;
  const before = text.slice(Math.max(0, l.start - 40), l.start);
  switch (id) {
    case 'sentence-capital':
      // Lint chunks split after abbreviations; a brand such as "iPhone" starts lower-case on purpose.
      return !ABBREVIATION_END.test(before) && !/^\p{Ll}+\p{Lu}/u.test(l.text) && !/[:;,]\s*$/.test(before);
    case 'pronoun-i':
      return !/<\/?$/.test(before) && text[l.end] !== '.' && text[l.end] !== '>';
    case 'article':
      // "influenza A and", "M&A": an upper-case A that is not sentence-initial is a letter, not an article.
      if (/^\p{Lu}+$/u.test(l.text) && /[\p{L}\p{N}&]\s*$/u.test(before)) return false;
      // "a unanimous decision", "a eulogy", "a one-time fee": a vowel letter with a consonant sound.
      return !(l.replacements[0] === 'an' && YOU_SOUND.test(text.slice(l.end).trimStart()));
    case 'than-that':
    case 'in-depth': {
      const at = nextWordStart(text, l.end);
      const pos = at === undefined ? undefined : ctx.posAt?.(at);
      return id === 'in-depth' ? pos === 'NOUN' || pos === 'ADJ' : pos !== 'NOUN';
    }
    case 'an-in':
      return !/^\s+in[- ](?:depth|demand|person|house|home|class|store|game|joke|law|flight)\b/i.test(
        text.slice(l.end, l.end + 30),
      );
    case 'subject-agree':
      // "... exposed to it are", "help them are": an object pronoun is not the verb's subject.
      return !/\b(?:to|for|with|about|from|of|at|by|on|in)\s+(?:it|them|him|her|us|you|me)\s+$/i.test(before);
    case 'repetition': {
      // "Baden Baden", "Nom Nom": names repeat on purpose; "that that" and "had had" are grammatical.
      const w = l.text.trim().split(/\s+/)[0] ?? '';
      if (/^\p{Lu}/u.test(w) && !isSentenceStart(before)) return false;
      // "moin moin", "chin chin": a doubled word the dictionary does not know is a dish or a name.
      if (ctx.frequency(w.toLowerCase()) === 0) return false;
      return !/^(?:that|had)$/i.test(w);
    }
    case 'split-word': {
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
    }
    case 'mass-noun-plural': {
      const m = /`([^`]+)`/.exec(l.message);
      return UNCOUNTABLE.has((m?.[1] ?? '').toLowerCase());
    }
    case 'pronoun-verb':
      // Harper can read a plural noun as a verb: trust the tagger's NOUN, and in "thank-you notes"
      // the "pronoun" is the end of a hyphenated compound.
      return ctx.posAt?.(l.start) !== 'NOUN' && !/-\p{L}+\s+$/u.test(before);
    case 'there-their':
      // "We have been there many times", "she was there yesterday": "there" is the place, and
      // a time follows it, not a noun it owns.
      return !THERE_TIME.test(text.slice(l.end, l.end + 12)) && ownsNextWord(l, ctx);
    case 'object-pronoun':
      return ownsNextWord(l, ctx);
    case 'its-possessive': {
      // After a preposition ("of it's citizens", "despite it's challenges") or before "own" only.
      const prevWord = /(\p{L}+)\s+$/u.exec(before);
      const prevStart = prevWord ? l.start - prevWord[0].length : -1;
      const afterPrep =
        !!prevWord &&
        ctx.posAt?.(prevStart) === 'ADP' &&
        !/^(?:like|than|as|because|since|if|that|so|once|while|until|before|after)$/i.test(prevWord[1]!);
      return /^it['’]s$/i.test(l.text) && (afterPrep || /^\s+own\b/i.test(text.slice(l.end, l.end + 6)));
    }
    case 'repeated-verb':
      // "better than they really are is that ...": the second verb belongs to the main clause.
      return !/\bthan\b/i.test(before);
    case 'closed-compound-noun': {
      if (OPEN_COMPOUND.has(l.text.toLowerCase().replace(/\s+/g, ' '))) return false;
      // "home work" -> "homework" is a slip; "health care", "fresh water" and "game changer" are
      // fine open compounds, and their joined forms are rare.
      // Capitalised words ("Data Base") are a title or a product name: left alone.
      const joined = (l.replacements[0] ?? '').toLowerCase();
      if (/\p{Lu}/u.test(l.text)) return false;
      // "a black baby sitting in her pram": after an article or adjective the -ing word is the
      // noun's participle, not half of "babysitting".
      const prevWord = /(\p{L}+)\s+$/u.exec(before);
      const prevPos = prevWord ? ctx.posAt?.(l.start - prevWord[0].length) : undefined;
      if (/ing$/i.test(l.text) && (prevPos === 'DET' || prevPos === 'ADJ')) return false;
      return /^\p{L}+$/u.test(joined) && ctx.frequency(joined) >= COMMON_COMPOUND;
    }
    case 'closed-compound': {
      // "my self esteem" is "my self-esteem", not "myself esteem".
      const after = /^\s+(\p{L}+)/u.exec(text.slice(l.end, l.end + 30))?.[1]?.toLowerCase() ?? '';
      if (OPEN_BEFORE[l.text.toLowerCase().replace(/\s+/g, ' ')]?.test(text.slice(l.end, l.end + 10)))
        return false;
      return !(/self$/i.test(l.text) && SELF_COMPOUND.has(after));
    }
    case 'too-to':
    case 'complete-infinitive':
    case 'every-day':
    case 'affect-effect':
    case 'how-to':
    case 'as-to-how':
      return wordClassAllows(id, l, ctx);
    default:
      // Capitalisation lints on names the essay capitalises elsewhere are noise.
      if (l.kind === 'Capitalization' && /^\p{Lu}/u.test(l.text) && ctx.isName(l.text.toLowerCase()))
        return false;
      if (l.kind === 'Typo' && /\p{Lu}/u.test(l.text)) return false;
      // A capitalised word inside a sentence is a name or title ("Halo 3" is a game, not "hello").
      if (NAME_KINDS.has(l.kind) && /^\p{Lu}/u.test(l.text) && !isSentenceStart(before)) return false;
      return true;
  }
}

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

/** The tagger's reading of the words around a lint decides the word-class families. */
function wordClassAllows(id: string, l: HarperLint, ctx: FilterContext): boolean {
  const after = /^\s+(?=\p{L})/u.exec(ctx.text.slice(l.end, l.end + 20));
  const nextPos = after ? ctx.posAt?.(l.end + after[0].length) : undefined;
  const prevWord = /(\p{L}+)\s+$/u.exec(ctx.text.slice(Math.max(0, l.start - 30), l.start));
  const prevPos = prevWord ? ctx.posAt?.(l.start - prevWord[0].length) : undefined;
  switch (id) {
    case 'too-to': // "too go" is a slip, "too reliant" is not
    case 'complete-infinitive': // "want sell it", not "what he wants will be" or "preparing lesson plans"
    case 'how-to': // "how take the bus", not "how the world works"
      // ("our society too benefits": "too" means "also", and an infinitive has no -s.)
      if (id === 'too-to' && /^\s+\p{L}+s\b/u.test(ctx.text.slice(l.end, l.end + 30)) && prevPos !== 'VERB')
        return false;
      // ("the times you fail gives you": a finite verb follows, so the clause ends at "fail".)
      if (
        id === 'complete-infinitive' &&
        /^\s+\p{Ll}+(?:[^s]s|ed)\b/u.test(ctx.text.slice(l.end, l.end + 30))
      )
        return false;
      // (the tagger calls "everything" a verb now and then)
      return (
        nextPos === 'VERB' &&
        !/^\s*(?:every|some|any|no)(?:thing|one|body|where)\b/i.test(ctx.text.slice(l.end))
      );
    case 'every-day': // "everyday tasks" is the adjective
      return nextPos !== undefined && !['NOUN', 'PROPN', 'ADJ'].includes(nextPos);
    case 'affect-effect': // "a ripple effect", "the placebo effect" are nouns
      // ("to effect change", "effect lasting reform": the verb that means to bring about)
      if (/^\s+(?:\w+\s+)?(?:changes?|reforms?|transformation)\b/i.test(ctx.text.slice(l.end))) return false;
      return prevPos !== undefined && !['DET', 'ADJ', 'NOUN', 'PROPN'].includes(prevPos);
    default: // "such as how to" is fine
      return !/\bsuch\s+$/i.test(ctx.text.slice(Math.max(0, l.start - 10), l.start));
  }
}

/** The word after the lint is no verb, so the possessive harper offers has something to own. */
function ownsNextWord(l: HarperLint, ctx: FilterContext): boolean {
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
}
