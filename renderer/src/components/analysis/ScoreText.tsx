import { makeStyles, mergeClasses, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { StatusColor } from './displayRules';

// A score in its status colour (success / info / warning / error), readable in light and dark themes.

const useStyles = makeStyles({
  success: { color: tokens.colorStatusSuccessForeground1 },
  info: { color: tokens.colorPaletteBlueForeground2 },
  warning: { color: tokens.colorStatusWarningForeground3 },
  // Foreground3, as for warning: Foreground1 reads below 4.5:1 on dark cards (#dc626d on #292929 is 4.2:1).
  error: { color: tokens.colorStatusDangerForeground3 },
  number: { fontVariantNumeric: 'tabular-nums' },
});

export interface ScoreTextProps {
  color: StatusColor;
  children: ReactNode;
  className?: string;
  size?: 400 | 500 | 600;
  weight?: 'semibold' | 'bold';
  'data-testid'?: string;
}

export function ScoreText({ color, className, children, size, weight, ...rest }: ScoreTextProps) {
  const styles = useStyles();
  return (
    <Text
      size={size}
      weight={weight}
      data-testid={rest['data-testid']}
      data-color={color}
      className={mergeClasses(styles.number, styles[color], className)}
    >
      {children}
    </Text>
  );
}
