// What makes a sentence part of a scene rather than a summary: a scene is one moment, told with a
// time or place, something seen, heard or said, or people acting in a setting. A general
// statement (a life-long claim, an abstraction, a stock phrase, what the writer learned, several
// years at once) is summary even when it carries a name or a number.
import type { ParsedEssay, Sentence } from '../nlp/parse';
import { compile } from '../lexicon/phrases';
import { ABSTRACTIONS, SENSORY } from '../lexicon/content-phrases';
import { CLICHES } from '../lexicon/style-phrases';

const abstractionRe = compile(ABSTRACTIONS);
const clicheRe = compile(CLICHES.map((c) => c.pattern));
const test = (re: RegExp, t: string) => {
  re.lastIndex = 0;
  return re.test(t);
};

/** Words that make a sentence a general statement, not a moment. */
const GENERAL =
  /\b(?:always|for (?:years|months|as long as)|all my life|most of my life|my whole life|throughout|many people|everyone|everybody|in general|in life|in my life|many (?:moments|times|ways|things)|nowadays|these days|looking back|significan(?:t|ce)|importance|meaning|lessons?)\b/i;
/** What usually happens, might happen or would: habit and hypothesis, not one moment (unless said aloud or dated). */
const HABIT =
  /\b(?:whenever|every|often|usually|sometimes|still|never|would|will|might|could|can|if|whether|tend|tends)\b|['’](?:d|ll)\b/i;
/** A quoted line of at least three words: someone speaking (not a "scare-quoted" word or a title). */
const SPOKEN = /["“][^"”]*\p{L}+\s+\p{L}+\s+\p{L}[^"”]*["”]/u;
/** One time: "that night", "at 6 a.m.", "I'm 15", "on my first day", "ten minutes later". */
const ONE_TIME =
  /\b(?:(?:that|this|one|the next|the following|last|on (?:my|the|our) (?:first|last)) (?:morning|afternoon|evening|night|day|summer|winter|spring|fall|autumn|week|weekend|moment)|at (?:\d|noon|midnight|dawn|dusk)|yesterday|tonight|minutes? (?:later|before|after|ago)|seconds? (?:later|before)|o['’]clock|I['’]m \d+|when I was \d+)\b/i;
/** Verbs of being, having, thinking, feeling and teaching: a sentence built on them reports, it does not show. */
const NOT_ACTION = new Set(
  (
    'be have do feel think know learn realize realise understand believe want need like love hope seem ' +
    'become mean matter appreciate value wish consider experience teach show grow change continue spend ' +
    'allow help enable inspire shape mold mould instill prove try strive aspire plan decide choose ' +
    'make get find let keep use treasure enjoy hate prefer dread symbolize represent mirror reflect ' +
    'define describe remain tend involve include'
  ).split(' '),
);
/** Sense words that show something as nouns and adjectives ("the smell", "cold"); as verbs only perception ("heard"). */
const SENSE_WORDS = new Set(SENSORY.filter((w) => /^[a-z]+$/.test(w)));
const PERCEIVED = /^(?:heard|smelled|tasted|whispered|shouted)$/;
/** The writer saying what they learned or believe. */
const REFLECTS = new Set(
  'learn realize realise understand believe know mean matter teach value appreciate discover fathom grasp recognize recognise'.split(
    ' ',
  ),
);
/** Nouns named for an idea ("transformation", "association", "kindness"): two in a sentence make it about ideas. */
const IDEA_NOUN = /^\p{L}{3,}(?:tion|sion|ity|ness|ment|ance|ence|ship|ism)s?$/u;
const YEAR = /\b(?:1[89]|20)\d\d\b/g;
/** Past this length a sentence strings several things together; it is a moment only if it is marked as one. */
const ACTION_WORDS = 35;

/** A general statement: a claim, an abstraction, a stock phrase, a lesson, or several years at once. */
export function generalStatement(essay: ParsedEssay, s: Sentence): boolean {
  const t = s.text;
  if (GENERAL.test(t) || test(abstractionRe, t) || test(clicheRe, t)) return true;
  if ((t.match(YEAR) ?? []).length >= 2) return true;
  const toks = essay.tokens.slice(s.tokenStart, s.tokenEnd);
  if (toks.filter((x) => x.pos === 'NOUN' && IDEA_NOUN.test(x.lower)).length >= 2) return true;
  return /\b(?:I|we)\b/i.test(t) && toks.some((x) => x.pos === 'VERB' && REFLECTS.has(x.lemma.toLowerCase()));
}

/**
 * How a sentence takes part in a scene: 2 when it is marked as one moment (said aloud, sensed, or
 * dated), 1 when someone does something in it (a verb of doing, not of being, thinking or
 * feeling), 0 for summary, habit and reflection.
 */
export function momentWeight(essay: ParsedEssay, s: Sentence): 0 | 1 | 2 {
  if (s.wordCount < 3 && !/\d/.test(s.text)) return 0;
  if (generalStatement(essay, s)) return 0;
  const t = s.text;
  const toks = essay.tokens.slice(s.tokenStart, s.tokenEnd);
  // "the smell", "loud meows", "heard": a sense word as a thing, a quality of a thing or a
  // perception ("I was quiet" describes a person, "it might sound trivial" is no sound).
  const sensed = toks.some(
    (x, k) =>
      SENSE_WORDS.has(x.lower) &&
      (x.pos === 'NOUN' ||
        (x.pos === 'ADJ' && /^(?:NOUN|PROPN)$/.test(toks[k + 1]?.pos ?? '')) ||
        PERCEIVED.test(x.lower)),
  );
  if (SPOKEN.test(t) || ONE_TIME.test(t)) return 2;
  if (HABIT.test(t)) return 0;
  if (sensed) return 2;
  if (s.wordCount > ACTION_WORDS) return 0;
  return toks.some((x) => x.pos === 'VERB' && !NOT_ACTION.has(x.lemma.toLowerCase())) ? 1 : 0;
}

/** Sentences in a row of someone doing things that tell a scene without a said, sensed or dated line. */
const ACTION_RUN = 5;

/**
 * The essay's most developed scene: the run of moment sentences with the most marked moments,
 * three in a row with at least one marked, or ACTION_RUN of action alone; undefined when the
 * essay only summarises.
 */
export function developedScene(essay: ParsedEssay, ss: Sentence[]): Sentence[] | undefined {
  let best: { run: Sentence[]; marked: number } | undefined;
  let run: Sentence[] = [];
  let marked = 0;
  const close = () => {
    const developed = (run.length >= 3 && marked > 0) || run.length >= ACTION_RUN;
    if (
      developed &&
      (!best || marked > best.marked || (marked === best.marked && run.length > best.run.length))
    )
      best = { run, marked };
    run = [];
    marked = 0;
  };
  for (const s of ss) {
    const w = momentWeight(essay, s);
    if (w === 0) close();
    else {
      run.push(s);
      if (w === 2) marked++;
    }
  }
  close();
  return best?.run;
}
