// Forms English fixes where a learner builds the phrase word by word: "moved to United States"
// (the United States), "take care my brother" (take care of), "in my first day" (on).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, next, prev, type RuleHit, defineRule } from './types';
import { PERSON_POSSESSIVES_OR_THE } from '../../lexicon/word-classes';

// Countries named with "the": a plural or a common noun ("states", "kingdom", "republic").
const THE_COUNTRY: ReadonlyArray<readonly string[]> = [
  ['united', 'states'],
  ['united', 'kingdom'],
  ['united', 'arab', 'emirates'],
  ['philippines'],
  ['netherlands'],
  ['dominican', 'republic'],
  ['czech', 'republic'],
  ['bahamas'],
  ['maldives'],
];
// Words that put a bare country name where "the" belongs ("moved to", "lived in", "visited").
const BEFORE_PLACE =
  /^(?:to|in|from|into|across|around|throughout|of|for|visit|visited|visiting|leave|left|leaving|reach|reached|enter|entered)$/;

/** "I moved to United States" -> "the United States". */
export function countryTheRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i < toks.length; i++) {
    const first = toks[i]!;
    if (!/^\p{Lu}/u.test(first.text) || !BEFORE_PLACE.test(prev(essay, i)?.lower ?? '')) continue;
    const name = THE_COUNTRY.find((words) =>
      words.every((w, k) => {
        const t = k ? next(essay, i, k) : first;
        return t?.lower === w && /^\p{Lu}/u.test(t.text);
      }),
    );
    if (!name) continue;
    const last = name.length > 1 ? next(essay, i, name.length - 1)! : first;
    // "in United States history": the name describes the noun after it.
    if (next(essay, i, name.length)?.pos === 'NOUN') continue;
    const written = essay.text.slice(first.start, last.end);
    out.push(
      hit(
        'country-the',
        'grammar',
        'Article',
        first.start,
        last.end,
        `This country's name takes "the": "the ${written}".`,
        [`the ${written}`],
      ),
    );
  }
  return out;
}

export const countryThe = defineRule({
  id: 'country-the',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I moved to United States" -> "the United States".',
  examples: {
    wrong: [
      ['My cousins live in Philippines.', 'My cousins live in the Philippines.'],
      ['When I moved to United States, I was ten.', 'When I moved to the United States, I was ten.'],
    ],
    right: ['The United States is a big country.', 'She moved to the United States in 2019.'],
  },
  run: countryTheRule,
});

const TAKE = /^(?:take|takes|took|taking|taken)$/;
const CARED_FOR = /^(?:my|his|her|their|our|your|the|a|an|him|them|me|us|these|those)$/;

/** "I take care my little brother" -> "take care of". */
export function takeCareOfRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 1 < toks.length; i++) {
    const care = toks[i]!;
    if (care.lower !== 'care' || !TAKE.test(prev(essay, i)?.lower ?? '')) continue;
    const n = next(essay, i);
    // ("take care, my friend" has its comma; "take care of" is right.)
    if (!n || !CARED_FOR.test(n.lower) || n.start !== care.end + 1) continue;
    out.push(
      hit(
        'take-care-of',
        'grammar',
        'Missing word',
        care.start,
        care.end,
        'The phrase is "take care of" someone or something.',
        [`${care.text} of`],
      ),
    );
  }
  return out;
}

export const takeCareOf = defineRule({
  id: 'take-care-of',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I take care my little brother" -> "take care of".',
  examples: {
    wrong: [
      ['She took care him when he was sick.', 'She took care of him when he was sick.'],
      [
        'After school I have to take care my little brother.',
        'After school I have to take care of my little brother.',
      ],
    ],
    right: ['I could care more.', 'Loud noises scare me.'],
  },
  run: takeCareOfRule,
});

const DAY = /^(?:day|birthday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|anniversary)$/;
const PARTICLE_VERB =
  /^(?:go|goes|going|went|gone|come|comes|coming|came|check|checked|log|logged|move|moved|moving|fill|filled|turn|turned|hand|handed|sign|signed|drop|dropped|step|stepped|stop|stopped|call|called|phone|phoned|pull|pulled|fit|settle|settled|dig|kick|kicked|give|gave)$/;

/** "In my first day at school", "in Monday", "in my birthday" -> "on". */
export function onDayRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const a = toks[i]!;
    if (a.lower !== 'in') continue;
    // ("go in the next day", "hand in on Monday": "in" belongs to the verb.)
    // ("turn it in Monday": the object sits between the verb and its "in".)
    if (PARTICLE_VERB.test(prev(essay, i)?.lower ?? '')) continue;
    if (
      /^(?:it|them|this|that)$/.test(prev(essay, i)?.lower ?? '') &&
      PARTICLE_VERB.test(prev(essay, i, 2)?.lower ?? '')
    )
      continue;
    let k = 1;
    if (PERSON_POSSESSIVES_OR_THE.has(next(essay, i)?.lower ?? '')) k++;
    // One describing word: "my first day", "the last day", "my 16th birthday".
    if (
      /^(?:first|last|second|third|next|final|whole|\d+(?:st|nd|rd|th))$/.test(next(essay, i, k)?.lower ?? '')
    )
      k++;
    const day = next(essay, i, k);
    if (!day || !DAY.test(day.lower)) continue;
    // "in the next day or two", "in the first day alone": a span of time, which takes "in".
    if (/^(?:next|whole)$/.test(next(essay, i, k - 1)?.lower ?? '')) continue;
    if (/^(?:alone|or)$/.test(next(essay, i, k + 1)?.lower ?? '')) continue;
    // A bare "day" needs its owner ("in a day", "in one day" count time); a weekday or a
    // birthday names the day itself.
    if (day.lower === 'day' && k === 1) continue;
    // "in the day" (daytime) and "in the days" stay; "in my day" (my time) stays.
    if (day.lower === 'day' && k === 2) continue;
    // "in my birthday party" is "at": the day names a noun after it (a part of the day is fine).
    const then = next(essay, i, k + 1);
    const partOfDay = /^(?:morning|afternoon|evening|night)$/.test(then?.lower ?? '');
    if (then?.pos === 'NOUN' && !partOfDay) continue;
    // "Christmas in Monday's paper", "in Monday night's talk": only the day itself, not a thing of it.
    const owned = (t: { text: string } | undefined) => /['’]s$/.test(t?.text ?? '');
    if (owned(then) || owned(day) || (partOfDay && owned(next(essay, i, k + 2)))) continue;
    out.push(
      hit(
        'on-day',
        'grammar',
        'Preposition',
        a.start,
        a.end,
        `Days take "on": "on ${essay.text.slice(next(essay, i)!.start, day.end)}".`,
        [casedLike('on', a.text)],
      ),
    );
  }
  return out;
}

export const onDay = defineRule({
  id: 'on-day',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"In my first day at school", "in Monday", "in my birthday" -> "on".',
  examples: {
    wrong: [
      ['We had a test in Monday.', 'We had a test on Monday.'],
      ['We played chess in Monday night.', 'We played chess on Monday night.'],
    ],
    right: ['We won - again.', 'I now I will win.'],
  },
  run: onDayRule,
});

const LISTEN = /^(?:listen|listens|listened|listening)$/;
// What is listened to: "listen music", "listened the radio", "listen my mother".
const HEARD = /^(?:music|songs?|podcasts?|the|my|his|her|their|our|your|a|this|that|him|me|them|us)$/;

/** "I listen music every day" -> "listen to music"; "go to school by foot" -> "on foot". */
export function listenToRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    const n = next(essay, i);
    if (!n) continue;
    // ("listen a lot", "listen a little more": how much, not what.)
    const amount = n.lower === 'a' && /^(?:lot|bit|little|while)$/.test(next(essay, i, 2)?.lower ?? '');
    if (LISTEN.test(t.lower) && HEARD.test(n.lower) && !amount) {
      // (the noun after a determiner, so the card reads "listened to the radio")
      const owner = next(essay, i, 2);
      const what =
        /^(?:the|a|this|that|my|his|her|their|our|your)$/.test(n.lower) && owner?.isWord ? owner : n;
      out.push(
        hit(
          'listen-to',
          'grammar',
          'Preposition',
          t.start,
          t.end,
          `"${t.text}" takes "to": "${t.text} to ${essay.text.slice(n.start, what.end)}".`,
          [`${t.text} to`],
        ),
      );
    } else if (
      t.lower === 'by' &&
      n.lower === 'foot' &&
      !/^(?:\d|feet|inches)/.test(prev(essay, i)?.lower ?? '')
    ) {
      out.push(
        hit('on-foot', 'grammar', 'Preposition', t.start, n.end, 'Walking is "on foot".', [
          casedLike('on foot', t.text),
        ]),
      );
    }
  }
  return out;
}

export const listenTo = defineRule({
  id: 'listen-to',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I listen music every day" -> "listen to music"; "go to school by foot" -> "on foot".',
  after: ['missing-be', 'preposition-base'],
  examples: {
    wrong: [
      ['I go to school by foot.', 'I go to school on foot.'],
      ['I listen music every day.', 'I listen to music every day.'],
    ],
    right: ['She wouldnt listen to me.', 'I listen a lot more than I talk.'],
  },
  run: listenToRule,
});
