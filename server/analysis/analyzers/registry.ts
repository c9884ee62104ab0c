// The analyzer registry: data, not control flow. The pipeline runs whichever subset is asked for
// (the CLI's --analyzers flag), in this order.
import { grammar } from './grammar';
import { spelling } from './spelling';
import { style } from './style';
import { structure } from './structure';
import { content } from './content';
import { authenticity } from './authenticity';
import { aiDetection } from './ai_detection';
import { length } from './length';
import type { Analyzer } from './types';

export const ANALYZERS: readonly Analyzer[] = [
  grammar,
  spelling,
  style,
  structure,
  content,
  authenticity,
  aiDetection,
  length,
];

export const ANALYZER_NAMES = ANALYZERS.map((a) => a.name);

/** Analyzers that read harper lints; when none of them runs, the essay is not linted at all. */
export const HARPER_USERS: ReadonlySet<string> = new Set(['grammar', 'spelling']);

export function selectAnalyzers(names?: readonly string[]): Analyzer[] {
  if (!names || names.length === 0) return [...ANALYZERS];
  const unknown = names.filter((n) => !ANALYZER_NAMES.includes(n));
  if (unknown.length)
    throw new Error(`Unknown analyzer(s): ${unknown.join(', ')}. Known: ${ANALYZER_NAMES.join(', ')}`);
  return ANALYZERS.filter((a) => names.includes(a.name));
}
