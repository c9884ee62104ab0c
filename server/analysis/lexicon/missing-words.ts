// Words students use correctly that neither harper's dictionary nor the larger word list has:
// newer everyday words (esports, pickleball, makerspace), accepted variants (homogenous, ageing,
// flyer, wellbeing), Latin in common use (petri dish, lingua franca, in vitro) and a few trade
// words (drawknife). Hand-written by the team; each was checked to be marked by harper and
// absent from the word lists.
const MISSING_WORDS = `
improv improvs homogenous ageing aunty
slushie slushies ollie ollies flyer flyers boba kombucha
esports skatepark skateparks jiujitsu pickleball makerspace makerspaces
homeschool homeschooled homeschooling nonbinary wifi
drawknife drawknives
ok wellbeing petri lingua franca vitro vivo
`;

const MISSING = new Set(MISSING_WORDS.split(/\s+/).filter(Boolean));

// Hyphenated words whose last part is no word alone ("the have-nots"; "nots" by itself is a slip).
const HYPHENATED = new Set(['have-nots', 'have-not']);

/**
 * True for a correctly spelled word the dictionaries lack ("pickleball", "ageing"); `before` is
 * the text just before it, for the last part of a hyphenated word ("have-" before "nots").
 */
export function isMissingWord(lower: string, before = ''): boolean {
  const lead = /(\p{L}+)-$/u.exec(before.toLowerCase())?.[1];
  if (lead && HYPHENATED.has(`${lead}-${lower}`)) return true;
  return MISSING.has(lower) || MISSING.has(lower.replace(/['’]s$/, ''));
}
