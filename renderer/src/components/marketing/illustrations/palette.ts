import { tokens } from '@fluentui/react-components';
import { accentTokens } from '../../../theme';

// Illustration colours come from theme tokens, so the drawings follow light and dark mode.
export const ink = {
  window: tokens.colorNeutralBackground1,
  chrome: tokens.colorNeutralBackground3,
  panel: tokens.colorNeutralBackground2,
  stroke: tokens.colorNeutralStroke2,
  textLine: tokens.colorNeutralStroke1,
  text: tokens.colorNeutralForeground1,
  muted: tokens.colorNeutralForeground3,
  brand: tokens.colorBrandBackground,
  brandSoft: tokens.colorBrandBackground2,
  brandText: tokens.colorBrandForeground1,
  accent: accentTokens.colorAccentBackground,
  accentSoft: accentTokens.colorAccentBackgroundSubtle,
  accentText: accentTokens.colorAccentForeground,
  good: tokens.colorPaletteGreenBackground3,
  warn: tokens.colorPaletteMarigoldBackground3,
  warnSoft: tokens.colorPaletteMarigoldBackground1,
  bad: tokens.colorPaletteRedBackground3,
} as const;

/** Shorthand for an SVG style with a fill (CSS variables do not work in presentation attributes). */
export const fill = (color: string) => ({ fill: color });
export const stroke = (color: string, width = 2) => ({ stroke: color, strokeWidth: width, fill: 'none' });
