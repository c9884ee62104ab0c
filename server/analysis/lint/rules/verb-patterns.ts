// Verb patterns a learner mixes up: "want to went", "have to attends" (to + base form), "must to leave" (no "to" after
// a modal), "made me to do" (no "to" after make/let + object), "enjoy to swim" (-ing after enjoy),
// "I am used to wake" (used to + -ing), "can't has" (have after a modal).
import { MODAL_LOOKALIKES } from './lookalikes.table';
import type { ParsedEssay, Token } from '../../nlp/parse';
import { isKnownWord } from '../../spell/corrector';
import { IRREGULAR_VERBS } from '../../spell/irregular-verbs';
import { casedLike, hit, next, prev, thirdPerson, type RuleHit, defineRule } from './types';
import { MODALS, OBJECT_ONLY_PRONOUNS, OBJECT_PRONOUNS, PERSON_SUBJECTS } from '../../lexicon/word-classes';

// Simple pasts that are neither the base nor the participle ("went", "took", "sang"), less those
// that are base forms or nouns of their own ("saw", "fell", "bore", "rose", "bit").
const PAST_BASE: ReadonlyMap<string, string> = new Map([
  ...IRREGULAR_VERBS.filter(
    (v) => v.past !== v.base && v.past !== v.participle && !/^(?:saw|fell|bore|rose|bit)$/.test(v.past),
  ).map((v) => [v.past, v.base] as const),
  ['was', 'be'],
  ['were', 'be'],
]);

const TO_GOVERNOR =
  /^(?:want|wants|wanted|wanting|need|needs|needed|going|have|has|had|try|tries|tried|trying|decide|decided|able|unable|used|like|liked|love|loved|hope|hoped|plan|planned|start|started|begin|began|ready|supposed|forced|allowed|asked|tend|tended|seem|seemed|chose|choose|learn|learned|learnt|manage|managed|refuse|refused|agree|agreed|promise|promised|wish|wished|expect|expected|continue|continued)$/;
// Verbs that take a person and then "to": "helped me to solve", "asked him to leave".
const OBJECT_TO_GOVERNOR =
  /^(?:help|helps|helped|ask|asks|asked|tell|tells|told|want|wants|wanted|allow|allows|allowed|encourage|encourages|encouraged|teach|teaches|taught|force|forces|forced|invite|invited|remind|reminded|push|pushed|inspire|inspires|inspired|motivate|motivated|convince|convinced|persuade|persuaded|expect|expected|need|needed|urge|urged)$/;
// "all we can to help": "can" stands for "can do" after what, all, everything.
const ELLIPSIS = /^(?:all|everything|what|whatever|anything|much|best|more|as)$/;

// Words after which "to" opens an infinitive: question words, and adjectives ("important to go").
const WH_TO = /^(?:how|what|where|when)$/;
const WH_ADJ = /^(?:necessary|important|easy|hard|difficult|possible)$/;

/**
 * The fixes for a regular past after "to" ("how to used it" -> "use"): the base, and "be" + the
 * participle when no object follows ("going to removed." may be "going to be removed"). Left
 * alone: "going to used cars" (the participle describes a noun), "want to, based on", and
 * "seem to advanced" (that "to" is "too").
 */
function regularFixes(essay: ParsedEssay, i: number, governor: string): string[] | undefined {
  const v = essay.tokens[i]!;
  if (v.pos !== 'VERB' || !/ed$/.test(v.lower) || v.lemma === v.lower || !/^\p{Ll}+$/u.test(v.lemma))
    return undefined;
  if (v.lower === 'based' || /^seem/.test(governor)) return undefined;
  const after = next(essay, i);
  if (after && (after.pos === 'NOUN' || after.pos === 'ADJ')) return undefined;
  const object = after && /^(?:DET|PRON|PROPN|NUM)$/.test(after.pos);
  return object ? [v.lemma] : [v.lemma, `be ${v.lower}`];
}

/** "have to attends", "want to goes": the -s form after "to" ("going to parties" is a noun). */
function presentFixes(v: Token): string[] | undefined {
  if (v.pos !== 'VERB' || !/^\p{Ll}+s$/u.test(v.lower) || v.lemma === v.lower) return undefined;
  return thirdPerson(v.lemma) === v.lower ? [v.lemma] : undefined;
}

/**
 * "started to writing my stories", "I need to studying": an -ing form after the infinitive "to".
 * Left alone where "to" + -ing is English ("agreed to paying", "used to working", "going to
 * swimming lessons": a noun follows).
 */
function ingFixes(essay: ParsedEssay, i: number, governor: string): string[] | undefined {
  const v = essay.tokens[i]!;
  if (v.pos !== 'VERB' || !/ing$/.test(v.lower) || v.lemma === v.lower || !/^\p{Ll}+$/u.test(v.lemma))
    return undefined;
  // ("important to learning" names a thing; "studing" is the speller's, with no sure base.)
  if (/^(?:agree|agreed|used|going|look|looking|ready)$/.test(governor) || WH_ADJ.test(governor))
    return undefined;
  if (!isKnownWord(v.lower)) return undefined;
  const after = next(essay, i);
  return after?.pos === 'NOUN' ? undefined : [v.lemma];
}

const isBase = (t?: Token) => !!t && t.pos === 'VERB' && t.lemma === t.lower && /^\p{Ll}+$/u.test(t.text);

/** "I want to went home" -> "go": after the infinitive "to", the base form. */
export function toPastRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const to = toks[i]!;
    const v = next(essay, i);
    // Only where "to" starts an infinitive ("want to went", "how to used"), not a preposition
    // ("talked to knew").
    const governor = prev(essay, i)?.lower ?? '';
    if (to.lower !== 'to' || !v || v.text !== v.lower) continue;
    const objectGoverned =
      OBJECT_ONLY_PRONOUNS.has(governor) && OBJECT_TO_GOVERNOR.test(prev(essay, i, 2)?.lower ?? '');
    if (!TO_GOVERNOR.test(governor) && !WH_TO.test(governor) && !WH_ADJ.test(governor) && !objectGoverned)
      continue;
    const irregular = PAST_BASE.get(v.lower);
    // ("going to parties", "used to crowds": a plural noun the tagger may read as a verb.)
    const nounAfter = /^(?:going|used)$/.test(governor);
    const fixes = irregular
      ? [irregular]
      : (regularFixes(essay, i + 1, governor) ??
        (nounAfter ? undefined : (presentFixes(v) ?? ingFixes(essay, i + 1, governor))));
    if (!fixes) continue;
    const fix = fixes[0]!;
    out.push(
      hit(
        'to-past',
        'grammar',
        'Verb form',
        v!.start,
        v!.end,
        `After "to", use the base form: "to ${fix}".`,
        fixes,
      ),
    );
  }
  return out;
}

export const toPast = defineRule({
  id: 'to-past',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I want to went home" -> "go": after the infinitive "to", the base form.',
  after: ['perfect-participle'],
  examples: {
    wrong: [
      ['She told me to went home.', 'She told me to go home.'],
      ['I had to chose a college.', 'I had to choose a college.'],
      ['After practice I wanted to went home.', 'After practice I wanted to go home.'],
      ['The student has to attends the meeting.', 'The student has to attend the meeting.'],
      ['You need to got fresh air.', 'You need to get fresh air.'],
      ['It is important to hid them from children.', 'It is important to hide them from children.'],
      ['I also started to writing my own stories.', 'I also started to write my own stories.'],
      ['He helped me to solved the problem.', 'He helped me to solve the problem.'],
    ],
    right: [
      'I went to the the store.',
      'They went to saw the logs.',
      'I agreed to paying half.',
      'I am used to working late.',
      'We are going to swimming lessons.',
      'Books are important to learning.',
      'The lumberjacks came to fell the trees.',
      'After practice I wanted to go home.',
      'Everyone I talked to knew the answer.',
      'We are going to parties every weekend.',
      'She got used to crowds.',
      'He helped me to grow.',
      'She taught them to used tools.',
      'I gave it to them.',
    ],
  },
  run: toPastRule,
});

const NEGATED = /^(?:ca|wo|sha|does|did|do)$/;

/** "We must to leave" -> "must leave"; "she can't has", "doesn't has" -> "have". */
export function modalFormRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const m = toks[i]!;
    const n = next(essay, i);
    if (!n || m.text !== m.lower) continue;
    const p = prev(essay, i);
    // ("can't to do": the modal's "n't" stands between it and the stray "to".)
    const negated = /^n['’]t$/.test(m.lower) && /^(?:ca|should|must|could|might|wo)$/.test(p?.lower ?? '');
    if (
      n.lower === 'to' &&
      ((MODALS.has(m.lower) && !/^(?:will|would)$/.test(m.lower) && m.pos === 'AUX') || negated)
    ) {
      // "a trash can to", "all we can to help" ("can" stands for "can do"); "I would to work" is
      // missing "like", not a stray "to".
      const elided = [2, 3].some((k) => ELLIPSIS.test(prev(essay, i, k)?.lower ?? ''));
      const v = next(essay, i, 2);
      // "can to be", "must to have": "be" and "have" are tagged as helpers.
      const base = isBase(v) || (v?.pos === 'AUX' && /^(?:be|have)$/.test(v.text));
      if (elided || p?.pos === 'DET' || p?.pos === 'ADJ' || !base) continue;
      const from = negated ? p! : m;
      const modal = essay.text.slice(from.start, m.end);
      out.push(
        hit(
          'modal-to',
          'grammar',
          'Verb form',
          from.start,
          n.end,
          `No "to" after "${modal}": write "${modal} ${v!.text}".`,
          [modal],
        ),
      );
    } else if (n.text === 'has' && (m.lower === 'not' || m.lower === "n't" || m.lower === 'n’t')) {
      if (!p || p.text !== p.lower || !(MODALS.has(p.lower) || NEGATED.test(p.lower))) continue;
      out.push(
        hit(
          'modal-has',
          'grammar',
          'Verb form',
          n.start,
          n.end,
          `After "${p.text}${m.text.startsWith('n') ? m.text : ' not'}", use "have".`,
          ['have'],
        ),
      );
    } else if (/^ha[sd]$/.test(n.text) && MODALS.has(m.lower) && m.pos === 'AUX' && p?.pos !== 'DET') {
      // "she could has", "we would had": after a modal, "have".
      out.push(
        hit('modal-has', 'grammar', 'Verb form', n.start, n.end, `After "${m.text}", use "have".`, ['have']),
      );
    }
  }
  return out;
}

export const modalForm = defineRule({
  id: 'modal-form',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"We must to leave" -> "must leave"; "she can\'t has", "doesn\'t has" -> "have".',
  examples: {
    wrong: [
      ["I can't to go to the party.", "I can't go to the party."],
      ['We could had a better plan.', 'We could have a better plan.'],
      ['We must to leave before noon.', 'We must leave before noon.'],
      ["She can't has a phone in class.", "She can't have a phone in class."],
    ],
    right: [
      'We had very less time.',
      'You had better go now.',
      "She can't have a phone in class.",
      'Will has a phone.',
      ...MODAL_LOOKALIKES,
    ],
  },
  run: modalFormRule,
});

const CAUSATIVE = /^(?:make|makes|made|making|let|lets|letting)$/;
const PEOPLE =
  /^(?:students|people|kids|children|parents|teachers|workers|employees|players|members|citizens|customers|others)$/;

/** "She made me to do it" -> "made me do": make and let take the bare verb. */
export function causativeToRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 3 < toks.length; i++) {
    const w = toks[i]!;
    // The person made to act: a pronoun, or people named ("making students to understand",
    // "made the children to wait"); "made friends to talk to" is another verb.
    const first = next(essay, i)?.lower ?? '';
    const det =
      !OBJECT_PRONOUNS.has(first) && /^(?:the|my|our|their|his|her|your|these|those|all)$/.test(first)
        ? 1
        : 0;
    const o = next(essay, i, 1 + det);
    const to = next(essay, i, 2 + det);
    const v = next(essay, i, 3 + det);
    const person = o && (det ? PEOPLE.test(o.lower) : OBJECT_PRONOUNS.has(o.lower) || PEOPLE.test(o.lower));
    if (!o || !to || !CAUSATIVE.test(w.lower) || !person || to.lower !== 'to' || !isBase(v)) continue;
    if (v!.lower === 'be' || prev(essay, i)?.pos === 'DET') continue; // "made him to be" is dated, not wrong
    out.push(
      hit(
        'causative-to',
        'grammar',
        'Verb form',
        o.start,
        v!.end,
        `"${w.text}" takes the verb without "to": "${w.text} ${essay.text.slice(next(essay, i)!.start, o.end)} ${v!.text}".`,
        [`${o.text} ${v!.text}`],
      ),
    );
  }
  return out;
}

export const causativeTo = defineRule({
  id: 'causative-to',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"She made me to do it" -> "made me do": make and let take the bare verb.',
  examples: {
    wrong: [
      ['My coach made me to run laps.', 'My coach made me run laps.'],
      ['They made the children to wait outside.', 'They made the children wait outside.'],
      ['It is about making students to understand ideas.', 'It is about making students understand ideas.'],
    ],
    right: [
      'My coach made me run laps.',
      'We made it to the finals.',
      'He let us go.',
      'I made friends to talk to.',
      'We made plans to go.',
    ],
  },
  run: causativeToRule,
});

/** "swim" -> "swimming", "make" -> "making", "study" -> "studying". */
export function ingForm(v: string): string {
  if (/ie$/.test(v)) return `${v.slice(0, -2)}ying`;
  if (/[^aeiouy]e$/.test(v) && v !== 'be') return `${v.slice(0, -1)}ing`;
  if (/^[^aeiou]*[aeiou][bdgmnpt]$/.test(v)) return `${v}${v.slice(-1)}ing`;
  return `${v}ing`;
}

const GERUND_VERB =
  /^(?:enjoy|enjoys|enjoyed|enjoying|avoid|avoids|avoided|avoiding|finish|finishes|finished|mind|minds|minded|quit|quits|admit|admits|admitted|postpone|postponed|practise|practice|practiced|practised)$/;
const BE_OR_GET = /^(?:am|is|are|was|were|'m|’m|'re|’re|get|got|getting)$/;

/** "I enjoy to swim" -> "enjoy swimming"; "I am used to wake up" -> "used to waking up". */
export function gerundRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const w = toks[i]!;
    const to = next(essay, i);
    const v = next(essay, i, 2);
    if (!to || to.lower !== 'to' || !isBase(v) || v!.lower === 'be') continue;
    if (GERUND_VERB.test(w.lower) && w.pos === 'VERB') {
      const ing = ingForm(v!.lower);
      out.push(
        hit(
          'gerund-after',
          'grammar',
          'Verb form',
          to.start,
          v!.end,
          `"${w.text}" takes an -ing form: "${w.text} ${ing}".`,
          [ing],
        ),
      );
    } else if (
      w.lower === 'used' &&
      BE_OR_GET.test(prev(essay, i)?.lower ?? '') &&
      PERSON_SUBJECTS.has(prev(essay, i, 2)?.lower ?? '')
    ) {
      const ing = ingForm(v!.lower);
      out.push(
        hit(
          'used-to-ing',
          'grammar',
          'Verb form',
          v!.start,
          v!.end,
          `"Be used to" (be in the habit of) takes an -ing form: "used to ${ing}".`,
          [ing],
        ),
      );
    }
  }
  return out;
}

export const gerundDefinition = defineRule({
  id: 'gerund',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"I enjoy to swim" -> "enjoy swimming"; "I am used to wake up" -> "used to waking up".',
  examples: {
    wrong: [
      ['I am used to wake up early.', 'I am used to waking up early.'],
      ['I enjoy to swim in the lake.', 'I enjoy swimming in the lake.'],
    ],
    right: [
      'I used to wake up early.',
      'I went to the lake to swim.',
      'I enjoy swimming in the lake.',
      'This tool is used to cut wood.',
      'I am used to waking up early.',
    ],
  },
  run: gerundRule,
});

// Prepositions a verb follows in its -ing form: "good at playing", "instead of going".
const ING_AFTER = /^(?:at|of|by|without|before|after)$/;
// Words "to" may stand before as "too" ("for to long"): the spelling section's.
const DEGREE_WORD = /^(?:long|late|far|fast|hard|close|much|many)$/;
const BARE_PLACE = /^(?:school|class|work|church|bed|college|camp|practice|town|market)$/;

/**
 * "good at to play", "instead of to go" -> "at playing": a preposition takes the -ing form. "for to
 * obtain" (a learner's "para") loses its "for": "to obtain".
 */
export function prepositionToRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const p = toks[i]!;
    const to = next(essay, i);
    const v = next(essay, i, 2);
    if (p.pos !== 'ADP' || to?.lower !== 'to' || !isBase(v) || DEGREE_WORD.test(v!.lower)) continue;
    // ("go to my house after to school": a place the tagger reads as a verb.)
    if (BARE_PLACE.test(v!.lower)) continue;
    // ("stay after to do it", "tried before to try": after a verb the word is an adverb; "went of to
    // see her" is "off", the spelling section's.)
    if (/^(?:before|after|of)$/.test(p.lower) && /^(?:VERB|AUX)$/.test(prev(essay, i)?.pos ?? '')) continue;
    if (p.lower === 'for') {
      out.push(
        hit(
          'preposition-to',
          'grammar',
          'Verb form',
          p.start,
          to.end,
          `Drop "${p.text}": "to ${v!.text}" says the purpose.`,
          [casedLike(to.text, p.text)],
        ),
      );
      continue;
    }
    if (!ING_AFTER.test(p.lower)) continue;
    const ing = ingForm(v!.lower);
    out.push(
      hit(
        'preposition-to',
        'grammar',
        'Verb form',
        to.start,
        v!.end,
        `After "${p.text}", a verb takes its -ing form: "${p.text} ${ing}".`,
        [ing],
      ),
    );
  }
  return out;
}

export const prepositionTo = defineRule({
  id: 'preposition-to',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"good at to play", "instead of to go" -> "at playing": a preposition takes the -ing form. "for to obtain" (a learner\'s "para") loses its "for": "to obtain".',
  examples: {
    wrong: [
      ['He is good at to play piano.', 'He is good at playing piano.'],
      ['Instead of to go home, we stayed.', 'Instead of going home, we stayed.'],
      [
        'You need to try many things for to obtain your goals.',
        'You need to try many things to obtain your goals.',
      ],
    ],
    right: [
      'I want to to go.',
      'I wont to go home.',
      'I was about to leave.',
      'We came in to see him.',
      'It is up to you to decide.',
      'She said I could stay after to finish it.',
      'I walked to my house after to school.',
      'We stayed there for to long.',
    ],
  },
  run: prepositionToRule,
});
