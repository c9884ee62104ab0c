// Commas where English puts none: after a joining word inside a sentence ("I wanted to go, but, it
// was raining"; "read, write and, draw"; in "I wanted to go but, it rained" the comma moves before
// "but"), before "that" after a verb of saying ("The teacher said, that we could leave"), and
// between the last adjective and its noun ("a cold, dark, night"), after "that" opening a clause
// ("I think that, we") and inside "so ... that" ("so nervous, that I forgot"). An interrupter closed by a
// second comma ("and, of course, we") is punctuated right.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

// ("so" and "yet" are often adverbs: "if so, we", "not yet, and"; "so" is judged on its own below.)
const JOINER = /^(?:and|but)$/;
const SAYING_FORM =
  /^(?:said|says|say|thought|think|believe|believed|know|knew|realized|realised|felt|feel|explained|decided|told|noticed|learned)$/;
const SUBJECT_START = /^(?:i|we|you|they|he|she|it|the|my|our|his|her|their|there|this|everyone|people)$/;

const isComma = (t?: Token) => t?.text === ',';
// Words after which "so" is an adverb, not the joining word: "if so", "I think so", "even so".
export const SO_ADVERB_AFTER =
  /^(?:doing|done|if|think|thought|hope|hoped|believe|guess|suppose|say|said|says|not|even|do|did|does|more|and|or|just|only|ever|so|why|is|was|be|told|tell|feel|felt)$/;

export function strayCommaRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  const drop = (before: Token, comma: Token, message: string) =>
    out.push(hit('stray-comma', 'punctuation', 'Comma', before.start, comma.end, message, [before.text]));
  for (let i = 1; i + 2 < toks.length; i++) {
    const t = toks[i]!;
    const comma = toks[i + 1]!;
    const next = toks[i + 2]!;
    if (
      !isComma(comma) ||
      next.sentence !== t.sentence ||
      !next.isWord ||
      t.sentence !== toks[i - 1]!.sentence
    )
      continue;
    // "the boots were too small so, we sent them back": "so" joins a result clause (a subject
    // follows); after "if", "think", "not" and their kin it is the adverb ("if so, we").
    const resultSo =
      t.lower === 'so' &&
      SUBJECT_START.test(next.lower) &&
      toks[i - 1]!.isWord &&
      !SO_ADVERB_AFTER.test(toks[i - 1]!.lower) &&
      !toks.slice(i + 2, i + 8).some((x) => x.sentence === t.sentence && isComma(x));
    if ((JOINER.test(t.text) && /^\p{Ll}/u.test(next.text)) || resultSo) {
      // "and, of course, we": the interrupter closes with a comma of its own.
      const rest = toks.slice(i + 2, i + 10).filter((x) => x.sentence === t.sentence);
      if (rest.some(isComma) || rest.some((x) => /^["“(—–-]$/.test(x.text))) continue;
      const before = toks[i - 1]!;
      if (t.lower === 'and' || isComma(before) || !before.isWord) {
        drop(t, comma, `No comma after "${t.text}" here: the word it joins follows straight on.`);
        continue;
      }
      // "I wanted to go but, it rained": the comma belongs before "but", where the clauses meet.
      const fix = `${before.text}, ${t.text}`;
      out.push(
        hit(
          'stray-comma',
          'punctuation',
          'Comma',
          before.start,
          comma.end,
          `The comma goes before "${t.text}": "${fix}".`,
          [fix],
        ),
      );
    } else if (
      SAYING_FORM.test(t.lower) &&
      next.lower === 'that' &&
      SUBJECT_START.test(toks[i + 3]?.lower ?? '')
    ) {
      drop(t, comma, `No comma between "${t.text}" and the "that" clause it introduces.`);
    } else if (
      t.lower === 'that' &&
      SAYING_FORM.test(toks[i - 1]!.lower) &&
      // ("Having said that, I hope": "that" is what was said)
      toks[i - 2]?.lower !== 'having' &&
      SUBJECT_START.test(next.lower) &&
      !toks.slice(i + 2, i + 10).some((x) => x.sentence === t.sentence && isComma(x))
    ) {
      // "I think that, we should go": "that" opens the clause; no comma after it (an aside closed
      // by a second comma, "that, in my view, we", is punctuated right).
      drop(t, comma, `No comma after "that": the clause it opens follows straight on.`);
    } else if (
      next.lower === 'that' &&
      /^(?:ADJ|ADV)$/.test(t.pos) &&
      toks[i - 1]!.lower === 'so' &&
      SUBJECT_START.test(toks[i + 3]?.lower ?? '')
    ) {
      // "I was so nervous, that I forgot": "so ... that" is one frame, with no comma inside.
      drop(t, comma, `No comma in "so ${t.text} that": the result follows straight on.`);
    } else if (t.pos === 'ADJ' && next.pos === 'NOUN' && isComma(toks[i - 1]) && toks[i - 2]?.pos === 'ADJ') {
      // "a cold, dark, night": the comma between adjectives stops before the noun.
      const det = toks[i - 3];
      const after = toks[i + 3];
      if (det?.pos !== 'DET' || (after && after.sentence === t.sentence && after.pos === 'NOUN')) continue;
      drop(t, comma, `No comma between the last describing word and "${next.text}".`);
    }
  }
  return out;
}

export const strayComma = defineRule({
  id: 'stray-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: 'A comma that splits a clause from its verb or object ("I think that, we").',
  after: ['spacing'],
  examples: {
    wrong: [
      ['I think that, we should go.', 'I think that we should go.'],
      ['It was a cold, dark, night.', 'It was a cold, dark night.'],
      ['I love to read, write and, draw.', 'I love to read, write and draw.'],
      ['I wanted to go, but, it was raining.', 'I wanted to go, but it was raining.'],
      ['I wanted to go but, it was raining.', 'I wanted to go, but it was raining.'],
      ['The boots were too small so, we sent them back.', 'The boots were too small, so we sent them back.'],
      ['I was so nervous, that I forgot my lines.', 'I was so nervous that I forgot my lines.'],
      ['The teacher said, that we could leave early.', 'The teacher said that we could leave early.'],
    ],
    right: [
      'Having said that, I hope you agree.',
      'I think that, in my view, we should go.',
      'I went home and, of course, slept for hours.',
      'If so, we can leave now.',
      'I think so, they said.',
      'By doing so, we can help.',
      'Even so, we left early.',
      'It was a long, hard, cold winter.',
      'He said, "that is not fair."',
      'They grew up poor. But, as my father says, poverty taught them.',
    ],
  },
  run: strayCommaRule,
});
