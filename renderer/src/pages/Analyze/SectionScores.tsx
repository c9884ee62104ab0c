import { Heading } from '../../components/analysis/Heading';
import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { SectionScore } from '../../../../shared/analysis/feedback';
import { factorLabel, overallScoreColor } from '../../components/analysis/displayRules';
import { ResultSection } from '../../components/analysis/ResultSection';
import { ScoreText } from '../../components/analysis/ScoreText';

// Section scores (grammar, spelling, style, structure, content, authenticity …). AI detection has
// its own panel, so it is left out here.

const useStyles = makeStyles({
  grid: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  },
  item: {
    display: 'grid',
    rowGap: tokens.spacingVerticalXS,
    alignContent: 'start',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: tokens.spacingHorizontalS,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  notes: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
});

export function SectionScores({ sections }: { sections: Record<string, SectionScore> | null | undefined }) {
  const styles = useStyles();
  const entries = Object.entries(sections ?? {}).filter(
    ([name, s]) => name !== 'ai_detection' && s && typeof s.score === 'number',
  );
  if (!entries.length) return null;
  return (
    <ResultSection title="Section scores">
      <ul className={styles.grid}>
        {entries.map(([name, section]) => {
          const score = Math.round(section.score);
          return (
            <li key={name} className={styles.item} data-section={name}>
              <div className={styles.head}>
                <Heading level={3} weight="semibold" size={400}>
                  {factorLabel(name)}
                </Heading>
                <ScoreText color={overallScoreColor(score)} weight="bold" size={500}>
                  {score}
                  <Text size={200} className={styles.muted}>
                    /100
                  </Text>
                </ScoreText>
              </div>
              {section.summary && <Text>{section.summary}</Text>}
              {section.score_explanation && (
                <Text size={200} className={styles.muted}>
                  {section.score_explanation}
                </Text>
              )}
              {(section.metrics_interpretation ?? []).length > 0 && (
                <ul className={styles.notes}>
                  {section.metrics_interpretation.map((note, i) => (
                    <li key={i}>
                      <Text size={200}>{note}</Text>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </ResultSection>
  );
}
