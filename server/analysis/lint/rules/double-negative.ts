// Double negatives that standard written English reads as one: "I didn't do nothing" (anything),
// "I can't hardly wait" (can hardly). Dialogue keeps them (a character's voice), and so do the
// meaningful ones with nothing between ("It wasn't nothing": it was something).
import type { ParsedEssay } from '../../nlp/parse';
import { casedLike, hit, next, QUOTE_MARK, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';

const NEGATIVE = /^(?:n't|n’t|not|never)$/;
const ANY: Readonly<Record<string, string>> = wordTable({
  nothing: 'anything',
  nobody: 'anybody',
  nowhere: 'anywhere',
  none: 'any',
});

export function doubleNegativeRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  const quoted = new Set(essay.sentences.filter((s) => QUOTE_MARK.test(s.text)).map((s) => s.index));
  for (let i = 0; i + 2 < toks.length; i++) {
    const neg = toks[i]!;
    if (!NEGATIVE.test(neg.lower) || quoted.has(neg.sentence)) continue;
    const v = next(essay, i);
    const w = next(essay, i, 2);
    if (!v || !w) continue;
    // "didn't do nothing", "don't know nobody": a verb of its own between the two negatives.
    // ("never had no one", "didn't have no money": "no one" is "anyone", "no" before a noun "any".)
    const after = next(essay, i, 3);
    const noOne = w.lower === 'no' && after?.lower === 'one';
    const noNoun =
      w.lower === 'no' &&
      (after?.pos === 'NOUN' || (after?.pos === 'ADJ' && next(essay, i, 4)?.pos === 'NOUN'));
    const any = noOne ? 'anyone' : noNoun ? 'any' : ANY[w.lower];
    const end = noOne ? after!.end : w.end;
    // ("didn't do nothing": the tagger may call that "do" an auxiliary.)
    const verb = (v.pos === 'VERB' && v.lemma !== 'be') || (v.pos === 'AUX' && /^(?:do|have)$/.test(v.lemma));
    if (any && verb) {
      out.push(
        hit(
          'double-negative',
          'grammar',
          'Negation',
          w.start,
          end,
          `"${neg.text === 'never' ? 'never' : 'not'}" already makes it negative: write "${v.text} ${any}".`,
          [casedLike(any, w.text)],
        ),
      );
      continue;
    }
    // "can't hardly wait", "couldn't barely see": "hardly" is negative on its own.
    const modal = toks[i - 1];
    if (/^(?:hardly|barely|scarcely)$/.test(v.lower) && modal && /n['’]t$/.test(neg.lower)) {
      const positive = modal.lower === 'ca' ? 'can' : modal.lower === 'wo' ? 'will' : modal.text;
      out.push(
        hit(
          'double-negative',
          'grammar',
          'Negation',
          modal.start,
          neg.end,
          `"${v.text}" is already negative: write "${casedLike(positive, modal.text)} ${v.text}".`,
          [casedLike(positive, modal.text)],
        ),
      );
    }
  }
  return out;
}

export const doubleNegative = defineRule({
  id: 'double-negative',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'Two negatives in one clause: "don\'t know nobody" -> "anybody".',
  examples: {
    wrong: [
      ["I don't know nobody here.", "I don't know anybody here."],
      ["I didn't do nothing wrong.", "I didn't do anything wrong."],
      ['I never had no one to talk to.', 'I never had anyone to talk to.'],
      ["It doesn't make no difference.", "It doesn't make any difference."],
      ["I can't hardly wait for summer.", 'I can hardly wait for summer.'],
      ["We couldn't barely see the road.", 'We could barely see the road.'],
    ],
    right: [
      'Oh its nothing, I am fine.',
      '"I ain\'t got nothing," he said.',
      'It wasn’t nothing; it was the start of everything.',
      'I did not say anything.',
      'I can hardly wait.',
      'There is no one here, and I did not stay.',
    ],
  },
  run: doubleNegativeRule,
});
