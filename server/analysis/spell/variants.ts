// British and Commonwealth spellings (colour, centre, organise, travelled, defence, plough) are
// not misspellings: applicants write in the English they were taught. A word counts as a variant
// when a regular British-to-American change turns it into a known word.
import { isKnownWord } from './corrector';

const CHANGES: Array<[RegExp, string]> = [
  [/our(s|ed|ing|ful|ite|ites|able|er|ers)?$/, 'or$1'],
  [/(?<=\w{3})our(?=\w)/, 'or'],
  [/(?<=\w\w[bcdfgkmpstv])re(s|d)?$/, 'er$1'],
  [/(?<=\w\w)is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/(?<=\w\w[aeiou])ll(ed|ing|er|ers|ery)$/, 'l$1'],
  [/(?<=^(?:def|off|lic|pret))ence(s)?$/, 'ense$1'],
  [/(?<=\w\w)ogue(s)?$/, 'og$1'],
  [/^plough/, 'plow'],
  // judgement, acknowledgement, abridgement
  [/(?<=dg)ement(s)?$/, 'ment$1'],
  // anaemia, archaeology, paediatric: long words only ("jaell" is a slip, not British "jell").
  [/(?<=\w\w)ae(?=[^aeiou]\w\w)/, 'e'],
  [/(?<=^f)oe(?=t)|^oe(?=s)/, 'e'],
  [/^practis/, 'practic'],
  [/^programme/, 'program'],
  [/^maths$/, 'math'],
];

/** The American form of a British spelling, or null when `lower` is not one. */
export function americanForm(lower: string): string | null {
  for (const [from, to] of CHANGES) {
    if (!from.test(lower)) continue;
    const us = lower.replace(from, to);
    if (us !== lower && isKnownWord(us)) return us;
    // Some words need two changes (shrivelling -> shriveling, manoeuvre -> maneuver).
    for (const [from2, to2] of CHANGES) {
      const us2 = us.replace(from2, to2);
      if (us2 !== us && from2 !== from && isKnownWord(us2)) return us2;
    }
  }
  return null;
}
