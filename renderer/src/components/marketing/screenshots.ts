// Real screenshots of the product replace the drawn illustrations as soon as they exist.
// `npm run screenshots` (Playwright against the production build) writes them as
//   renderer/src/assets/screenshots/hero.png     - the Review Essay screen with results (landing hero)
//   renderer/src/assets/screenshots/grammar.png  - Grammar & Structure feedback (showcase)
//   renderer/src/assets/screenshots/style.png    - Style & Clarity feedback (showcase)
//   renderer/src/assets/screenshots/content.png  - Content & Flow feedback (showcase)
// They are picked up at build time (hashed, cached assets); a missing file keeps its illustration.

export type ScreenshotName = 'hero' | 'grammar' | 'style' | 'content';

const files = import.meta.glob<string>('../../assets/screenshots/*.png', {
  eager: true,
  query: '?url',
  import: 'default',
});

export function screenshotUrl(name: ScreenshotName): string | undefined {
  return files[`../../assets/screenshots/${name}.png`];
}
