// Which of harper's non-spelling lints the grammar section shows. Harper's ~900 rules were written
// for every kind of prose; many fire mostly on correct text (names, brand words, compounds, house
// style). Each rule family below was kept or dropped by how often the sentences it fires on really
// needed an edit on the tuning split of three public grammar sets (web text, learner essays), and by
// whether a student would call it a mistake at all. Kept families still get context checks that
// remove the false alarms seen there: abbreviations that end a chunk early, names, acronyms.
import type { HarperLint } from './harper';
import { SpanIndex } from '../nlp/spans';
import { SELF_COMPOUND } from './rules/hyphens';
import { misfireAllows } from './filter-misfires';
import { ABBREVIATION_END } from './abbreviations';

export type Verdict = 'show' | 'drop';

interface Family {
  id: string;
  kind?: RegExp;
  message: RegExp;
  verdict: Verdict;
}

// Families are matched in order; the first hit decides. Messages are harper 2.x's wording.
const FAMILIES: Family[] = [
  // Style and house-style rules: not mistakes in a personal essay.
  { id: 'oxford-comma', message: /Oxford comma/i, verdict: 'drop' },
  { id: 'dash', message: /\ben dash|\bem dash|hyphen(?!ate)/i, verdict: 'drop' },
  { id: 'unicode-ellipsis', message: /Unicode ellipsis/i, verdict: 'drop' },
  // Re-checked per paragraph by rules/quotes.ts: harper sees one sentence, so a quotation that spans
  // sentences looks unterminated.
  { id: 'quote', message: /quote|quotation/i, verdict: 'drop' },
  { id: 'passive', message: /passive/i, verdict: 'drop' },
  { id: 'long-sentence', message: /sentence is long|long sentence/i, verdict: 'drop' },
  { id: 'first-person', message: /first person(?!-| singular)/i, verdict: 'drop' },
  // "of it's citizens" is a slip; "It's simple" and "I think it's good" are not (contextAllows).
  { id: 'its-possessive', message: /possessive pronoun `its`/i, verdict: 'show' },
  { id: 'contraction', message: /contraction/i, verdict: 'drop' },
  { id: 'exclamation', message: /exclamation/i, verdict: 'drop' },
  { id: 'title-case', message: /title case|heading/i, verdict: 'drop' },
  { id: 'spaces', message: /\b(?:two|multiple|extra) spaces|spaces? (?:after|between)/i, verdict: 'drop' },
  {
    id: 'vocabulary',
    kind: /^(?:Enhancement|Style|Readability|Regionalism)$/,
    message: /./,
    verdict: 'drop',
  },
  { id: 'offensive', message: /offensive/i, verdict: 'drop' },
  // Fire mostly on correct compounds, brand names and technical words.
  { id: 'missing-space', message: /missing space between words/i, verdict: 'drop' },
  { id: 'canonical-spelling', message: /canonical (?:dictionary )?spelling/i, verdict: 'drop' },
  { id: 'mass-noun-article', kind: /^Agreement$/, message: /is a mass noun\.?$/i, verdict: 'drop' },
  { id: 'missing-preposition', message: /missing a preposition/i, verdict: 'drop' },
  { id: 'simplify', message: /^Consider simplifying/i, verdict: 'drop' },
  { id: 'negative-word', message: /negative word/i, verdict: 'drop' },
  { id: 'prefix-join', message: /prefix that can be joined/i, verdict: 'drop' },
  { id: 'one-of-plural', message: /construction .* should use a plural noun/i, verdict: 'drop' },
  { id: 'base-form-needed', message: /base form of the verb is needed/i, verdict: 'drop' },
  { id: 'go-together', message: /would go better together/i, verdict: 'drop' },
  // "pay for the cost", "due to", "access to", "to a certain degree": correct English they flag.
  { id: 'pay-for', message: /`pay for` things/i, verdict: 'drop' },
  { id: 'to-too', message: /here to mean ‘also’/i, verdict: 'drop' },
  { id: 'hedging', message: /hedging/i, verdict: 'drop' },
  // "when they find out the truth", "a vicious cycle": both usual English.
  { id: 'find-out', message: /when you mean to discover something directly/i, verdict: 'drop' },
  { id: 'idiom-origin', message: /idiom originally used/i, verdict: 'drop' },
  // Precise enough to show, with the context checks in contextAllows().
  { id: 'sentence-capital', message: /does not start with a capital/i, verdict: 'show' },
  { id: 'pronoun-i', message: /first-person singular subject pronoun/i, verdict: 'show' },
  { id: 'article', message: /indefinite article/i, verdict: 'show' },
  { id: 'repetition', kind: /^Repetition$/, message: /./, verdict: 'show' },
  {
    id: 'split-word',
    kind: /^Typo$/,
    message: /should (?:probably|possibly) be written as/i,
    verdict: 'show',
  },
  { id: 'mass-noun-plural', message: /mass noun and should not be pluralized/i, verdict: 'show' },
  { id: 'closed-compound', kind: /^Miscellaneous$/, message: /closed compound/i, verdict: 'show' },
  // "home work", "text books": shown only when the joined word is common (see contextAllows).
  { id: 'closed-compound-noun', message: /closed compound noun/i, verdict: 'show' },
  {
    id: 'pronoun-verb',
    kind: /^Agreement$/,
    message: /agree in grammatical number with the pronoun/i,
    verdict: 'show',
  },
  { id: 'space-before-comma', message: /space before a comma/i, verdict: 'show' },
  // Word-class confusions harper also raises on correct text ("a ripple effect", "too reliant",
  // "everyday tasks", "how the world works"); shown only where the tagger agrees (wordClassAllows).
  { id: 'too-to', message: /infinitive marker/i, verdict: 'show' },
  // "how much worse that accident could have been": "that" before a noun is a determiner.
  { id: 'than-that', message: /should use `than` rather than `that`/i, verdict: 'show' },
  // "an in-depth study", "an in-person class": "an" belongs to the compound, not a slip for "and".
  { id: 'an-in', message: /^Did you mean `and in`\?/, verdict: 'show' },
  // "examined the subject in depth, which": hyphenated only before a noun.
  { id: 'in-depth', message: /`in-depth` should be hyphenated/i, verdict: 'show' },
  // "exposed to it are more likely": the pronoun is an object, the verb agrees with "Those".
  {
    id: 'subject-agree',
    kind: /^Agreement$/,
    message: /^Make the verb agree with its subject/i,
    verdict: 'show',
  },
  { id: 'complete-infinitive', message: /complete the infinitive/i, verdict: 'show' },
  { id: 'every-day', message: /adverb `every day`/i, verdict: 'show' },
  { id: 'affect-effect', message: /verb meaning to influence/i, verdict: 'show' },
  { id: 'how-to', message: /after `how`/i, verdict: 'show' },
  { id: 'as-to-how', message: /as to how/i, verdict: 'show' },
  // "To address it, there needs to be", "the support they need", "better than they are is that":
  // shown only where the next word is not the pronoun's own verb (see contextAllows).
  { id: 'there-their', message: /^Did you mean `their`\?$/, verdict: 'show' },
  { id: 'object-pronoun', message: /follows a preposition or transitive verb/i, verdict: 'show' },
  { id: 'repeated-verb', message: /repeated verb form/i, verdict: 'show' },
];

/** Open compounds that are standard as written ("a cell phone", "far away", "sat in a dark room"). */
const OPEN_COMPOUND = new Set(['cell phone', 'cell phones', 'far away', 'dark room', 'dark rooms']);

/** Classic uncountable nouns learners pluralise; harper's own list also holds technical words. */
const UNCOUNTABLE = new Set(
  'advice information furniture equipment knowledge homework housework luggage baggage feedback evidence research vocabulary machinery jewelry jewellery scenery software hardware stuff garbage rubbish traffic weather music clothing pollution progress happiness fun violence courage chaos poetry slang news grammar transportation livestock wildlife health'.split(
    ' ',
  ),
);

const NAME_KINDS = new Set(['WordChoice', 'Eggcorn', 'Malapropism', 'Usage', 'Grammar']);

/** SUBTLEX count (of ~51M words) from which a closed compound is the usual spelling. */
const COMMON_COMPOUND = 40;

export function familyOf(l: Pick<HarperLint, 'kind' | 'message'>): Family | undefined {
  return FAMILIES.find((f) => (!f.kind || f.kind.test(l.kind)) && f.message.test(l.message));
}

/** Harper kinds the grammar section reads at all (Spelling belongs to the spelling analyzer). */
const GRAMMAR_KINDS = new Set([
  'Grammar',
  'Agreement',
  'Capitalization',
  'Punctuation',
  'Repetition',
  'Eggcorn',
  'Malapropism',
  'BoundaryError',
  'Typo',
  'Usage',
  'Nonstandard',
  'WordChoice',
  'Miscellaneous',
  'Redundancy',
  'Formatting',
]);

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

// The essay's Spelling lints, indexed once per lint list (asked once per lint, a scan was quadratic).
const spellingIndexes = new WeakMap<readonly HarperLint[], SpanIndex>();
function spellingSpans(all: readonly HarperLint[]): SpanIndex {
  let index = spellingIndexes.get(all);
  if (!index) {
    index = new SpanIndex(all.filter((o) => o.kind === 'Spelling'));
    spellingIndexes.set(all, index);
  }
  return index;
}

/** True when the grammar section should show this harper lint. */
export function showGrammarLint(l: HarperLint, ctx: FilterContext): boolean {
  if (!GRAMMAR_KINDS.has(l.kind)) return false;
  const family = familyOf(l);
  if (family?.verdict === 'drop') return false;
  // A word harper cannot spell gets a Spelling lint; its other "fixes" on that word are noise.
  if (spellingSpans(ctx.all).covers(l.start, l.end)) return false;
  return contextAllows(family?.id, l, ctx) && misfireAllows(l, ctx);
}

function contextAllows(id: string | undefined, l: HarperLint, ctx: FilterContext): boolean {
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
    case 'object-pronoun':
      return (
        ctx.posAt?.(nextWordStart(text, l.end) ?? -1) !== 'VERB' &&
        !/^\s+(?:needs?|is|are|was|were|has|have|will|must|may|might|can|could|should|would)\b/i.test(
          text.slice(l.end, l.end + 12),
        )
      );
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
      // (the tagger calls "everything" a verb now and then)
      return (
        nextPos === 'VERB' &&
        !/^\s*(?:every|some|any|no)(?:thing|one|body|where)\b/i.test(ctx.text.slice(l.end))
      );
    case 'every-day': // "everyday tasks" is the adjective
      return nextPos !== undefined && !['NOUN', 'PROPN', 'ADJ'].includes(nextPos);
    case 'affect-effect': // "a ripple effect", "the placebo effect" are nouns
      return prevPos !== undefined && !['DET', 'ADJ', 'NOUN', 'PROPN'].includes(prevPos);
    default: // "such as how to" is fine
      return !/\bsuch\s+$/i.test(ctx.text.slice(Math.max(0, l.start - 10), l.start));
  }
}
