import { Badge, Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import type { KeyedAnnotation } from './annotations';
import { factorLabel } from '../../components/analysis/displayRules';

// The card of the selected highlight, shown right under its paragraph: what is wrong, the best fix as
// the one primary action, other fixes as secondary ones, and Skip to move on without changing anything.

const useStyles = makeStyles({
  root: {
    display: 'grid',
    rowGap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  finding: { display: 'grid', rowGap: tokens.spacingVerticalS },
  meta: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
  fixes: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  muted: { color: tokens.colorNeutralForeground2 },
});

const SEVERITY_COLOR = {
  error: 'danger',
  warning: 'warning',
  suggestion: 'informative',
  info: 'subtle',
} as const;
const MAX_FIXES = 3;

/** What kind of finding it is, in a student's words (the engine's category names are internal). */
const KIND: Record<string, string> = {
  misspelling: 'Spelling',
  real_word: 'Wrong word',
  grammar: 'Grammar',
  capitalization: 'Capital letters',
  punctuation: 'Punctuation',
  cliche: 'Overused phrase',
  wordy: 'Wordy',
  passive: 'Passive voice',
  possible_name: 'Name to check',
  repetition: 'Repeated word',
  intensifier: 'Weak intensifier',
  informal: 'Too casual',
  thesaurus: 'Word choice',
  generic_phrasing: 'Generic wording',
  long_sentence: 'Long sentence',
  vague: 'Vague wording',
};

export const findingKind = (category: string) => KIND[category] ?? factorLabel(category);

export interface FindingDetailsProps {
  annotations: KeyedAnnotation[];
  text: string;
  onApply: (annotation: KeyedAnnotation, replacement: string) => void;
  /** Leave these words as they are and go to the next finding. */
  onSkip: () => void;
  onClose: () => void;
}

const fixLabel = (fix: string) => (fix === '' ? 'Remove these words' : `Change to “${fix}”`);

export function FindingDetails({ annotations, text, onApply, onSkip, onClose }: FindingDetailsProps) {
  const styles = useStyles();
  if (!annotations.length) return null;
  return (
    <div className={styles.root} role="region" aria-label="Selected finding" data-testid="finding-details">
      {annotations.map((a, n) => {
        const words = text.slice(a.start, a.end);
        const fixes = (a.replacements ?? []).filter((r) => r !== words).slice(0, MAX_FIXES);
        const [best, ...others] = fixes;
        return (
          <div key={a.id} className={styles.finding}>
            <div className={styles.meta}>
              <Badge appearance="tint" color={SEVERITY_COLOR[a.severity] ?? 'informative'}>
                {findingKind(a.category)}
              </Badge>
              <span className={styles.grow} />
              {n === 0 && (
                <Button
                  size="small"
                  appearance="subtle"
                  icon={<DismissRegular />}
                  aria-label="Close this finding"
                  onClick={onClose}
                />
              )}
            </div>
            <Text>
              <Text weight="semibold">“{words}”</Text> — {a.message}
            </Text>
            <div className={styles.fixes}>
              {best !== undefined && (
                <Button appearance="primary" onClick={() => onApply(a, best)}>
                  {fixLabel(best)}
                </Button>
              )}
              {others.map((fix) => (
                <Button key={fix} size="small" appearance="secondary" onClick={() => onApply(a, fix)}>
                  {fix === '' ? 'Or remove them' : `Or “${fix}”`}
                </Button>
              ))}
              {n === annotations.length - 1 && (
                <Button size="small" appearance="subtle" onClick={onSkip}>
                  {best === undefined ? 'Next' : 'Skip'}
                </Button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
