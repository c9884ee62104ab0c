// One mistake, one finding. Two analyzers can reach the same slip on their own ("can not" is a
// split compound to the grammar rules and a spelling slip to the spelling layer); the student
// should see it once, at the stronger severity, not two cards and two highlights for one fix.
import type { Issue } from '../analyzers/types';

const RANK: Record<Issue['severity'], number> = { error: 3, warning: 2, suggestion: 1, info: 0 };

const keyOf = (i: Issue) => `${i.start}:${i.end}:${(i.replacements[0] ?? '').toLowerCase()}`;

/** Issues with the same words and the same first fix merged into the most severe of them. */
export function withoutDuplicates(issues: readonly Issue[]): Issue[] {
  const slotOf = new Map<string, number>(); // key -> index in out
  const out: Issue[] = [];
  for (const issue of issues) {
    // Whole-essay notes and findings without a fix are each their own.
    if (issue.start < 0 || !issue.replacements.length) {
      out.push(issue);
      continue;
    }
    const key = keyOf(issue);
    const slot = slotOf.get(key);
    if (slot === undefined) {
      slotOf.set(key, out.length);
      out.push(issue);
    } else if (RANK[issue.severity] > RANK[out[slot]!.severity]) out[slot] = issue;
  }
  return out;
}
