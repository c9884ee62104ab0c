// Reads the AI-detection section into what the panel shows, defensively: results saved by older
// versions lack the level meaning, the passage map and the renamed measures. Shared by the Review
// Essay screen and the dashboard viewer so both show the same level and passage map.
import { burstinessPercent, perplexityPercent } from './displayRules';

export interface AiMeasureView {
  name: string;
  percent: number;
  shown: string;
  interpretation: string;
  explanation: string;
}

export interface AiPassageView {
  /** 1-based position in the essay. */
  n: number;
  start: number;
  end: number;
  machineLike: boolean;
  snippet: string;
}

export interface AiDetectionView {
  /** False below the length floor (or with no level): then no number is shown anywhere. */
  judged: boolean;
  level: 'low' | 'medium' | 'high' | 'unknown';
  meaning: string;
  explanation: string;
  humanNess: number | null;
  interpretation: string;
  measures: AiMeasureView[];
  passages: AiPassageView[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function measure(
  name: string,
  m: unknown,
  percent: (v: number) => number,
  shown: (v: number) => string,
): AiMeasureView[] {
  if (!isObj(m)) return [];
  const v = num(m.value);
  if (v === null) return [];
  return [
    {
      name,
      percent: percent(v),
      shown: shown(v),
      interpretation: str(m.interpretation),
      explanation: str(m.explanation),
    },
  ];
}

export function readAiDetection(section: unknown): AiDetectionView | null {
  if (!isObj(section)) return null;
  const details = isObj(section.details) ? section.details : {};
  const metrics = isObj(details.user_metrics) ? details.user_metrics : {};
  const hn = isObj(metrics.human_ness) ? metrics.human_ness : {};
  const raw = str(hn.risk_level);
  const level = raw === 'low' || raw === 'medium' || raw === 'high' ? raw : 'unknown';
  const judged = level !== 'unknown' && metrics.enough_text !== false;
  const view: AiDetectionView = {
    judged,
    level: judged ? level : 'unknown',
    meaning: str(metrics.level_meaning),
    explanation: str(hn.explanation),
    humanNess: judged ? num(hn.value) : null,
    interpretation: judged ? str(hn.interpretation) : 'Not enough text to judge',
    measures: [],
    passages: [],
  };
  if (!judged) return view;
  view.measures = [
    ...measure(
      'Sentence-length variation',
      metrics.sentence_length_variation ?? metrics.burstiness,
      burstinessPercent,
      (v) => `${Math.round(burstinessPercent(v))}%`,
    ),
    ...measure(
      'Word rarity',
      metrics.word_rarity,
      (v) => v,
      (v) => `${Math.round(v)}% uncommon`,
    ),
    // A true perplexity only where a language model scored the text (premium, LLM_LOGPROBS); the
    // basic path's number is word rarity, shown above under that name.
    ...(metrics.perplexity_method === 'model_logprobs'
      ? measure('Perplexity', metrics.perplexity, perplexityPercent, (v) => String(Math.round(v * 10) / 10))
      : []),
  ];
  const passages = Array.isArray(metrics.passages) ? metrics.passages.filter(isObj) : [];
  view.passages = passages.flatMap((p, i) => {
    const start = num(p.start);
    const end = num(p.end);
    return start === null || end === null
      ? []
      : [{ n: i + 1, start, end, machineLike: p.machine_like === true, snippet: str(p.snippet) }];
  });
  return view;
}

/** The annotation category of a passage that reads machine-like (a highlight kind of its own). */
export const MACHINE_LIKE_PASSAGE = 'machine_like_passage';
