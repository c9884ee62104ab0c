// `npm run analyze -- --trim-to N FILE`: the ranked cuts for a limit (the ones the review offers:
// none that would lower it), then the text with the cuts applied in rank order until it fits (what
// "Apply until it fits" does on the Review screen).
import { applyCuts, cutsUntilFit, landing, savedIn } from '../../../shared/analysis/trim';
import type { LimitType } from '../../../shared/analysis/input';
import { validateInput } from '../input';
import { parseEssay } from '../nlp/parse';
import { analyzeToFeedback } from '../pipeline';

export async function printTrim(text: string, limit: number, unit: LimitType): Promise<void> {
  const parsed = validateInput({ text, word_limit: limit, limit_type: unit });
  const plan = (await analyzeToFeedback(parsed)).trim!;
  const essay = parseEssay(parsed.text);
  const chosen = cutsUntilFit(plan, limit);
  const after = landing(plan, chosen);
  const out: string[] = [];
  out.push(
    `${plan.used} ${unit}, limit ${limit}: ${plan.cuts.length} cuts could save ${plan.used - plan.used_after_all} ${unit}.`,
  );
  plan.cuts.forEach((c) => {
    const line = essay.lines.lineOf(c.start);
    const to = c.replacement ? `"${c.replacement}"` : '(remove)';
    out.push(
      `${String(c.rank + 1).padStart(3)}. [${c.kind}] line ${line}: "${c.original.trim()}" -> ${to}  (-${savedIn(c, unit)} ${unit}) ${c.reason}`,
    );
  });
  out.push(
    after <= limit
      ? `Applying the first ${chosen.length === 1 ? 'cut' : `${chosen.length} cuts`} brings it to ${after} ${unit}: within the limit.`
      : `All the cuts bring it to ${after} ${unit}: still ${after - limit} over; the rest is yours to cut.`,
  );
  out.push('', '--- trimmed text ---', applyCuts(parsed.text, chosen));
  process.stdout.write(`${out.join('\n')}\n`);
}
