// The measures the AI-detection panel shows, each named for what it is and said with how far it can
// be trusted at this essay's length. Word rarity is shown for what it is and never counts toward the
// risk: rich vocabulary is good writing, not a sign of a machine.
import { TOTAL_FREQ } from '../nlp/resources';
import type { ParsedEssay } from '../nlp/parse';
import { wordFrequency } from '../spell/corrector';
import { clamp, round2 } from './stats';
import type { AiFeatures } from './ai-features';
import { LEVEL_RATES } from './ai-model';

/** Below this many words nothing is judged and no number is shown. */
export const MIN_WORDS = 150;
/** From this many words the estimate is steadier (the Turnitin floor is 300). */
export const STEADY_WORDS = 300;

export type Measure = {
  value: number;
  interpretation: string;
  explanation: string;
};

/** How much the whole-essay estimate can be trusted at this length (judged essays only). */
export function reliabilityAt(words: number): string {
  return `${
    words >= STEADY_WORDS
      ? `At ${words} words the estimate is fairly steady.`
      : `At ${words} words the estimate is rough: rewriting a few sentences can move it a level; from about ${STEADY_WORDS} words it is steadier.`
  } It comes from style alone and cannot prove who wrote the text.`;
}

// Uncommon = rarer than 10 in a million words of everyday English (below 4 on the Zipf scale).
const UNCOMMON_BELOW = (10 * TOTAL_FREQ) / 1e6;

export function wordRarity(essay: ParsedEssay): Measure {
  const words = essay.words.filter((t) => /\p{L}/u.test(t.text));
  const rare = words.filter((t) => wordFrequency(t.lower) < UNCOMMON_BELOW).length;
  const value = words.length ? Math.round((rare * 1000) / words.length) / 10 : 0;
  return {
    value,
    interpretation:
      value < 8 ? 'Mostly everyday words' : value < 16 ? 'A typical mix of words' : 'Many less common words',
    explanation: `Share of your words that are uncommon (rarer than 10 in a million words of everyday English). This describes vocabulary only and does not count toward the AI-detection level: precise, uncommon words are a strength, not a sign of AI writing.`,
  };
}

export function sentenceLengthVariation(f: AiFeatures, sentences: number): Measure {
  const value = round2(clamp(f.burstiness, 0, 1));
  return {
    value,
    interpretation:
      value < 0.3
        ? 'Sentences of very even length'
        : value < 0.55
          ? 'Some variation in sentence length'
          : 'Strong variation in sentence length',
    explanation: `How much your sentence lengths vary (standard deviation divided by the mean, capped at 1); people usually vary more than AI models do. Measured over ${sentences} sentence${sentences === 1 ? '' : 's'}${sentences < 12 ? ', too few for more than a rough reading' : ''}.`,
  };
}

const pct = (x: number) => (x < 1 && x > 0 ? 'fewer than 1 %' : `${Math.round(x)} %`);

/** "In tests, x % of AI-written essays and y % of student essays land here." */
export function levelMeaning(level: 'low' | 'medium' | 'high' | 'unknown', words: number): string {
  if (level === 'unknown')
    return `Not enough text to judge: ${words} ${words === 1 ? 'word' : 'words'}, and no checker, ours or any other, can tell reliably whether a text below ${MIN_WORDS} words was written with AI, so no level is given.`;
  const r = LEVEL_RATES[level];
  return `In tests, ${pct(r.ai)} of AI-written college essays and ${pct(r.students)} of student essays land at this level.`;
}

interface AiMetricsLike {
  human_ness?: { risk_level?: string };
  level_meaning?: string;
  passages?: Array<{ machine_like: boolean }>;
  word_rarity?: Measure;
  sentence_length_variation?: Measure;
}

const LEVEL_WORDS: Record<string, string> = {
  low: 'low risk, reads as human-written',
  medium: 'medium risk, some machine-like patterns',
  high: 'high risk, many machine-like patterns',
};

/** The section's one-line summary: the level and the passage map, never a score out of 100. */
export function aiSectionSummary(metrics: AiMetricsLike): string {
  const level = metrics.human_ness?.risk_level ?? 'unknown';
  if (!LEVEL_WORDS[level]) return 'AI detection: not enough text to judge.';
  const marked = metrics.passages?.filter((p) => p.machine_like).length ?? 0;
  const of = metrics.passages?.length ?? 0;
  return `AI detection: ${LEVEL_WORDS[level]}${marked ? `; ${marked} of ${of} passages read machine-like` : ''}.`;
}

/** The section's metric lines: what the level means and the measures, with no number when not judged. */
export function aiInterpretation(metrics: AiMetricsLike): string[] {
  const level = metrics.human_ness?.risk_level ?? 'unknown';
  const lines = metrics.level_meaning ? [metrics.level_meaning] : [];
  if (!LEVEL_WORDS[level]) return lines;
  const v = metrics.sentence_length_variation;
  const r = metrics.word_rarity;
  if (v) lines.push(`sentence-length variation: ${v.value} (${v.interpretation})`);
  if (r)
    lines.push(`word rarity: ${r.value}% uncommon words (${r.interpretation}; not part of the risk level)`);
  return lines;
}
