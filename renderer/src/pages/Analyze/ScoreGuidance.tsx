import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ScoreGuidance as ScoreGuidanceData } from '../../../../shared/analysis/feedback';
import { ResultSection } from '../../components/analysis/ResultSection';

const useStyles = makeStyles({
  steps: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** Summary and score guidance: where the essay stands, the target and the next steps. */
export function ScoreGuidance({
  summary,
  guidance,
}: {
  summary?: string;
  guidance: ScoreGuidanceData | null | undefined;
}) {
  const styles = useStyles();
  if (!guidance && !summary) return null;
  const steps = guidance?.next_steps ?? [];
  const distance = guidance ? Math.max(0, Math.round(guidance.distance_to_target)) : 0;
  return (
    <ResultSection title="Summary and next steps">
      {summary && <Text>{summary}</Text>}
      {guidance && (
        <>
          <Text weight="semibold">
            {distance > 0
              ? `Target score ${Math.round(guidance.target_score)}: ${distance} ${distance === 1 ? 'point' : 'points'} to go.`
              : `Target score ${Math.round(guidance.target_score)} reached.`}
          </Text>
          {guidance.target_explanation && <Text className={styles.muted}>{guidance.target_explanation}</Text>}
          {steps.length > 0 && (
            <ol className={styles.steps}>
              {steps.map((step, i) => (
                <li key={i}>
                  <Text>{step}</Text>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </ResultSection>
  );
}
