// Usage slips students make in every draft: "has went" (-> "has gone"), "look forward to hear"
// (-> "hearing"), "each of the students have" (-> "has"), "between you and I" (-> "me") and
// "less people" (-> "fewer").
import type { ParsedEssay, Token } from '../../nlp/parse';
import { IRREGULAR_VERBS, irregularVerb } from '../../spell/irregular-verbs';
import { pastOf } from '../../spell/verb-forms';
import { isKnownWord } from '../../spell/corrector';
import { isVerb } from './commas';
import { hit, isPlural, type RuleHit, defineRule } from './types';

// Simple past -> past participle, for verbs where the two differ. "have got", "have beat" and "have
// showed" are accepted English, and "has bit of" is "a bit of": they stay out.
const PARTICIPLE: ReadonlyMap<string, string> = new Map(
  IRREGULAR_VERBS.filter((v) => v.past !== v.participle && !/^(?:got|beat|showed|bit)$/.test(v.past)).map(
    (v) => [v.past, v.participle],
  ),
);

/**
 * "The fears I have drove me", "everything we had came back": "have" closes a clause that
 * describes the noun before its subject (it means "own"), and the verb after it is the main
 * clause's simple past.
 */
function ownsVerb(toks: ParsedEssay['tokens'], i: number): boolean {
  const subject = toks[i - 1];
  const owner = toks[i - 2];
  if (!subject || !owner || owner.sentence !== toks[i]!.sentence) return false;
  if (subject.pos !== 'PRON' || !/^(?:i|we|you|they|he|she)$/.test(subject.lower)) return false;
  return owner.pos === 'NOUN' || /^(?:what|everything|all|anything|something)$/.test(owner.lower);
}

// Words that are nouns as often as verbs: after "have" they are what is had ("we have work to
// do"), unless a person follows as the verb's object ("she has help me").
const NOUN_AFTER_HAVE =
  /^(?:work|help|change|support|love|practice|care|rest|dance|play|fun|need|plan|control|experience|fear|hope|respect|trust|interest|class|lunch|dinner|breakfast|order|value|stress|want|herd)$/;

/** "I have learn a lot", "she has help me": a bare verb after "have" -> its past participle. */
function participleOfBase(toks: ParsedEssay['tokens'], j: number): string | undefined {
  const v = toks[j]!;
  if (
    v.pos !== 'VERB' ||
    v.lemma !== v.lower ||
    !/^\p{Ll}+$/u.test(v.text) ||
    /^(?:have|has|had)$/.test(v.lower)
  )
    return undefined;
  // (a misspelt word the tagger calls a verb, "impared", "somthing", is the speller's)
  if (!isKnownWord(v.lower)) return undefined;
  // Only before what a verb takes: an article, a person, an owner or an adverb ("have learn a
  // lot", "has help me", "have change my mind", "have learn how"). A noun, a describing word or
  // "and" after it makes it a noun itself ("have search engines", "have live video", "have corn
  // and"), and so do "to", a preposition or the end ("has access to", "they have control.").
  const after = toks[j + 1];
  if (!after || after.sentence !== v.sentence || after.lower === 'that') return undefined;
  const object = /^(?:me|you|him|her|it|us|them|my|your|his|our|their|its)$/.test(after.lower);
  // ("has go out of the window", "hase go behind the clouds": where it went.)
  const direction = v.lower === 'go' && (after.pos === 'ADP' || after.pos === 'ADV') && after.lower !== 'to';
  if (!object && !direction && after.pos !== 'DET' && after.pos !== 'ADV') return undefined;
  if (NOUN_AFTER_HAVE.test(v.lower) && !object) return undefined;
  // ("I have go a new bike" is "got", the spelling section's card.)
  if (v.lower === 'go' && (after.pos === 'DET' || object)) return undefined;
  const irregular = irregularVerb(v.lower);
  // ("have come", "have put": the participle is the base itself.)
  const participle = irregular ? irregular.participle : pastOf(v.lower);
  return participle && participle !== v.lower && isKnownWord(participle) ? participle : undefined;
}

/** "She has went home": after "have", the past participle ("gone"), not the simple past. */
export function perfectParticipleRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    if (!/^(?:have|has|had|having|['’]ve)$/.test(t.lower)) continue;
    if (ownsVerb(toks, i)) continue;
    let j = i + 1; // "has already went", "had not came"
    while (j < i + 3 && /^(?:ADV|PART)$/.test(toks[j]?.pos ?? '') && toks[j]!.sentence === t.sentence) j++;
    const v = toks[j];
    let fix = v && v.sentence === t.sentence && v.text === v.lower ? PARTICIPLE.get(v.lower) : undefined;
    // "has lead to", "have lead the team": the participle of "lead" is "led" ("have lead pipes" is a noun)
    const o = toks[j + 1];
    if (
      v?.text === 'lead' &&
      o &&
      o.sentence === v.sentence &&
      (o.lower === 'to' || /^(?:DET|PRON)$/.test(o.pos))
    )
      fix = 'led';
    // (only "not" and adverbs between: "have to clean" is another verb's "to")
    if (
      v &&
      !fix &&
      // ("you don't have attend": "have" is the main verb there, missing its "to".)
      !/^(?:do|does|did|n['’]t)$/.test(toks[i - 1]?.lower ?? '') &&
      toks.slice(i + 1, j).every((a) => a.pos === 'ADV' || /^(?:not|n['’]t)$/.test(a.lower)) &&
      !toks.slice(i + 1, j).some((a) => /^(?:better|best|rather)$/.test(a.lower))
    )
      fix = participleOfBase(toks, j);
    if (!v || !fix) continue;
    out.push(
      hit(
        'perfect-participle',
        'grammar',
        'Verb form',
        v.start,
        v.end,
        PARTICIPLE.has(v.lower) || v.text === 'lead'
          ? `After "${t.text}", use the past participle "${fix}", not the simple past "${v.text}".`
          : `After "${t.text}", use the past participle: "${t.text} ${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const perfectParticiple = defineRule({
  id: 'perfect-participle',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"She has went home": after "have", the past participle ("gone"), not the simple past.',
  examples: {
    wrong: [
      ['She has help me so much.', 'She has helped me so much.'],
      ['He had already came back.', 'He had already come back.'],
      ['She has went to the store.', 'She has gone to the store.'],
      ['These rules have lead to problems.', 'These rules have led to problems.'],
      ['We had mistook him for a coach.', 'We had mistaken him for a coach.'],
      ['Since then I have went back twice.', 'Since then I have gone back twice.'],
      ['I have learn a lot from this experience.', 'I have learned a lot from this experience.'],
      ['I have not finish my homework.', 'I have not finished my homework.'],
      ['They have go home already.', 'They have gone home already.'],
      ['The sun has go behind the clouds.', 'The sun has gone behind the clouds.'],
    ],
    right: [
      'I came, I saw.',
      'A lot people came.',
      'I have got to finish this.',
      'Being alone has bit of benefits.',
      'She has gone to the store.',
      'We went home and had lunch.',
      'Old houses have lead pipes.',
      'The fears I have drove me to try harder.',
      'Everything we had came from our grandparents.',
      'They never have to clean up.',
      'The audience has access to the content.',
      'We have work to do.',
      'You had better go now.',
      'I have come to love it.',
      'The things I have make me happy.',
      'If we did not have search engines, life would be hard.',
      'They have corn and chicken tamales.',
      'I have go a new bike.',
      'He has go to be there by six.',
      "You don't have attend a school.",
    ],
  },
  run: perfectParticipleRule,
});

/** "I look forward to hear from you": "to" here is a preposition, so the verb takes -ing. */
export function lookForwardRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (!/^look/.test(toks[i]!.lower) || toks[i + 1]!.lower !== 'forward' || toks[i + 2]!.lower !== 'to')
      continue;
    const v = toks[i + 3]!;
    if (
      v.sentence !== toks[i]!.sentence ||
      v.pos !== 'VERB' ||
      v.lemma !== v.lower ||
      !/^\p{Ll}+$/u.test(v.text)
    )
      continue;
    const ing = /[^e]e$/.test(v.lower) ? `${v.lower.slice(0, -1)}ing` : `${v.lower}ing`;
    out.push(
      hit(
        'look-forward-ing',
        'grammar',
        'Verb form',
        v.start,
        v.end,
        `After "look forward to", use the -ing form: "${ing}".`,
        [ing],
      ),
    );
  }
  return out;
}

export const lookForward = defineRule({
  id: 'look-forward-ing',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I look forward to hear from you": "to" here is a preposition, so the verb takes -ing.',
  examples: {
    wrong: [
      ['I look forward to hear from you.', 'I look forward to hearing from you.'],
      ['We looked forward to make new friends.', 'We looked forward to making new friends.'],
    ],
    right: [
      'I am still hear.',
      'What are you doing hear?',
      'I look forward to hearing from you.',
      'I look forward to the summer.',
    ],
  },
  run: lookForwardRule,
});

const SINGULAR_OF: ReadonlyMap<string, string> = new Map([
  ['have', 'has'],
  ['are', 'is'],
  ['were', 'was'],
  ['do', 'does'],
]);

/** "Each of the students have", "One of my friends are": the subject is one, so the verb is singular. */
export function eachOfVerbRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 4 < toks.length; i++) {
    const t = toks[i]!;
    if (!/^(?:each|neither|either|one)$/.test(t.lower) || toks[i + 1]!.lower !== 'of') continue;
    const d = toks[i + 2]!;
    let j = i + 3;
    if (!/^(?:them|us)$/.test(d.lower)) {
      if (!/^(?:the|these|those|my|our|your|their|his|her)$/.test(d.lower)) continue;
      while (j < i + 6 && toks[j]?.pos === 'ADJ') j++;
      if (!isPlural(toks[j]) && !/^(?:people|children|men|women)$/.test(toks[j]?.lower ?? '')) continue;
      j++;
    }
    const v = toks[j];
    const fix = v && v.sentence === t.sentence ? SINGULAR_OF.get(v.lower) : undefined;
    if (!v || !fix) continue;
    out.push(
      hit(
        'each-of-verb',
        'grammar',
        'Agreement',
        v.start,
        v.end,
        `The subject is "${t.text.toLowerCase()}" (one of them): write "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const eachOfVerb = defineRule({
  id: 'each-of-verb',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"Each of the students have", "One of my friends are": the subject is one, so the verb is singular.',
  examples: {
    wrong: [
      ['Neither of them were ready.', 'Neither of them was ready.'],
      ['Each of the students have a locker.', 'Each of the students has a locker.'],
      ['One of my friends are moving to Texas.', 'One of my friends is moving to Texas.'],
    ],
    right: [
      'I have work to do.',
      'We have work to do.',
      'She is one of the students who are moving.',
      'One of my friends is moving.',
      'Each of the students has a locker.',
      'All of the students have lockers.',
    ],
  },
  run: eachOfVerbRule,
});

// Verbs whose object a "... and I" often is: "told John and I", "invited my sister and I".
const OBJECT_VERB = new Set(
  'tell ask give help invite take let make show teach bring send drive call pick join thank encourage allow want push inspire leave pay hire'.split(
    ' ',
  ),
);

/**
 * "between you and I", "for my sister and I": after a preposition, the object form "me"; and after
 * a verb ("told John and I to run", "helped my brother and I.").
 */
export function objectPronounRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 2; i < toks.length; i++) {
    const t = toks[i]!;
    // (the tokenizer reads a sentence-final "I." as one token, like an initial)
    if (!/^I\.?$/.test(t.text) || toks[i - 1]!.lower !== 'and') continue;
    // "I" ends the phrase (a comma, the sentence's end, a preposition: "for you and I at home");
    // "... and I went" (even misspelled: "and I teel you") is the subject of a clause
    const n = toks[i + 1];
    // (an "I." the tokenizer read as an initial ends its sentence, whatever follows)
    const ends =
      !n || n.sentence !== t.sentence || t.text === 'I.' || /^[,.;:!?)]$/.test(n.text) || n.pos === 'ADP';
    // ("told John and I to run": the object of a verb, before its infinitive)
    const infinitive = n?.lower === 'to' && n.pos === 'PART';
    if (!ends && !infinitive) continue;
    let preposition = false;
    let verb: Token | undefined;
    for (let j = i - 2; j >= Math.max(0, i - 6); j--) {
      const x = toks[j]!;
      if (x.sentence !== t.sentence || !x.isWord) break;
      if (isVerb(x)) {
        // "The coach told John and I to run", "She helped my brother and I.": a verb's object.
        if (x.pos === 'VERB' && OBJECT_VERB.has(x.lemma) && j < i - 2) verb = x;
        break;
      }
      if (x.pos === 'ADP' && !/^(?:like|than|as)$/.test(x.lower)) {
        preposition = true;
        break;
      }
    }
    if (!(preposition && ends) && !verb) continue;
    out.push(
      hit(
        'object-pronoun-i',
        'grammar',
        'Pronoun',
        t.start,
        t.end,
        verb
          ? `"${t.text.replace('.', '')}" is the object of "${verb.text}" here: use "me".`
          : 'After a preposition ("between", "for", "with"), use "me": "between you and me".',
        [t.text === 'I' ? 'me' : 'me.'],
      ),
    );
  }
  return out;
}

export const objectPronoun = defineRule({
  id: 'object-pronoun-i',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"between you and I", "for my sister and I": after a preposition, the object form "me"; and after a verb ("told John and I to run", "helped my brother and I.").',
  examples: {
    wrong: [
      ['She helped my brother and I.', 'She helped my brother and me.'],
      ['The gift was from my dad and I.', 'The gift was from my dad and me.'],
      ['Between you and I, the test was hard.', 'Between you and me, the test was hard.'],
      [
        'It was a bond between my sister and I. We still talk.',
        'It was a bond between my sister and me. We still talk.',
      ],
      ['The coach told John and I to run laps.', 'The coach told John and me to run laps.'],
      ['She asked my brother and I whether we could go.', 'She asked my brother and me whether we could go.'],
    ],
    right: [
      'John I. Smith came to dinner.',
      'I told my mom and I went home.',
      'My sister and I went home.',
      'After dinner my dad and I washed the dishes.',
      'I saw my mom and I cried.',
      'For a week my friend and I really tried.',
    ],
  },
  run: objectPronounRule,
});

// Plurals that name an amount, where "less" is usual ("less funds", "less calories" is disputed).
const AMOUNT_PLURAL = new Set('funds means news savings earnings goods sales wages calories'.split(' '));

/** "less people", "less mistakes": things you count take "fewer". */
export function lessFewerRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    const n = toks[i + 1]!;
    const p = toks[i - 1];
    if (t.lower !== 'less' || n.sentence !== t.sentence) continue;
    // "no less", "more or less", "much less": set phrases
    if (p && p.sentence === t.sentence && /^(?:no|or|much|any|nothing)$/.test(p.lower)) continue;
    if (!(isPlural(n) || /^(?:people|children|men|women)$/.test(n.lower)) || AMOUNT_PLURAL.has(n.lower))
      continue;
    const after = toks[i + 2];
    if (after && after.sentence === n.sentence && after.pos === 'NOUN') continue; // "less sales tax"
    out.push(
      hit(
        'less-fewer',
        'grammar',
        'Word choice',
        t.start,
        t.end,
        `"${n.text}" can be counted: write "fewer", not "less".`,
        [t.text === 'Less' ? 'Fewer' : 'fewer'],
      ),
    );
  }
  return out;
}

export const lessFewer = defineRule({
  id: 'less-fewer',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"less people", "less mistakes": things you count take "fewer".',
  examples: {
    wrong: [['There were less people at the party.', 'There were fewer people at the party.']],
    right: [
      'I could not care less.',
      'We had very less time.',
      'There was less water in the lake.',
      'He was no less talented than his brother.',
      'Our less privileged neighbors needed help.',
      'I made fewer mistakes this time.',
    ],
  },
  run: lessFewerRule,
});
