import { Heading } from '../../components/analysis/Heading';
import { Badge, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { CheckmarkStarburstRegular } from '@fluentui/react-icons';
import type { Strength } from '../../../../shared/analysis/feedback';
import { factorLabel } from '../../components/analysis/displayRules';
import { EvidencePanel } from '../../components/analysis/EvidencePanel';
import { Snippet } from '../../components/analysis/Snippet';
import { placeLabel, withParagraphs, type ParagraphOf } from './places';

// A strength card: what works, where, the quoted words, 'Why this works' and expandable evidence.

const useStyles = makeStyles({
  card: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: tokens.spacingVerticalS },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { color: tokens.colorStatusSuccessForeground1, fontSize: '20px' },
  muted: { color: tokens.colorNeutralForeground2 },
  label: { fontWeight: tokens.fontWeightSemibold },
});

export function StrengthCard({ strength, paragraphOf }: { strength: Strength; paragraphOf: ParagraphOf }) {
  const styles = useStyles();
  const where = placeLabel(strength.location, paragraphOf);
  return (
    <Card className={styles.card}>
      <div className={styles.meta}>
        <CheckmarkStarburstRegular className={styles.icon} aria-hidden />
        {strength.section && <Badge appearance="outline">{factorLabel(strength.section)}</Badge>}
        {where && (
          <Text size={200} className={styles.muted}>
            {where}
          </Text>
        )}
      </div>
      <Heading level={3} weight="semibold" size={400}>
        {strength.description}
      </Heading>
      <Snippet text={strength.text_snippet} />
      {strength.impact && (
        <Text>
          <span className={styles.label}>Why this works: </span>
          {strength.impact}
        </Text>
      )}
      <EvidencePanel evidence={(strength.evidence ?? []).map((e) => withParagraphs(e, paragraphOf))} />
    </Card>
  );
}
