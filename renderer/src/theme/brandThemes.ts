import { createDarkTheme, createLightTheme, type Theme } from '@fluentui/react-components';
import { purpleBrand, type AccentTokens } from './brand';

// The light and dark brand themes. Only the build reads them (scripts/theme-css.ts writes them into
// index.html as CSS variables); app code uses Fluent's `tokens` and `accentTokens`, which name those
// variables, so none of this reaches the browser as JavaScript.

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
