import { Card, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { getPlans } from '../../../../shared/plans';
import type { UsageStats } from '../../../../shared/schemas/usage';
import { TextLink } from '../../components/layout/TextLink';
import { CreditRequestBox } from './CreditRequestBox';
import { UsageBar } from './UsageBar';
import { showCreditBox, showUpgradeHint } from './usageRules';

const useStyles = makeStyles({
  // One column no wider than the card: a message's unwrapped line would otherwise widen it past the card's
  // edge, where the card clips it (the upgrade hint and the numbers were cut off at 360 px).
  card: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    rowGap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalL,
  },
  bars: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  },
  muted: { color: tokens.colorNeutralForeground2 },
});

const PRO = getPlans(false).pro.limits;

const dateFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

export interface ProgressCardProps {
  stats: UsageStats;
  onRefresh(): void;
}

/** Your Progress: monthly usage bars, the reset date, the upgrade hint and the credit request box. */
export function ProgressCard({ stats, onRefresh }: ProgressCardProps) {
  const styles = useStyles();
  const titleId = useId();
  // Once used, the credit box stays even when the grant lifts the numbers above its threshold, so the
  // success message stays readable and the scheduled refreshes still run.
  const [creditBoxUsed, setCreditBoxUsed] = useState(false);
  return (
    <Card className={styles.card} role="region" aria-labelledby={titleId}>
      <Text as="h2" id={titleId} size={600} weight="semibold">
        Your Progress
      </Text>
      <div className={styles.bars}>
        <UsageBar
          label="Basic Feedback"
          used={stats.basic_used}
          limit={stats.basic_monthly_limit}
          remaining={stats.basic_remaining}
          testId="usage-basic"
        />
        <UsageBar
          label="Premium Feedback"
          used={stats.premium_used}
          limit={stats.premium_monthly_limit}
          remaining={stats.premium_remaining}
          testId="usage-premium"
        />
      </div>
      <Text className={styles.muted} data-testid="reset-date">
        Your monthly credits reset on {dateFormat.format(new Date(stats.reset_date))}.
      </Text>
      {showUpgradeHint(stats) && (
        <MessageBar intent="info" layout="multiline" data-testid="upgrade-hint">
          <MessageBarBody>
            Running low on reviews? The Pro plan includes {PRO.basic} Basic and {PRO.premium} Premium reviews
            a month. <TextLink to="/pricing">Compare plans</TextLink>
          </MessageBarBody>
        </MessageBar>
      )}
      {(showCreditBox(stats) || creditBoxUsed) && (
        <CreditRequestBox stats={stats} onRefresh={onRefresh} onRequested={() => setCreditBoxUsed(true)} />
      )}
    </Card>
  );
}
