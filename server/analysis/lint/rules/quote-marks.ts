// Punctuation around quoted speech, the American way college readers expect: a comma or full stop
// that ends a quotation goes inside the closing mark ('"I am proud of you," she said.'), and a
// verb of saying takes a comma before the quotation it introduces ('She said, "I am proud."').
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';

// A closing mark after a word's last letter, then a comma or full stop outside it (not "...").
const OUTSIDE = /(?<=\p{L}{2})(["”])([.,])(?![.\p{L}\d])/gu;
// A verb of saying straight before an opening mark and a capital: the quotation is a sentence.
const SAID =
  /\b(said|says|asked|asks|replied|yelled|shouted|whispered|exclaimed|screamed|answered|added|told (?:me|him|her|us|them))( +)(?=["“]\p{Lu})/gu;

// Who says it, just before the verb of saying (an adverb may stand between: "she quietly said").
const SPEAKER =
  /(?:^|[^\p{L}])(?:I|he|she|we|they|you|\p{Lu}\p{Ll}+|mom|dad|mother|father|teacher|coach|friend)\s+(?:\p{Ll}+ly\s+)?$/u;

export function quotePunctuationRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  // Only where the quotation opened in the same paragraph, so the mark is a closing one: the marks
  // before it are counted in one pass over the text (a long pasted text stays linear).
  const text = essay.text;
  let at = 0;
  let straight = 0;
  let curly = false;
  for (const m of text.matchAll(OUTSIDE)) {
    for (; at < m.index; at++) {
      const c = text[at];
      if (c === '\n') [straight, curly] = [0, false];
      else if (c === '"') straight++;
      else if (c === '“') curly = true;
    }
    const opens = m[1] === '”' ? curly : straight % 2 === 1;
    // ('"this", "that"': a list of quoted words, or code, keeps its commas between the items)
    if (!opens || /^\s*["“]/.test(essay.text.slice(m.index + 2, m.index + 5))) continue;
    const fix = `${m[2]}${m[1]}`;
    // (British and "logical" punctuation keep it outside: a convention to suggest, not an error)
    out.push({
      ...hit(
        'quote-placement',
        'punctuation',
        'Punctuation',
        m.index,
        m.index + 2,
        `In American English a ${m[2] === ',' ? 'comma' : 'full stop'} that ends a quotation goes inside the closing quotation mark.`,
        [fix],
      ),
      convention: true,
    });
  }
  for (const m of essay.text.matchAll(SAID)) {
    const verb = m[1]!;
    // Speech by someone ("she said"), not a sign's or a page's words ("a sign that says "Free
    // Help"", "the note said "Back soon""), and a sentence, not a title in capitals.
    if (!SPEAKER.test(essay.text.slice(Math.max(0, m.index - 30), m.index))) continue;
    const quoted = /^["“]([^"”\n]{0,80})/.exec(essay.text.slice(m.index + m[0].length))?.[1] ?? '';
    const words = quoted.split(/\s+/).filter(Boolean);
    if (words.length >= 2 && words.every((w) => /^[\p{Lu}\d]/u.test(w))) continue;
    out.push(
      hit(
        'quote-punctuation',
        'punctuation',
        'Punctuation',
        m.index,
        m.index + verb.length,
        `Put a comma after "${verb}" before the quotation it introduces.`,
        [`${verb},`],
      ),
    );
  }
  return out;
}

export const quotePunctuation = defineRule({
  id: 'quote-punctuation',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    'Punctuation with quotations: a comma before a quotation after "said"; full stops and commas inside the closing mark (American usage, a suggestion).',
  examples: {
    wrong: [
      ['She said "I am proud of you."', 'She said, "I am proud of you."'],
      ['"I am proud of you", she said.', '"I am proud of you," she said.'],
      ['My dad always says “never give up”.', 'My dad always says “never give up.”'],
    ],
    right: [
      'I think so, they said.',
      'I said no, can you stop?',
      'She said, "I am proud of you."',
      '"I am proud of you," she said.',
      'He is 6" tall.',
      'The words "this", "that" and "other" are vague.',
      'Frida Kahlo said: "Life is not a race."',
      'They called it "snow."',
      'There is a sign that says "Free Help Filing Your Return" in three languages.',
      'I put a note on the door that said "Experiment in progress: do not touch."',
    ],
  },
  run: quotePunctuationRule,
});
