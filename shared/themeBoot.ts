// The theme choice before the first paint of a pre-rendered page (scripts/prerender.ts puts this in its
// <head> inline; the server's Content-Security-Policy allows exactly this script by its hash). The same
// rule as renderer/src/theme/themeMode.ts: the saved choice, else the system's, else dark.

/** Where the renderer keeps the student's light/dark choice (local storage). */
export const THEME_STORAGE_KEY = 'essay-coach-theme-mode';

export const THEME_BOOT_SCRIPT =
  `try{var m=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark';` +
  `document.documentElement.dataset.theme=m}catch(e){document.documentElement.dataset.theme='dark'}`;
