// Agreement where words stand between a singular subject and its verb, the places students lose
// track of the subject: "Everyone in my family have" (has), "Neither my brother nor my sister
// were" (was: the verb agrees with the nearer part), "My mother, along with my aunts, were" (was:
// "along with" adds no subject). Each frame is matched exactly, so a subject that really is plural
// ("my brother and my sister were", "Neither my brother nor my parents were") never matches. And an
// opening -ing phrase is one activity: "Working in groups help students" (helps).
import { SUBJECTS_THAT_AGREE } from './lookalikes.table';
import type { ParsedEssay, Token } from '../../nlp/parse';
import { hit, isSingular, next, prev, thirdPerson, type RuleHit, defineRule } from './types';
import { PLURAL_VERB } from './subject-phrase';
import { INDEFINITE_PERSONS, POSSESSIVE_DETERMINERS } from '../../lexicon/word-classes';

// Words a short noun phrase after a preposition is built from ("in my family", "at our school").
const PHRASE_WORD = /^(?:DET|ADJ|NOUN|PROPN|NUM)$/;
const ADDING = /^(?:along|together|as|in|accompanied)$/;
const ADDING_PHRASE = /^(?:along with|together with|as well as|in addition to|accompanied by)$/;

function agree(v: Token, subject: string, fix: string): RuleHit {
  return hit(
    'subject-verb',
    'grammar',
    'Agreement',
    v.start,
    v.end,
    `The subject is "${subject}", which is singular: write "${fix}".`,
    [fix],
  );
}

/** Index after a short noun phrase (up to four words) starting at `i`, or -1 if there is none. */
function phraseEnd(essay: ParsedEssay, i: number): number {
  let j = i;
  while (j < i + 4 && essay.tokens[j] && essay.tokens[j]!.sentence === essay.tokens[i]!.sentence) {
    const t = essay.tokens[j]!;
    if (!PHRASE_WORD.test(t.pos) && !POSSESSIVE_DETERMINERS.has(t.lower)) break;
    j++;
  }
  return j > i && essay.tokens[j - 1]!.pos !== 'DET' ? j : -1;
}

export function distantSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i]!;
    if (INDEFINITE_PERSONS.has(t.lower)) {
      // "Everyone in my family have": a place or group after the subject.
      const p = next(essay, i);
      if (!p || !/^(?:in|at|from|on)$/.test(p.lower) || prev(essay, i)?.pos === 'AUX') continue;
      const end = phraseEnd(essay, i + 2);
      const v = end > 0 ? toks[end] : undefined;
      const fix = v && v.sentence === t.sentence ? PLURAL_VERB.get(v.lower) : undefined;
      if (fix) out.push(agree(v!, t.text, fix));
    } else if (t.lower === 'nor' && /^neither$/i.test(firstWord(essay, i))) {
      // "Neither my brother nor my sister were": the part after "nor" is singular.
      const end = phraseEnd(essay, i + 1);
      const head = end > 0 ? toks[end - 1] : undefined;
      const v = end > 0 ? toks[end] : undefined;
      const fix = v && v.sentence === t.sentence ? PLURAL_VERB.get(v.lower) : undefined;
      if (fix && isSingular(head)) out.push(agree(v!, essay.text.slice(toks[i + 1]!.start, head!.end), fix));
    } else if (t.text === ',' && ADDING.test(toks[i + 1]?.lower ?? '')) {
      addedPhrase(essay, i, out);
    }
  }
  return out;
}

export const distantSubject = defineRule({
  id: 'distant-subject',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'Agreement with a subject some words back: "neither ... nor", "each of", a subject before a phrase.',
  examples: {
    wrong: [
      ['Neither my brother nor my sister were home.', 'Neither my brother nor my sister was home.'],
      ['Everyone in my family have a different opinion.', 'Everyone in my family has a different opinion.'],
      [
        'My mother, along with my aunts, were cooking all day.',
        'My mother, along with my aunts, was cooking all day.',
      ],
    ],
    right: ['I have work to do.', 'We have work to do.', ...SUBJECTS_THAT_AGREE],
  },
  run: distantSubjectRule,
});

/** The first word of the sentence that token `i` is in. */
function firstWord(essay: ParsedEssay, i: number): string {
  const s = essay.sentences[essay.tokens[i]!.sentence];
  return s ? (essay.tokens[s.tokenStart]?.text ?? '') : '';
}

/** "My mother, along with my aunts, were": the subject before the comma is the one that counts. */
function addedPhrase(essay: ParsedEssay, comma: number, out: RuleHit[]): void {
  const toks = essay.tokens;
  const two = `${toks[comma + 1]?.lower} ${toks[comma + 2]?.lower}`;
  const three = `${two} ${toks[comma + 3]?.lower}`;
  const words = ADDING_PHRASE.test(two) ? 2 : ADDING_PHRASE.test(three) ? 3 : 0;
  if (!words) return;
  // The subject opens the sentence: "My mother," / "The coach,".
  const head = toks[comma - 1];
  const s = essay.sentences[toks[comma]!.sentence];
  if (!s || !head || !isSingular(head) || comma - s.tokenStart > 3) return;
  if (
    !toks
      .slice(s.tokenStart, comma - 1)
      .every((t) => t.pos === 'DET' || POSSESSIVE_DETERMINERS.has(t.lower) || t.pos === 'ADJ')
  )
    return;
  // The added phrase closes with a second comma within a few words, then the verb.
  for (let j = comma + words + 1; j < Math.min(s.tokenEnd, comma + words + 7); j++) {
    if (toks[j]!.text !== ',') continue;
    const v = toks[j + 1];
    const fix = v && v.sentence === head.sentence ? PLURAL_VERB.get(v.lower) : undefined;
    if (fix) out.push(agree(v!, essay.text.slice(toks[s.tokenStart]!.start, head.end), fix));
    return;
  }
}

const GERUND_NEXT = /^(?:ADP|DET)$/;
const OWNER_WORD = /^(?:my|your|his|her|our|their)$/;
const CAUSING_GERUND =
  /^(?:having|making|letting|helping|watching|seeing|hearing|getting|requiring|expecting|leaving|providing)$/;

/**
 * "Working in groups help students": a sentence that opens with an -ing phrase has that phrase,
 * one thing, for its subject, so the verb takes -s. Only where the -ing word takes a preposition
 * or a determiner ("Working parents help" has a plural noun for its subject) and no comma comes
 * before the verb ("Working in groups, students help each other").
 */
export function gerundSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const g = toks[s.tokenStart];
    const n = toks[s.tokenStart + 1];
    if (!g || !n || !/^\p{Lu}\p{Ll}+ing$/u.test(g.text) || g.pos !== 'VERB') continue;
    if (!GERUND_NEXT.test(n.pos) && !OWNER_WORD.test(n.lower)) continue;
    // ("Having the students take a class", "Helping the user get": the verb after the object is bare)
    if (CAUSING_GERUND.test(g.lower)) continue;
    for (let j = s.tokenStart + 2; j < Math.min(s.tokenEnd, s.tokenStart + 7); j++) {
      const v = toks[j]!;
      if (v.text === ',' || v.pos === 'AUX' || /^(?:and|or|that|who|which)$/.test(v.lower)) break;
      if (v.pos !== 'VERB') continue;
      // ("Taking the time to use a textbook": an infinitive inside the subject)
      // ("Taking a commit career": a word after "a" is a noun or its describing word)
      if (toks[j - 1]!.lower === 'to' || toks[j - 1]!.pos === 'DET') break;
      const obj = toks[j + 1];
      const bare = v.lemma === v.lower && /^\p{Ll}{3,}$/u.test(v.text) && !/(?:ing|ed)$/.test(v.lower);
      if (bare && obj && obj.sentence === s.index && /^(?:PRON|DET|NOUN)$/.test(obj.pos)) {
        const fix = thirdPerson(v.lower);
        out.push(
          hit(
            'subject-verb',
            'grammar',
            'Agreement',
            v.start,
            v.end,
            `The subject is "${essay.text.slice(g.start, toks[j - 1]!.end)}", one activity: write "${fix}".`,
            [fix],
          ),
        );
      }
      break;
    }
  }
  return out;
}

export const gerundSubject = defineRule({
  id: 'gerund-subject',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"Working in groups help students": a sentence that opens with an -ing phrase has that phrase, one thing, for its subject, so the verb takes -s. Only where the -ing word takes a preposition or a determiner ("Working parents help" has a plural noun for its subject) and no comma comes before the verb ("Working in groups, students help each other").',
  examples: {
    wrong: [
      ['Working in groups help students learn.', 'Working in groups helps students learn.'],
      ['Joining this program give them a chance.', 'Joining this program gives them a chance.'],
    ],
    right: ['He helped me to grow.', 'Who did you give it to?', ...SUBJECTS_THAT_AGREE],
  },
  run: gerundSubjectRule,
});
