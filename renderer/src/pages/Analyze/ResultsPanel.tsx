import { makeStyles, tokens } from '@fluentui/react-components';
import { AiDetectionPanel } from '../../components/analysis/AiDetectionPanel';
import { AnnotatedEssay } from './AnnotatedEssay';
import type { ReviewResult } from '../../api/analyze';
import type { KeyedAnnotation } from './annotations';
import { CardList } from './CardList';
import { FormatSwitcher } from './FormatSwitcher';
import { ImprovementCard } from './ImprovementCard';
import { OverallScore } from './OverallScore';
import { QuickWins } from './QuickWins';
import { ScoreExplanation } from './ScoreExplanation';
import { ScoreGuidance } from './ScoreGuidance';
import { SectionScores } from './SectionScores';
import { StrengthCard } from './StrengthCard';
import type { ResultFormats } from './useResultFormats';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    minWidth: 0,
  },
});

export interface ResultsPanelProps {
  result: ReviewResult;
  /** Whether Premium Feedback was asked for (the result says whether it was given). */
  premiumRequested: boolean;
  /** The essay as it is now, with the annotations kept in step with it. */
  text: string;
  annotations: KeyedAnnotation[];
  edited: boolean;
  onApply: (annotation: KeyedAnnotation, replacement: string) => void;
  formats: ResultFormats;
}

export function ResultsPanel({
  result,
  premiumRequested,
  text,
  annotations,
  edited,
  onApply,
  formats,
}: ResultsPanelProps) {
  const styles = useStyles();
  const feedback = result.feedback;
  const sections = feedback.section_scores;
  return (
    <div className={styles.root} data-testid="results-panel">
      <OverallScore
        feedback={feedback}
        premium={result.premium ? result.premium.applied : premiumRequested}
        notice={result.premium?.note ?? null}
      />
      <ScoreExplanation explanation={feedback.score_explanation} />
      <SectionScores sections={sections} />
      <QuickWins wins={feedback.quick_wins} />
      <AnnotatedEssay text={text} annotations={annotations} onApply={onApply} edited={edited} />
      <CardList
        title="Areas for improvement"
        description="Highest priority first. Each card quotes the words it is about."
        items={feedback.improvements}
        render={(item) => <ImprovementCard improvement={item} />}
      />
      <CardList
        title="Strengths"
        items={feedback.strengths}
        render={(item) => <StrengthCard strength={item} />}
      />
      <AiDetectionPanel section={sections?.ai_detection} />
      <ScoreGuidance summary={feedback.summary} guidance={feedback.score_guidance} />
      <FormatSwitcher formats={formats} />
    </div>
  );
}
