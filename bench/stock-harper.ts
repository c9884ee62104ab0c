// harper as it ships (every rule at its default), for the "harper alone" baselines: the engine's
// own linter runs only the rules it reads (server/analysis/lint/harper-rules.ts), which would make
// a weaker or faster baseline than the tool a student can install.
import { LocalLinter, Dialect } from 'harper.js';
import { binary } from 'harper.js/binary';

let stock: Promise<LocalLinter> | undefined;

export function stockHarper(): Promise<LocalLinter> {
  stock ??= (async () => {
    const linter = new LocalLinter({ binary, dialect: Dialect.American });
    await linter.setup();
    await linter.lint('Warm up the linter with a short sentense, please.', { dedup: false });
    return linter;
  })();
  return stock;
}
