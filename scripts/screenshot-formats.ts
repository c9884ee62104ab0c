// Modern, right-sized copies of the product screenshots for the landing page: for every PNG that
// `npm run screenshots` wrote to renderer/src/assets/screenshots, an AVIF and a WebP at 640, 720, 960 and
// 1280 pixels wide (NAME-640.avif, NAME-1280.webp, ...). ProductImage offers them in a <picture>, so a phone
// loads the small one and a browser takes the best format it reads; the PNG stays as the fallback.
// Run on its own (`tsx scripts/screenshot-formats.ts`) to redo the copies from the PNGs there.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const SCREENSHOT_DIR = path.resolve('renderer/src/assets/screenshots');
/** Keep in step with SCREENSHOT_WIDTHS in renderer/src/components/marketing/screenshots.ts. */
const WIDTHS = [640, 720, 960, 1280];

export async function writeModernFormats(dir = SCREENSHOT_DIR): Promise<void> {
  const pngs = (await readdir(dir)).filter((f) => f.endsWith('.png'));
  for (const png of pngs) {
    const name = png.slice(0, -'.png'.length);
    for (const width of WIDTHS) {
      const resized = sharp(path.join(dir, png)).resize({ width, withoutEnlargement: true });
      await resized
        .clone()
        .avif({ quality: 55, effort: 4 })
        .toFile(path.join(dir, `${name}-${width}.avif`));
      await resized
        .clone()
        .webp({ quality: 80 })
        .toFile(path.join(dir, `${name}-${width}.webp`));
    }
  }
  console.log(
    `AVIF and WebP copies of ${pngs.length} screenshot(s) written to ${path.relative(process.cwd(), dir)}/`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeModernFormats().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
