// Text that ends in an abbreviation's full stop ("the U.S.", "Ph.D.", "Jinek et al.", "7 a.m.",
// "Mr."): a lower-case word after it does not start a new sentence. Shared by the filter of
// harper's capital-letter lint and the engine's own sentence-capital rule.
export const ABBREVIATION_END =
  /(?:\b\p{L}\.(?:\p{L}\.?)*|\b(?:etc|vs|e\.g|i\.e|a\.m|p\.m|Mr|Mrs|Ms|Dr|Prof|St|Jr|Sr|Inc|Ltd|Co|No|Vol|Fig|approx|dept|est|ca|cf|al|Corp|Bros|Assn|Ave|Blvd|Rd|Gov|Sen|Rep|Gen|Col|Capt|Lt|Sgt|Univ|Mt|Ft|Pres|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.|\.\.\.\]?|…\]?)["'”’)\]]*\s*$/u;
