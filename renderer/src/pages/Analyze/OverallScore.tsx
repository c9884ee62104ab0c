import { Badge, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import type { Feedback } from '../../../../shared/analysis/feedback';
import { plural } from '../../../../shared/plural';
import { overallScoreColor } from '../../components/analysis/displayRules';
import { ResultSection } from '../../components/analysis/ResultSection';
import { ScoreText } from '../../components/analysis/ScoreText';

// The headline: overall score out of 100 in its colour (90+ success, 70+ info, 50+ warning, else
// error), the tier, the summary and the counts.

const useStyles = makeStyles({
  head: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
  score: { fontSize: '56px', lineHeight: '1', fontWeight: tokens.fontWeightBold },
  outOf: { color: tokens.colorNeutralForeground2 },
  tier: { display: 'grid', rowGap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface OverallScoreProps {
  feedback: Feedback;
  premium: boolean;
  /** A note from the server, e.g. why premium enhancement was unavailable. */
  notice?: string | null;
}

export function OverallScore({ feedback, premium, notice }: OverallScoreProps) {
  const styles = useStyles();
  const score = Math.round(feedback.overall_score);
  const max = feedback.max_score || 100;
  const guidance = feedback.score_guidance;
  // Too short or not English enough to judge: the engine withholds the score (overall_score is then 0),
  // so the headline says why instead of showing a number that pretends otherwise.
  const withheld = feedback.score_withheld;
  return (
    <ResultSection
      title="Overall score"
      aside={
        <Badge appearance="tint" color={premium ? 'brand' : 'informative'}>
          {premium ? 'Premium Feedback' : 'Basic Feedback'}
        </Badge>
      }
    >
      <div className={styles.head}>
        {withheld ? (
          <Text size={600} weight="semibold" data-testid="overall-score">
            Not scored
          </Text>
        ) : (
          <div aria-label={`Overall score ${score} out of ${max}`} role="img">
            <ScoreText color={overallScoreColor(score)} className={styles.score} data-testid="overall-score">
              {score}
            </ScoreText>
            <Text size={500} className={styles.outOf}>
              /{max}
            </Text>
          </div>
        )}
        {withheld && <Text className={styles.muted}>{withheld.message}</Text>}
        {!withheld && guidance?.tier_name && (
          <div className={styles.tier}>
            <Text weight="semibold" size={400}>
              {guidance.tier_name}
            </Text>
            {guidance.tier_description && <Text className={styles.muted}>{guidance.tier_description}</Text>}
          </div>
        )}
      </div>
      {notice && (
        <MessageBar intent="info" layout="multiline">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <Text size={200} className={styles.muted}>
        {plural(feedback.word_count, 'word')} · {plural(feedback.char_count, 'character')}
      </Text>
    </ResultSection>
  );
}
