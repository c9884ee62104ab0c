// `analyze --explain`: each finding of an essay with the rule that made it, the rule's description
// and its declared examples, so a false alarm can be traced to one rule and checked against it.
import type { Annotation } from '../../shared/analysis/feedback';
import { grammarRule } from './lint/rules/index';

/** Harper's rule descriptions (Markdown), keyed by rule name. */
export type HarperDescriptions = Record<string, string>;

const quote = (s: string) => `"${s.replace(/\s+/g, ' ')}"`;

// A rule may declare dozens of examples (every case its tests check); a finding shows the first few.
const SHOWN_EXAMPLES = 3;
const more = (n: number, kind: string) =>
  n > SHOWN_EXAMPLES ? [`  (${n - SHOWN_EXAMPLES} more ${kind} examples in the rule's file)`] : [];

function ruleLines(id: string, harper: HarperDescriptions): string[] {
  const rule = grammarRule(id);
  if (rule)
    return [
      `  rule: ${id} (engine grammar rule, ${rule.category}${rule.severity === 'convention' ? ', a convention' : ''})`,
      `  ${rule.description}`,
      ...rule.examples.wrong
        .slice(0, SHOWN_EXAMPLES)
        .map(([text, fixed]) => `  wrong: ${quote(text)}${fixed ? ` -> ${quote(fixed)}` : ''}`),
      ...more(rule.examples.wrong.length, 'wrong'),
      ...rule.examples.right.slice(0, SHOWN_EXAMPLES).map((text) => `  right: ${quote(text)}`),
      ...more(rule.examples.right.length, 'right'),
    ];
  if (id.startsWith('harper:')) {
    const description = harper[id.slice('harper:'.length)];
    return [
      `  rule: ${id} (harper)`,
      ...(description ? [`  ${description.replace(/\s+/g, ' ').trim()}`] : []),
    ];
  }
  return [`  rule: ${id} (the ${id.split(':')[0]} analyzer)`];
}

/** One block per annotation, in text order. */
export function explainFindings(
  text: string,
  annotations: readonly Annotation[],
  harper: HarperDescriptions,
): string {
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length;
  const blocks = annotations.map((a) => {
    const fix = a.replacements[0];
    return [
      `line ${lineOf(a.start)}: ${quote(text.slice(a.start, a.end))}${fix !== undefined ? ` -> ${quote(fix)}` : ''}`,
      `  ${a.message}`,
      ...ruleLines(a.rule_id ?? `${a.analyzer}:${a.category}`, harper),
    ].join('\n');
  });
  return blocks.length ? `${blocks.join('\n\n')}\n` : 'No findings.\n';
}
