// The theme choice before the first paint of a pre-rendered page, and a hold on forms sent before the
// app has started (scripts/prerender.ts puts this in its <head> inline; the server's
// Content-Security-Policy allows exactly this script by its hash). The theme follows the same rule as
// renderer/src/theme/themeMode.ts: the saved choice, else the system's, else dark.

/** Where the renderer keeps the student's light/dark choice (local storage). */
export const THEME_STORAGE_KEY = 'essay-coach-theme-mode';

/** Set on <html> once the app has taken a pre-rendered page over. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
/** Where the boot script keeps a form the student sent before the app started (a window property). */
export const EARLY_SUBMIT_KEY = 'essayCoachEarlySubmit';

export const THEME_BOOT_SCRIPT =
  `try{var m=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});` +
  `if(m!=='light'&&m!=='dark')m=matchMedia('(prefers-color-scheme: light)').matches?'light':'dark';` +
  `document.documentElement.dataset.theme=m}catch(e){document.documentElement.dataset.theme='dark'}` +
  // A form sent before the app has taken the page over would go to the server as a page load and come
  // back empty: it is held instead, and the app sends it once it has started (renderer/src/App.tsx).
  `;document.addEventListener('submit',function(e){` +
  `if(!document.documentElement.hasAttribute(${JSON.stringify(APP_STARTED_ATTRIBUTE)})){` +
  `e.preventDefault();window[${JSON.stringify(EARLY_SUBMIT_KEY)}]=e.target}},true)`;
