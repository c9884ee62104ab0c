// CLI: `npm run analyze -- [--prompt P] [--word-limit N] [--limit-type words|characters]
// [--analyzers a,b] FILE|-` prints the result JSON; `--jsonl IN` streams one result line per
// input line ({id,text,prompt?,word_limit?,limit_type?} -> {id,result} or {id,error}), in one
// process, so tens of thousands of texts do not pay start-up each time. `--explain FILE` prints each
// finding with the rule that made it, the rule's description and its examples. `--trim-to N FILE` prints
// the word-limit surgeon's ranked cuts for a limit of N (words, or --limit-type characters) and the
// text with the cuts applied in rank order until it fits.
import { readFileSync, createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { analyzeEssay } from './pipeline';
import { warmEngine } from './nlp/warm';
import { getHarper } from './nlp/resources';
import { explainFindings } from './explain';
import { printTrim } from './trim/cli';
import type { AnalysisInput } from '../../shared/analysis/input';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    prompt: { type: 'string' },
    'word-limit': { type: 'string' },
    'limit-type': { type: 'string' },
    analyzers: { type: 'string' },
    jsonl: { type: 'string' },
    explain: { type: 'boolean' },
    'trim-to': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const USAGE =
  'usage: analyze [--prompt P] [--word-limit N] [--limit-type words|characters] [--analyzers a,b] [--explain] FILE|-\n       analyze --jsonl IN.jsonl [--analyzers a,b]\n       analyze --trim-to N [--limit-type words|characters] FILE|-';
const analyzers = values.analyzers
  ? values.analyzers
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
  : undefined;

function fail(msg: string): never {
  process.stderr.write(`${msg}\n${USAGE}\n`);
  process.exit(2);
}

async function runJsonl(path: string): Promise<void> {
  await warmEngine();
  const rl = createInterface({
    input: path === '-' ? process.stdin : createReadStream(path),
    crlfDelay: Infinity,
  });
  let line = 0;
  for await (const raw of rl) {
    line++;
    if (!raw.trim()) continue;
    let id: unknown = line;
    try {
      const row = JSON.parse(raw) as AnalysisInput & { id?: unknown };
      id = row.id ?? line;
      const input: AnalysisInput = {
        text: row.text,
        prompt: row.prompt,
        word_limit: row.word_limit,
        limit_type: row.limit_type,
      };
      const result = await analyzeEssay(input, { analyzers });
      process.stdout.write(`${JSON.stringify({ id, result })}\n`);
    } catch (e) {
      process.stdout.write(`${JSON.stringify({ id, error: e instanceof Error ? e.message : String(e) })}\n`);
    }
  }
}

async function main(): Promise<void> {
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (values.jsonl) return runJsonl(values.jsonl);
  const file = positionals[0] ?? fail('missing FILE (use - for stdin)');
  const text = readFileSync(file === '-' ? 0 : file, 'utf8');
  const limit = values['word-limit'] !== undefined ? Number(values['word-limit']) : undefined;
  if (limit !== undefined && !Number.isInteger(limit)) fail('--word-limit must be an integer');
  const limitType = values['limit-type'];
  if (limitType !== undefined && limitType !== 'words' && limitType !== 'characters')
    fail('--limit-type must be words or characters');
  if (values['trim-to'] !== undefined) {
    const to = Number(values['trim-to']);
    if (!Number.isInteger(to) || to < 1) fail('--trim-to must be a positive integer');
    return printTrim(text, to, limitType ?? 'words');
  }
  try {
    const result = await analyzeEssay(
      { text, prompt: values.prompt, word_limit: limit, limit_type: limitType },
      { analyzers },
    );
    if (values.explain) {
      const harper = await (await getHarper()).getLintDescriptions();
      process.stdout.write(explainFindings(text, result.feedback.annotations, harper));
    } else process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } catch (e) {
    process.stderr.write(`error: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}

await main();
