// The CLI's --jsonl mode on a temp file: one output line per input line, errors inline; --explain.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AnalysisResultSchema } from '../../../shared/analysis/feedback';

describe('cli --jsonl', () => {
  it('streams {id,result} or {id,error} per line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'analyze-'));
    const file = join(dir, 'in.jsonl');
    const rows = [
      {
        id: 'ok',
        text: 'Ever since I was young, I loved building radios with my grandfather.',
        word_limit: 5,
      },
      { id: 'empty', text: '  ' },
    ];
    writeFileSync(file, `${rows.map((r) => JSON.stringify(r)).join('\n')}\nnot json\n`);
    const out = spawnSync(
      'npx',
      ['tsx', 'server/analysis/cli.ts', '--jsonl', file, '--analyzers', 'style,length,structure'],
      { encoding: 'utf8', timeout: 90_000 },
    );
    expect(out.status, out.stderr).toBe(0);
    const lines = out.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: unknown; result?: unknown; error?: string });
    expect(lines.map((l) => l.id)).toEqual(['ok', 'empty', 3]);
    expect(AnalysisResultSchema.safeParse(lines[0]!.result).success).toBe(true);
    expect(lines[1]!.error).toBe('Please enter essay text before analyzing');
    expect(lines[2]!.error).toMatch(/JSON/);
  }, 120_000);

  it('--trim-to N prints the ranked cuts and the text trimmed until it fits', () => {
    const dir = mkdtempSync(join(tmpdir(), 'analyze-'));
    const file = join(dir, 'essay.txt');
    writeFileSync(
      file,
      'In order to win, I trained on a daily basis. Due to the fact that we lost, I came to the realization that practice matters. I learned patience.',
    );
    const out = spawnSync('npx', ['tsx', 'server/analysis/cli.ts', '--trim-to', '24', file], {
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^28 words, limit 24: 4 cuts could save 12 words\./);
    expect(out.stdout).toContain('1. [wordy] line 1: "Due to the fact that" -> "Because"  (-4 words)');
    expect(out.stdout).toContain('Applying the first cut brings it to 24 words: within the limit.');
    expect(out.stdout).toContain(
      'In order to win, I trained on a daily basis. Because we lost, I came to the realization that practice matters.',
    );
  }, 120_000);

  it('--explain prints each finding with its rule, description and examples', () => {
    const dir = mkdtempSync(join(tmpdir(), 'analyze-'));
    const file = join(dir, 'essay.txt');
    writeFileSync(file, 'When I moved to United States, I was ten.\n');
    const out = spawnSync(
      'npx',
      ['tsx', 'server/analysis/cli.ts', '--explain', '--analyzers', 'grammar', file],
      {
        encoding: 'utf8',
        timeout: 90_000,
      },
    );
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain('line 1: "United States" -> "the United States"');
    expect(out.stdout).toContain('rule: country-the (engine grammar rule, grammar)');
    expect(out.stdout).toMatch(/wrong: ".+" -> ".+"/);
  }, 120_000);
});
