// Word-level slips harper misses: "your welcome" (you're), "better then" (than), and lower-case
// names (proper-nouns.ts: "on monday", "my english class", "in italy").
import { PROPER_NAME_LOOKALIKES } from './lookalikes.table';
import type { ParsedEssay } from '../../nlp/parse';
import { PROPER } from '../../lexicon/proper-nouns';
import { adjacent, firstWordIndex, hit, next, prev, type RuleHit, defineRule } from './types';
import { ABBREVIATION_END } from '../abbreviations';
import { POSSESSIVE_DETERMINERS } from '../../lexicon/word-classes';

const YOURE_NEXT = new Set(['a', 'an', 'the', 'not', 'going', 'gonna', 'being']);
const COMPARATIVE_OR_OTHER = new Set([
  'more',
  'less',
  'rather',
  'other',
  'fewer',
  'better',
  'worse',
  'larger',
  'smaller',
  'bigger',
  'greater',
  'higher',
  'lower',
  'faster',
  'easier',
  'harder',
  'older',
  'younger',
  'stronger',
  'longer',
]);

/** "Powerpoint" for "PowerPoint": only the inner capitals are missing. */
const innerCapitals = (text: string, fix: string) =>
  text !== fix && text[0] === fix[0] && text.slice(1) === text.slice(1).toLowerCase() && /.\p{Lu}/u.test(fix);

export function wordRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if (!t) continue;
    const n = next(essay, i);
    if (t.lower === 'your' && n) {
      const after = next(essay, i, 2);
      const welcome = n.lower === 'welcome' && (!after || after.pos === 'PUNCT' || after.lower === 'to');
      if (YOURE_NEXT.has(n.lower) || welcome) {
        const fix = t.text[0] === 'Y' ? "You're" : "you're";
        out.push(
          hit(
            'your-youre',
            'grammar',
            'Word choice',
            t.start,
            t.end,
            `Use "you're" (you are) here; "your" means belonging to you.`,
            [fix],
          ),
        );
      }
    } else if (
      t.lower === 'then' &&
      COMPARATIVE_OR_OTHER.has(prev(essay, i)?.lower ?? '') &&
      !clauseThen(essay, i)
    ) {
      out.push(
        hit(
          'then-than',
          'grammar',
          'Word choice',
          t.start,
          t.end,
          'Comparisons take "than"; "then" is about time.',
          ['than'],
        ),
      );
    } else if (
      PROPER.has(t.lower) &&
      (t.text === t.lower || innerCapitals(t.text, PROPER.get(t.lower)!)) &&
      !/[@/.]/.test(essay.text.slice(t.start - 1, t.start))
    ) {
      const fix = PROPER.get(t.lower)!;
      out.push(
        hit(
          'proper-capital',
          'capitalization',
          'Capitalization',
          t.start,
          t.end,
          `"${fix}" is a name and takes a capital letter.`,
          [fix],
        ),
      );
    }
  }
  return out;
}

export const wordDefinition = defineRule({
  id: 'word',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'Word slips the context decides: "your not" (you\'re), "more then" (than), brand names\' capitals (PowerPoint).',
  after: ['hyphen', 'number-agreement', 'preposition-choice'],
  examples: {
    wrong: [
      ['Your not alone in this.', "You're not alone in this."],
      ['I made the Powerpoint slides.', 'I made the PowerPoint slides.'],
      ['We read more then ever before.', 'We read more than ever before.'],
      [
        'We spent a summer in italy studying islamic art.',
        'We spent a summer in Italy studying islamic art.',
      ],
      [
        'We spent a summer in italy studying islamic art.',
        'We spent a summer in italy studying Islamic art.',
      ],
      ['We moved from ohio to texas when I was nine.', 'We moved from Ohio to texas when I was nine.'],
      ['We moved from ohio to texas when I was nine.', 'We moved from ohio to Texas when I was nine.'],
      ['I led a bible study and posted it on youtube.', 'I led a Bible study and posted it on youtube.'],
      ['I led a bible study and posted it on youtube.', 'I led a bible study and posted it on YouTube.'],
    ],
    right: ['Say them to yourself.', 'Your writing is neat.', ...PROPER_NAME_LOOKALIKES],
  },
  run: wordRule,
});

// Nouns written as a verb plus particle ("a minor set back"); after a determiner or adjective the
// pair can only be the noun.
const PHRASAL_NOUN = new Map(
  'set:back:setback check:up:checkup break:up:breakup make:up:makeup back:up:backup line:up:lineup pick:up:pickup work:out:workout lay:out:layout check:out:checkout take:out:takeout drop:out:dropout log:in:login set:up:setup start:up:startup print:out:printout hand:out:handout break:down:breakdown lock:down:lockdown count:down:countdown shut:down:shutdown melt:down:meltdown turn:out:turnout cut:off:cutoff kick:off:kickoff play:off:playoff take:off:takeoff lay:off:layoff trade:off:trade-off follow:up:follow-up warm:up:warm-up'
    .split(' ')
    .map((e) => e.split(':'))
    .map(([a, b, joined]) => [`${a} ${b}`, joined!]),
);
const ITS_IS = new Set(['been', 'not', 'gonna']);

export function phraseRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    const n = next(essay, i);
    if (!t || !n) continue;
    const p = prev(essay, i);
    const joined = PHRASAL_NOUN.get(`${t.lower} ${n.lower}`);
    // ("help her back up": after a verb "her" is its object, and the pair is the verb again.)
    const objectHer = p?.lower === 'her' && prev(essay, i, 2)?.pos === 'VERB';
    if (
      joined &&
      p &&
      (p.pos === 'DET' || p.pos === 'ADJ' || POSSESSIVE_DETERMINERS.has(p.lower)) &&
      !objectHer &&
      /^\p{Ll}/u.test(t.text)
    ) {
      const after = next(essay, i, 2);
      if (!after || !['DET', 'PRON', 'PROPN'].includes(after.pos)) {
        out.push(
          hit(
            'phrasal-noun',
            'grammar',
            'Word choice',
            t.start,
            n.end,
            `As a noun, "${t.text} ${n.text}" is one word: "${joined}".`,
            [joined],
          ),
        );
      }
    } else if (
      t.lower === 'can' &&
      n.lower === 'not' &&
      adjacent(essay, t, n) &&
      next(essay, i, 2)?.lower !== 'only'
    ) {
      out.push(
        hit('cannot', 'grammar', 'Spelling', t.start, n.end, '"Cannot" is written as one word.', [
          t.text[0] === 'C' ? 'Cannot' : 'cannot',
        ]),
      );
    } else if (
      t.lower === 'its' &&
      (ITS_IS.has(n.lower) || (n.lower === 'going' && next(essay, i, 2)?.lower === 'to'))
    ) {
      out.push(
        hit(
          'its-its',
          'grammar',
          'Word choice',
          t.start,
          t.end,
          `"Its" is possessive; "it's" means "it is" or "it has".`,
          [t.text[0] === 'I' ? "It's" : "it's"],
        ),
      );
    }
  }
  return out;
}

export const phrase = defineRule({
  id: 'phrase',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'Open and closed forms of phrases: "can not" (cannot), a phrasal verb used as a noun ("back up plan" -> "backup").',
  after: ['helper-verb'],
  examples: {
    wrong: [
      ['It was her back up plan.', 'It was her backup plan.'],
      ['In a group you can not bored.', 'In a group you cannot bored.'],
    ],
    right: ['He came to help her back up, rather than push her.', "There's lots of room in the back."],
  },
  run: phraseRule,
});

export const QUOTED_END = /[?!]["'”’]\s+$/;

/** A sentence that starts with a lower-case word (not a brand such as "iPhone", not after "e.g."). */
export function sentenceCapitalRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const s of essay.sentences) {
    const i = firstWordIndex(essay, s, /^["'“‘([]$/);
    const t = essay.tokens[i];
    if (!t || !/^\p{Ll}+$/u.test(t.text) || !t.isWord) continue;
    if (essay.tokens[i + 1]?.text === ')') continue; // a list marker: "(ii)"
    const before = essay.text.slice(Math.max(0, t.start - 12), t.start);
    const paragraphStart = essay.paragraphs[s.paragraph]?.start === s.start;
    if (!paragraphStart && !/[.!?]["'”’)\]]*\s+$/.test(before)) continue;
    // "asked "why should I care?" more often", ""Ready?" she asked": a question or exclamation
    // closed by its quotation mark goes on in the same sentence.
    if (!paragraphStart && QUOTED_END.test(before)) continue;
    if (
      ABBREVIATION_END.test(before) ||
      /^[.\w]*\.\w/.test(essay.text.slice(t.start, t.start + 40).split(/\s/)[0] ?? '')
    )
      continue;
    const fix = t.text[0]!.toUpperCase() + t.text.slice(1);
    out.push(
      hit(
        'sentence-capital',
        'capitalization',
        'Capitalization',
        t.start,
        t.end,
        'Start the sentence with a capital letter.',
        [fix],
      ),
    );
  }
  return out;
}

export const sentenceCapital = defineRule({
  id: 'sentence-capital',
  section: 'grammar',
  category: 'capitalization',
  severity: 'error',
  description:
    'A sentence that starts with a lower-case word (not a brand such as "iPhone", not after "e.g.").',
  after: [
    'another',
    'be-base',
    'do-be',
    'double-comparative',
    'eggcorn',
    'fixed-preposition',
    'half-hyphen-age',
    'homophone',
    'hyphen',
    'learner-frame',
    'learner-phrase',
    'learner-word',
    'missing-be',
    'missing-i',
    'modal-form',
    'number-agreement',
    'on-day',
    'phrase',
    'pronoun-form',
    'proper-phrase',
    'short-comparative',
    'split-closed',
    'text-speak',
    'word',
  ],
  examples: {
    wrong: [
      ['"listen to" and "on foot"', '"Listen to" and "on foot"'],
      ['We ate. for example rice.', 'We ate. For example rice.'],
    ],
    right: ['We waited for hours.', 'We are go for launch.'],
  },
  run: sentenceCapitalRule,
});

// "talked to each other then left": "each other" and "one another" are pronouns, not comparisons;
// "felt better then The girl came": a capital after "then" starts an unpunctuated sentence.
function clauseThen(essay: ParsedEssay, i: number): boolean {
  const two = prev(essay, i, 2)?.lower;
  const after = essay.tokens[i + 1];
  if (after && /^\p{Lu}/u.test(after.text) && after.text !== 'I') return true;
  return prev(essay, i)?.lower === 'other'
    ? two === 'each'
    : prev(essay, i)?.lower === 'another' && two === 'one';
}
