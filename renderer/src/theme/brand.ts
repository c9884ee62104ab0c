import type { BrandVariants } from '@fluentui/react-components';

// What the app's code needs of the brand at run time. The themes themselves (brandThemes.ts) are turned
// into CSS variables at build time and never shipped as JavaScript.

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

/** Cyan accent tokens, published as CSS variables next to Fluent's own (brandThemes.ts). */
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
