// Premium pipeline overhead, excluding model time: `tsx bench/premium.ts` (or via `npm run bench`).
//
// Runs the real enhancer and HTTP client against the scripted OpenAI-compatible server answering at
// once (no delays), measures the whole enhancement, and subtracts the time spent inside the model
// call. Work the enhancer does while the answer streams (watching the JSON, grounding partial
// results) runs inside that call, so it is timed separately and counted as overhead.
// Prints one summary line per essay size and writes bench/results/premium.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import pino from 'pino';
import { OpenAICompatibleProvider } from '../server/llm/openaiCompatible';
import type { CallOptions, ChatRequest, ChatResult, LlmProvider, TextLogprobs } from '../server/llm/provider';
import { PremiumEnhancer } from '../server/premium/enhancer';
import { groundedAnswer, startFakeOpenAI } from '../tests/helpers/fakeOpenAI';
import { ESSAY, PROMPT, basicFeedback } from '../tests/server/premium/fixtures';

const RUNS = Number(process.env.BENCH_PREMIUM_RUNS ?? 40);
const WARMUP = 5;

/** Times the model call and, within it, the enhancer's own work on each streamed fragment. */
class TimedProvider implements LlmProvider {
  modelMs = 0;
  callbackMs = 0;

  constructor(private readonly inner: LlmProvider) {}

  get model() {
    return this.inner.model;
  }

  async chat(request: ChatRequest, options: CallOptions = {}): Promise<ChatResult> {
    const onDelta = options.onDelta;
    const timedDelta = onDelta
      ? (fragment: string) => {
          const t = performance.now();
          onDelta(fragment);
          this.callbackMs += performance.now() - t;
        }
      : undefined;
    const t = performance.now();
    try {
      return await this.inner.chat(request, { ...options, onDelta: timedDelta });
    } finally {
      this.modelMs += performance.now() - t;
    }
  }

  scoreText(text: string, options?: CallOptions): Promise<TextLogprobs | null> {
    return this.inner.scoreText(text, options);
  }
}

function essayOfWords(words: number): string {
  const paragraphs: string[] = [];
  while (paragraphs.join(' ').split(/\s+/).length < words) paragraphs.push(ESSAY);
  return paragraphs.join('\n\n');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

async function main() {
  const fake = await startFakeOpenAI({
    fallback: { type: 'answer', content: groundedAnswer, chunkChars: 24, delayMs: 0 },
  });
  const results: Record<
    string,
    { words: number; median_ms: number; p95_ms: number; model_median_ms: number }
  > = {};
  try {
    for (const words of [650, 5000]) {
      const text = essayOfWords(words);
      const overhead: number[] = [];
      const model: number[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const provider = new TimedProvider(
          new OpenAICompatibleProvider({
            baseUrl: fake.baseUrl,
            model: 'bench-model',
            timeoutMs: 30_000,
            idleTimeoutMs: 30_000,
            maxRetries: 0,
            concurrency: 1,
            jsonMode: true,
          }),
        );
        const enhancer = new PremiumEnhancer({
          provider,
          logger: pino({ level: 'silent' }),
          timeoutMs: 30_000,
          logprobs: false,
        });
        const t = performance.now();
        await enhancer.enhance({ text, prompt: PROMPT }, basicFeedback(), {
          signal: new AbortController().signal,
          emit: () => {},
          partial: () => {},
        });
        const total = performance.now() - t;
        if (i < WARMUP) continue;
        const modelOnly = provider.modelMs - provider.callbackMs;
        overhead.push(total - modelOnly);
        model.push(modelOnly);
      }
      overhead.sort((a, b) => a - b);
      model.sort((a, b) => a - b);
      results[`${words}_words`] = {
        words,
        median_ms: round(percentile(overhead, 0.5)),
        p95_ms: round(percentile(overhead, 0.95)),
        model_median_ms: round(percentile(model, 0.5)),
      };
    }
  } finally {
    await fake.close();
  }
  const line = Object.values(results)
    .map((r) => `${r.words.toLocaleString('en-US')} words: median ${r.median_ms} ms, p95 ${r.p95_ms} ms`)
    .join(' | ');
  process.stdout.write(`premium pipeline overhead (excl. model time, ${RUNS} runs): ${line}\n`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/premium.json', `${JSON.stringify({ runs: RUNS, results }, null, 2)}\n`);
}

await main();
