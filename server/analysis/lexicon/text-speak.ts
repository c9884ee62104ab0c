// Text-message shorthand ("bc", "idk", "ppl") with the words it stands for: the grammar rule
// (lint/rules/text-speak.ts) flags it and the spelling layer leaves it to that rule.
/** Shorthand a student writes for a word or phrase, lower case, with what it stands for. */
export const TEXT_SPEAK: ReadonlyMap<string, string> = new Map([
  ['bc', 'because'],
  ['bcuz', 'because'],
  ['bcoz', 'because'],
  ['cuz', 'because'],
  ['coz', 'because'],
  ['u', 'you'],
  ['ur', 'your'],
  ['ppl', 'people'],
  ['idk', "I don't know"],
  ['tbh', 'to be honest'],
  ['btw', 'by the way'],
  ['imo', 'in my opinion'],
  ['imho', 'in my opinion'],
  ['smth', 'something'],
  ['sth', 'something'],
  ['bday', 'birthday'],
  ['thx', 'thanks'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['rn', 'right now'],
  ['bff', 'best friend'],
]);
