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
    const last = toks[k - 1]!;
    const phrase = `${other.join(' ')} and I`;
    const fix = phrase[0]!.toUpperCase() + phrase.slice(1); // it heads the sentence
    out.push(
      hit(
        'subject-me',
        'grammar',
        'Pronoun',
        toks[i]!.start,
        last.end,
        `"Me" cannot be the subject of "${verb.text}": write "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}
