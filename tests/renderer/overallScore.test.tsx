// The headline score: a number out of 100 when the essay was judged; "Not scored" and the reason when
// the engine withheld the score (too short, or not English), never a 0 that looks like a verdict.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OverallScore } from '../../renderer/src/pages/Analyze/OverallScore';
import { feedbackFixture } from './analyzeFixture';

const renderScore = (feedback = feedbackFixture()) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <OverallScore feedback={feedback} premium={false} />
    </FluentProvider>,
  );

describe('OverallScore', () => {
  it('shows the score out of 100 for a judged essay', () => {
    renderScore(feedbackFixture({ overall_score: 84 }));
    expect(screen.getByTestId('overall-score')).toHaveTextContent('84');
    expect(screen.getByRole('img', { name: 'Overall score 84 out of 100' })).toBeInTheDocument();
  });

  it('says "Not scored" and why when the score was withheld, with no number', () => {
    const message = 'This text is too short to judge as an essay: write at least 50 words.';
    renderScore(feedbackFixture({ overall_score: 0, score_withheld: { reason: 'too_short', message } }));
    expect(screen.getByTestId('overall-score')).toHaveTextContent('Not scored');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Overall score \d+/ })).not.toBeInTheDocument();
    expect(screen.queryByText('/100')).not.toBeInTheDocument();
  });
});
