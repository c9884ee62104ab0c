import { Heading } from '../../components/analysis/Heading';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ScoreExplanation as ScoreExplanationData } from '../../../../shared/analysis/feedback';
import { FactorBars } from '../../components/analysis/FactorBars';
import { ResultSection } from '../../components/analysis/ResultSection';

const useStyles = makeStyles({
  rationale: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalXL,
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
  },
});

/** Why the score is what it is: the explanation, the factor bars (0–10) and the rationale. */
export function ScoreExplanation({ explanation }: { explanation: ScoreExplanationData | null | undefined }) {
  const styles = useStyles();
  if (!explanation) return null;
  const rationale = explanation.rationale ?? [];
  return (
    <ResultSection title="How your score was calculated">
      {explanation.explanation && <Text>{explanation.explanation}</Text>}
      <FactorBars factors={explanation.factors} />
      {rationale.length > 0 && (
        <div>
          <Heading level={3} weight="semibold" size={300}>
            Rationale
          </Heading>
          <ul className={styles.rationale}>
            {rationale.map((line, i) => (
              <li key={i}>
                <Text>{line}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ResultSection>
  );
}
