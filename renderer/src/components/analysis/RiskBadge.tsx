import { Badge } from '@fluentui/react-components';
import type { RiskLevel } from '../../../../shared/analysis/feedback';
import { riskLabel } from './displayRules';

const COLOR = { low: 'success', medium: 'warning', high: 'danger' } as const;

/** 'Low Risk' / 'Medium Risk' / 'High Risk' / 'Unknown' as a coloured badge. */
export function RiskBadge({ level }: { level: RiskLevel | string | null | undefined }) {
  const color =
    typeof level === 'string' && level in COLOR ? COLOR[level as keyof typeof COLOR] : 'informative';
  return (
    <Badge appearance="tint" color={color} size="large">
      {riskLabel(level)}
    </Badge>
  );
}
