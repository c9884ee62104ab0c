import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { KeyedAnnotation } from './annotations';
import { factorLabel } from '../../components/analysis/displayRules';

// The finding(s) behind the selected highlight, each with its suggested replacements (best first).

const useStyles = makeStyles({
  root: {
    display: 'grid',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  finding: { display: 'grid', rowGap: tokens.spacingVerticalXS },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  fixes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const SEVERITY_COLOR = {
  error: 'danger',
  warning: 'warning',
  suggestion: 'informative',
  info: 'subtle',
} as const;
const MAX_FIXES = 3;

export interface FindingDetailsProps {
  annotations: KeyedAnnotation[];
  text: string;
  onApply: (annotation: KeyedAnnotation, replacement: string) => void;
}

export function FindingDetails({ annotations, text, onApply }: FindingDetailsProps) {
  const styles = useStyles();
  if (!annotations.length) return null;
  return (
    <div className={styles.root} role="region" aria-label="Selected finding" data-testid="finding-details">
      {annotations.map((a) => {
        const words = text.slice(a.start, a.end);
        const fixes = (a.replacements ?? []).filter((r) => r !== words).slice(0, MAX_FIXES);
        return (
          <div key={a.id} className={styles.finding}>
            <div className={styles.meta}>
              <Badge appearance="tint" color={SEVERITY_COLOR[a.severity] ?? 'informative'}>
                {factorLabel(a.analyzer)}
              </Badge>
              <Text size={200} className={styles.muted}>
                {factorLabel(a.category)}
              </Text>
            </div>
            <Text>
              <Text weight="semibold">“{words}”</Text> — {a.message}
            </Text>
            {fixes.length > 0 && (
              <div className={styles.fixes}>
                {fixes.map((fix) => (
                  <Button key={fix} size="small" appearance="primary" onClick={() => onApply(a, fix)}>
                    {fix === '' ? 'Remove these words' : `Replace with “${fix}”`}
                  </Button>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
