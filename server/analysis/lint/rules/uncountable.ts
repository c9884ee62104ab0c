// Nouns with no plural, shared by the filter of harper's mass-noun lint and the count rules.

/** Classic uncountable nouns learners pluralise; harper's own list also holds technical words. */
export const UNCOUNTABLE = new Set(
  'advice information furniture equipment knowledge homework housework luggage baggage feedback evidence research vocabulary machinery jewelry jewellery scenery software hardware stuff garbage rubbish traffic weather music clothing pollution progress happiness fun violence courage chaos poetry slang news grammar transportation livestock wildlife health'.split(
    ' ',
  ),
);
