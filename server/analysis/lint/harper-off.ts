// harper rules whose lints the grammar section never shows, by why. A pure data module, so both
// harper's set-up (nlp/resources.ts: harper does not run these at all) and the verdict table
// (harper-verdicts.ts) read it. The exceptions are the rules the spelling layer reads, which run.

/** Rules the grammar section never shows, by why. */
const OFF: Readonly<Record<string, string>> = {
  // House style: ellipsis characters, dashes, quote spacing, curse words, hedges, "and also".
  style: `AvoidCurses LeftRightHand NumericRangeEnDash QuoteSpacing UseEllipsisCharacter Regionalisms
    HaveTakeALook CondenseAllThe WrongNegative Hedging HyphenateNumberDay SoonToBe LowHangingFruit`,
  // Re-checked per paragraph by rules/quotes.ts: harper sees one sentence, so a quotation that spans
  // sentences looks unterminated.
  quotes: `UnclosedQuotes`,
  // Correct English they flag: "find out", "one of the best", "was given",
  // "need to talk", capitals of names harper knows, a missing preposition in "go home", two words
  // that "go together", a contraction harper wants ("it's time", "you're").
  misfires: `FindOut OneOfTheSingular SimplePastToPastParticiple InflectedVerbAfterTo
    OrthographicConsistency MissingPreposition MergeWords ItTimeAuxiliary YourPredicateAdjective
    PayForPrice PronounAre SomethingIs Theres TransposedSpace`,
  // Kinds the grammar section does not read (lint/filter.ts): spelling is the spelling analyzer's;
  // style, word order and regional usage are not mistakes.
  kinds: `SpellCheck DisjointPrefixes ClicheAccent Hazzle OkToOkay Payed ToLoseTooLoose ThesesThese SeamToSeem
    DoubleEdgedSword PerSe YeaToYeah JustDeserts OutOfTheWindow NoLongerPronoun ThriveOn`,
};

/** Every rule in OFF, in table order (the verdict table checks that none is listed twice). */
export const OFF_RULE_NAMES: readonly string[] = Object.values(OFF).flatMap((l) => l.trim().split(/\s+/));

export const OFF_RULES: ReadonlySet<string> = new Set(OFF_RULE_NAMES);

/**
 * Off for the grammar section but read by the spelling layer, so harper runs them: the unknown
 * words (SpellCheck), prefixes that may be joined, which are not misspellings ("co-workers",
 * DisjointPrefixes), and a word's own capitals ("tv" -> "TV", OrthographicConsistency), which
 * stand in for a spelling card (lint/filter.ts isRecasing).
 */
export const READ_BY_SPELLING: ReadonlySet<string> = new Set([
  'SpellCheck',
  'DisjointPrefixes',
  'OrthographicConsistency',
]);
