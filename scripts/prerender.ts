// Last step of `npm run build`: renders the public pages at build time (renderer/src/prerender.tsx,
// built by vite's SSR build into dist/prerender) into dist/web/prerendered/<page>.html, so a visitor's
// first page paints from HTML and CSS alone; the app's scripts load deferred and take that HTML over.
// The server sends these files for their routes (server/web.ts) and the SPA's index.html for the rest.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { THEME_BOOT_SCRIPT } from '../shared/themeBoot';
import { pageKey, prerenderedDir, prerenderedFile, PRERENDERED_PAGES, readManifest } from './manifest';
import { precompressFile } from './precompress';

const DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const RENDERER = path.resolve('dist/prerender/prerender.js');

// FluentProvider writes its theme's <style> into its <div> only when rendered without a DOM; the browser
// would not render it, so React could not take the page over. The theme is in index.html's <head> already.
const PROVIDER_STYLE = /<style id="fui-FluentProvider[^"]*"[^>]*>[^<]*<\/style>/g;

/**
 * The app's scripts off the first paint's path: a pre-rendered page paints from its HTML alone, and on a
 * slow connection every script fetched beside the HTML (the entry's modulepreloads are high priority)
 * delays that paint and the hero image. The entry stays, as a module script (run after parsing) at low
 * priority; it imports what it needs, and the page's own chunks, itself once it runs.
 */
function appAfterPaint(shell: string): string {
  const entry = /<script type="module" crossorigin src="[^"]+"><\/script>/.exec(shell)?.[0];
  if (!entry) throw new Error('dist/web/index.html has no module entry script');
  return shell
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry, entry.replace('<script ', '<script fetchpriority="low" '));
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main() {
  const { renderPage } = (await import(pathToFileURL(RENDERER).href)) as {
    renderPage: (url: string) => Promise<{ html: string; styles: string; title: string }>;
  };
  const shell = appAfterPaint(await readFile(path.join(DIST, 'index.html'), 'utf8'));
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/web/index.html has no empty root');
  const manifest = await readManifest(DIST);
  await rm(prerenderedDir(DIST), { recursive: true, force: true });
  await mkdir(prerenderedDir(DIST));

  for (const [route, page] of Object.entries(PRERENDERED_PAGES)) {
    const key = pageKey(manifest, page);
    if (!key) throw new Error(`no chunk for the ${page} page in the manifest`);
    const { html, styles, title } = await renderPage(route);
    if (!title) throw new Error(`${route} set no page title`);
    const out = shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `<script>${THEME_BOOT_SCRIPT}</script>${styles}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${html.replace(PROVIDER_STYLE, '')}</div>`);
    const file = prerenderedFile(DIST, route);
    await writeFile(file, out);
    await precompressFile(file);
    console.log(
      `prerendered ${route} -> ${path.relative(process.cwd(), file)} (${(out.length / 1000).toFixed(1)} kB)`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
