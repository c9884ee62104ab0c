// Section score objects: score plus what was measured, in plain words.
import type { SectionScore, AiDetectionMetrics } from '../../../shared/analysis/feedback';
import { scoreBreakdown, type Outputs, type SectionValues } from '../scoring';
import type { Issue } from '../analyzers/types';
import { aiInterpretation, aiSectionSummary } from '../analyzers/ai-measures';

const LABEL: Record<string, string> = {
  grammar: 'Grammar',
  spelling: 'Spelling',
  style: 'Style',
  structure: 'Structure',
  content: 'Content',
  authenticity: 'Authenticity',
  ai_detection: 'AI detection',
  // Cards only: length has no section score of its own.
  length: 'Length',
};

// What each score is built from. The points per measure were fitted against human raters
// (ELLIPSE's analytic scores: grammar, conventions, vocabulary, syntax and cohesion); the lines
// of metrics_interpretation give this essay's points, measure by measure.
const EXPLAIN: Record<string, string> = {
  grammar:
    'Based on grammar, usage and punctuation problems per 100 words (harper rules filtered for personal essays), the share of sentences over 30 words, which usually string clauses together, and word forms that do not fit the words around them ("can goes", "they was", "the my") once they pass one in twenty sentences.',
  spelling:
    'Based on conventions: misspellings and sound-alike word swaps per 100 words (names and words you reuse on purpose are not counted), capitalisation and punctuation slips, and sentences that start lower-case.',
  style:
    'Based on your vocabulary compared with typical student essays: how many different words you use in the first 300, how little you repeat yourself (MTLD), how uncommon and how long your words are, and whether they are spelled right; minus genre clichés, thesaurus words, wordy phrases, spoken forms such as gonna and piled-up intensifiers.',
  structure:
    'Based on sentence and paragraph control: grammar problems inside sentences, word forms that do not fit the words around them (past one in twenty sentences), sentences over 30 words, sentences that start lower-case (often a missing full stop), and one-sentence paragraphs (dialogue aside).',
  content:
    'Half from development (word count up to a target of about 400 words, or 90% of your limit if lower; more adds nothing), half from concrete detail versus abstraction, reflection language weighted toward the ending, and prompt fit (the prompt’s key ideas taken up, in any form or a close synonym) when a prompt is given and names specific ideas.',
  authenticity:
    'Based on first-person presence, contractions, dialogue and how often generic or template phrasing appears.',
  ai_detection:
    'A risk level (low, medium or high) from a style model of generic, templated writing, fitted on student and AI-written essays; spelling slips and word rarity do not count. It is reported on its own and does not change the score.',
};

// Plain-language readings of the metrics that are not self-explanatory.
const METRIC_NOTES: Record<string, (v: number) => string> = {
  word_commonness_zipf: (v) =>
    `word commonness: ${v} on the Zipf scale (7 = everyday words like "the", below 4 = uncommon words); lower means more precise, less common words`,
  uncommon_words_percent: (v) =>
    `uncommon words: ${v}% of your content words are rarer than 10 per million words`,
  lexical_diversity: (v) =>
    `lexical diversity: ${v} (share of different words in any 50-word stretch; student essays average about 0.76)`,
  distinct_words_first_300: (v) => `vocabulary range: ${v} different words in the first 300`,
  mtld: (v) =>
    `MTLD lexical diversity: ${v} (average run of words before repetition sets in; student essays average about 64)`,
  mean_word_letters: (v) => `mean word length: ${v} letters`,
  long_words_percent: (v) => `long words: ${v}% of words have 7 or more letters`,
  linked_sentences_percent: (v) =>
    `linked sentences: ${v}% of sentences share a content word with the one before`,
  long_sentences_percent: (v) => `sentences over 30 words: ${v}%`,
  short_paragraphs_percent: (v) => `one-sentence paragraphs (dialogue aside): ${v}%`,
  lowercase_starts_percent: (v) => `sentences starting with a lower-case letter: ${v}%`,
  word_form_slips: (v) =>
    `word forms that do not fit the words around them ("can goes", "they was", "the my"): ${v}`,
  development: (v) => `development: ${v}% of the target length (the score stops rising at 100%)`,
  passages_not_checked: (v) =>
    `passages not spell-checked because they do not read as English (another language, pasted text): ${v}`,
};

function interpret(key: string, metrics: Record<string, unknown>, breakdown: string[]): string[] {
  if (key === 'ai_detection') return aiInterpretation(metrics);
  const out: string[] = [...breakdown];
  for (const [k, v] of Object.entries(metrics)) {
    if (typeof v === 'number') out.push(METRIC_NOTES[k]?.(v) ?? `${k.replace(/_/g, ' ')}: ${v}`);
    else if (v && typeof v === 'object' && 'interpretation' in v) {
      const m = v as { value: unknown; interpretation: string };
      out.push(`${k.replace(/_/g, ' ')}: ${m.value ?? 'n/a'} (${m.interpretation})`);
    }
  }
  return out.slice(0, breakdown.length + 8);
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
      metrics_interpretation: interpret(key, out?.metrics ?? {}, scoreBreakdown(values, key)),
      summary:
        key === 'ai_detection'
          ? aiSectionSummary(out?.metrics ?? {})
          : `${LABEL[key] ?? key}: ${verdict(score)} (${score}/100)${counted ? `, ${counted} item${counted === 1 ? '' : 's'} to review` : ''}.`,
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
