// Section score objects: score plus what was measured, in plain words.
import type { SectionScore, AiDetectionMetrics } from '../../../shared/analysis/feedback';
import type { Outputs, SectionValues } from '../scoring';
import type { Issue } from '../analyzers/types';

const LABEL: Record<string, string> = {
  grammar: 'Grammar',
  spelling: 'Spelling',
  style: 'Style',
  structure: 'Structure',
  content: 'Content',
  authenticity: 'Authenticity (voice)',
  ai_detection: 'AI detection',
};

const EXPLAIN: Record<string, string> = {
  grammar:
    'Based on grammar, usage and punctuation problems per 100 words (harper rules filtered for personal essays).',
  spelling:
    'Based on misspellings and sound-alike word swaps per 100 words; names and words you reuse on purpose are not counted.',
  style:
    'Based on genre clichés, thesaurus words, wordy phrases and intensifiers per 100 words, plus vocabulary range.',
  structure: 'Based on paragraphing, sentence length and its variation, and repeated sentence openings.',
  content:
    'Based on prompt fit (shared key terms), concrete detail versus abstraction, and reflection language, weighted toward the ending.',
  authenticity:
    'Based on first-person presence, contractions, dialogue and how often generic or template phrasing appears.',
  ai_detection:
    'Human-ness estimate from word predictability, sentence-length variation, error and informality rates and generic phrasing.',
};

function interpret(key: string, metrics: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(metrics)) {
    if (typeof v === 'number') out.push(`${k.replace(/_/g, ' ')}: ${v}`);
    else if (v && typeof v === 'object' && 'interpretation' in v) {
      const m = v as { value: unknown; interpretation: string };
      out.push(`${k.replace(/_/g, ' ')}: ${m.value ?? 'n/a'} (${m.interpretation})`);
    }
  }
  return key === 'ai_detection' ? out : out.slice(0, 8);
}

function verdict(score: number): string {
  return score >= 85 ? 'strong' : score >= 70 ? 'solid' : score >= 55 ? 'mixed' : 'needs attention';
}

export function buildSections(
  values: SectionValues,
  outputs: Outputs,
  issues: Issue[],
): Record<string, SectionScore> {
  const sections: Record<string, SectionScore> = {};
  for (const [key, value] of Object.entries(values)) {
    const out = outputs[key];
    const mine = issues.filter((i) => i.section === key);
    const counted = mine.filter((i) => i.counts !== false).length;
    const score = Math.round(value);
    sections[key] = {
      score,
      score_explanation: EXPLAIN[key] ?? '',
      metrics_interpretation: interpret(key, out?.metrics ?? {}),
      summary: `${LABEL[key] ?? key}: ${verdict(score)} (${score}/100)${counted ? `, ${counted} item${counted === 1 ? '' : 's'} to review` : ''}.`,
      details: {
        user_metrics: { ...(out?.metrics ?? {}) },
        // Rule findings are recorded with their source; the screen shows only llm_enhancement ones.
        findings: mine.slice(0, 20).map((i) => ({
          message: i.message,
          suggestion: i.suggestion,
          metadata: { source: 'rules', type: i.category },
        })),
      },
    };
  }
  return sections;
}

export function emptyAiMetrics(): AiDetectionMetrics {
  return {
    perplexity: {
      value: 0,
      interpretation: 'Not measured',
      explanation: 'The AI-detection analyzer was not run.',
    },
    burstiness: {
      value: 0,
      interpretation: 'Not measured',
      explanation: 'The AI-detection analyzer was not run.',
    },
    human_ness: {
      value: null,
      risk_level: 'unknown',
      interpretation: 'Not measured',
      explanation: 'The AI-detection analyzer was not run.',
    },
  };
}

export const SECTION_LABEL = LABEL;
