// Vite plugin (web and desktop builds, and the dev server): the brand themes as CSS variables in a
// <style> in index.html's head. FluentProvider would otherwise compute them in JavaScript from
// Fluent's whole colour palette (about 10 KB gzipped in every page's entry) and could only apply them
// once its script had run. The app puts the student's choice (else the system's) in <html data-theme>
// before it paints (FluentThemeProvider).
import type { Plugin } from 'vite';
import { darkTheme, lightTheme, type AppTheme } from '../renderer/src/theme/brandThemes';

const declarations = (theme: Record<string, unknown>) =>
  Object.entries(theme)
    .map(([name, value]) => `--${name}:${String(value)};`)
    .join('');

/** The stylesheet: shared tokens and the dark colours on :root, the light colours when chosen. */
export function brandThemeCss(): string {
  const common: Record<string, unknown> = {};
  const dark: Record<string, unknown> = {};
  const light: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(darkTheme)) {
    const lightValue = lightTheme[key as keyof AppTheme];
    if (value === lightValue) common[key] = value;
    else [dark[key], light[key]] = [value, lightValue];
  }
  return [
    `:root{${declarations(common)}${declarations(dark)}}`,
    `:root[data-theme=light]{${declarations(light)}}`,
    // Until the app has set the theme, the page keeps the browser's colours (index.html's color-scheme).
    `:root[data-theme=dark]{color-scheme:dark}:root[data-theme=light]{color-scheme:light}`,
    `:root[data-theme] body{background-color:var(--colorNeutralBackground1)}`,
  ].join('\n');
}

export function themeCss(): Plugin {
  return {
    name: 'essay-coach:theme-css',
    transformIndexHtml: () => [
      { tag: 'style', attrs: { id: 'brand-theme' }, children: brandThemeCss(), injectTo: 'head-prepend' },
    ],
  };
}
