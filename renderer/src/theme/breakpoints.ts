// The product's breakpoints (spec section 9), in px. Media queries are mobile-first: `up.md` applies
// from 768px wide, `down.md` below it.
export const breakpoints = {
  xs: 320,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

type MediaQueries = Record<Breakpoint, string>;

const build = (fn: (px: number) => string): MediaQueries =>
  Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, fn(px)])) as MediaQueries;

/** `@media` keys for makeStyles: at least this wide. */
export const up: MediaQueries = build((px) => `@media (min-width: ${px}px)`);
/** `@media` keys for makeStyles: narrower than this breakpoint. */
export const down: MediaQueries = build((px) => `@media (max-width: ${px - 0.02}px)`);
