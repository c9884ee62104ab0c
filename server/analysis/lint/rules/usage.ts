// Usage slips students make in every draft: "has went" (-> "has gone"), "look forward to hear"
// (-> "hearing"), "each of the students have" (-> "has"), "between you and I" (-> "me") and
// "less people" (-> "fewer").
import type { ParsedEssay, Token } from '../../nlp/parse';
import { IRREGULAR_VERBS } from '../../spell/irregular-verbs';
import { isVerb } from './commas';
import { hit, isPlural, type RuleHit } from './types';

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
    if (!v || !fix) continue;
    out.push(
      hit(
        'perfect-participle',
        'grammar',
        'Verb form',
        v.start,
        v.end,
        `After "${t.text}", use the past participle "${fix}", not the simple past "${v.text}".`,
        [fix],
      ),
    );
  }
  return out;
}

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
