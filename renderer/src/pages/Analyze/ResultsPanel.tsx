import { makeStyles, tokens } from '@fluentui/react-components';
import { forwardRef, useMemo } from 'react';
import { AiDetectionPanel } from '../../components/analysis/AiDetectionPanel';
import { ResultSection } from '../../components/analysis/ResultSection';
import type { ReviewResult } from '../../api/analyze';
import { CardList } from './CardList';
import { FormatSwitcher } from './FormatSwitcher';
import { HowMeasured } from './HowMeasured';
import { ImprovementCard } from './ImprovementCard';
import { OverallScore } from './OverallScore';
import { paragraphOfLine, type LinkedQuickWin } from './places';
import { QuickWins } from './QuickWins';
import { ScoreExplanation } from './ScoreExplanation';
import { ScoreGuidance } from './ScoreGuidance';
import { SectionScores } from './SectionScores';
import { StrengthCard } from './StrengthCard';
import type { ResultFormats } from './useResultFormats';

// The finished review, what to do first first: the score with its tier, the biggest fix and the quick
// wins, then the other improvements, strengths, the AI-detection panel and the guidance; the score's
// workings wait behind "How this was measured". The essay itself, highlighted, is in the other column.

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    minWidth: 0,
  },
  // Focus lands here when the result arrives; it must not sit under the sticky header.
  score: { scrollMarginTop: '88px', outlineStyle: 'none', display: 'grid' },
});

export interface ResultsPanelProps {
  result: ReviewResult;
  /** Whether Premium Feedback was asked for (the result says whether it was given). */
  premiumRequested: boolean;
  /** The text that was reviewed (the engine's locations are lines of it). */
  reviewedText: string;
  quickWins: LinkedQuickWin[];
  isOpen: (annotationId: number) => boolean;
  onShow: (annotationId: number) => void;
  onApplyFinding: (annotationId: number, replacement: string) => void;
  formats: ResultFormats;
}

export const ResultsPanel = forwardRef<HTMLDivElement, ResultsPanelProps>(function ResultsPanel(
  { result, premiumRequested, reviewedText, quickWins, isOpen, onShow, onApplyFinding, formats },
  scoreRef,
) {
  const styles = useStyles();
  const feedback = result.feedback;
  const sections = feedback.section_scores;
  const paragraphOf = useMemo(() => paragraphOfLine(reviewedText), [reviewedText]);
  const [biggest, ...more] = feedback.improvements ?? [];
  return (
    <div className={styles.root} data-testid="results-panel">
      <div ref={scoreRef} tabIndex={-1} className={styles.score} data-testid="score-summary">
        <OverallScore
          feedback={feedback}
          premium={result.premium ? result.premium.applied : premiumRequested}
          notice={result.premium?.note ?? null}
        />
      </div>
      {biggest && (
        <ResultSection title="Start here: your biggest fix">
          <ImprovementCard improvement={biggest} paragraphOf={paragraphOf} />
        </ResultSection>
      )}
      <QuickWins wins={quickWins} isOpen={isOpen} onShow={onShow} onApply={onApplyFinding} />
      <CardList
        title="More to improve"
        description="Highest priority first. Each card quotes the words it is about."
        items={more}
        render={(item) => <ImprovementCard improvement={item} paragraphOf={paragraphOf} />}
      />
      <CardList
        title="Strengths"
        items={feedback.strengths}
        render={(item) => <StrengthCard strength={item} paragraphOf={paragraphOf} />}
      />
      <AiDetectionPanel section={sections?.ai_detection} />
      <ScoreGuidance summary={feedback.summary} guidance={feedback.score_guidance} />
      <HowMeasured>
        <ScoreExplanation explanation={feedback.score_explanation} />
        <SectionScores sections={sections} />
      </HowMeasured>
      <FormatSwitcher formats={formats} />
    </div>
  );
});
