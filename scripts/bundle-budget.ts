// `npm run budget` (after `npm run build`; CI runs it): per page, gzipped, the JavaScript it needs
//   - before first paint: what must run before the browser can show anything. A pre-rendered page
//     (scripts/prerender.ts) paints from its HTML: only its inline and render-blocking scripts count,
//     and the modulepreloads that would share the connection with it, read from the page itself. Any other page is drawn by the app, so it waits for all of it:
//   - to interactive: the entry script, the chunk of its route and what those two import statically
//     (the modulepreloads); chunks loaded later with import() are not counted.
// Prints every page's chunks and exits non-zero when a figure is over its limit.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  pageKey,
  PRERENDERED_PAGES,
  prerenderedFile,
  readManifest,
  staticClosure,
  type Manifest,
} from './manifest';

const DIST = path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web');
const KB = 1000;

/**
 * Targets are issue 34's; limits are what CI holds, today's figures plus a small margin: lower them
 * whenever pages get lighter, never raise them without a reason.
 */
const BUDGETS = {
  /** A public page's JavaScript before it paints: the visitor's first page (landing, pricing, login ...). */
  publicFirstPaint: { targetKB: 120, limitKB: 2 },
  /** What every page loads to work: index.html's script and modulepreloads. */
  entry: { targetKB: 120, limitKB: 125 },
  /** The entry plus a public page's own chunks. */
  publicInteractive: { targetKB: 144, limitKB: 144 },
  /** The entry plus a signed-in screen's chunks: the review screen, the dashboard, a comparison. */
  signedIn: { targetKB: 250, limitKB: 245 },
};
const SIGNED_IN_PAGES = new Set(['Analyze', 'Dashboard', 'Compare']);

type Budget = (typeof BUDGETS)[keyof typeof BUDGETS];
const verdict = (bytes: number, b: Budget) =>
  bytes > b.limitKB * KB ? 'OVER LIMIT' : bytes > b.targetKB * KB ? 'over target' : 'ok';
const gzipped = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

const sizes = new Map<string, number>();
async function fileSize(file: string): Promise<number> {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipped(await readFile(path.join(DIST, file)));
    sizes.set(file, size);
  }
  return size;
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * The JavaScript a page's HTML runs before it can paint: inline scripts, and external ones that are
 * neither modules nor deferred nor async (those run after parsing, once the page has painted). Also
 * modulepreloads: fetched at high priority beside the HTML, they share a slow connection with the
 * first paint and the hero image (scripts/prerender.ts leaves them out).
 */
async function blockingScripts(html: string): Promise<{ what: string; bytes: number }[]> {
  const found: { what: string; bytes: number }[] = [];
  for (const [, href = ''] of html.matchAll(/<link rel="modulepreload"[^>]*\bhref="\/?([^"]+)"/g))
    found.push({ what: href, bytes: await fileSize(href) });
  for (const [, attrs = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\btype="module"|\bdefer\b|\basync\b/.test(attrs)) continue;
    const src = /\bsrc="\/?([^"]+)"/.exec(attrs)?.[1];
    if (src) found.push({ what: src, bytes: await fileSize(src) });
    else if (body.trim()) found.push({ what: 'inline script', bytes: gzipped(body) });
  }
  return found;
}

/** The page folders the manifest knows, by name. */
function pagesOf(manifest: Manifest) {
  return Object.keys(manifest)
    .map((key) => ({ key, name: /^src\/pages\/([^/]+)\/index\.tsx?$/.exec(key)?.[1] }))
    .filter((p): p is { key: string; name: string } => Boolean(p.name && manifest[p.key]!.isDynamicEntry))
    .sort((a, b) => a.name.localeCompare(b.name));
}

async function main() {
  const manifest = await readManifest(DIST);
  const entry = staticClosure(manifest, 'index.html');
  const entrySizes = await Promise.all([...entry].map(async (f) => [f, await fileSize(f)] as const));
  const entryTotal = entrySizes.reduce((sum, [, s]) => sum + s, 0);
  const over: string[] = [];
  if (entryTotal > BUDGETS.entry.limitKB * KB) over.push(`the entry (${kb(entryTotal)})`);
  console.log(
    `Every page loads the entry to work: ${kb(entryTotal)} gzipped ` +
      `(target ${BUDGETS.entry.targetKB} KB, limit ${BUDGETS.entry.limitKB} KB): ${verdict(entryTotal, BUDGETS.entry)}`,
  );
  for (const [file, size] of entrySizes.sort((a, b) => b[1] - a[1]))
    console.log(`  ${kb(size).padStart(9)}  ${file}`);

  const prerendered = new Map(Object.entries(PRERENDERED_PAGES).map(([route, page]) => [page, route]));
  for (const page of prerendered.keys())
    if (!pageKey(manifest, page)) throw new Error(`no chunk for the pre-rendered ${page} page`);
  const pages = pagesOf(manifest);
  if (!pages.length) throw new Error(`no pages found in ${DIST}/.vite/manifest.json`);

  console.log(
    '\nPage             first paint   limit   interactive   limit   verdict      (chunks beyond the entry)',
  );
  for (const page of pages) {
    const signedIn = SIGNED_IN_PAGES.has(page.name);
    const interactiveBudget = signedIn ? BUDGETS.signedIn : BUDGETS.publicInteractive;
    const own = [...staticClosure(manifest, page.key)].filter((f) => !entry.has(f));
    const ownSizes = await Promise.all(own.map(async (f) => [f, await fileSize(f)] as const));
    const interactive = entryTotal + ownSizes.reduce((sum, [, s]) => sum + s, 0);

    const route = prerendered.get(page.name);
    let firstPaint = interactive;
    let paintBudget: Budget = interactiveBudget;
    if (route) {
      const html = await readFile(prerenderedFile(DIST, route), 'utf8');
      firstPaint = (await blockingScripts(html)).reduce((sum, s) => sum + s.bytes, 0);
      paintBudget = BUDGETS.publicFirstPaint;
    }
    if (firstPaint > paintBudget.limitKB * KB)
      over.push(`${page.name} before first paint (${kb(firstPaint)} > ${paintBudget.limitKB} KB)`);
    if (interactive > interactiveBudget.limitKB * KB)
      over.push(`${page.name} to interactive (${kb(interactive)} > ${interactiveBudget.limitKB} KB)`);
    const worst = [verdict(firstPaint, paintBudget), verdict(interactive, interactiveBudget)];
    const chunks = ownSizes
      .sort((a, b) => b[1] - a[1])
      .map(([f, s]) => `${path.basename(f)} ${kb(s)}`)
      .join(', ');
    console.log(
      `${page.name.padEnd(16)} ${kb(firstPaint).padStart(10)} ${`${paintBudget.limitKB} KB`.padStart(7)}` +
        `   ${kb(interactive).padStart(10)} ${`${interactiveBudget.limitKB} KB`.padStart(7)}   ` +
        `${(worst.find((v) => v !== 'ok') ?? 'ok').padEnd(11)}  ${route ? '(pre-rendered) ' : ''}${chunks}`,
    );
  }
  if (over.length) {
    console.error(`\nJavaScript over its limit: ${over.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
