// Verbs that take no possessive "'s": read by the verb-apostrophe rule (lint/rules/marks.ts) and
// by the spelling layer, which leaves "say's" to that rule.
// Verbs that are (almost) never nouns, so "'s" after them is neither a possessive nor "is".
export const VERB_ONLY = new Set(
  'say go want try tell take get sit make think know feel seem give keep bring become mean find come need eat teach believe happen'.split(
    ' ',
  ),
);

/** "get's", "say’s": a verb written with "'s" (the spelling layer leaves it to the rule below). */
export const isVerbWithApostrophe = (lower: string) =>
  VERB_ONLY.has(lower.replace(/['’]s$/, '')) && /['’]s$/.test(lower);
