// Renders build/icon.svg to the icon files electron-builder needs, with Chromium (no image tools needed):
//   icon.png (1024), icons/<n>x<n>.png (Linux), icon.ico (Windows), icon.icns (macOS).
// ICO and ICNS both allow embedded PNGs, so they are assembled here byte by byte.
// Run: node build/generate-icons.mjs   (CHROMIUM_PATH overrides /usr/bin/chromium)
import { chromium } from 'playwright-core';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const svg = await readFile(path.join(here, 'icon.svg'), 'utf8');
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const png = {};
try {
  const page = await browser.newPage();
  for (const size of SIZES) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg style="display:block;width:${size}px;height:${size}px" `)}</body></html>`,
    );
    png[size] = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
  }
} finally {
  await browser.close();
}

await mkdir(path.join(here, 'icons'), { recursive: true });
await writeFile(path.join(here, 'icon.png'), png[1024]);
for (const size of [16, 32, 48, 64, 128, 256, 512, 1024]) {
  await writeFile(path.join(here, 'icons', `${size}x${size}.png`), png[size]);
}

// ICO: header, one 16-byte directory entry per image, then the PNGs. Width/height 0 means 256.
const icoSizes = [16, 24, 32, 48, 64, 128, 256];
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(icoSizes.length, 4);
let offset = 6 + 16 * icoSizes.length;
const entries = icoSizes.map((size) => {
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size >= 256 ? 0 : size, 0);
  entry.writeUInt8(size >= 256 ? 0 : size, 1);
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png[size].length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png[size].length;
  return entry;
});
await writeFile(
  path.join(here, 'icon.ico'),
  Buffer.concat([header, ...entries, ...icoSizes.map((s) => png[s])]),
);

// ICNS: 'icns' + total length, then (type, length incl. 8-byte header, PNG data) per image.
const icnsTypes = { icp4: 16, icp5: 32, icp6: 64, ic07: 128, ic08: 256, ic09: 512, ic10: 1024 };
const chunks = Object.entries(icnsTypes).map(([type, size]) => {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'ascii');
  head.writeUInt32BE(png[size].length + 8, 4);
  return Buffer.concat([head, png[size]]);
});
const icnsHead = Buffer.alloc(8);
icnsHead.write('icns', 0, 'ascii');
icnsHead.writeUInt32BE(8 + chunks.reduce((n, c) => n + c.length, 0), 4);
await writeFile(path.join(here, 'icon.icns'), Buffer.concat([icnsHead, ...chunks]));
console.log('icons written to', here);
