// What a helper verb or a frame needs after it, as learners get it wrong: "They can learning"
// (can learn), "will able to" (will be able to), "should not to extend" (should not extend),
// "important for students learn" (for students to learn), "can't be success" (be successful), "I
// think is better" and "Is very important to" (it is). Each frame is matched exactly; the correct
// sentences next to it ("can be learning", "the success of", "Is it better?") never match.
import { MODAL_LOOKALIKES } from './lookalikes.table';
import type { ParsedEssay, Token } from '../../nlp/parse';
import { hit, next, prev, type RuleHit, defineRule } from './types';

const MODAL_OR_CANNOT = /^(?:can|could|will|would|shall|should|may|might|must|cannot)$/;
// Words that judge how hard or worth it a thing is: "important for students to learn".
const JUDGING =
  /^(?:important|necessary|good|better|best|hard|harder|easy|easier|difficult|possible|impossible|helpful|useful|essential|beneficial|normal|common)$/;
const OBJECT_PRONOUN_OR_PEOPLE =
  /^(?:them|us|me|him|her|people|everyone|everybody|someone|kids|children|students|teens|teenagers|adults)$/;
// Verbs after which a clause may start without "that" and so without a subject of its own.
const OPINION_VERB = /^(?:think|believe|guess|feel|mean|say|know)$/;

const isBase = (t?: Token) => !!t && t.pos === 'VERB' && t.lemma === t.lower && /^\p{Ll}+$/u.test(t.text);

export function helperVerbRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    const n = next(essay, i);
    if (!n) continue;
    // ("the may laying on the bunk": after a determiner "may" is a slip of a noun, "man")
    if (MODAL_OR_CANNOT.test(t.lower) && t.pos === 'AUX' && prev(essay, i)?.pos !== 'DET') {
      // "They can learning": a helper takes the bare verb. Not in a question ("Would removing books
      // limit us?" has a gerund for its subject), not before a verb ("would slowing drop" wants
      // "slowly"), and not "will going to get" (the fix is to drop "going to").
      const question = !prev(essay, i) || /\?\s*$/.test(essay.sentences[t.sentence]?.text ?? '');
      const after = next(essay, i, 2);
      const goingTo = n.lower === 'going' && after?.lower === 'to' && isBase(next(essay, i, 3));
      if (
        !question &&
        !goingTo &&
        after?.pos !== 'VERB' &&
        n.pos === 'VERB' &&
        /^\p{Ll}+ing$/u.test(n.text) &&
        n.lemma !== n.lower &&
        n.lemma.length > 1
      )
        out.push(
          hit(
            'modal-ing',
            'grammar',
            'Verb form',
            n.start,
            n.end,
            `After "${t.text}", use the bare verb: "${t.text} ${n.lemma}".`,
            [n.lemma],
          ),
        );
      // "We will able to do it": "able" needs "be" after a helper.
      if (n.lower === 'able' && after?.lower === 'to')
        out.push(
          hit('modal-able', 'grammar', 'Verb form', n.start, n.end, `After "${t.text}", write "be able".`, [
            'be able',
          ]),
        );
      // "should not to extend": no "to" after a helper, with or without "not".
      if (n.lower === 'not' && after?.lower === 'to' && isBase(next(essay, i, 3)))
        out.push(
          hit('modal-to', 'grammar', 'Verb form', n.start, after.end, `No "to" after "${t.text} not".`, [
            'not',
          ]),
        );
    } else if (JUDGING.test(t.lower) && n.lower === 'for') {
      // "It is important for students learn": the person, then "to" and the verb.
      const who = next(essay, i, 2);
      const v = next(essay, i, 3);
      if (
        who &&
        OBJECT_PRONOUN_OR_PEOPLE.test(who.lower) &&
        isBase(v) &&
        v!.lower !== 'be' &&
        next(essay, i, 4)?.lower !== 'to'
      )
        out.push(
          hit(
            'for-to',
            'grammar',
            'Verb form',
            who.start,
            v!.end,
            `After "${t.text} for ${who.text}", the verb takes "to": "${who.text} to ${v!.text}".`,
            [`${who.text} to ${v!.text}`],
          ),
        );
    } else if (t.lower === 'success' && /^(?:be|being|been)$/.test(prev(essay, i)?.lower ?? '')) {
      // "You can't be success": the describing word is "successful" ("be a success" has "a").
      // ("be success full": a split "successful", the spelling check's)
      if (!/^(?:of|in|to|for|full)$/.test(n.lower))
        out.push(
          hit(
            'be-successful',
            'grammar',
            'Word form',
            t.start,
            t.end,
            'After "be", the describing word: "successful".',
            ['successful'],
          ),
        );
    } else if (t.text === 'is' || t.text === 'Is') {
      missingIt(essay, i, out);
    }
  }
  return out;
}

export const helperVerb = defineRule({
  id: 'helper-verb',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'Helper-verb frames: "will able to" -> "will be able to", "can to", "must going".',
  examples: {
    wrong: [
      ['We will able to do it later.', 'We will be able to do it later.'],
      ['I think is better to study alone.', 'I think it is better to study alone.'],
      ['They can learning from their mistakes.', 'They can learn from their mistakes.'],
      ['We should not to extend the school day.', 'We should not extend the school day.'],
      ['It is important for students learn new skills.', 'It is important for students to learn new skills.'],
      ["People can't be success without failure.", "People can't be successful without failure."],
      ['Is very important to have a good attitude.', 'It is very important to have a good attitude.'],
    ],
    right: ['He is 6" tall.', 'It is the truth.', ...MODAL_LOOKALIKES],
  },
  run: helperVerbRule,
});

/**
 * "I think is better to study alone", "Is very important to listen": "is" with no subject before
 * a judgment and its "to" or "that" -> "it is". Not a question ("Is it better?" has its subject
 * after "is", and a sentence with a question mark is left alone).
 */
function missingIt(essay: ParsedEssay, i: number, out: RuleHit[]): void {
  const toks = essay.tokens;
  const t = toks[i]!;
  const before = prev(essay, i);
  const opensSentence = !before;
  if (!opensSentence && !(OPINION_VERB.test(before.lower) && before.pos === 'VERB')) return;
  // "what they feel is best", "Laughter, I think, is": the subject stands before "I think".
  if (!opensSentence) {
    const who = prev(essay, i, 2);
    const front = prev(essay, i, 3);
    if (
      who?.pos !== 'PRON' ||
      (front &&
        (/^(?:NOUN|PROPN|PRON)$/.test(front.pos) ||
          /^(?:what|which|whatever|however|whoever|how)$/.test(front.lower)))
    )
      return;
  }
  let k = 1;
  if (/^(?:very|really|so|more|most|much|extremely)$/.test(next(essay, i, k)?.lower ?? '')) k++;
  const adj = next(essay, i, k);
  const after = next(essay, i, k + 1);
  if (!adj || !JUDGING.test(adj.lower) || !after || !/^(?:to|that|for)$/.test(after.lower)) return;
  const s = essay.sentences[t.sentence];
  if (!s || /\?\s*$/.test(s.text)) return;
  const fix = opensSentence ? 'It is' : 'it is';
  out.push(
    hit(
      'missing-it',
      'grammar',
      'Missing subject',
      t.start,
      t.end,
      `"${t.text}" needs its subject: "${fix} ${adj.text}".`,
      [fix],
    ),
  );
}
