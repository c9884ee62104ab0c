import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { factorColor, factorLabel } from './displayRules';
import { MeterBar } from './MeterBar';

// Score factors (0–10) as labelled bars: green at 7+, blue at 5+, otherwise orange.

const useStyles = makeStyles({
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'grid', rowGap: tokens.spacingVerticalS },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, 38%) 1fr 3.5em',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
  },
  value: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

export function FactorBars({ factors }: { factors: Record<string, number> | null | undefined }) {
  const styles = useStyles();
  // AI detection is its own panel, not part of the score; results saved before that still list it.
  const entries = Object.entries(factors ?? {}).filter(
    ([k, v]) => typeof v === 'number' && k !== 'ai_detection',
  );
  if (!entries.length) return null;
  return (
    <ul className={styles.list} aria-label="Score factors">
      {entries.map(([name, value]) => {
        const label = factorLabel(name);
        const shown = Math.round(value * 10) / 10;
        return (
          <li key={name} className={styles.row}>
            <Text>{label}</Text>
            <MeterBar
              percent={value * 10}
              color={factorColor(value)}
              label={label}
              valueText={`${shown} out of 10`}
            />
            <Text className={styles.value} aria-hidden>
              {shown}/10
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
