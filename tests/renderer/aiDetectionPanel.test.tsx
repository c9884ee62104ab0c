// The AI detection panel: its own panel with the level, what it means, the passage map (also
// highlighted in the essay) and honest measures; below the length floor, no number anywhere.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AiDetectionPanel } from '../../renderer/src/components/analysis/AiDetectionPanel';
import { FactorBars } from '../../renderer/src/components/analysis/FactorBars';
import { ViewerPanels } from '../../renderer/src/components/analysis-viewer/ViewerPanels';
import { AnnotatedEssay } from '../../renderer/src/pages/Analyze/AnnotatedEssay';
import { keyAnnotations } from '../../renderer/src/pages/Analyze/annotations';
import { AI_RISK_WHAT_COUNTS, PASSAGE_MAP_ADVICE, PASSAGE_MAP_HOW } from '../../shared/analysis/ai-texts';
import { carefulWritingAsRisk } from '../helpers/aiAdvice';

const wrap = (ui: ReactNode) => render(<FluentProvider theme={webLightTheme}>{ui}</FluentProvider>);

const OWN = 'My grandmother handed me a screwdriver the summer the kitchen radio died.';
const PASTED = 'In today’s rapidly evolving world, technology plays a crucial role.';
const TEXT = `${OWN}\n\n${PASTED}`;

const measure = (value: number, interpretation: string) => ({ value, interpretation, explanation: 'How.' });

const judged = {
  score: 30,
  score_explanation: '',
  metrics_interpretation: [],
  summary: 'AI detection: medium risk, some machine-like patterns; 1 of 2 passages read machine-like.',
  details: {
    user_metrics: {
      perplexity: measure(14, 'A typical mix of words'),
      burstiness: measure(0.41, 'Some variation in sentence length'),
      word_rarity: measure(14, 'A typical mix of words'),
      sentence_length_variation: measure(0.41, 'Some variation in sentence length'),
      human_ness: {
        value: 30,
        risk_level: 'medium',
        interpretation: 'Some machine-like patterns',
        explanation: 'At 220 words the estimate is rough.',
      },
      level_meaning:
        'In tests, 28 % of AI-written college essays and 1 % of student essays land at this level.',
      enough_text: true,
      passages: [
        {
          start: 0,
          end: OWN.length,
          machine_like: false,
          snippet: 'My grandmother handed me a screwdriver …',
        },
        {
          start: OWN.length + 2,
          end: TEXT.length,
          machine_like: true,
          snippet: 'In today’s rapidly evolving world …',
        },
      ],
    },
    findings: [],
  },
};

const short = {
  ...judged,
  score: 70,
  summary: 'AI detection: not enough text to judge.',
  details: {
    user_metrics: {
      perplexity: measure(9, 'Not enough text to judge'),
      burstiness: measure(0.3, 'Not enough text to judge'),
      human_ness: {
        value: null,
        risk_level: 'unknown',
        interpretation: 'Not enough text to judge',
        explanation: 'Not enough text to judge: 80 words.',
      },
      level_meaning:
        'Not enough text to judge: 80 words, and style estimates below 150 words are unreliable.',
      enough_text: false,
      passages: [],
    },
    findings: [],
  },
};

describe('AI detection panel', () => {
  it('states the level and what it means, and maps which passages read machine-like', () => {
    wrap(<AiDetectionPanel section={judged} />);
    expect(screen.getByRole('heading', { name: 'AI detection' })).toBeInTheDocument();
    expect(screen.getByText('Medium Risk')).toBeInTheDocument();
    expect(screen.getByText(/In tests, 28 % of AI-written college essays/)).toBeInTheDocument();
    const map = screen.getByRole('list', { name: 'Passages of your essay' });
    const items = within(map).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.machineLike)).toEqual(['false', 'true']);
    expect(items[1]).toHaveTextContent('Passage 2: reads machine-like');
    // The exports say the same about the map (shared/analysis/ai-texts.ts).
    expect(screen.getByText('1 of 2 passages read machine-like')).toBeInTheDocument();
    expect(screen.getByText(PASSAGE_MAP_HOW)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(PASSAGE_MAP_ADVICE))).toBeInTheDocument();
    // Measures under their names; no "perplexity" without a language model's log-probabilities.
    expect(screen.getByRole('meter', { name: 'Sentence-length variation' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Word rarity' })).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: 'Perplexity' })).not.toBeInTheDocument();
  });

  it('says what raises the level and never gives spelling, rare words or polish as a reason for risk', () => {
    const { container } = wrap(<AiDetectionPanel section={judged} />);
    // Beside the spec's alert ("add more variation in sentence structure and word choice").
    expect(screen.getByText(/Medium AI Detection Risk/)).toBeInTheDocument();
    expect(screen.getByText(AI_RISK_WHAT_COUNTS)).toBeInTheDocument();
    expect(AI_RISK_WHAT_COUNTS).toMatch(/scene, a name or a detail/);
    expect(carefulWritingAsRisk(container.textContent ?? '')).toEqual([]);
    // A low level needs no such note.
    const low = {
      ...judged.details.user_metrics,
      human_ness: { ...judged.details.user_metrics.human_ness, risk_level: 'low' },
    };
    wrap(<AiDetectionPanel section={{ ...judged, details: { ...judged.details, user_metrics: low } }} />);
    expect(screen.getAllByText(AI_RISK_WHAT_COUNTS)).toHaveLength(1);
  });

  it('says "Not enough text to judge" below the length floor and shows no number', () => {
    const { container } = wrap(<AiDetectionPanel section={short} />);
    expect(screen.getByText('Not enough text to judge')).toBeInTheDocument();
    expect(screen.queryAllByRole('meter')).toHaveLength(0);
    expect(screen.queryByTestId('ai-passage-map')).not.toBeInTheDocument();
    expect(container.textContent).not.toMatch(/\/100|%|Risk\b/);
  });

  it('is never drawn as a bar of the score, even from a result saved before', () => {
    wrap(<FactorBars factors={{ grammar: 8, ai_detection: 9.5 }} />);
    expect(screen.getByRole('meter', { name: 'Grammar' })).toBeInTheDocument();
    expect(screen.queryByRole('meter', { name: /Ai Detection|AI detection/i })).not.toBeInTheDocument();
  });

  it('highlights the machine-like passage in the essay as a kind of its own', () => {
    const annotations = keyAnnotations(TEXT, [
      {
        start: OWN.length + 2,
        end: TEXT.length,
        analyzer: 'ai_detection',
        category: 'machine_like_passage',
        severity: 'info',
        message: 'This passage reads machine-like.',
        replacements: [],
      },
    ]);
    wrap(
      <AnnotatedEssay
        text={TEXT}
        annotations={annotations}
        selectedId={null}
        onSelect={() => {}}
        onApply={() => {}}
      />,
    );
    const marks = screen.getByTestId('annotated-essay').querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveAttribute('data-kind', 'machine-like');
    expect(marks[0]).toHaveTextContent(PASTED);
  });

  it('shows the same level and passage map in the dashboard viewer, not as a section score', async () => {
    wrap(
      <ViewerPanels
        data={{
          overall_score: 70,
          section_scores: { grammar: { score: 80, summary: 'Good' }, ai_detection: judged },
        }}
      />,
    );
    screen.getByRole('button', { name: 'AI detection' }).click();
    expect(await screen.findByText('Passage 2: reads machine-like')).toBeInTheDocument();
    expect(screen.getByText(/In tests, 28 % of AI-written college essays/)).toBeInTheDocument();
    screen.getByRole('button', { name: 'Section Scores' }).click();
    expect(await screen.findByText('Good')).toBeInTheDocument();
    expect(screen.queryByText('Ai Detection')).not.toBeInTheDocument();
  });
});
