import {
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkFilled, SubtractRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { PUBLIC_PLAN_ORDER, type Plan, type PlanType } from '../../../../shared/plans';
import { useVisuallyHiddenStyles } from './a11y';
import type { BillingPeriod } from './BillingToggle';
import { PlanLimit } from './PlanLimit';

type SalePlan = Exclude<PlanType, 'admin'>;

// Capabilities that are not numbers. Limits and prices come from shared/plans.ts below.
const CAPABILITY_ROWS: { label: string; value: Record<SalePlan, boolean | string> }[] = [
  { label: 'Grammar and style analysis', value: { free: true, pro: true, premium: true } },
  { label: 'Improvement suggestions and quick wins', value: { free: true, pro: true, premium: true } },
  { label: 'Advanced authenticity analysis', value: { free: false, pro: true, premium: true } },
  { label: 'HTML export', value: { free: true, pro: true, premium: true } },
  { label: 'PDF export', value: { free: false, pro: true, premium: true } },
  { label: 'Full analysis history', value: { free: false, pro: true, premium: true } },
  { label: 'Counselor and school accounts', value: { free: false, pro: false, premium: true } },
  { label: 'Support', value: { free: 'E-mail', pro: 'Priority', premium: 'Dedicated' } },
];

const useStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  table: { minWidth: '560px' },
  rowHeader: { fontWeight: tokens.fontWeightSemibold },
  center: { textAlign: 'center' },
  yes: { color: tokens.colorPaletteGreenForeground1, verticalAlign: 'middle' },
  no: { color: tokens.colorNeutralForeground3, verticalAlign: 'middle' },
});

function Mark({ included }: { included: boolean }) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  return (
    <>
      {included ? (
        <CheckmarkFilled className={styles.yes} aria-hidden="true" />
      ) : (
        <SubtractRegular className={styles.no} aria-hidden="true" />
      )}
      <span className={hidden.root}>{included ? 'Included' : 'Not included'}</span>
    </>
  );
}

export function PlanComparisonTable({
  plans,
  billing,
}: {
  plans: Record<PlanType, Plan>;
  billing: BillingPeriod;
}) {
  const styles = useStyles();
  const order = PUBLIC_PLAN_ORDER as SalePlan[];
  const row = (label: string, cell: (plan: Plan) => ReactNode) => (
    <TableRow key={label}>
      <TableHeaderCell scope="row" className={styles.rowHeader}>
        {label}
      </TableHeaderCell>
      {order.map((type) => (
        <TableCell key={type}>{cell(plans[type])}</TableCell>
      ))}
    </TableRow>
  );
  const price = (plan: Plan) => (billing === 'annual' ? plan.annualMonthlyPrice : plan.monthlyPrice);

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    <div className={styles.scroller} role="region" aria-label="Plan comparison" tabIndex={0}>
      <Table className={styles.table} data-testid="plan-comparison">
        <TableHeader>
          <TableRow>
            <TableHeaderCell scope="col">Feature</TableHeaderCell>
            {order.map((type) => (
              <TableHeaderCell scope="col" key={type}>
                {plans[type].name}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {row(
            billing === 'annual' ? 'Price per month, billed annually' : 'Price per month',
            (p) => `$${price(p)}`,
          )}
          {row('Basic essays per month', (p) => (
            <PlanLimit plan={p} kind="basic" />
          ))}
          {row('Premium essays per month', (p) => (
            <PlanLimit plan={p} kind="premium" />
          ))}
          {CAPABILITY_ROWS.map(({ label, value }) =>
            row(label, (p) => {
              const v = value[p.type as SalePlan];
              return typeof v === 'string' ? v : <Mark included={v} />;
            }),
          )}
        </TableBody>
      </Table>
    </div>
  );
}
