export { accentTokens, purpleBrand, type AccentTokens } from './brand';
export { breakpoints, down, up, type Breakpoint } from './breakpoints';
export { FluentThemeProvider } from './FluentThemeProvider';
export { ThemeModeProvider, useThemeMode, type ThemeModeValue } from './ThemeContext';
export { THEME_STORAGE_KEY, type ThemeMode } from './themeMode';
