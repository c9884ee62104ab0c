// Text-message shorthand in an essay ("bc it rained", "idk why", "ppl say"): a reader takes it as
// carelessness, and a spelling checker either accepts it ("u", "btw") or offers a word that was
// never meant ("bc" -> "back", "idk" -> "ids"). One card here, with the words it stands for; the
// spelling layer leaves these words to this rule (spelling-candidates.ts).
import type { ParsedEssay, Token } from '../../nlp/parse';
import { casedLike, hit, type RuleHit, defineRule } from './types';
import { TEXT_SPEAK } from '../../lexicon/text-speak';

// Words that stand as shorthand only in lower case ("U" is a letter or a grade, "UR" a code).
const lowerOnly = (text: string) => text === text.toLowerCase() || /^\p{Lu}\p{Ll}+$/u.test(text);

/**
 * Inside a quotation a text message is quoted as it was sent ("She texted, "idk lol""), and a
 * word in quotation marks is talked about ("we type "u" for "you"").
 */
function quoted(essay: ParsedEssay, t: Token): boolean {
  const s = essay.sentences[t.sentence];
  const before = essay.text.slice(s ? s.start : 0, t.start);
  const marks = before.match(/["“”]/g)?.length ?? 0;
  return marks % 2 === 1 || /["“”'‘’]$/.test(before);
}

export function textSpeakRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((t, i) => {
    const n = essay.tokens[i + 1];
    // "if ur getting hurt", "ur not alone": "you're" before a participle, article or "not"
    const youre =
      t.lower === 'ur' &&
      !!n &&
      (/^\p{L}+ing$/u.test(n.lower) || /^(?:a|an|the|not|so|too|very|gonna)$/.test(n.lower));
    // (the tagger reads "u." at a sentence's end as one abbreviation)
    const text = t.text.replace(/\.$/, '');
    const fix = youre ? "you're" : TEXT_SPEAK.get(text.toLowerCase());
    if (!fix || !lowerOnly(text) || quoted(essay, t)) return;
    // A lone letter "u" after another ("a, e, i, o, and u") is the vowel.
    const before = essay.text.slice(Math.max(0, t.start - 10), t.start);
    if (text.toLowerCase() === 'u' && /(?:^|[^\p{L}'’])\p{L}\s*,?\s*(?:(?:and|or)\s+)?$/iu.test(before))
      return;
    out.push(
      hit(
        'text-speak',
        'grammar',
        'Text-speak',
        t.start,
        t.start + text.length,
        `"${text}" is text-message shorthand; in an essay write "${fix}".`,
        [fix === "I don't know" ? fix : casedLike(fix, text)],
      ),
    );
  });
  return out;
}

export const textSpeak = defineRule({
  id: 'text-speak',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'Text-message spellings in an essay: "u", "ur", "idk".',
  examples: {
    wrong: [
      ['I knew ur not alone.', "I knew you're not alone."],
      ['We met ppl from all over.', 'We met people from all over.'],
      ['I stayed home bc it rained and idk why.', 'I stayed home because it rained and idk why.'],
      ['I stayed home bc it rained and idk why.', "I stayed home bc it rained and I don't know why."],
      [
        'Do u know if ur dog is ok? Ur not alone. I love u.',
        'Do you know if ur dog is ok? Ur not alone. I love u.',
      ],
      [
        'Do u know if ur dog is ok? Ur not alone. I love u.',
        'Do u know if your dog is ok? Ur not alone. I love u.',
      ],
      [
        'Do u know if ur dog is ok? Ur not alone. I love u.',
        "Do u know if ur dog is ok? You're not alone. I love u.",
      ],
      [
        'Do u know if ur dog is ok? Ur not alone. I love u.',
        'Do u know if ur dog is ok? Ur not alone. I love you.',
      ],
      ['Tbh the ppl were kind.', 'To be honest the ppl were kind.'],
      ['Tbh the ppl were kind.', 'Tbh the people were kind.'],
    ],
    right: [
      'She texted, "idk lol".',
      'We learned the vowels a, e, i, o, and u.',
      'She texted me "idk u tell me" and I laughed.',
      'We would type "u" instead of "you".',
      'The vowels are a, e, i, o, and u.',
      'He got a U in art, and the U.S. team won.',
    ],
  },
  run: textSpeakRule,
});
