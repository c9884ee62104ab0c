// Repeated end marks: "so happy!!", "really??", "can you believe it?!" (in an essay one mark ends
// a sentence; stacked marks read as a text message), and an apostrophe in the plural of an
// abbreviation ("three AP's and two SAT's" -> "APs", "SATs"), and a stray dash or asterisk left
// after a sentence's full stop at the end of a line ("as they are spoken. -"), and characters
// broken in copying (a "�", an invisible control character, a soft hyphen inside a word), and an
// apostrophe in a verb's -s ("she say's"). Apostrophes in nouns' plurals and possessives are in
// apostrophes.ts.
import type { ParsedEssay } from '../../nlp/parse';
import {
  casedLike,
  gluedS,
  hit,
  IRREGULAR_PLURAL,
  isPlural,
  thirdPerson,
  type RuleHit,
  defineRule,
} from './types';
import { VERB_ONLY } from '../../lexicon/verb-only';
import { wordTable } from '../../word-table';

// Two or more of "!" and "?" after a word or a closing quote or bracket (not "(?!)", an aside).
const STACKED = /[\p{L}\p{N}"'”’)]([!?]{2,})(?!\))/gu;

export function stackedMarksRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(STACKED)) {
    const marks = m[1]!;
    const start = m.index + m[0].length - marks.length;
    // "?!" keeps the question: the sentence asks something
    const one = marks.includes('?') ? '?' : '!';
    out.push(
      hit(
        'stacked-marks',
        'punctuation',
        'Punctuation',
        start,
        start + marks.length,
        `End the sentence with one mark: "${one}", not "${marks}".`,
        [one],
      ),
    );
  }
  return out;
}

export const stackedMarks = defineRule({
  id: 'stacked-marks',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: 'Repeated marks ("!!", "??") are one mark in an essay.',
  examples: {
    wrong: [
      ['I was so happy!!', 'I was so happy!'],
      ['Can you believe it?!', 'Can you believe it?'],
    ],
    right: ['He won (?!) the race.', 'I was so happy!', 'Is it true?'],
  },
  run: stackedMarksRule,
});

// An abbreviation with "'s" where no noun follows (so not a possessive as in "the EPA's program"):
// before a comma, a full stop, a bracket, "and", "or", or a word that starts a relative clause.
const ABBREVIATION_PLURAL =
  /\b([A-Z]{2,5})['’]s(?=[,.;:!?)]|\s+(?:and|or|that|which|who|were|are|have|from|in|to|for|with|at)\b)/g;

/** "open API's and", "two SAT's": the plural of an abbreviation takes no apostrophe ("APIs"). */
export function abbreviationPluralRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(ABBREVIATION_PLURAL)) {
    // "the CEO's and the board's decision": a pair of possessives
    const before = essay.text.slice(Math.max(0, m.index - 4), m.index);
    const after = essay.text.slice(m.index + m[0].length, m.index + m[0].length + 5);
    if (/\bthe $/i.test(before) && /^\s+(?:and|or)\b/.test(after)) continue;
    const plural = `${m[1]}s`;
    out.push(
      hit(
        'abbreviation-plural',
        'punctuation',
        'Punctuation',
        m.index,
        m.index + m[0].length,
        `The plural of an abbreviation takes no apostrophe: "${plural}".`,
        [plural],
      ),
    );
  }
  return out;
}

export const abbreviationPlural = defineRule({
  id: 'abbreviation-plural',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"open API\'s and", "two SAT\'s": the plural of an abbreviation takes no apostrophe ("APIs").',
  examples: {
    wrong: [
      ["The camp can hold RV's or tents.", 'The camp can hold RVs or tents.'],
      [
        'I took three AP classes and two SAT subject tests, then more AP’s.',
        'I took three AP classes and two SAT subject tests, then more APs.',
      ],
    ],
    right: [
      'The camp can hold RVs or tents.',
      "The EPA's program ended.",
      "The CEO's and the board's views differ.",
      'I took three APs this year.',
    ],
  },
  run: abbreviationPluralRule,
});

/** A plural subject right before a verb ("Students think's": the bare verb, not "thinks"). */
function pluralSubject(essay: ParsedEssay, i: number): boolean {
  const toks = essay.tokens;
  const p = toks[i - 1];
  if (!p || p.sentence !== toks[i]!.sentence) return false;
  // ("Students" opening a sentence is tagged as a name.)
  const opening =
    toks[i - 2]?.sentence !== p.sentence && p.pos === 'PROPN' && /^\p{Lu}\p{Ll}+[^s']s$/u.test(p.text);
  return /^(?:i|you|we|they)$/.test(p.lower) || isPlural(p) || IRREGULAR_PLURAL.has(p.lower) || opening;
}

/** "She say's it", "the list go's on": a verb's -s takes no apostrophe ("says", "goes"). */
export function verbApostropheRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const v = toks[i]!;
    if (!VERB_ONLY.has(v.lower) || !gluedS(essay, i)) continue;
    const plural = pluralSubject(essay, i);
    const fix = plural ? v.lower : thirdPerson(v.lower);
    out.push(
      hit(
        'verb-apostrophe',
        'grammar',
        'Verb form',
        v.start,
        toks[i + 1]!.end,
        plural ? `A verb takes no "'s": write "${fix}".` : `A verb's -s takes no apostrophe: "${fix}".`,
        [casedLike(fix, v.text)],
      ),
    );
  }
  return out;
}

export const verbApostrophe = defineRule({
  id: 'verb-apostrophe',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"She say\'s it", "the list go\'s on": a verb\'s -s takes no apostrophe ("says", "goes").',
  examples: {
    wrong: [
      ["Students think's phones help.", 'Students think phones help.'],
      ["She say's it is fine, and the list go's on.", "She says it is fine, and the list go's on."],
      ["She say's it is fine, and the list go's on.", "She say's it is fine, and the list goes on."],
    ],
    right: [
      "Students think phones help, and the teacher's rule allows them.",
      "Let's go.",
      "She's here and it's fine.",
      "The game's over and Tom's car is here.",
    ],
  },
  run: verbApostropheRule,
});

// A sentence's end mark, then spaces and a lone dash or asterisks at the end of the line.
const TRAILING_MARK = /[.!?]["”’)]?([ \t]+[-–—*]+)[ \t]*$/gmu;

/** "Highlight the text and take notes. -": a mark after the sentence's end is left over. */
export function trailingMarkRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(TRAILING_MARK)) {
    const stray = m[1]!;
    const start = m.index + m[0].indexOf(stray);
    out.push(
      hit(
        'trailing-mark',
        'punctuation',
        'Punctuation',
        start,
        start + stray.length,
        /\*/.test(stray)
          ? `Remove the stray "${stray.trim()}" after the end of the sentence (a footnote mark goes right after the full stop, without a space).`
          : `Remove the stray "${stray.trim()}" after the end of the sentence.`,
        [''],
      ),
    );
  }
  return out;
}

export const trailingMark = defineRule({
  id: 'trailing-mark',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"Highlight the text and take notes. -": a mark after the sentence\'s end is left over.',
  examples: {
    wrong: [
      ['Bring a pen. *\nThen start.', 'Bring a pen.\nThen start.'],
      ['Highlight the text and take notes. -', 'Highlight the text and take notes.'],
    ],
    right: ['We won - again.', 'Click here --> now.', 'Take notes. - Then review them.', 'Bring a pen.*'],
  },
  run: trailingMarkRule,
});

// U+FFFD (a character lost in copying), C0/C1 control characters other than tab and line breaks,
// and a soft hyphen (U+00AD) that a PDF or word processor left inside a word.
// eslint-disable-next-line no-control-regex
const BROKEN = /\uFFFD+|[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]+|(?<=\p{L})\u00AD(?=\p{L})/gu;

// UTF-8 punctuation read as Latin-1: "one\u00e2\u0080\u0099s" is "one’s"; the last byte names the mark.
const MOJIBAKE: Readonly<Record<string, string>> = wordTable({
  '\u0098': '‘',
  '\u0099': '’',
  '\u009C': '“',
  '\u009D': '”',
  '\u0093': '–',
  '\u0094': '—',
  '\u00A6': '…',
});

/** "site��http", "man\u00ADage": characters that did not survive copying from another program. */
export function brokenCharacterRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const text = essay.text;
  let skipTo = 0;
  for (const m of text.matchAll(BROKEN)) {
    if (m.index < skipTo) continue;
    let start = m.index;
    let end = m.index + m[0].length;
    let fix: string[] = m[0].startsWith('\uFFFD') ? [] : [''];
    // "â" + two bytes: one quotation mark or dash garbled in copying
    const garbled = /^\u00E2\u0080([\u0080-\u00BF])/.exec(text.slice(start - 1, start + 2));
    if (garbled) {
      start -= 1;
      end = start + 3;
      fix = [MOJIBAKE[garbled[1]!] ?? ''];
    }
    skipTo = end;
    out.push(
      hit(
        'broken-character',
        'punctuation',
        'Punctuation',
        start,
        end,
        garbled
          ? 'This punctuation mark was garbled when the text was copied: retype it.'
          : fix.length
            ? 'An invisible character was copied in with this text: remove it.'
            : 'A character was lost when this text was copied ("�"): retype what belongs here.',
        fix,
      ),
    );
  }
  return out;
}

export const brokenCharacter = defineRule({
  id: 'broken-character',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"site��http", "man\\u00ADage": characters that did not survive copying from another program.',
  examples: {
    wrong: [
      ['Visit my site�� today.'],
      ['We plan to man­age it.', 'We plan to manage it.'],
      ['The tide rose.', 'The tide rose.'],
      ['Keep oneâs roots.', 'Keep one’s roots.'],
    ],
    right: ['We plan to manage it.', 'First line.\nSecond\tline.', 'A well-known café.'],
  },
  run: brokenCharacterRule,
});
