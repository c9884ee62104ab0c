// Last step of `npm run build`: renders the public pages at build time (renderer/src/prerender.tsx,
// built by vite's SSR build into dist/prerender) into dist/web/prerendered/<page>.html, so a visitor's
// first page paints from HTML and CSS alone; the app's scripts load deferred and take that HTML over.
// The server sends these files for their routes (server/web.ts) and the SPA's index.html for the rest.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { THEME_BOOT_SCRIPT } from '../shared/themeBoot';
import {
  pageKey,
  prerenderedDir,
  prerenderedFile,
  PRERENDERED_PAGES,
  readManifest,
  staticClosure,
} from './manifest';
import { precompressFile } from './precompress';

const DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const RENDERER = path.resolve('dist/prerender/prerender.js');

// FluentProvider writes its theme's <style> into its <div> only when rendered without a DOM; the browser
// would not render it, so React could not take the page over. The theme is in index.html's <head> already.
const PROVIDER_STYLE = /<style id="fui-FluentProvider[^"]*"[^>]*>[^<]*<\/style>/g;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main() {
  const { renderPage } = (await import(pathToFileURL(RENDERER).href)) as {
    renderPage: (url: string) => Promise<{ html: string; styles: string; title: string }>;
  };
  const shell = await readFile(path.join(DIST, 'index.html'), 'utf8');
  if (!shell.includes('<div id="root"></div>')) throw new Error('dist/web/index.html has no empty root');
  const manifest = await readManifest(DIST);
  const entry = staticClosure(manifest, 'index.html');
  await rm(prerenderedDir(DIST), { recursive: true, force: true });
  await mkdir(prerenderedDir(DIST));

  for (const [route, page] of Object.entries(PRERENDERED_PAGES)) {
    const key = pageKey(manifest, page);
    if (!key) throw new Error(`no chunk for the ${page} page in the manifest`);
    const { html, styles, title } = await renderPage(route);
    if (!title) throw new Error(`${route} set no page title`);
    // The page's own chunks, fetched beside the entry rather than after it.
    const preloads = [...staticClosure(manifest, key)]
      .filter((file) => !entry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const out = shell
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', `<script>${THEME_BOOT_SCRIPT}</script>${styles}${preloads}</head>`)
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
