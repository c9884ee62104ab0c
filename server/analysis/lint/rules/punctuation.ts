// Punctuation slips that need no parse: an unclosed quotation mark (per paragraph, because
// dialogue spans sentences), a space before a full stop or question mark, a missing space after a
// comma, a doubled comma, and a paragraph whose last sentence never ends.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit } from './types';

export function quoteRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const p of essay.paragraphs) {
    const at = unpairedQuote(p.text);
    if (at < 0) continue;
    const start = p.start + at;
    out.push(
      hit(
        'unclosed-quote',
        'punctuation',
        'Punctuation',
        start,
        start + 1,
        'This quotation mark has no partner in the paragraph: open and close every quotation.',
        [],
      ),
    );
  }
  return out;
}

/**
 * Offset of the first quotation mark without a partner, or -1. Whether a straight quote opens or
 * closes is read from its neighbours ("He said, \"go.\""); a quote after a digit is an inch mark.
 */
export function unpairedQuote(text: string): number {
  let open = -1;
  for (const m of text.matchAll(/["“”]/g)) {
    const k = m.index;
    const before = text[k - 1];
    const after = text[k + 1];
    // (unless a quotation is open: "held my pace on the last 100" closes it)
    if (before !== undefined && /\d/.test(before) && m[0] === '"' && open < 0) continue;
    const opens =
      m[0] === '“' ||
      (m[0] === '"' &&
        (before === undefined || /[\s([{—–-]/.test(before)) &&
        after !== undefined &&
        /\S/.test(after));
    const closes =
      m[0] === '”' ||
      (m[0] === '"' &&
        before !== undefined &&
        /\S/.test(before) &&
        (after === undefined || /[\s.,;:!?)\]}—–-]/.test(after)));
    if (opens && !closes) {
      if (open >= 0) return open;
      open = k;
    } else if (closes && !opens) {
      if (open < 0) return k;
      open = -1;
    } else {
      open = open < 0 ? k : -1; // cannot tell: pair it with whatever is open
    }
  }
  return open;
}

const URLISH = /(?:www\.|https?:|\.com\b|\.org\b|@)/i;

export function spacingRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const text = essay.text;
  // "word ." / "word ?" (the comma case is harper's); not an ellipsis, not ".com".
  for (const m of text.matchAll(/([\p{L}\p{N})"”]) +([.;:!?])(?=\s|$)/gu)) {
    const start = m.index + 1;
    const end = m.index + m[0].length;
    // (nor a spaced ellipsis: "Wait . . .")
    if (text[end] === '.' || text.slice(end - 1, end + 2) === '...' || text.slice(end - 1, end + 2) === '. .')
      continue;
    out.push(
      hit(
        'space-before-punct',
        'punctuation',
        'Punctuation',
        start,
        end,
        `Remove the space before "${m[2]}".`,
        [m[2] ?? ''],
      ),
    );
  }
  // "word,word": a comma between letters needs a space after it (numbers such as 1,000 are fine).
  for (const m of text.matchAll(/\p{Ll}{2},(\p{L}{2,})/gu)) {
    const around = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
    if (URLISH.test(around)) continue;
    const start = m.index + 2;
    out.push(
      hit(
        'space-after-comma',
        'punctuation',
        'Punctuation',
        start,
        start + 1,
        'Add a space after the comma.',
        [', '],
      ),
    );
  }
  // "health.The realization", "little?What were": a new sentence after a full stop needs a space.
  for (const m of text.matchAll(/\p{Ll}{2}([.!?])\p{Lu}\p{Ll}+\b/gu)) {
    const around = text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30);
    if (URLISH.test(around) || /\.\p{L}+\.\p{L}/u.test(m[0])) continue;
    const start = m.index + 2;
    out.push(
      hit(
        'space-after-stop',
        'punctuation',
        'Punctuation',
        start,
        start + 1,
        `Add a space after "${m[1]}" before the next sentence.`,
        [`${m[1]} `],
      ),
    );
  }
  for (const m of text.matchAll(/,\s*,/g)) {
    out.push(
      hit(
        'double-comma',
        'punctuation',
        'Punctuation',
        m.index,
        m.index + m[0].length,
        'Remove the extra comma.',
        [','],
      ),
    );
  }
  return out;
}

// A question word and then a verb or a subject, in lower case: "How can I", "Why do we".
const QUESTION_START =
  /^(?:How|What|Why|Where|When|Who|Which|Can|Could|Should|Would|Do|Does|Did|Is|Are)\s+(?:can|could|should|would|do|does|did|is|are|will|I|you|we|they)\b/;

/**
 * A paragraph that ends without a full stop. Only where it is clearly prose: a title line or a
 * heading ("Why I Want to Teach") has no full stop on purpose.
 */
export function finalPunctuationRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const p of essay.paragraphs) {
    if (!/[\p{Ll}\p{N}]$/u.test(p.text) || URLISH.test(p.text.slice(-40))) continue;
    const sentences = essay.sentences.slice(p.sentenceStart, p.sentenceEnd);
    const last = sentences[sentences.length - 1];
    if (!last) continue;
    const words = p.text.match(/\p{L}+/gu) ?? [];
    const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
    // A short line is prose too when it opens with a subject pronoun ("I forgot about my dream"),
    // which a title or heading does not.
    const pronounLine =
      last.wordCount >= 4 && /^(?:I|We|You|He|She|They|It|I'm|It's|Can't|Don't)\s/.test(last.text);
    // A shorter line is prose when it reads as a sentence: a comma in mostly lower-case words ("The
    // more I read, the more I liked it"), or a question ("How can I sync my calendar with Outlook").
    const lower = 1 - words.filter((w) => /^\p{Lu}/u.test(w) && w !== 'I').length / words.length;
    const question = QUESTION_START.test(last.text);
    const prose =
      sentences.length >= 2 ||
      pronounLine ||
      (last.wordCount >= 10 && capitalised / words.length < 0.5) ||
      (last.wordCount >= 6 && ((lower > 0.75 && last.text.includes(',')) || (question && lower > 0.6)));
    const hasVerb = essay.tokens
      .slice(last.tokenStart, last.tokenEnd)
      .some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (!prose || !hasVerb || !/^[\p{Lu}"“]/u.test(last.text)) continue;
    const lastWord = essay.tokens[last.tokenEnd - 1];
    if (!lastWord) continue;
    out.push(
      hit(
        'missing-final-punct',
        'punctuation',
        'Punctuation',
        lastWord.start,
        lastWord.end,
        question ? 'This question ends without a question mark.' : 'This sentence ends without a full stop.',
        [`${lastWord.text}${question ? '?' : '.'}`],
      ),
    );
  }
  return out;
}

/**
 * A bracket without its partner in the paragraph: "(see the chart" or "results) show". List
 * markers ("1)", "a)") and emoticons (":)") close nothing on purpose.
 */
export function parenthesisRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const p of essay.paragraphs) {
    const open: number[] = [];
    let stray = -1;
    for (const m of p.text.matchAll(/[()]/g)) {
      if (m[0] === '(') open.push(m.index);
      else if (open.length) open.pop();
      else if (!/(?:^|\s)(?:\w{1,2}|[:;=]-?)$/.test(p.text.slice(Math.max(0, m.index - 4), m.index)))
        stray = m.index;
    }
    const at = stray >= 0 ? stray : open[0];
    if (at === undefined) continue;
    out.push(
      hit(
        'unpaired-parenthesis',
        'punctuation',
        'Punctuation',
        p.start + at,
        p.start + at + 1,
        'This bracket has no partner: open and close every parenthesis.',
        [],
      ),
    );
  }
  return out;
}

/** "the U.S" without its last full stop ("U.S.", "D.C."). */
export function abbreviationDotRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(/\b(?:U\.S|U\.K|D\.C)(?![.\p{L}\p{N}])/gu)) {
    out.push(
      hit(
        'abbreviation-dot',
        'punctuation',
        'Punctuation',
        m.index,
        m.index + m[0].length,
        `"${m[0]}." takes a full stop after each letter.`,
        [`${m[0]}.`],
      ),
    );
  }
  return out;
}

/** "fall & winter": in running prose, "&" is written "and" (names such as "AT&T" keep it). */
export function ampersandRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(/\b\p{Ll}{2,} (&) \p{Ll}{2,}\b/gu)) {
    const start = m.index + m[0].indexOf('&');
    out.push(
      hit(
        'ampersand',
        'punctuation',
        'Punctuation',
        start,
        start + 1,
        'In a sentence, write "and" rather than "&".',
        ['and'],
      ),
    );
  }
  return out;
}

const QUESTION_AUX =
  "is are was were do does did can could would will should have has am isn’t isn't aren't aren’t don't don’t doesn't doesn’t didn't didn’t can't can’t won't won’t wouldn't wouldn’t shouldn't shouldn’t";
const QUESTION_SUBJECT = new Set(
  'i you he she it we they there this that the your my our his her their any anyone anybody'.split(' '),
);
const WH = new Set(['what', 'why', 'how', 'who', 'where', 'which']);

/**
 * "Isn't it time to celebrate." / "What would the world be like if we stopped." : a question,
 * by its word order (an auxiliary before the subject), that ends with a full stop.
 */
export function questionMarkRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const aux = new Set(QUESTION_AUX.split(' '));
  for (const s of essay.sentences) {
    const toks = essay.tokens.slice(s.tokenStart, s.tokenEnd);
    const last = toks[toks.length - 1];
    if (!last || last.text !== '.' || toks.length < 5) continue;
    // '"Behind!" is the first word I learned.': the sentence goes on after a quoted exclamation.
    if (
      /^\p{Ll}/u.test(toks[0]!.text) &&
      /[!?]["”’']\s*$/u.test(essay.text.slice(Math.max(0, s.start - 4), s.start))
    )
      continue;
    // "Should you need help, call us" is a condition, not a question.
    if (toks.some((t) => t.text === ',' || t.text === ';' || t.text === ':' || /["“”]/.test(t.text)))
      continue;
    let k = WH.has(toks[0]!.lower) ? 1 : 0;
    const a = toks[k];
    // wink splits "isn't" into "is" + "n't"
    if (!a || !aux.has(a.lower)) continue;
    k++;
    if (/^n['’]t$/.test(toks[k]?.lower ?? '')) k++;
    // after a question word any noun can be the subject: "How can laws uphold our freedom." (not
    // "Which was kind of nice.", a relative clause cut off as a sentence)
    const subject = toks[k];
    const nounSubject =
      !!subject &&
      k === 2 &&
      /^(?:how|why|what|where)$/.test(toks[0]!.lower) &&
      ['NOUN', 'PROPN'].includes(subject.pos);
    if (!QUESTION_SUBJECT.has(subject?.lower ?? '') && !nounSubject) continue;
    out.push(
      hit(
        'question-mark',
        'punctuation',
        'Punctuation',
        last.start,
        last.end,
        'This sentence asks a question: end it with a question mark.',
        ['?'],
      ),
    );
  }
  return out;
}
