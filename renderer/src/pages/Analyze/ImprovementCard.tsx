import { Heading } from '../../components/analysis/Heading';
import { Badge, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Improvement } from '../../../../shared/analysis/feedback';
import { factorLabel, priorityLevel } from '../../components/analysis/displayRules';
import { EvidencePanel } from '../../components/analysis/EvidencePanel';
import { Snippet } from '../../components/analysis/Snippet';
import { placeLabel, withParagraphs, type ParagraphOf } from './places';

// An improvement card (spec section 3): priority, section, location, the quoted words, the
// suggestion, an example, alternatives, expandable evidence and the impact of fixing it.

const useStyles = makeStyles({
  card: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalS },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
  label: { fontWeight: tokens.fontWeightSemibold },
  alternatives: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

const PRIORITY_BADGE = {
  high: { color: 'danger', text: 'High priority' },
  medium: { color: 'warning', text: 'Medium priority' },
  other: { color: 'informative', text: 'Low priority' },
} as const;

export function ImprovementCard({
  improvement,
  paragraphOf,
}: {
  improvement: Improvement;
  /** Paragraph of a line of the reviewed text: cards name paragraphs, not lines. */
  paragraphOf: ParagraphOf;
}) {
  const styles = useStyles();
  const level = priorityLevel(improvement.priority);
  const badge = PRIORITY_BADGE[level];
  const where = placeLabel(improvement.location, paragraphOf);
  const evidence = (improvement.evidence ?? []).map((e) => withParagraphs(e, paragraphOf));
  const alternatives = (improvement.alternatives ?? []).filter(Boolean);
  return (
    <Card className={styles.card} data-priority={level}>
      <div className={styles.meta}>
        <Badge appearance="filled" color={badge.color}>
          {badge.text}
        </Badge>
        {improvement.section && <Badge appearance="outline">{factorLabel(improvement.section)}</Badge>}
        {where && (
          <Text size={200} className={styles.muted}>
            {where}
          </Text>
        )}
      </div>
      <Heading level={3} weight="semibold" size={400}>
        {improvement.issue}
      </Heading>
      <Snippet text={improvement.text_snippet} />
      {improvement.suggestion && (
        <Text>
          <span className={styles.label}>Suggestion: </span>
          {withParagraphs(improvement.suggestion, paragraphOf)}
        </Text>
      )}
      {improvement.example && (
        <Text>
          <span className={styles.label}>Example: </span>
          {improvement.example}
        </Text>
      )}
      {alternatives.length > 0 && (
        <div>
          <Text className={styles.label}>Alternatives</Text>
          <ul className={styles.alternatives}>
            {alternatives.map((alt, i) => (
              <li key={i}>
                <Text>{alt}</Text>
              </li>
            ))}
          </ul>
        </div>
      )}
      <EvidencePanel evidence={evidence} />
      {improvement.impact && (
        <Text size={200} className={styles.muted}>
          <span className={styles.label}>Impact: </span>
          {improvement.impact}
        </Text>
      )}
    </Card>
  );
}
