// Harper lints per chunk, with a cache keyed by chunk text: harper is ~8x slower on new text
// than on text it has seen, and a revised draft is mostly unchanged sentences.
// dedup stays off: with dedup a sentence-long lint hides every spelling lint inside it.
import { looksLikeEnglish } from './english';
import { SuggestionKind, type LocalLinter } from 'harper.js';
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

export async function lintChunk(linter: LocalLinter, text: string): Promise<RawLint[]> {
  if (!looksLikeEnglish(text)) return [];
  // organizedLints is lint() grouped by rule, in the same order (checked on the dev essays), with
  // each lint's rule name. It hands back one group per enabled rule (440), lints or not, each a
  // wasm object to wrap, read and free: ~0.5 ms per call on top of harper's ~3.9 ms for a new
  // chunk. lint() returns only the lints, so it answers first; most chunks have none (87 % of
  // college-essay chunks, 57 % of ELLIPSE's). A chunk with lints is asked again by rule: harper
  // has cached most of its work on that text, so the second call costs ~1.1 ms.
  const found = await linter.lint(text, HARPER_OPTIONS);
  const none = found.length === 0;
  for (const lint of found) lint.free();
  if (none) return [];
  const byRule = await linter.organizedLints(text, HARPER_OPTIONS);
  const out: RawLint[] = [];
  for (const [rule, lint] of Object.entries(byRule).flatMap(([r, ls]) => ls.map((l) => [r, l] as const))) {
    const span = lint.span();
    const suggestions = lint.suggestions();
    out.push({
      rule,
      start: span.start,
      end: span.end,
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
    });
    for (const s of suggestions) s.free();
    span.free();
    lint.free(); // wasm memory is not garbage-collected
  }
  return out;
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
  for (const chunk of chunks) {
    if (byText.has(chunk.text) || opts.skip?.has(chunk.text)) continue;
    let raw = cacheGet(chunk.text);
    if (!raw) {
      if (opts.signal) {
        // Give the thread's event loop a turn so a cancel message can arrive between chunks.
        await new Promise((r) => setImmediate(r));
        if (opts.signal.aborted) throw new DOMException('The analysis was aborted', 'AbortError');
      }
      raw = await lintChunk(linter, chunk.text);
      cachePut(chunk.text, raw);
      computed.set(chunk.text, raw);
    }
    byText.set(chunk.text, raw);
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
