import { makeStyles, mergeClasses, Text, tokens, type TextProps } from '@fluentui/react-components';
import type { StatusColor } from './displayRules';

// A score in its status colour (success / info / warning / error), readable in light and dark themes.

const useStyles = makeStyles({
  success: { color: tokens.colorStatusSuccessForeground1 },
  info: { color: tokens.colorPaletteBlueForeground2 },
  warning: { color: tokens.colorStatusWarningForeground3 },
  error: { color: tokens.colorStatusDangerForeground1 },
  number: { fontVariantNumeric: 'tabular-nums' },
});

export interface ScoreTextProps extends Omit<TextProps, 'color'> {
  color: StatusColor;
}

export function ScoreText({ color, className, ...rest }: ScoreTextProps) {
  const styles = useStyles();
  return <Text {...rest} data-color={color} className={mergeClasses(styles.number, styles[color], className)} />;
}
