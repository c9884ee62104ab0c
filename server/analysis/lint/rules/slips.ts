// Small slips with one clear fix: "in addition to play" (-> "playing"), "more than10" (-> "than
// 10"), "an alumni" (-> "an alumnus"), "more that 50" (-> "more than 50").
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';

/** "in addition to play soccer": "to" is a preposition here, so the verb takes -ing. */
export function inAdditionToRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 3 < toks.length; i++) {
    if (toks[i]!.lower !== 'in' || toks[i + 1]!.lower !== 'addition' || toks[i + 2]!.lower !== 'to') continue;
    const v = toks[i + 3]!;
    if (
      v.sentence !== toks[i]!.sentence ||
      v.pos !== 'VERB' ||
      v.lemma !== v.lower ||
      !/^\p{Ll}+$/u.test(v.text)
    )
      continue;
    // a verb with its object ("play different games", "help them"); the tagger also reads nouns
    // here as verbs ("in addition to research,", "in addition to fair pay")
    const obj = toks[i + 4];
    if (!obj || obj.sentence !== v.sentence || !/^(?:DET|PRON|ADJ)$/.test(obj.pos)) continue;
    const ing = /[^e]e$/.test(v.lower) ? `${v.lower.slice(0, -1)}ing` : `${v.lower}ing`;
    out.push(
      hit(
        'in-addition-to-ing',
        'grammar',
        'Verb form',
        v.start,
        v.end,
        `After "in addition to", use the -ing form: "${ing}".`,
        [ing],
      ),
    );
  }
  return out;
}

export const inAdditionTo = defineRule({
  id: 'in-addition-to-ing',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"in addition to play soccer": "to" is a preposition here, so the verb takes -ing.',
  examples: {
    wrong: [
      ['In addition to play different sports, I paint.', 'In addition to playing different sports, I paint.'],
    ],
    right: [
      'He plays a good sports game.',
      'They not only learn but play.',
      'In addition to playing sports, I paint.',
      'In addition to research, the school teaches.',
      'In addition to fair pay, they offer training.',
    ],
  },
  run: inAdditionToRule,
});

// A short function word run into a number: "than10", "over50", "about5".
const GLUED_NUMBER =
  /\b(than|about|over|under|around|nearly|almost|approximately|only|of|for|to|by|from|with)(\d[\d,.]*)\b/gi;

/** "more than10 rooms": a space between the word and the number. */
export function gluedNumberRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(GLUED_NUMBER)) {
    const fix = `${m[1]} ${m[2]}`;
    out.push(
      hit(
        'glued-number',
        'punctuation',
        'Spacing',
        m.index,
        m.index + m[0].length,
        `Put a space between "${m[1]}" and the number.`,
        [fix],
      ),
    );
  }
  return out;
}

export const gluedNumber = defineRule({
  id: 'glued-number',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description: '"more than10 rooms": a space between the word and the number.',
  examples: {
    wrong: [['The hall seats more than10 thousand people.', 'The hall seats more than 10 thousand people.']],
    right: ['The hall seats more than 10 thousand people.', 'I drank H2O and played on a PS4.'],
  },
  run: gluedNumberRule,
});

// Latin and Greek plurals used after "a"/"an"/"one", with their singular.
const LATIN_SINGULAR: ReadonlyMap<string, string> = new Map([
  ['alumni', 'alumnus'],
  ['criteria', 'criterion'],
  ['phenomena', 'phenomenon'],
  ['bacteria', 'bacterium'],
]);

/** "an alumni of the school": one graduate is an "alumnus" ("alumni" is the plural). */
export function latinPluralRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const d = toks[i]!;
    const n = toks[i + 1]!;
    const singular = LATIN_SINGULAR.get(n.lower);
    if (!singular || n.sentence !== d.sentence || !/^(?:a|an|one|each|every)$/.test(d.lower)) continue;
    // "an alumni association", "a bacteria culture": the plural as a modifier
    const after = toks[i + 2];
    if (after && after.sentence === n.sentence && after.pos === 'NOUN') continue;
    out.push(
      hit(
        'latin-plural',
        'grammar',
        'Agreement',
        n.start,
        n.end,
        `"${n.text}" is plural; for one, write "${singular}".`,
        [singular],
      ),
    );
  }
  return out;
}

export const latinPlural = defineRule({
  id: 'latin-plural',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"an alumni of the school": one graduate is an "alumnus" ("alumni" is the plural).',
  examples: {
    wrong: [
      ['She is an alumni of our school.', 'She is an alumnus of our school.'],
      ['Grades are a criteria for admission.', 'Grades are a criterion for admission.'],
    ],
    right: ['He joined an alumni association.', 'She is an alumna of our school.', 'Our alumni help.'],
  },
  run: latinPluralRule,
});

const COMPARATIVE_BEFORE_THAN =
  /^(?:more|less|fewer|better|worse|rather|greater|larger|smaller|higher|lower|longer|shorter|faster|slower|older|younger|bigger)$/;

const than = (t: { start: number; end: number }, comparative: string) =>
  hit(
    'comparative-that',
    'grammar',
    'Word choice',
    t.start,
    t.end,
    `A comparison takes "than": "${comparative} than".`,
    ['than'],
  );

// Adjectives that take a that-clause ("more likely that prices rise").
const THAT_CLAUSE_ADJ =
  /^(?:likely|unlikely|important|possible|probable|clear|obvious|apparent|true|certain|necessary|essential|crucial|vital|surprising|evident|plausible)$/;

const THAN_ONLY = /^(?:what|mine|yours|hers|ours|theirs|ever|usual|expected)$/;

/** "more that 50 people", "more that quadrupled": a comparison takes "than". */
export function comparativeThatRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    const p = toks[i - 1]!;
    const n = toks[i + 1]!;
    if (t.lower !== 'that' || p.sentence !== t.sentence || n.sentence !== t.sentence) continue;
    if (!COMPARATIVE_BEFORE_THAN.test(p.lower)) {
      // "less expensive that petrol.": "more/less" + adjective, then a bare noun that ends the
      // clause ("more important that we act" has a clause after it and is right).
      const after = toks[i + 2];
      // ("more likely that personality, not training, decides": a clause goes on after a comma.)
      const bareNoun =
        n.pos === 'NOUN' && (!after || after.sentence !== t.sentence || /^[.;:!?)]/.test(after.text));
      const more = /^(?:more|less)$/.test(toks[i - 2]?.lower ?? '');
      if (!(p.pos === 'ADJ' && more && bareNoun && !THAT_CLAUSE_ADJ.test(p.lower))) continue;
      out.push(than(t, `${toks[i - 2]!.text} ${p.text}`));
      continue;
    }
    // a number, or a past-tense verb right after ("more that doubled"); "the more that I read" has a subject
    const number = /^\d/.test(n.text) || n.pos === 'NUM';
    const pastVerb = n.pos === 'VERB' && /ed$/.test(n.lower) && toks[i - 2]?.lower !== 'the';
    // "more that what it is", "bigger that mine", "better that ever": no clause can start there.
    const standard = THAN_ONLY.test(n.lower);
    if (!number && !pastVerb && !standard) continue;
    out.push(than(t, p.text));
  }
  return out;
}

export const comparativeThat = defineRule({
  id: 'comparative-that',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"more that 50 people", "more that quadrupled": a comparison takes "than".',
  examples: {
    wrong: [
      ['Prices rose more that 50 percent.', 'Prices rose more than 50 percent.'],
      ['The town more that doubled in size.', 'The town more than doubled in size.'],
    ],
    right: [
      'I want that book.',
      'I was happy that day.',
      'The more that I read, the more I learn.',
      'I want more than that.',
      'It is better that we wait.',
    ],
  },
  run: comparativeThatRule,
});

// A modal negated the Spanish way, with "no" before it, and its English negative.
const NEGATIVE_OF: Readonly<Record<string, string>> = wordTable({
  can: "can't",
  will: "won't",
  could: "couldn't",
  should: "shouldn't",
  would: "wouldn't",
  must: "mustn't",
});

/** "we no can try", "they no will come": "can't", "won't". */
export function noModalRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 1; i + 2 < toks.length; i++) {
    const [s, no, m, v] = [toks[i - 1]!, toks[i]!, toks[i + 1]!, toks[i + 2]!];
    const fix = NEGATIVE_OF[m.lower];
    if (no.lower !== 'no' || !fix || !/^(?:i|you|we|they|he|she|it|people|students)$/.test(s.lower)) continue;
    if (v.sentence !== s.sentence || v.pos !== 'VERB' || v.lemma !== v.lower) continue;
    out.push(
      hit(
        'no-modal',
        'grammar',
        'Negation',
        no.start,
        m.end,
        `In English the negative goes after the helper: "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const noModal = defineRule({
  id: 'no-modal',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"we no can try", "they no will come": "can\'t", "won\'t".',
  examples: {
    wrong: [
      ['They no will come tomorrow.', "They won't come tomorrow."],
      ['These are things we no can try.', "These are things we can't try."],
    ],
    right: ['There is no can of soup left.', 'I said no, can you stop?'],
  },
  run: noModalRule,
});
