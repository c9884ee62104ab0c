// Agreement around fixed subjects: "these kind of" (kinds), "everyone are" (is), "there is
// students" (are).
import { BE_BASE_LOOKALIKES, SUBJECTS_THAT_AGREE } from './lookalikes.table';
import type { ParsedEssay, Token } from '../../nlp/parse';
import { adjacent, hit, isPlural, type RuleHit, defineRule } from './types';
import { PLURAL_VERB, SINGULAR_VERB } from './subject-phrase';
import { INDEFINITE_PERSONS } from '../../lexicon/word-classes';

function agree(v: Token, message: string, fix: string): RuleHit {
  return hit('subject-verb', 'grammar', 'Agreement', v.start, v.end, message, [fix]);
}

/** "these kind of" -> "these kinds of" (or "this kind of"). */
export function kindOfRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const d = toks[i]!;
    const k = toks[i + 1]!;
    if (!/^(?:these|those)$/.test(d.lower) || !/^(?:kind|sort|type)$/.test(k.lower)) continue;
    if (toks[i + 2]!.lower !== 'of' || toks[i + 2]!.sentence !== d.sentence) continue;
    out.push(
      hit('kind-of', 'grammar', 'Agreement', k.start, k.end, `After "${d.text}", write "${k.text}s of".`, [
        `${k.text}s`,
      ]),
    );
  }
  return out;
}

export const kindOf = defineRule({
  id: 'kind-of',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"these kind of" -> "these kinds of" (or "this kind of").',
  examples: {
    wrong: [
      ['These kind of questions scared me.', 'These kinds of questions scared me.'],
      [
        'flags "be" before a base verb, a missing "to" and "these kind of"',
        'flags "be" before a base verb, a missing "to" and "these kinds of"',
      ],
    ],
    right: ['All kinds of people came.', 'Those who help us are kind.', ...BE_BASE_LOOKALIKES],
  },
  run: kindOfRule,
});

// "there's lots of", "there is plenty": colloquial and fine.
const THERE_OK = new Set(['lots', 'loads', 'plenty', 'news', 'means', 'series', 'species']);

/** "everyone are" (is), "there is students" (are): number agreement around fixed subjects. */
export function fixedSubjectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    const v = toks[i + 1]!;
    if (v.sentence !== t.sentence || !adjacent(essay, t, v)) continue;
    const p = toks[i - 1];
    const question = p?.sentence === t.sentence && p.pos === 'AUX'; // "does everyone have"
    if (INDEFINITE_PERSONS.has(t.lower) && PLURAL_VERB.has(v.lower) && !question) {
      const fix = PLURAL_VERB.get(v.lower)!;
      out.push(agree(v, `"${t.text}" takes a singular verb: write "${fix}".`, fix));
    } else if (t.lower === 'there' && (v.lower === 'is' || v.lower === 'was')) {
      // "There is a lot of reasons": the things counted are the subject ("There's a lot of" is
      // speech, and stays).
      const aLotOf =
        toks[i + 2]?.lower === 'a' && toks[i + 3]?.lower === 'lot' && toks[i + 4]?.lower === 'of';
      const n = toks[aLotOf ? i + 5 : i + 2];
      const after = toks[aLotOf ? i + 6 : i + 3];
      if (!n || n.sentence !== t.sentence || !isPlural(n) || THERE_OK.has(n.lower)) continue;
      if (after?.sentence === t.sentence && after.pos === 'NOUN') continue; // "there is sports equipment"
      const fix = SINGULAR_VERB.get(v.lower)!;
      out.push(agree(v, `"${n.text}" is plural: write "there ${fix}".`, fix));
    }
  }
  return out;
}

export const fixedSubject = defineRule({
  id: 'fixed-subject',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"everyone are" (is), "there is students" (are): number agreement around fixed subjects.',
  examples: {
    wrong: [
      ['There is apples on the table.', 'There are apples on the table.'],
      ['At camp everyone were friendly to me.', 'At camp everyone was friendly to me.'],
      ['There is students waiting outside the gym.', 'There are students waiting outside the gym.'],
      ['There is a lot of reasons to join the club.', 'There are a lot of reasons to join the club.'],
    ],
    right: ['He is 6" tall.', 'It is the truth.', ...SUBJECTS_THAT_AGREE],
  },
  run: fixedSubjectRule,
});
