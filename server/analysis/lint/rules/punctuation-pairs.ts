// Marks that come in pairs, checked per paragraph: a quotation mark (dialogue spans sentences)
// or a bracket without its partner.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

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

export const quoteDefinition = defineRule({
  id: 'unclosed-quote',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: 'A quotation mark that opens a quotation no later mark closes.',
  examples: {
    wrong: [['"Go," she said. "'], ['She said "hello and left.']],
    right: ['He is 6" tall.', 'They called it "snow."'],
  },
  run: quoteRule,
});

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

export const parenthesisDefinition = defineRule({
  id: 'unpaired-parenthesis',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    'A bracket without its partner in the paragraph: "(see the chart" or "results) show". List markers ("1)", "a)") and emoticons (":)") close nothing on purpose.',
  examples: {
    wrong: [['We drove home (it was late and slept.'], ['s card): a prompt']],
    right: [
      'He won (?!) the race.',
      'We drove home (it was late) and slept.',
      'My goals: a) finish the draft, b) sleep :)',
    ],
  },
  run: parenthesisRule,
});
