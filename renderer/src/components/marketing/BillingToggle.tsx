import { makeStyles, tokens } from '@fluentui/react-components';
import { ANNUAL_DISCOUNT_PERCENT } from '../../../../shared/plans';
import { PlainButton } from '../layout/PlainButton';

export type BillingPeriod = 'monthly' | 'annual';

const useStyles = makeStyles({
  group: {
    display: 'inline-flex',
    gap: tokens.spacingHorizontalXS,
    padding: tokens.spacingHorizontalXS,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
});

/** Monthly / annual switch for the displayed prices. */
export function BillingToggle({
  value,
  onChange,
}: {
  value: BillingPeriod;
  onChange: (v: BillingPeriod) => void;
}) {
  const styles = useStyles();
  return (
    <div role="group" aria-label="Billing period" className={styles.group}>
      <PlainButton
        aria-pressed={value === 'monthly'}
        appearance={value === 'monthly' ? 'primary' : 'subtle'}
        onClick={() => onChange('monthly')}
      >
        Monthly
      </PlainButton>
      <PlainButton
        aria-pressed={value === 'annual'}
        appearance={value === 'annual' ? 'primary' : 'subtle'}
        onClick={() => onChange('annual')}
      >
        Annual (save {ANNUAL_DISCOUNT_PERCENT}%)
      </PlainButton>
    </div>
  );
}
