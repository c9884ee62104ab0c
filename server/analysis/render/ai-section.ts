// The AI-detection section of the exports, as plain facts the HTML and Markdown renderers format:
// the same level, level meaning and passage map the screen shows, and the measures under their
// honest names. Below the length floor it says so and gives no number.
import {
  AI_RISK_WHAT_COUNTS,
  PASSAGE_MAP_ADVICE,
  PASSAGE_MAP_HOW,
  passageMapHeadline,
} from '../../../shared/analysis/ai-texts';
import type { Feedback } from '../../../shared/analysis/feedback';

export interface AiExport {
  level: string;
  meaning: string;
  explanation: string;
  /** At medium or high: what raises the level, and what never does. */
  whatCounts: string;
  /** Opening words of each passage that reads machine-like, with its number in the essay. */
  marked: Array<{ n: number; snippet: string }>;
  passages: number;
  measures: Array<{ name: string; shown: string; interpretation: string; explanation: string }>;
}

const LEVEL: Record<string, string> = {
  low: 'Low risk',
  medium: 'Medium risk',
  high: 'High risk',
};

type Metric = { value: number | null; interpretation: string; explanation: string };

export function aiExport(fb: Feedback): AiExport {
  const ai = fb.section_scores.ai_detection.details.user_metrics;
  const level = LEVEL[ai.human_ness.risk_level];
  const passages = ai.passages ?? [];
  if (!level)
    return {
      level: 'Not enough text to judge',
      meaning: ai.level_meaning ?? ai.human_ness.explanation,
      explanation: '',
      whatCounts: '',
      marked: [],
      passages: 0,
      measures: [],
    };
  const measures: AiExport['measures'] = [];
  const add = (name: string, m: Metric | undefined, shown: (v: number) => string) => {
    if (m && typeof m.value === 'number')
      measures.push({
        name,
        shown: shown(m.value),
        interpretation: m.interpretation,
        explanation: m.explanation,
      });
  };
  add('Human-ness', ai.human_ness, (v) => `${v}/100`);
  add('Sentence-length variation', ai.sentence_length_variation ?? ai.burstiness, (v) => `${v}`);
  if (ai.word_rarity) add('Word rarity', ai.word_rarity, (v) => `${v}% uncommon words`);
  // A true perplexity only when a language model scored the text (premium, LLM_LOGPROBS).
  if (ai.perplexity_method === 'model_logprobs') add('Perplexity', ai.perplexity, (v) => `${v}`);
  return {
    level,
    meaning: ai.level_meaning ?? '',
    explanation: ai.human_ness.explanation,
    whatCounts: ai.human_ness.risk_level === 'low' ? '' : AI_RISK_WHAT_COUNTS,
    marked: passages.flatMap((p, i) => (p.machine_like ? [{ n: i + 1, snippet: p.snippet }] : [])),
    passages: passages.length,
    measures,
  };
}

/** The passage map's headline, how it works, and the advice when a passage is marked: as on screen. */
export function passageLine(x: AiExport): string {
  if (!x.passages) return 'Passage map: the essay is one passage, so the level above says it all.';
  const headline = `${passageMapHeadline(x.marked.length, x.passages)}.`;
  return [headline, PASSAGE_MAP_HOW, x.marked.length ? PASSAGE_MAP_ADVICE : ''].filter(Boolean).join(' ');
}
