// Punctuation slips that need no parse: an unclosed quotation mark (per paragraph, because
// dialogue spans sentences), a space before a full stop or question mark, a missing space after a
// comma, a doubled comma, and a paragraph whose last sentence never ends.
// Paired marks are in punctuation-pairs.ts, spacing and marks inside a sentence in
// punctuation-spacing.ts, sentence ends in punctuation-ends.ts; this module gathers them.
export { parenthesisRule, quoteRule, unpairedQuote } from './punctuation-pairs';
export { abbreviationDotRule, ampersandRule, spacingRule } from './punctuation-spacing';
export { finalPunctuationRule, questionMarkRule } from './punctuation-ends';
