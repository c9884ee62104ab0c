// A pronoun in the wrong case at the head of a sentence: "Me and him went out" -> "He and I went
// out" (the subject takes "I", "he", "she", "we", "they", and politeness puts "I" last).
import type { ParsedEssay, Token } from '../../nlp/parse';
import { pastOf } from '../../spell/verb-forms';
import { isVerb } from './commas';
import { casedLike, firstWordIndex, hit, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';
import { PERSON_POSSESSIVES } from '../../lexicon/word-classes';

const SUBJECT_FORM: Readonly<Record<string, string>> = wordTable({
  him: 'he',
  her: 'she',
  us: 'we',
  them: 'they',
});

// Words after which a clause, and so its subject, can begin: "When me and my friend went",
// "After school, me and him walked", "Every Friday afternoon me and Jason drive".
const OPENS_CLAUSE =
  /^(?:,|when|whenever|because|after|before|while|since|if|until|once|how|where|why|that|what|though|although|unless|and|but|so|then|now|day|night|morning|afternoon|evening|week|weekend|month|year|summer|winter|spring|fall|time)$/;

/** "Me and my sister went": "me" cannot be a subject; write "My sister and I went". */
export function subjectMeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const first = firstWordIndex(essay, s);
    const last = otherAndMe(essay, first, s.tokenEnd);
    if (last) out.push(last);
    for (let i = first; i + 1 < s.tokenEnd; i++) {
      const pronoun = toks[i]!.lower;
      const self = pronoun === 'me' || pronoun === 'myself';
      if ((!self && !(pronoun in SUBJECT_FORM)) || toks[i + 1]!.lower !== 'and') continue;
      if (i !== first && !OPENS_CLAUSE.test(toks[i - 1]!.lower)) continue;
      const found = self
        ? meAndOther(essay, i, s.tokenEnd, i === first)
        : objectAndOther(essay, i, s.tokenEnd);
      if (found) out.push(found);
    }
  }
  return out;
}

export const subjectMe = defineRule({
  id: 'subject-me',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"Me and my sister went": "me" cannot be a subject; write "My sister and I went".',
  examples: {
    wrong: [
      ['Him and me always argue.', 'He and I always argue.'],
      ['Me and him went to the lake.', 'He and I went to the lake.'],
      ['Me and my best friend always argue.', 'My best friend and I always argue.'],
      [
        'Every Friday afternoon me and my friend Jason drive to the market.',
        'Every Friday afternoon my friend Jason and I drive to the market.',
      ],
      ['When me and my dad were in line, we talked.', 'When my dad and I were in line, we talked.'],
      [
        'She told me how her and her sisters would walk to school.',
        'She told me how she and her sisters would walk to school.',
      ],
      [
        'That is the worst prank that me and my brother pulled.',
        'That is the worst prank that my brother and I pulled.',
      ],
      ['Him and his friends were waiting outside.', 'He and his friends were waiting outside.'],
      ['Myself and my brother went to the store.', 'My brother and I went to the store.'],
      ['My brother and myself went home.', 'My brother and I went home.'],
      ['From then on, him and I were best friends.', 'From then on, he and I were best friends.'],
      ['My friends and me went hiking.', 'My friends and I went hiking.'],
    ],
    right: [
      'I saw my mom and I cried.',
      'My sister and I went home.',
      'My friend and I went to the lake.',
      'Me and my friends: a story.',
      'I waited for him and his friends.',
      'I taught myself and my sister to swim.',
      'Her and my mother’s recipes won.',
      'She was shorter than me and she had short black hair.',
      'For me and my friends the library is important.',
      'It was between my boyfriend and me and that was that.',
      'Coach gave me and my brother a ride.',
      'Between you and me, it was hard.',
      'She gave my brother and me a ride.',
      'My brother and me watching TV was normal.',
    ],
  },
  run: subjectMeRule,
});

/** The subject "X and" + the other person (one to three words) + its finite verb, if it is one. */
function subjectAfterAnd(essay: ParsedEssay, i: number, end: number) {
  const toks = essay.tokens;
  let j = i + 2;
  // (The tagger reads a present verb after a name as a noun: "my friend Jason drive to".)
  const verbAt = (k: number) =>
    isVerb(toks[k]) ||
    (toks[k]!.pos === 'NOUN' &&
      toks[k - 1]!.pos === 'PROPN' &&
      /^(?:ADP|DET|PRON|ADV)$/.test(toks[k + 1]?.pos ?? '') &&
      pastOf(toks[k]!.lower) !== undefined);
  while (j < Math.min(end, i + 6) && toks[j]!.isWord && !verbAt(j)) j++;
  const verb = toks[j];
  if (j === i + 2 || !verb || j >= end || !verbAt(j) || /ing$/.test(verb.lower)) return undefined;
  let k = j; // "Me and my friend always argue", "me and my family all got": these stay where they are
  while (k > i + 3 && (toks[k - 1]!.pos === 'ADV' || /^(?:all|both)$/.test(toks[k - 1]!.lower))) k--;
  return { verb, person: toks.slice(i + 2, k) };
}

/** "me and" + the other person + a finite verb: the fix puts "I" last. */
function meAndOther(essay: ParsedEssay, i: number, end: number, heads: boolean): RuleHit | undefined {
  const found = subjectAfterAnd(essay, i, end);
  if (!found || !isPerson(found.person)) return undefined;
  const other = found.person.map((t) => SUBJECT_FORM[t.lower] ?? t.text);
  const phrase = `${other.join(' ')} and I`;
  const fix = heads ? phrase[0]!.toUpperCase() + phrase.slice(1) : phrase;
  return hit(
    'subject-me',
    'grammar',
    'Pronoun',
    essay.tokens[i]!.start,
    found.person.at(-1)!.end,
    `"${essay.tokens[i]!.text}" cannot be the subject of "${found.verb.text}": write "${fix}".`,
    [fix],
  );
}

/** "Him and his friends were waiting", "Her and I went": the subject form of the pronoun. */
function objectAndOther(essay: ParsedEssay, i: number, end: number): RuleHit | undefined {
  const found = subjectAfterAnd(essay, i, end);
  const person = found?.person ?? [];
  // ("Him and I": "I" is the other person here.)
  const other = person.length === 1 && person[0]!.lower === 'i' ? [] : person;
  if (!found || !isPerson(other) || person.some((t) => /^(?:me|myself)$/.test(t.lower))) return undefined;
  const t = essay.tokens[i]!;
  const fix = casedLike(SUBJECT_FORM[t.lower]!, t.text);
  return hit(
    'subject-me',
    'grammar',
    'Pronoun',
    t.start,
    t.end,
    `"${t.text}" is part of the subject of "${found.verb.text}", so it takes "${fix}".`,
    [fix],
  );
}

/**
 * The other person after "me and": one noun phrase of names, nouns and object pronouns ("my little
 * brother", "him", "you"). Not "my friends the library" (two phrases), "me and she had" (a subject
 * of its own), "me and that's" or "me and him laugh about" (a clause).
 */
function isPerson(words: Token[]): boolean {
  const part = (t: Token) =>
    PHRASE.has(t.pos) || PERSON_POSSESSIVES.has(t.lower) || t.lower in SUBJECT_FORM || t.lower === 'you';
  const heads = words.filter((t) => t.pos === 'DET' || PERSON_POSSESSIVES.has(t.lower)).length;
  return (
    words.every(part) &&
    heads <= 1 &&
    !words.some((t) => /^(?:i|me|we|they|he|she|that|this|it)$/.test(t.lower))
  );
}

// The words a subject is built from before "and me": "My friends", "Jake", "my little brother".
const PHRASE = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM']);

/** "My friends and me went hiking": "me" as part of the subject is "I". */
function otherAndMe(essay: ParsedEssay, i: number, end: number): RuleHit | undefined {
  const toks = essay.tokens;
  let j = i;
  const isPart = (k: number) =>
    PHRASE.has(toks[k]!.pos) || PERSON_POSSESSIVES.has(toks[k]!.lower) || toks[k]!.lower in SUBJECT_FORM;
  while (j < Math.min(end, i + 4) && isPart(j)) j++;
  if (j === i || toks[j]?.lower !== 'and' || !/^(?:me|myself)$/.test(toks[j + 1]?.lower ?? ''))
    return undefined;
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
    `"${me.lower}" is part of the subject of "${verb.text}", so it takes "I": "${objectPronoun ? fix : 'and I'} ${verb.text}".`,
    [fix],
  );
}
