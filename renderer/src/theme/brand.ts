import {
  createDarkTheme,
  createLightTheme,
  type BrandVariants,
  type Theme,
} from '@fluentui/react-components';

// Purple primary ramp (10 = darkest, 160 = lightest) from which Fluent derives every brand token.
export const purpleBrand: BrandVariants = {
  10: '#0F0520',
  20: '#1D0A3B',
  30: '#2B0F57',
  40: '#3A1474',
  50: '#4A1A91',
  60: '#5A20AE',
  70: '#6A27CF',
  80: '#7C3AED',
  90: '#8B52F0',
  100: '#9A69F3',
  110: '#AA80F6',
  120: '#BA98F8',
  130: '#CAB0FA',
  140: '#DAC8FC',
  150: '#EAE0FE',
  160: '#F7F3FF',
};

/** Cyan accent tokens, published as CSS variables by FluentProvider next to Fluent's own. */
export interface AccentTokens {
  colorAccentBackground: string;
  colorAccentBackgroundSubtle: string;
  colorAccentForeground: string;
  colorAccentStroke: string;
}

export const accentTokens: AccentTokens = {
  colorAccentBackground: 'var(--colorAccentBackground)',
  colorAccentBackgroundSubtle: 'var(--colorAccentBackgroundSubtle)',
  colorAccentForeground: 'var(--colorAccentForeground)',
  colorAccentStroke: 'var(--colorAccentStroke)',
};

export type AppTheme = Theme & AccentTokens;

const light = createLightTheme(purpleBrand);
export const lightTheme: AppTheme = {
  ...light,
  colorAccentBackground: '#0891B2',
  colorAccentBackgroundSubtle: '#E0F7FB',
  // #0E7490 on white is 5.4:1, enough for body text.
  colorAccentForeground: '#0E7490',
  colorAccentStroke: '#22B8D6',
};

const dark = createDarkTheme(purpleBrand);
export const darkTheme: AppTheme = {
  ...dark,
  // Fluent's recommended lift for brand text on dark backgrounds (keeps links and icons readable).
  colorBrandForeground1: purpleBrand[110],
  colorBrandForeground2: purpleBrand[120],
  colorBrandForegroundLink: purpleBrand[120],
  colorBrandForegroundLinkHover: purpleBrand[130],
  colorBrandForegroundLinkPressed: purpleBrand[110],
  colorAccentBackground: '#22D3EE',
  colorAccentBackgroundSubtle: '#0B3440',
  colorAccentForeground: '#67E8F9',
  colorAccentStroke: '#22D3EE',
};
