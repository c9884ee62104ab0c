// Plain-words names of the AI-risk model's signals, so the explanation can say which measured
// signals moved this essay's estimate and the card can suggest revisions for the ones a writer
// can act on.
import { contributions } from './ai-model';
import type { AiFeatures } from './ai-features';
import { ASSISTANT_PHRASES, ASSISTANT_WORDS, CONNECTIVE_WORDS } from './ai-lexicon';
import type { ParsedEssay } from '../nlp/parse';

interface Signal {
  /** Said when the signal pulls toward machine-like. */
  ai: string;
  /** Said when it pulls toward human. */
  human: string;
  /** A revision tip, for signals a writer can act on. */
  tip?: string;
}

const SIGNALS: Partial<Record<keyof AiFeatures, Signal>> = {
  burstiness: {
    ai: 'sentences of very even length',
    human: 'sentences of varied length',
    tip: 'mix short and long sentences',
  },
  diversity: { ai: 'a narrow, repeated vocabulary', human: 'a varied vocabulary' },
  firstPerson: {
    ai: 'little first-person voice',
    human: 'a first-person voice (I, me, my)',
    tip: 'tell it in your own voice, with "I" where it is your experience',
  },
  sentenceLength: { ai: 'compact, tidy sentences', human: 'long, run-on sentences' },
  paragraphUniformity: {
    ai: 'paragraphs of very even length',
    human: 'paragraphs of uneven length',
    tip: 'let each paragraph be as long as its point needs',
  },
  commas: { ai: 'many commas per sentence', human: 'few commas per sentence' },
  punctVariety: { ai: 'a narrow range of punctuation', human: 'a wide mix of punctuation' },
  transitions: { ai: 'sentences opening with connectives', human: 'few connective openers' },
  assistantWords: {
    ai: 'chat-assistant vocabulary (crucial, various, ensure, enhance …)',
    human: 'little chat-assistant vocabulary',
    tip: 'replace words like "crucial", "various" and "ensure" with plain, specific ones',
  },
  noteworthy: {
    ai: 'stock phrases such as "it is important to note"',
    human: 'no stock "it is important to note" phrases',
    tip: 'cut "it is important to note" and similar set phrases',
  },
  connectives: {
    ai: 'frequent connectives (additionally, furthermore, overall)',
    human: 'few formal connectives',
    tip: 'drop most "additionally", "furthermore" and "overall"',
  },
  casual: { ai: 'few everyday words', human: 'everyday words (really, pretty, a lot)' },
  plainLinks: { ai: 'few plain links (because, so, but)', human: 'plain links (because, so, but)' },
  repetition: {
    ai: 'the same word pairs restated',
    human: 'little restating of the same phrases',
    tip: 'avoid restating the same phrase from sentence to sentence',
  },
  colons: { ai: 'frequent colons', human: 'few colons' },
  pronounOpeners: {
    ai: 'many sentences opening with "This" or "It"',
    human: 'few sentences opening with "This" or "It"',
    tip: 'open sentences with the concrete subject rather than "This" or "It"',
  },
  ofRate: { ai: 'noun-heavy phrasing ("the X of the Y")', human: 'light noun phrasing' },
  thereRate: { ai: 'little "there is / there are" phrasing', human: '"there is / there are" phrasing' },
  plainAdverbs: { ai: 'few plain adverbs (just, still, even)', human: 'plain adverbs (just, still, even)' },
  pronouns: { ai: 'many pronouns', human: 'few pronouns' },
  typedDashes: { ai: 'no typed dashes', human: 'dashes typed as " - "' },
};

// Only templated, generic habits are ever named as a reason for risk, with a way to make the text
// more personal. Correct spelling, uncommon words, tidy sentences, punctuation and other marks of
// careful writing are never cited: nobody should be told that proofreading looks like AI.
const CITED_TOWARD_AI = new Set<keyof AiFeatures>([
  'burstiness',
  'firstPerson',
  'paragraphUniformity',
  'transitions',
  'assistantWords',
  'noteworthy',
  'connectives',
  'repetition',
  'pronounOpeners',
]);

// A pull smaller than this (in log-odds) is not worth naming.
const NOTABLE = 0.25;

export interface SignalSummary {
  towardAi: string[];
  towardHuman: string[];
  tips: string[];
}

/** Word signals the essay's own words can name: the first few distinct ones it uses. */
export type SignalWords = Partial<Record<'assistantWords' | 'connectives', string[]>>;

const EXAMPLES = 3;

/** Which chat-assistant words and formal connectives this essay uses, in order of first use. */
export function signalWords(essay: ParsedEssay): SignalWords {
  const found = (set: ReadonlySet<string>) => [
    ...new Set(essay.words.map((t) => t.lower).filter((w) => set.has(w))),
  ];
  const phrases = [...essay.text.matchAll(ASSISTANT_PHRASES)].map((m) => m[0].toLowerCase());
  return {
    assistantWords: [...new Set([...found(ASSISTANT_WORDS), ...phrases])],
    connectives: found(CONNECTIVE_WORDS),
  };
}

const quoted = (ws: string[]) => listOf(ws.slice(0, EXAMPLES).map((w) => `"${w}"`));

// The essay's own words where it has them, so the writer sees what was counted ("pivotal",
// "moreover") rather than the list's usual examples.
function worded(feature: keyof AiFeatures, signal: Signal, words: SignalWords): Signal {
  const ws = feature === 'assistantWords' || feature === 'connectives' ? words[feature] : undefined;
  if (!ws?.length) return signal;
  if (feature === 'assistantWords')
    return {
      ...signal,
      ai: `chat-assistant vocabulary (${listOf(ws.slice(0, EXAMPLES))})`,
      tip: `replace ${quoted(ws)} with plain, specific words`,
    };
  return {
    ...signal,
    ai: `frequent formal connectives (${listOf(ws.slice(0, EXAMPLES))})`,
    tip: `drop most of ${quoted(ws)}`,
  };
}

/** The strongest measured signals each way for this essay (at most `limit` each). */
export function describeSignals(f: AiFeatures, words: SignalWords = {}, limit = 3): SignalSummary {
  const cs = contributions(f).filter((c) => SIGNALS[c.feature] && Math.abs(c.value) >= NOTABLE);
  const ai = cs
    .filter((c) => c.value < 0 && CITED_TOWARD_AI.has(c.feature))
    .sort((a, b) => a.value - b.value)
    .map((c) => worded(c.feature, SIGNALS[c.feature]!, words));
  const human = cs.filter((c) => c.value > 0).sort((a, b) => b.value - a.value);
  return {
    towardAi: ai.slice(0, limit).map((s) => s.ai),
    towardHuman: human.slice(0, limit).map((c) => SIGNALS[c.feature]!.human),
    tips: ai.flatMap((s) => (s.tip ? [s.tip] : [])).slice(0, limit),
  };
}

/** "a, b and c" */
export const listOf = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;
