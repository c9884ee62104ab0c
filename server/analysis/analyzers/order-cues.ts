// What each sentence tells a reader about where it belongs (issue 30), read from the tagged tokens
// the pipeline already has: when it happens (an age, a school year, a dated year), which things it takes as already known ("the dog", "this habit") or brings in
// ("a dog"). order.ts compares how these sit in the essay's own order with how they sit in random
// orders of its sentences.
import type { ParsedEssay } from '../nlp/parse';

export interface SentenceCues {
  /** Where the sentence sits in the writer's life, in years of age (ages, school years), or null. */
  age: number | null;
  /** A calendar year the sentence is set in, or null. */
  year: number | null;
  /** Nouns the sentence treats as known ("the"/"this"/"that"/"these"/"those" before them). */
  known: string[];
  /** Nouns the sentence brings in ("a", "an" before them). */
  introduced: string[];
  /** All noun lemmas the sentence mentions. */
  nouns: string[];
}

const NUMBER_WORDS = (
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen ' +
  'sixteen seventeen eighteen nineteen twenty'
).split(' ');
const ORDINALS = 'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'.split(
  ' ',
);
const num = (w: string) => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS.indexOf(w.toLowerCase()));

// An age the writer was: "when I was seven,", "at age 12", "I turned sixteen." The number must end
// its phrase ("I was two steps away" is no age).
const AGE =
  /\b(?:when I was|I was|at (?:the age of|age)|aged|I turned)\s+(\d{1,2}|[a-z]+)(?=\s*(?:[,.;:!?)—–]|years?\b|and\b|when\b|$))/i;
// School years as the writer's own time ("in fifth grade", "during middle school", "my junior
// year", "Freshman year, I ..."), not a school someone else teaches at ("taught elementary school").
const WHEN = String.raw`(?:^|\b(?:in|during|since|by|until|through|from|after|before|my|of)\s+(?:the\s+|my\s+)?)`;
const GRADE = new RegExp(String.raw`${WHEN}(\d{1,2}(?:st|nd|rd|th)|[a-z]+)[ -]grade\b`, 'i');
const SCHOOL_YEAR = new RegExp(String.raw`${WHEN}(freshman|sophomore|junior|senior)\s+year\b`, 'i');
const SCHOOL_STAGE = new RegExp(
  String.raw`${WHEN}(kindergarten|preschool|elementary school|primary school|middle school)\b`,
  'i',
);
const STAGE_AGE: Record<string, number> = {
  kindergarten: 5,
  preschool: 4,
  'elementary school': 8,
  'primary school': 8,
  'middle school': 12,
  freshman: 15,
  sophomore: 16,
  junior: 17,
  senior: 18,
};
const YEAR = /\b(?:in|of|since|by|until|from)\s+((?:19|20)\d\d)\b/i;
// "At first", "finally", "years later" were tried as a third scale and left out: they mark the
// steps of one episode ("Initially, the blow was devastating" after "finally" closed the one
// before), not the essay's time line, and read one GPT essay's normal order as backward.
const DEFINITE = new Set(['the', 'this', 'that', 'these', 'those']);
const INDEFINITE = new Set(['a', 'an']);

function ageOf(text: string): number | null {
  const a = AGE.exec(text);
  if (a) {
    const n = num(a[1]!);
    if (n >= 2 && n <= 20) return n;
  }
  const g = GRADE.exec(text);
  if (g) {
    const w = g[1]!.toLowerCase();
    const n = /^\d/.test(w) ? parseInt(w, 10) : ORDINALS.indexOf(w) + 1;
    if (n >= 1 && n <= 12) return n + 6;
  }
  const s = SCHOOL_YEAR.exec(text) ?? SCHOOL_STAGE.exec(text);
  return s ? STAGE_AGE[s[1]!.toLowerCase()]! : null;
}

/** The cues of every sentence, in the essay's order. */
export function sentenceCues(essay: ParsedEssay): SentenceCues[] {
  return essay.sentences.map((s) => {
    const toks = essay.tokens.slice(s.tokenStart, s.tokenEnd);
    const known: string[] = [];
    const introduced: string[] = [];
    const nouns: string[] = [];
    toks.forEach((t, k) => {
      if (t.pos !== 'NOUN') return;
      const lemma = t.lemma.toLowerCase();
      nouns.push(lemma);
      // The determiner of this noun: the nearest word before it, past adjectives and compounds.
      let j = k - 1;
      while (j >= 0 && (toks[j]!.pos === 'ADJ' || toks[j]!.pos === 'NOUN' || toks[j]!.pos === 'ADV')) j--;
      const det = j >= 0 && toks[j]!.pos === 'DET' ? toks[j]!.lower : '';
      if (DEFINITE.has(det)) known.push(lemma);
      else if (INDEFINITE.has(det)) introduced.push(lemma);
    });
    const y = YEAR.exec(s.text);
    return {
      age: ageOf(s.text),
      year: y ? Number(y[1]) : null,
      known,
      introduced,
      nouns,
    };
  });
}
