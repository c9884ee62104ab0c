// Apostrophes in nouns: a plural written with one ("three apple's", "the apple's are ripe"), a
// family called by its name ("the Smith's invited us"), and a plural possessive for one owner
// ("my fathers' job").
import type { ParsedEssay } from '../../nlp/parse';
import { hit, IRREGULAR_PLURAL, pluralOf, type RuleHit, defineRule } from './types';

// One's own father, mother, husband or wife is one person: "my fathers' job" is "my father's".
// (Not "moms'" or "dads'": a child may have two; not grandparents, of whom there are several.)
const ONE_OWNER = /\b(?:my|his|her)\s+(father|mother|husband|wife)s(['’])(?=\s+\p{L})/giu;

/** "my fathers' job": the possessive of a singular owner takes "'s". */
export function singleOwnerRule(essay: ParsedEssay): RuleHit[] {
  return [...essay.text.matchAll(ONE_OWNER)].map((m) => {
    const start = m.index + m[0].length - m[1]!.length - 2;
    const fix = `${m[1]}${m[2]}s`; // (the writer's own apostrophe)
    return hit(
      'single-owner',
      'punctuation',
      'Punctuation',
      start,
      start + m[1]!.length + 2,
      `One ${m[1]!.toLowerCase()} owns it: "${fix}".`,
      [fix],
    );
  });
}

export const singleOwner = defineRule({
  id: 'single-owner',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"my fathers\' job": the possessive of a singular owner takes "\'s".',
  examples: {
    wrong: [
      ['I kept her mothers’ ring.', 'I kept her mother’s ring.'],
      ["My fathers' job required him to travel.", "My father's job required him to travel."],
    ],
    right: [
      "The fathers' meeting ran late.",
      "Our fathers' generation worked hard.",
      "My moms' wedding was small.",
      "My grandmothers' recipes differ.",
    ],
  },
  run: singleOwnerRule,
});

// A family called by its name: "the Smith's invited us" is "the Smiths" (no apostrophe), since a
// verb follows where a possessive would need its noun ("the Smith's house"). Plural verbs and
// common past tenses only ("The Smith's is open late" may be a shop's name).
const FAMILY =
  /\b[Tt]he (\p{Lu}\p{Ll}+)['’]s (?=(?:are|were|have|had|live|lived|invited|came|come|went|go|moved|own|owned|said|told|gave|took|called|visited|asked|helped|always|never|both|all)\b)/gu;

/** "The Smith's invited us to dinner" -> "The Smiths", "the Jones's" -> "the Joneses". */
export function familyPluralRule(essay: ParsedEssay): RuleHit[] {
  return [...essay.text.matchAll(FAMILY)].map((m) => {
    const name = m[1]!;
    const start = m.index + m[0].indexOf(name, 3);
    const fix = /(?:s|x|z|ch|sh)$/.test(name) ? `${name}es` : `${name}s`;
    return hit(
      'family-plural',
      'punctuation',
      'Apostrophe',
      start,
      start + name.length + 2,
      `A family named ${name} is "the ${fix}": a plural, with no apostrophe.`,
      [fix],
    );
  });
}

export const familyPlural = defineRule({
  id: 'family-plural',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"The Smith\'s invited us to dinner" -> "The Smiths", "the Jones\'s" -> "the Joneses".',
  examples: {
    wrong: [
      ["We saw the Jones's were home.", 'We saw the Joneses were home.'],
      ["The Smith's invited us to dinner.", 'The Smiths invited us to dinner.'],
    ],
    right: ["The Smith's house is big.", "The Smith's is open late.", 'The Smiths invited us.'],
  },
  run: familyPluralRule,
});

// Words that count more than one ("three apple's", "many friend's"): the noun after is a plural.
const PLURAL_COUNT =
  /^(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundreds|many|several|few|these|those)$/;
const OWNED_POS = /^(?:NOUN|ADJ|PROPN|NUM)$/;
const KIN =
  /^(?:papa|mama|grandma|grandpa|mom|dad|mum|aunt|uncle|cousin|friend|neighbor|neighbour|grandmother|grandfather|sister|brother)$/;
const CONTRACTED =
  /^(?:don|won|isn|aren|wasn|doesn|didn|that|there|here|she|he|it|who|what|where|when|how|let|everyone|everybody|nobody|someone|somebody)$/;
// A lower-case word with "'s", and the words before it.
const PLURAL_S = /(^|[^\p{L}'’]+(?:\p{L}+[^\p{L}'’]+)?)(\p{Ll}{3,})['’]s\b/gu;

/**
 * "I bought three apple's", "the apple's are ripe": a plural takes no apostrophe. Only where
 * nothing owned follows ("three dog's bowls" may be a possessive), after a count or before "are"/
 * "were"/"have" (a possessive cannot be their subject).
 */
export function nounPluralRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const posAt = new Map(essay.tokens.map((t) => [t.start, t.pos]));
  for (const m of essay.text.matchAll(PLURAL_S)) {
    const [, before, noun] = m;
    const start = m.index + before!.length;
    const end = m.index + m[0].length;
    // (the word after, in the same sentence: nothing owned may follow)
    const next = /^[ \t]+(\p{L}+)/u.exec(essay.text.slice(end, end + 30));
    const nextPos = next ? posAt.get(end + next[0].length - next[1]!.length) : undefined;
    if (nextPos && OWNED_POS.test(nextPos)) continue;
    // ("that's", "she's", "who's" are contractions; "@CAPS2 friend's" has no count)
    if (CONTRACTED.test(noun!)) continue;
    const count = /(?:^|\s)(\p{L}+|\d+)\s+$/u.exec(before!)?.[1]?.toLowerCase() ?? '';
    const counted = PLURAL_COUNT.test(count) || (/^\d+$/.test(count) && Number(count) > 1);
    const verb = /^(?:are|were|have)$/i.test(next?.[1] ?? '');
    if (!counted && !verb) continue;
    // ("including my papa's were farm houses": one's relative's place, the noun left out)
    if (!counted && KIN.test(noun!) && /\b(?:my|your|his|her|our|their)\s+$/i.test(before!)) continue;
    // ("women's have", "people's have": already plural; "company's" -> "companies")
    const fix = IRREGULAR_PLURAL.has(noun!) || /[^s]s$/.test(noun!) ? noun! : pluralOf(noun!);
    out.push(
      hit(
        'plural-apostrophe',
        'punctuation',
        'Apostrophe',
        start,
        end,
        `A plural takes no apostrophe: "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const nounPlural = defineRule({
  id: 'plural-apostrophe',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"I bought three apple\'s", "the apple\'s are ripe": a plural takes no apostrophe. Only where nothing owned follows ("three dog\'s bowls" may be a possessive), after a count or before "are"/ "were"/"have" (a possessive cannot be their subject).',
  examples: {
    wrong: [
      ["I bought three apple's.", 'I bought three apples.'],
      ["The apple's are on sale.", 'The apples are on sale.'],
      ["Many company's have websites.", 'Many companies have websites.'],
      ["Lots of women's have jobs.", 'Lots of women have jobs.'],
    ],
    right: [
      'I bought three apples.',
      "Three dog's bowls were empty.",
      "The dog's bowl is empty.",
      "Two reasons: that's all.",
      "I know two that's are odd, and she's right.",
    ],
  },
  run: nounPluralRule,
});
