// Verb frames learners get wrong around "be" and "do": a verb of state in the progressive ("She is
// knowing the answer", "I'm having two sisters") and a marked verb after "do" in a question ("Does
// he likes pizza?").
import type { ParsedEssay } from '../../nlp/parse';
import { hit, next, prev, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';

// Verbs of state, which English does not put in the progressive: "She is knowing" (knows), "it
// is consisting of" (consists). "having" only with what one owns or is related to ("I am having two
// brothers"); "having fun", "having a baby", "having dinner" are events.
const STATE_ING: Readonly<Record<string, string>> = wordTable({
  knowing: 'know',
  belonging: 'belong',
  containing: 'contain',
  consisting: 'consist',
  preferring: 'prefer',
});
const OWNED_THING_OR_KIN =
  /^(?:brothers?|sisters?|siblings?|children|kids?|sons?|daughters?|cousins?|dogs?|cats?|pets?|cars?|house|phone|bike)$/;
const BE_PERSON: Readonly<Record<string, 'base' | 'third'>> = wordTable({
  am: 'base',
  "'m": 'base',
  '’m': 'base',
  is: 'third',
  "'s": 'third',
  '’s': 'third',
  are: 'base',
  "'re": 'base',
  '’re': 'base',
});

/** "She is knowing the answer" -> "knows"; "I am having two brothers" -> "have". */
export function stateProgressiveRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i < toks.length; i++) {
    const be = toks[i - 1]!;
    const v = toks[i]!;
    // A pronoun subject: after a noun phrase, "is knowing that ..." is often a gerund ("the best
    // thing is knowing that"), and "students are preferring" is rare enough to leave. The tagger
    // keeps "I'm", "she's" as one word: then the subject is part of it.
    const glued = /^(i|you|he|she|it|we|they)['’](m|s|re)$/.exec(be.lower);
    const person = BE_PERSON[glued ? `'${glued[2]}` : be.lower];
    const pronoun = glued || /^(?:i|you|he|she|it|we|they)$/.test(toks[i - 2]?.lower ?? '');
    if (!person || be.sentence !== v.sentence || !pronoun) continue;
    let base = STATE_ING[v.lower];
    if (v.lower === 'having') {
      const a = next(essay, i);
      const b = next(essay, i, 2);
      const counted = a && (a.pos === 'NUM' || /^(?:a|an|no|many|three|two)$/.test(a.lower));
      if (counted && b && OWNED_THING_OR_KIN.test(b.lower)) base = 'have';
    }
    // An object or a clause after it ("is knowing the answer"); "she is knowing and wise" is the
    // describing word.
    const obj = next(essay, i);
    if (
      !obj ||
      !(/^(?:DET|PRON|NOUN|PROPN|NUM)$/.test(obj.pos) || /^(?:to|that|of|what|how)$/.test(obj.lower))
    )
      continue;
    if (!base) continue;
    const fix = person === 'base' ? base : base === 'have' ? 'has' : `${base}s`;
    out.push(
      hit(
        'state-progressive',
        'grammar',
        'Verb form',
        be.start,
        v.end,
        `"${base}" names a state, not an action in progress: write "${fix}".`,
        // ("I'm having": the contraction is glued to its subject, so the fix brings a space)
        [glued ? `${be.text.split(/['’]/)[0]} ${fix}` : /^['’]/.test(be.text) ? ` ${fix}` : fix],
      ),
    );
  }
  return out;
}

export const stateProgressive = defineRule({
  id: 'state-progressive',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"She is knowing the answer" -> "knows"; "I am having two brothers" -> "have".',
  examples: {
    wrong: [
      ["I'm having two sisters.", 'I have two sisters.'],
      ['She is knowing the answer.', 'She knows the answer.'],
    ],
    right: [
      "I'm having a baby in May.",
      'The best thing is knowing that I tried.',
      'We are having fun at the fair.',
      'My mom is very understanding.',
      'She is knowing and wise beyond her years.',
    ],
  },
  run: stateProgressiveRule,
});

/** "Does he likes pizza?", "Did she wanted to go?": after "do" the verb is bare ("like", "want"). */
export function doSupportRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const d = toks[i]!;
    if (!/^(?:does|did|doesn't|didn't)$/i.test(d.text) && !/^(?:does|did)$/.test(d.lower)) continue;
    const subject = toks[i + 1]!;
    let k = i + 2;
    if (/^(?:not|n't|n’t)$/.test(subject.lower)) continue;
    if (/^(?:not|n't|n’t|really|ever|even|still|always)$/.test(toks[k]?.lower ?? '')) k++;
    const v = toks[k];
    if (!v || v.sentence !== d.sentence || !/^(?:he|she|it|i|you|we|they)$/.test(subject.lower)) continue;
    // A question ("Does he likes it?", "Why does it matters"), not "did" ending a clause before the
    // next one ("when I finally did we headed out").
    const p = prev(essay, i);
    const question =
      !p ||
      /^(?:why|what|how|where|when|who|whom)$/.test(p.lower) ||
      /\?\W*$/.test(essay.sentences[d.sentence]?.text ?? '');
    if (!question) continue;
    // A third-person -s or a past form where the bare verb belongs ("does he likes", "did she went").
    if (v.pos !== 'VERB' || v.lemma === v.lower || !/^\p{Ll}+$/u.test(v.text) || /ing$/.test(v.lower))
      continue;
    out.push(
      hit(
        'do-base',
        'grammar',
        'Verb form',
        v.start,
        v.end,
        `After "${d.text}" the verb takes its bare form: "${v.lemma}".`,
        [v.lemma],
      ),
    );
  }
  return out;
}

export const doSupport = defineRule({
  id: 'do-base',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"Does he likes pizza?", "Did she wanted to go?": after "do" the verb is bare ("like", "want").',
  examples: {
    wrong: [
      ['Does he likes pizza?', 'Does he like pizza?'],
      ['Why does it matters so much?', 'Why does it matter so much?'],
    ],
    right: ['What matters is effort.', 'Results show that sleep matters.'],
  },
  run: doSupportRule,
});

const DO_FOR: Readonly<Record<string, string>> = wordTable({
  i: 'do',
  you: 'do',
  we: 'do',
  they: 'do',
  he: 'does',
  she: 'does',
  it: 'does',
});

/** "Students will get bored and they not learn" -> "they do not learn": "not" needs a helper verb. */
export function bareNotRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const s = toks[i]!;
    const not = toks[i + 1]!;
    const v = toks[i + 2]!;
    const helper = DO_FOR[s.lower];
    if (!helper || not.lower !== 'not' || v.sentence !== s.sentence || s.pos !== 'PRON') continue;
    // A bare verb after it ("they not learn"), not "not only", "not yet", "I not only ..."
    if (v.pos !== 'VERB' || v.lemma !== v.lower || /^(?:only|yet|just|even|always)$/.test(v.lower)) continue;
    // (after a verb the pronoun is an object: "I told them not go" is another slip)
    const p = prev(essay, i);
    // ("What do we not know?", "how could I not pass": a helper before the pronoun already)
    if (p && (p.pos === 'VERB' || p.pos === 'ADP' || p.pos === 'AUX')) continue;
    const fix = `${helper} not`;
    out.push(
      hit(
        'do-not',
        'grammar',
        'Verb form',
        not.start,
        not.end,
        `"not" needs a helper verb here: "${s.text} ${fix} ${v.text}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const bareNot = defineRule({
  id: 'do-not',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"Students will get bored and they not learn" -> "they do not learn": "not" needs a helper verb.',
  examples: {
    wrong: [
      ['He not understand the program.', 'He does not understand the program.'],
      ['Students get bored and they not learn.', 'Students get bored and they do not learn.'],
    ],
    right: [
      'We should not go.',
      'I told them not go.',
      'What do we not know?',
      'How could I not pass?',
      'They not only learn but play.',
    ],
  },
  run: bareNotRule,
});
