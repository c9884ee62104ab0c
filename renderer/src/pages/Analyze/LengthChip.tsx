import { Badge, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { LimitType } from '../../../../shared/analysis/input';
import { countUnits, lengthChip } from './lengthStatus';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  count: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
});

const COLORS = { over: 'danger', under: 'warning', within: 'success' } as const;

/** '312 / 650 words' and the chip: 'N words over limit', 'N words below target' or within range. */
export function LengthChip({ text, limit, unit }: { text: string; limit: number | null; unit: LimitType }) {
  const styles = useStyles();
  const chip = text.trim() ? lengthChip(text, limit, unit) : null;
  const used = countUnits(text, unit);
  return (
    <div className={styles.root}>
      <Text size={200} className={styles.count}>
        {limit ? `${used} / ${limit} ${unit}` : `${used} ${unit}`}
      </Text>
      {chip && (
        <Badge
          appearance="tint"
          color={COLORS[chip.status]}
          data-testid="length-chip"
          data-status={chip.status}
        >
          {chip.label}
        </Badge>
      )}
    </div>
  );
}
