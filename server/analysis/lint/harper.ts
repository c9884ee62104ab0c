// Harper lints per chunk, with a cache keyed by chunk text: harper is ~8x slower on new text
// than on text it has seen, and a revised draft is mostly unchanged sentences.
// dedup stays off: with dedup a sentence-long lint hides every spelling lint inside it.
import { looksLikeEnglish } from './english';
import { SuggestionKind, type Lint, type LocalLinter } from 'harper.js';
import { splitChunks, type Chunk } from './chunks';

/** A harper lint, relative to its chunk, as plain data (safe to cache and to post between threads). */
export interface RawLint {
  /** Harper's rule name ("ItsContraction"): what the grammar filter keys on, and a finding's rule id. */
  rule: string;
  start: number;
  end: number;
  kind: string;
  message: string;
  replacements: string[];
}

/** A lint with absolute offsets into the essay. */
export interface HarperLint extends RawLint {
  text: string;
}

const LINT_CACHE_MAX_CHUNKS = 20_000;
const cache = new Map<string, RawLint[]>();

export function cacheGet(text: string): RawLint[] | undefined {
  const hit = cache.get(text);
  if (hit) {
    cache.delete(text); // refresh LRU position
    cache.set(text, hit);
  }
  return hit;
}

export function cachePut(text: string, lints: RawLint[]): void {
  cache.set(text, lints);
  if (cache.size > LINT_CACHE_MAX_CHUNKS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

export function clearLintCache(): void {
  cache.clear();
}

const HARPER_OPTIONS = { dedup: false, language: 'plaintext' } as const;

/** A lint as lint() gives it: everything but the rule's name. */
export type UnnamedLint = Omit<RawLint, 'rule'>;

/** Reads one harper lint (offsets less `offset`) and frees its wasm objects. */
function readLint(text: string, lint: Lint, offset = 0): UnnamedLint {
  const span = lint.span();
  const suggestions = lint.suggestions();
  const out = {
    start: span.start - offset,
    end: span.end - offset,
    kind: lint.lint_kind(),
    message: lint.message(),
    // An insertion ("could" + " be") is applied after the problem text, not in place of it.
    replacements: suggestions
      .slice(0, 5)
      .map((s) =>
        s.kind() === SuggestionKind.InsertAfter
          ? text.slice(span.start, span.end) + s.get_replacement_text()
          : s.get_replacement_text(),
      ),
  };
  for (const s of suggestions) s.free();
  span.free();
  lint.free(); // wasm memory is not garbage-collected
  return out;
}

// organizedLints gives each lint its rule's name, but it hands back one group per enabled rule
// (440), lints or not, each a wasm object to wrap, read and free: ~0.5 ms per call on top of
// harper's ~3.9 ms for a new chunk. So each chunk is linted with lint(), which returns only the
// lints (most chunks have none: 87 % of college-essay chunks, 57 % of ELLIPSE's), and the chunks
// that have some are then named together (nameLints).

/** Harper's lints of one chunk, without rule names (nameLints adds them). */
export async function lintUnnamed(linter: LocalLinter, text: string): Promise<UnnamedLint[]> {
  if (!looksLikeEnglish(text)) return [];
  return (await linter.lint(text, HARPER_OPTIONS)).map((l) => readLint(text, l));
}

const sameLint = (a: UnnamedLint, b: UnnamedLint) =>
  a.start === b.start &&
  a.end === b.end &&
  a.kind === b.kind &&
  a.message === b.message &&
  a.replacements.join('\u0000') === b.replacements.join('\u0000');

/** A chunk's lints with their rule names, in organizedLints' order (by rule; lint() has the same). */
async function nameOne(linter: LocalLinter, text: string): Promise<RawLint[]> {
  const byRule = await linter.organizedLints(text, HARPER_OPTIONS);
  return Object.entries(byRule).flatMap(([rule, ls]) => ls.map((l) => ({ rule, ...readLint(text, l) })));
}

/**
 * Names the lints of chunks linted by lintUnnamed: one organizedLints call over all of them, each
 * chunk its own paragraph. harper has cached most of its work on these sentences. A chunk whose
 * lints read differently as a paragraph of a longer text (its last word before a break, say) is
 * named by a call of its own, so every chunk gets exactly the lints and names it gets alone.
 */
export async function nameLints(
  linter: LocalLinter,
  found: ReadonlyArray<{ text: string; lints: UnnamedLint[] }>,
): Promise<RawLint[][]> {
  if (found.length < 2) return Promise.all(found.map((f) => nameOne(linter, f.text)));
  const SEP = '\n\n';
  const starts: number[] = [];
  let joined = '';
  for (const f of found) {
    starts.push(joined.length + (joined ? SEP.length : 0));
    joined += (joined ? SEP : '') + f.text;
  }
  const regionOf = (at: number) => {
    let r = starts.length - 1;
    while (r > 0 && starts[r]! > at) r--;
    return r;
  };
  const named: RawLint[][] = found.map(() => []);
  const differs = new Set<number>();
  for (const [rule, lints] of Object.entries(await linter.organizedLints(joined, HARPER_OPTIONS))) {
    for (const l of lints) {
      const span = l.span();
      const r = regionOf(span.start);
      span.free();
      const lint = { rule, ...readLint(joined, l, starts[r]) };
      if (lint.start < 0 || lint.end > found[r]!.text.length) differs.add(r);
      else named[r]!.push(lint);
    }
  }
  return Promise.all(
    found.map(async ({ text, lints }, r) => {
      const same =
        !differs.has(r) &&
        named[r]!.length === lints.length &&
        named[r]!.every((l, i) => sameLint(l, lints[i]!));
      return same ? named[r]! : nameOne(linter, text);
    }),
  );
}

/** One chunk's lints with rule names. */
export async function lintChunk(linter: LocalLinter, text: string): Promise<RawLint[]> {
  const lints = await lintUnnamed(linter, text);
  return lints.length ? nameOne(linter, text) : [];
}

export interface LintOptions {
  signal?: AbortSignal;
  /** Chunk texts another worker is linting; their lints arrive in `deferred`. */
  skip?: Set<string>;
  deferred?: Promise<Map<string, RawLint[]>>;
  /** Receives the lints this call computed, for a shared cache. */
  onComputed?: (lints: Map<string, RawLint[]>) => void;
}

/** Lints every chunk of `text`, using the cache and deferred lints; returns absolute lints. */
export async function lintText(
  linter: LocalLinter,
  text: string,
  opts: LintOptions = {},
): Promise<HarperLint[]> {
  const chunks = splitChunks(text);
  const byText = new Map<string, RawLint[]>();
  const computed = new Map<string, RawLint[]>();
  const found: Array<{ text: string; lints: UnnamedLint[] }> = [];
  for (const chunk of chunks) {
    if (byText.has(chunk.text) || opts.skip?.has(chunk.text)) continue;
    const raw = cacheGet(chunk.text);
    if (raw) {
      byText.set(chunk.text, raw);
      continue;
    }
    if (opts.signal) {
      // Give the thread's event loop a turn so a cancel message can arrive between chunks.
      await new Promise((r) => setImmediate(r));
      if (opts.signal.aborted) throw new DOMException('The analysis was aborted', 'AbortError');
    }
    const lints = await lintUnnamed(linter, chunk.text);
    if (lints.length) found.push({ text: chunk.text, lints });
    computed.set(chunk.text, []);
    byText.set(chunk.text, []);
  }
  const named = await nameLints(linter, found);
  for (const [i, { text: t }] of found.entries()) computed.set(t, named[i]!);
  for (const [t, raw] of computed) {
    cachePut(t, raw);
    byText.set(t, raw);
  }
  if (opts.deferred) {
    const deferred = opts.signal ? raceAbort(opts.deferred, opts.signal) : opts.deferred;
    for (const [k, v] of await deferred) {
      byText.set(k, v);
      cachePut(k, v);
    }
  }
  opts.onComputed?.(computed);
  const out: HarperLint[] = [];
  for (const chunk of chunks) pushAbsolute(out, chunk, byText.get(chunk.text) ?? [], text);
  return out;
}
function pushAbsolute(out: HarperLint[], chunk: Chunk, raw: RawLint[], text: string): void {
  for (const l of raw) {
    const start = chunk.start + l.start;
    const end = chunk.start + l.end;
    out.push({ ...l, start, end, text: text.slice(start, end) });
  }
}

function raceAbort<T>(p: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The analysis was aborted', 'AbortError'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
