// The AI-detection advice rule, for tests of the panel and of the exports: a sentence that ties
// spelling, uncommon words or polish to AI writing or risk must say they do NOT count.
const CAREFUL_WRITING = /spell|uncommon|rare\b|rarity|polish|proofread/i;
const RISK = /\bAI\b|risk|machine/i;
const NEGATED = /\bnot\b|\bnever\b|n't\b/i;

/** Sentences that give careful writing as a reason for AI risk (should be none). */
export function carefulWritingAsRisk(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((s) => CAREFUL_WRITING.test(s) && RISK.test(s) && !NEGATED.test(s));
}
