// A count written in digits, or "both", before a singular noun: "I practised 2 hour", "on both
// side". (agreement.ts's number rule covers count words: "three day", "many reason".)
import type { ParsedEssay, Token } from '../../nlp/parse';
import { isHead } from './agreement';
import { isIrregularPast } from '../../spell/verb-forms';
import { adjacent, hit, isSingular, next, pluralOf, prev, type RuleHit, defineRule } from './types';

// Nouns that stay singular after a count, or name a unit read as a label ("5 foot tall").
// Mass nouns ("4 homework" wants "assignments", not "homeworks") and "at 23 age" (age 23) stay out.
const SINGULAR_AFTER_COUNT =
  /^(?:percent|dozen|hundred|thousand|million|billion|foot|o'clock|degree|grade|times|age|homework|information|advice|furniture|equipment|knowledge|research|evidence|feedback|luggage|money|work|stuff)$/;

const UNIT_ABBREVIATION = /^(?:lbs?|kgs?|km|cm|mm|sec|min|hrs?|pm|am|mph|kph|ft|oz|yds?|pts?|mg|ml)$/;
const NOT_A_COUNT_AFTER = /^(?:my|your|his|her|our|their|its|of|aged|age|at)$/;

/** A count in digits that is a quantity: not a year ("2019 season"), a decimal or a label ("room 2"). */
function isQuantity(essay: ParsedEssay, i: number, t: Token): boolean {
  if (!/^\d{1,3}(?:,\d{3})*$/.test(t.text) || /^0*1$/.test(t.text)) return false;
  const before = prev(essay, i);
  // Not a count: a label ("room 2 key", "the 3 musketeer", "grade 2 teacher"), part of a time or
  // range the tokenizer split ("@NUM1:30 hour", "3-4 hour"), an event or model after an owner
  // ("my 200 butterfly"), or an age before the next phrase ("a girl of 14 fell", "aged 14").
  if (before && (/^(?:NOUN|PROPN|DET|SYM|NUM)$/.test(before.pos) || NOT_A_COUNT_AFTER.test(before.lower)))
    return false;
  // "1.5 hour", "2-hour", "2/3 cup", "$5 bill": not a plain count.
  const around = essay.text.slice(Math.max(0, t.start - 1), t.end + 1);
  return !/[.$£€/\-:]/.test(around.replace(/\.$/, ''));
}

/** "2 hour" -> "2 hours", "both side" -> "both sides". */
export function countPluralRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((t, i) => {
    if (t.lower !== 'both' && !(t.text.charCodeAt(0) >= 48 && t.text.charCodeAt(0) <= 57)) return;
    const n = next(essay, i);
    if (!n || !isSingular(n) || !adjacent(essay, t, n) || !isHead(essay, i + 1)) return;
    // Units and abbreviations ("2 lb", "70 pm", "15 sec"), -ing words, and pasts the tagger calls
    // nouns ("14 shot his father").
    if (
      n.lower.length < 3 ||
      UNIT_ABBREVIATION.test(n.lower) ||
      SINGULAR_AFTER_COUNT.test(n.lower) ||
      n.lower.endsWith('ing') ||
      isIrregularPast(n.lower) ||
      // ("I play 8 ball", "a 9 ball table": the pool games)
      (/^(?:8|9)$/.test(t.text) && n.lower === 'ball')
    )
      return;
    // "on both side" ("we both think", "both can" are the pronoun before a verb the tagger
    // calls a noun).
    const both = t.lower === 'both' && prev(essay, i)?.pos === 'ADP';
    if (!both && (t.lower === 'both' || !isQuantity(essay, i, t))) return;
    // "both parent and child": "both … and" joins two singulars.
    if (both && [2, 3, 4].some((k) => /^(?:and|&)$/.test(next(essay, i, k)?.lower ?? ''))) return;
    out.push(
      hit(
        'count-plural',
        'grammar',
        'Agreement',
        n.start,
        n.end,
        `After "${t.text}", use the plural: "${t.text} ${pluralOf(n.lower)}".`,
        [pluralOf(n.lower)],
      ),
    );
  });
  return out;
}

export const countPlural = defineRule({
  id: 'count-plural',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"2 hour" -> "2 hours", "both side" -> "both sides".',
  after: ['number-agreement'],
  examples: {
    wrong: [
      ['We stayed there for 10 month.', 'We stayed there for 10 months.'],
      ['Balance the weight on both side.', 'Balance the weight on both sides.'],
    ],
    right: ['They saw the other side.', 'We ran to the gate a went inside.'],
  },
  run: countPluralRule,
});
