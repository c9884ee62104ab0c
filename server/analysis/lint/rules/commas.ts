// Commas that web and student writing most often leave out, found only where the sentence's shape
// leaves no doubt: after an opening subordinate clause ("When I got home I ate" -> "home, I"), after
// an opening transition ("In fact it"), around "however" used inside a clause ("They have however
// developed" -> ", however,") and between a date's day and year. Commas that should not be there
// are in comma-splices.ts.
// The opening-clause rule and the clause words it shares are in intro-clause-comma.ts.
import type { ParsedEssay } from '../../nlp/parse';
import { firstWordIndex, hit, type RuleHit, defineRule } from './types';
import { isVerb, NO_BOUNDARY_BEFORE } from './intro-clause-comma';

export { introClauseRule, isVerb, SUBORDINATOR } from './intro-clause-comma';

// Sentence openers that are set off by a comma ("However, we ..."), as word sequences.
const OPENERS: readonly string[][] = [
  'however',
  'therefore',
  'moreover',
  'furthermore',
  'additionally',
  'unfortunately',
  'fortunately',
  'luckily',
  'sadly',
  'surprisingly',
  'interestingly',
  'apparently',
  'obviously',
  'clearly',
  'basically',
  'typically',
  'specifically',
  'consequently',
  'nevertheless',
  'nonetheless',
  'meanwhile',
  'similarly',
  'likewise',
  'ultimately',
  'overall',
  'personally',
  'honestly',
  'hopefully',
  'firstly',
  'secondly',
  'thirdly',
  'lastly',
  'in fact',
  'for example',
  'for instance',
  'as a result',
  'on the other hand',
  'in other words',
  'in general',
  'in conclusion',
  'in contrast',
  'in the end',
  'after all',
  'first of all',
  'by the way',
  'to be honest',
  'in my opinion',
  'otherwise',
  'hence',
  'thus',
  'in some cases',
  'in this case',
  'for me',
  'in addition',
  'at the same time',
  'in the meantime',
].map((s) => s.split(' '));

// What starts the main clause after an opener: a subject pronoun, "there" or a determiner.
export const CLAUSE_START = new Set(
  'i we you he she they it there this these those the a an my our your his her their its many most some all people everyone'.split(
    ' ',
  ),
);

/** "However we ...", "In fact it ...": an opening transition takes a comma after it. */
export function openerCommaRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s);
    const first = toks[i];
    if (!first || !/^\p{Lu}/u.test(first.text)) continue;
    for (const words of OPENERS) {
      if (i + words.length >= s.tokenEnd) continue;
      if (!words.every((w, k) => toks[i + k]!.lower === w)) continue;
      const last = toks[i + words.length - 1]!;
      const n = toks[i + words.length]!;
      // "However much", "Clearly visible", "For example:" and "In fact," are fine as they are. The
      // verb may come late ("Obviously this method exposes the frame rate ... leading"): the
      // tagger reads some verbs as nouns.
      const rest = toks.slice(i + words.length + 1, Math.min(s.tokenEnd, i + words.length + 14));
      if (CLAUSE_START.has(n.lower) && n.isWord && rest.some(isVerb)) {
        out.push(
          hit(
            'opener-comma',
            'punctuation',
            'Punctuation',
            last.start,
            last.end,
            `Put a comma after "${essay.text.slice(first.start, last.end)}" at the start of the sentence.`,
            [`${last.text},`],
          ),
        );
      }
      break;
    }
  }
  return out;
}

export const openerComma = defineRule({
  id: 'opener-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"However we ...", "In fact it ...": an opening transition takes a comma after it.',
  examples: {
    wrong: [
      ['In the end we all went home.', 'In the end, we all went home.'],
      ['Luckily there are people who help.', 'Luckily, there are people who help.'],
      ['In fact it made me regret missing the show.', 'In fact, it made me regret missing the show.'],
      [
        'Obviously this method exposes the frame rate on slow old computers leading to lag.',
        'Obviously, this method exposes the frame rate on slow old computers leading to lag.',
      ],
      ['In some cases they used their fame.', 'In some cases, they used their fame.'],
    ],
    right: [
      'Take care, my friend.',
      "The EPA's program ended.",
      'Luckily, there are people who help.',
      'However much I try, I cannot sing.',
      'Clearly visible from the road, the barn stood out.',
      'In fact, it made me regret missing the show.',
      'Overall performance improved.',
      'Of course it can.',
      'Finally I understood what she meant.',
      'At first I thought it was a joke.',
    ],
  },
  run: openerCommaRule,
});

/** "They have however developed": "however" inside a clause is set off by commas on both sides. */
export function howeverRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i < toks.length - 1; i++) {
    const t = toks[i]!;
    if (t.text !== 'however') continue;
    const p = toks[i - 1]!;
    const n = toks[i + 1]!;
    if (p.sentence !== t.sentence || n.sentence !== t.sentence || !n.isWord) continue;
    // "Some think it is bad, however I disagree": "however" joins two sentences, which a comma
    // cannot: "; however," (a verb before the comma says the first half is a sentence).
    if (p.text === ',' && /^(?:PRON|DET)$/.test(n.pos) && !/^(?:much|many)$/.test(n.lower)) {
      let k = i - 2;
      const stop = Math.max(0, i - 40);
      while (k >= stop && toks[k]!.sentence === t.sentence && !/^(?:VERB|AUX)$/.test(toks[k]!.pos)) k--;
      if (k >= stop && toks[k]!.sentence === t.sentence)
        out.push(
          hit(
            'however-commas',
            'punctuation',
            'Punctuation',
            p.start,
            t.end,
            'Two sentences meet at "however": use a semicolon before it and a comma after it.',
            ['; however,'],
          ),
        );
      continue;
    }
    // "however hard I try" is a degree word; "and however" or "however," are already set off.
    if (!p.isWord) continue;
    if (!isVerb(n) || NO_BOUNDARY_BEFORE.has(p.lower)) continue;
    out.push(
      hit(
        'however-commas',
        'punctuation',
        'Punctuation',
        p.end,
        t.end,
        'Set off "however" with commas when it interrupts the sentence: ", however,".',
        [', however,'],
      ),
    );
  }
  return out;
}

export const howeverDefinition = defineRule({
  id: 'however-commas',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"They have however developed": "however" inside a clause is set off by commas on both sides.',
  after: ['spacing'],
  examples: {
    wrong: [
      ['They have however developed new tools.', 'They have, however, developed new tools.'],
      [
        'Some people think technology is bad, however I disagree.',
        'Some people think technology is bad; however, I disagree.',
      ],
    ],
    right: [
      'The plan, however, failed.',
      'I tried, however hard it was.',
      'In the end, however much we practiced, we lost.',
      'They have, however, developed new tools.',
      'However hard I try, I cannot sing.',
      'I will finish it however long it takes.',
    ],
  },
  run: howeverRule,
});

const MONTH =
  'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec';
const DAY_YEAR = new RegExp(`\\b(?:${MONTH})\\.? \\d{1,2}(?:st|nd|rd|th)?( )(?:1[6-9]|20)\\d\\d\\b`, 'g');

/** "January 1 2013": a comma separates the day from the year. */
export function dateCommaRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(DAY_YEAR)) {
    const at = m.index + m[0].lastIndexOf(' ');
    const day = essay.text.slice(m.index, at).split(' ').pop()!;
    out.push(
      hit(
        'date-comma',
        'punctuation',
        'Punctuation',
        at - day.length,
        at,
        'Put a comma between the day and the year.',
        [`${day},`],
      ),
    );
  }
  return out;
}

export const dateComma = defineRule({
  id: 'date-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"January 1 2013": a comma separates the day from the year.',
  examples: {
    wrong: [
      ['We met on October 15th 2000.', 'We met on October 15th, 2000.'],
      ['It starts on January 1 2013 at noon.', 'It starts on January 1, 2013 at noon.'],
    ],
    right: [
      'I am 17 years old.',
      'In May 2013 we moved.',
      'It starts on January 1, 2013.',
      'I may 2 times a week.',
    ],
  },
  run: dateCommaRule,
});

const US_STATE =
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|Ohio|Oklahoma|Oregon|Pennsylvania|Tennessee|Texas|Utah|Vermont|Virginia|Washington|Wisconsin|Wyoming';
// "in Houston Texas": a place after a preposition, its state, then the clause goes on (not "Texas
// A&M", "West Virginia" or "Lake Michigan": the state must be followed by punctuation or a small word).
const CITY_STATE = new RegExp(
  `\\b(?:in|from|to|at|near|of)\\s+((?:[A-Z][a-z]+\\s+)?[A-Z][a-z]+)( )(?:${US_STATE})(?=[.,;:!?)]|\\s+(?:and|but|to|for|with|where|when|because|in|on|at|I|we|my|our)\\b|$)`,
  'g',
);
const NOT_CITY =
  /^(?:Lake|Mount|Fort|University|State|Gulf|North|South|West|East|New|Central|Northern|Southern|Western|Eastern|Upstate)$/;

/** "from Lagos, Nigeria to Houston Texas": a comma separates a city from its state. */
export function cityStateCommaRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(CITY_STATE)) {
    const city = m[1]!;
    if (city.split(/\s+/).some((w) => NOT_CITY.test(w))) continue;
    const start = m.index + m[0].indexOf(city);
    const end = start + city.length;
    out.push(
      hit(
        'city-state-comma',
        'punctuation',
        'Punctuation',
        start,
        end,
        'Put a comma between the city and its state.',
        [`${city},`],
      ),
    );
  }
  return out;
}

export const cityStateComma = defineRule({
  id: 'city-state-comma',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"from Lagos, Nigeria to Houston Texas": a comma separates a city from its state.',
  examples: {
    wrong: [
      ['We moved from Lagos to Houston Texas.', 'We moved from Lagos to Houston, Texas.'],
      ['I live in San Antonio Texas and I love it.', 'I live in San Antonio, Texas and I love it.'],
    ],
    right: [
      'We moved to Houston, Texas.',
      'The day we moved to Houston, my mother cried in the car for an hour.',
      'I grew up in West Virginia.',
      'She studies at Texas A&M.',
      'We swam in Lake Michigan.',
    ],
  },
  run: cityStateCommaRule,
});
