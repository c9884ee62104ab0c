// A pronoun in the wrong case at the head of a sentence: "Me and him went out" -> "He and I went
// out" (the subject takes "I", "he", "she", "we", "they", and politeness puts "I" last).
import type { ParsedEssay } from '../../nlp/parse';
import { isVerb } from './commas';
import { firstWordIndex, hit, type RuleHit } from './types';

const SUBJECT_FORM: Readonly<Record<string, string>> = { him: 'he', her: 'she', us: 'we', them: 'they' };

/** "Me and my sister went": "me" cannot be a subject; write "My sister and I went". */
export function subjectMeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    const last = otherAndMe(essay, i, s.tokenEnd);
    if (last) out.push(last);
    if (toks[i]?.lower !== 'me' || toks[i + 1]?.lower !== 'and') continue;
    // the other person: one to three words ("him", "my sister", "my best friend"), then the verb
    let j = i + 2;
    while (j < Math.min(s.tokenEnd, i + 6) && toks[j]!.isWord && !isVerb(toks[j])) j++;
    const verb = toks[j];
    if (j === i + 2 || !verb || j >= s.tokenEnd || !isVerb(verb) || /ing$/.test(verb.lower)) continue;
    let k = j; // "Me and my friend always argue": the adverb stays where it is
    while (k > i + 3 && toks[k - 1]!.pos === 'ADV') k--;
    const other = toks.slice(i + 2, k).map((t) => SUBJECT_FORM[t.lower] ?? t.text);
    if (other.some((w) => /^(?:me|i)$/i.test(w))) continue;
    const lastWord = toks[k - 1]!;
    const phrase = `${other.join(' ')} and I`;
    const fix = phrase[0]!.toUpperCase() + phrase.slice(1); // it heads the sentence
    out.push(
      hit(
        'subject-me',
        'grammar',
        'Pronoun',
        toks[i]!.start,
        lastWord.end,
        `"Me" cannot be the subject of "${verb.text}": write "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

// The words a subject is built from before "and me": "My friends", "Jake", "my little brother".
const PHRASE = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);
const POSSESSIVE = /^(?:my|his|her|our|their|your)$/;

/** "My friends and me went hiking": "me" as part of the subject is "I". */
function otherAndMe(essay: ParsedEssay, i: number, end: number): RuleHit | undefined {
  const toks = essay.tokens;
  let j = i;
  const isPart = (k: number) =>
    PHRASE.has(toks[k]!.pos) || POSSESSIVE.test(toks[k]!.lower) || toks[k]!.lower in SUBJECT_FORM;
  while (j < Math.min(end, i + 4) && isPart(j)) j++;
  if (j === i || toks[j]?.lower !== 'and' || toks[j + 1]?.lower !== 'me') return undefined;
  let v = j + 2;
  if (toks[v]?.pos === 'ADV') v++; // "and me always argue"
  const verb = toks[v];
  if (!verb || v >= end || !isVerb(verb) || /ing$/.test(verb.lower)) return undefined;
  const me = toks[j + 1]!;
  // "Him and me went": the other pronoun changes too, so the whole subject is the fix.
  const other = toks.slice(i, j);
  const objectPronoun = other.some((t) => t.lower in SUBJECT_FORM);
  const words = other.map((t) => SUBJECT_FORM[t.lower] ?? t.text);
  const subject = `${words.join(' ')} and I`;
  const fix = objectPronoun ? subject[0]!.toUpperCase() + subject.slice(1) : 'I';
  return hit(
    'subject-me',
    'grammar',
    'Pronoun',
    objectPronoun ? other[0]!.start : me.start,
    me.end,
    `"me" is part of the subject of "${verb.text}", so it takes "I": "${objectPronoun ? fix : 'and I'} ${verb.text}".`,
    [fix],
  );
}
