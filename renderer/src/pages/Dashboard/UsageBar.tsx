import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { formatLimit, isUnlimited } from '../../../../shared/plans';
import { usageColor, usagePercent } from './usageRules';

const useStyles = makeStyles({
  root: { display: 'grid', rowGap: tokens.spacingVerticalXS },
  head: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  numbers: { fontVariantNumeric: 'tabular-nums' },
  muted: { color: tokens.colorNeutralForeground2 },
});

export interface UsageBarProps {
  label: string;
  used: number;
  limit: number;
  remaining: number;
  testId: string;
}

/** One kind's monthly usage: 'used / limit' and a bar coloured by the share used (∞ when unlimited). */
export function UsageBar({ label, used, limit, remaining, testId }: UsageBarProps) {
  const styles = useStyles();
  const labelId = useId();
  const unlimited = isUnlimited(limit);
  const percent = usagePercent(used, limit);
  const color = usageColor(percent);
  return (
    <div className={styles.root} data-testid={testId}>
      <div className={styles.head}>
        <Text id={labelId} weight="semibold">
          {label}
        </Text>
        <Text className={styles.numbers} data-testid={`${testId}-numbers`}>
          {used} / {formatLimit(limit)}
        </Text>
      </div>
      <ProgressBar
        aria-labelledby={labelId}
        aria-valuetext={unlimited ? `${used} used, unlimited` : `${used} of ${limit} used`}
        value={unlimited ? 0 : percent / 100}
        max={1}
        color={color}
        thickness="large"
        data-color={unlimited ? 'unlimited' : color}
      />
      <Text size={200} className={styles.muted} data-testid={`${testId}-remaining`}>
        {unlimited ? 'Unlimited' : `${remaining} remaining`}
      </Text>
    </div>
  );
}
