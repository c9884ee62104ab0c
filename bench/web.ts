// `npm run bench:web`: how fast the pages load for a student, measured by Lighthouse (default mobile
// settings: simulated slow 4G and a 4x slower CPU) against the production server.
//
//   tsx bench/web.ts [--runs N] [--no-build] [--root DIR] [--before] [--only /pricing,/dashboard] [--table-only]
//   (BENCH_WEB_REPORTS=DIR also keeps every run's full Lighthouse report there)
//
// Builds the SPA, starts `server/index.ts` in production mode on a fresh embedded database, signs a
// student up (for /analyze and /dashboard) and runs Lighthouse in the system Chromium on each page,
// keeping the median run by performance score. Writes bench/results/web.json and bench/results/web.md,
// where the table sets these figures beside the ones in web-before.json (`--before --root DIR`
// measures another checkout, e.g. the commit before the work, and writes web-before.json instead).
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalServer } from '../scripts/localServer';
import { LAUNCH_ARGS } from '../server/services/pdf';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEBUG_PORT = Number(process.env.BENCH_WEB_DEBUG_PORT ?? 4238);
const SERVER_PORT = Number(process.env.BENCH_WEB_PORT ?? 4237);
const RESULTS = path.resolve('bench/results');

const PAGES: { path: string; signedIn: boolean }[] = [
  { path: '/', signedIn: false },
  { path: '/pricing', signedIn: false },
  { path: '/login', signedIn: false },
  { path: '/analyze', signedIn: true },
  { path: '/dashboard', signedIn: true },
];

interface PageFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
}

interface Results {
  measuredAt: string;
  commit: string;
  lighthouse: string;
  runs: number;
  /** The machine's 1-minute load average at the end (2 cores): above 2, the times are pessimistic. */
  loadAverage?: number;
  pages: Record<string, PageFigures>;
}

/** Chromium with chrome-launcher's quiet defaults plus the flags the server's PDF export uses. */
function launchChromium() {
  return launch({
    chromePath: CHROMIUM,
    port: DEBUG_PORT,
    chromeFlags: LAUNCH_ARGS,
  });
}

async function measure(url: string, cookie: string | undefined, attempt = 1): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  // BENCH_WEB_REPORTS=DIR keeps each run's full report (long tasks, script start-up, the trace's numbers).
  const reports = process.env.BENCH_WEB_REPORTS;
  if (reports) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
    await writeFile(path.join(reports, name), JSON.stringify(result.lhr));
  }
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  // A trace Chromium failed to record (NO_NAVSTART on a loaded machine) is worth another try.
  if (runtimeError && attempt < 3) return measure(url, cookie, attempt + 1);
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  // A signed-in page that sent Lighthouse to /login would be measuring the wrong page.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`${url} ended on ${finalDisplayedUrl}`);
  const value = (id: string) => audits[id]?.numericValue ?? NaN;
  // What to look at next: the largest paint and the elements that moved.
  interface Item {
    node?: { selector?: string };
    score?: number;
    items?: Item[];
  }
  // Tables list their rows in items; the largest-paint audit nests a table in a list.
  const rows = (items: Item[] = []): Item[] => items.flatMap((i) => (i.items ? rows(i.items) : [i]));
  const nodes = (id: string) =>
    rows((audits[id]?.details as { items?: Item[] } | undefined)?.items)
      .filter((i) => i.node?.selector)
      .map((i) => `${i.node!.selector}${i.score === undefined ? '' : ` (${i.score.toFixed(3)})`}`);
  console.log(`  ${url}: largest paint ${nodes('largest-contentful-paint-element').join(', ') || '?'}`);
  for (const shift of nodes('layout-shifts').slice(0, 3)) console.log(`    moved: ${shift}`);
  for (const ref of categories.accessibility?.auditRefs ?? [])
    if (ref.weight > 0 && audits[ref.id]?.score === 0)
      console.log(`    accessibility: ${audits[ref.id]!.title}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
  };
}

const median = (runs: PageFigures[]) =>
  [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => `${Math.round(ms).toLocaleString('en-US')} ms`;
const kib = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en-US')} KiB`;
const cell = (before: PageFigures | undefined, f: (p: PageFigures) => string, after: PageFigures) =>
  before ? `${f(before)} → **${f(after)}**` : `**${f(after)}**`;

const load = (r: Results) =>
  r.loadAverage === undefined ? '' : `, load average ${r.loadAverage.toFixed(1)} on ${cpus().length} cores`;

function table(after: Results, before: Results | null): string {
  const rows = Object.entries(after.pages).map(([page, figures]) => {
    const was = before?.pages[page];
    return `| ${page} | ${[
      cell(was, (p) => String(p.performance), figures),
      cell(was, (p) => seconds(p.fcpMs), figures),
      cell(was, (p) => seconds(p.lcpMs), figures),
      cell(was, (p) => millis(p.tbtMs), figures),
      cell(was, (p) => p.cls.toFixed(3), figures),
      cell(was, (p) => kib(p.bytes), figures),
      cell(was, (p) => String(p.accessibility), figures),
    ].join(' | ')} |`;
  });
  return [
    '# Web pages: Lighthouse',
    '',
    `Lighthouse ${after.lighthouse}, default mobile settings (simulated slow 4G, 4x CPU slowdown), against the`,
    'production server (`npm run bench:web`), median of ' +
      `${after.runs} run(s) per page by performance score. Signed-in pages use a new student's session.`,
    before
      ? `Each cell: before (commit ${before.commit}, measured ${before.measuredAt}${load(before)}) → **now** (commit ${after.commit}, measured ${after.measuredAt}${load(after)}).`
      : `Measured ${after.measuredAt} at commit ${after.commit}${load(after)}.`,
    'Lighthouse simulates the slow network and CPU from what it observes, so a busy machine inflates FCP,',
    'LCP and TBT; bytes and CLS do not depend on it.',
    ...((after.loadAverage ?? 0) > cpus().length
      ? [
          `**Measured on a loaded machine** (load average ${after.loadAverage!.toFixed(1)} on ${cpus().length} cores): the times`,
          'and performance scores are pessimistic. Judge the timing targets from a run on a quiet machine.',
        ]
      : []),
    '',
    'Targets: performance ≥ 90 on public pages and ≥ 80 signed in; FCP ≤ 2 s and LCP ≤ 2.5 s on public pages;',
    'TBT ≤ 200 ms; CLS ≤ 0.05; accessibility 100.',
    '',
    '| page | performance | FCP | LCP | TBT | CLS | bytes | accessibility |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** web.md: the table beside web-before.json's figures, then the notes kept by hand in web-notes.md. */
async function writeReport(after: Results) {
  const before = await readJson<Results>(path.join(RESULTS, 'web-before.json'));
  const notes = await readFile(path.join(RESULTS, 'web-notes.md'), 'utf8').catch(() => '');
  await writeFile(path.join(RESULTS, 'web.md'), table(after, before) + (notes ? `\n${notes}` : ''));
}

async function readJson<T>(file: string): Promise<T | null> {
  return readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as T)
    .catch(() => null);
}

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      'no-build': { type: 'boolean', default: false },
      root: { type: 'string', default: process.cwd() },
      before: { type: 'boolean', default: false },
      // Measure just these pages (comma-separated) and print, writing no results: for looking into one.
      only: { type: 'string' },
      // Write web.md again from web.json and web-before.json, measuring nothing.
      'table-only': { type: 'boolean', default: false },
    },
  });
  if (values['table-only']) {
    const after = await readJson<Results>(path.join(RESULTS, 'web.json'));
    if (!after) throw new Error('no bench/results/web.json yet: run bench:web first');
    await writeReport(after);
    return;
  }
  const root = path.resolve(values.root);
  const runs = Math.max(1, Number(values.runs) || 1);
  if (!values['no-build']) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const server = await startLocalServer({ root, port: SERVER_PORT, stdio: 'ignore' });
  const chromium = await launchChromium();
  try {
    const cookie = await server.signIn(`bench-${Date.now()}@example.com`, 'bakery notebook braids 42');
    const pkg = JSON.parse(await readFile('node_modules/lighthouse/package.json', 'utf8')) as {
      version: string;
    };
    const results: Results = {
      measuredAt: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
      commit: commit.stdout.trim() || 'unknown',
      lighthouse: pkg.version,
      runs,
      pages: {},
    };
    const only = values.only?.split(',');
    for (const page of PAGES.filter((p) => !only || only.includes(p.path))) {
      const figures: PageFigures[] = [];
      for (let i = 0; i < runs; i++)
        figures.push(await measure(server.baseURL + page.path, page.signedIn ? cookie : undefined));
      results.pages[page.path] = median(figures);
      console.log(page.path, JSON.stringify(results.pages[page.path]));
    }
    if (only) return;
    results.loadAverage = loadavg()[0];
    const name = values.before ? 'web-before.json' : 'web.json';
    await writeFile(path.join(RESULTS, name), JSON.stringify(results, null, 2) + '\n');
    if (!values.before) {
      await writeReport(results);
      console.log(`Results written to bench/results/web.md`);
    }
  } finally {
    chromium.kill();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
