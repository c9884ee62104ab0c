// Real screenshots of the product replace the drawn illustrations as soon as they exist.
// `npm run screenshots` (Playwright against the production build) writes them as
//   renderer/src/assets/screenshots/hero.png     - the Review Essay screen with results (landing hero)
//   renderer/src/assets/screenshots/grammar.png  - Grammar & Structure feedback (showcase)
//   renderer/src/assets/screenshots/style.png    - Style & Clarity feedback (showcase)
//   renderer/src/assets/screenshots/content.png  - Content & Flow feedback (showcase)
// with AVIF and WebP copies 640, 720, 960 and 1280 px wide beside each (NAME-640.avif, ...;
// scripts/screenshot-formats.ts). They are picked up at build time (hashed, cached assets); a missing
// PNG keeps its illustration, missing copies leave just the PNG.

export type ScreenshotName = 'hero' | 'grammar' | 'style' | 'content';

/** The copies' widths; every screenshot is 1280×800. */
export const SCREENSHOT_WIDTHS = [640, 720, 960, 1280] as const;
export const SCREENSHOT_SIZE = { width: 1280, height: 800 } as const;

const files = import.meta.glob<string>('../../assets/screenshots/*.{png,avif,webp}', {
  eager: true,
  query: '?url',
  import: 'default',
});

export interface ScreenshotSources {
  png: string;
  /** srcset values per MIME type, best format first; empty when there are no copies. */
  modern: { type: string; srcSet: string }[];
}

export function screenshotSources(name: ScreenshotName): ScreenshotSources | undefined {
  const png = files[`../../assets/screenshots/${name}.png`];
  if (!png) return undefined;
  const modern = (['avif', 'webp'] as const).flatMap((ext) => {
    const set = SCREENSHOT_WIDTHS.flatMap((w) => {
      const url = files[`../../assets/screenshots/${name}-${w}.${ext}`];
      return url ? [`${url} ${w}w`] : [];
    });
    return set.length ? [{ type: `image/${ext}`, srcSet: set.join(', ') }] : [];
  });
  return { png, modern };
}
