import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

// A horizontal bar for a measured value (score factors, AI-detection metrics). Fluent's ProgressBar
// only knows brand/success/warning/error, and the spec needs green, light green, blue, orange and red.

export type MeterColor = 'green' | 'lightGreen' | 'blue' | 'orange' | 'red' | 'brand';

const useStyles = makeStyles({
  track: {
    height: '8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground5,
    overflow: 'hidden',
    flexGrow: 1,
    minWidth: '60px',
  },
  fill: { height: '100%', borderRadius: tokens.borderRadiusCircular },
  green: { backgroundColor: tokens.colorPaletteGreenBackground3 },
  lightGreen: { backgroundColor: tokens.colorPaletteLightGreenBackground3 },
  blue: { backgroundColor: tokens.colorPaletteBlueBorderActive },
  orange: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3 },
  red: { backgroundColor: tokens.colorPaletteRedBackground3 },
  brand: { backgroundColor: tokens.colorBrandBackground },
});

export interface MeterBarProps {
  /** 0–100: how much of the bar is filled. */
  percent: number;
  color: MeterColor;
  /** The accessible name, e.g. 'Clarity'. */
  label: string;
  /** What a screen reader announces as the value, e.g. '7 out of 10'. */
  valueText: string;
  className?: string;
}

export function MeterBar({ percent, color, label, valueText, className }: MeterBarProps) {
  const styles = useStyles();
  const width = Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
  return (
    <div
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(width)}
      aria-valuetext={valueText}
      className={mergeClasses(styles.track, className)}
      data-color={color}
    >
      <div className={mergeClasses(styles.fill, styles[color])} style={{ width: `${width}%` }} />
    </div>
  );
}
