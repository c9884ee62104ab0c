// Commas that join what should be apart, or part what belongs together: a comma splice between two
// full sentences ("It was late, we left"), a linking adverb after a comma ("closed, however, fishing
// is"), a result phrase without its comma, and a comma between a subject and its verb.
// The last two are in result-subject-commas.ts and re-exported here.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { firstWordIndex, hit, type RuleHit, defineRule } from './types';
import { CLAUSE_START, SUBORDINATOR, isVerb } from './commas';

import { SO_ADVERB_AFTER } from './stray-commas';

export { resultPhraseRule, subjectCommaRule } from './result-subject-commas';

// Linking adverbs and phrases that open a new sentence ("for example" is left out: "Take my
// brother, for example, he ..." is spoken style, and "Take X, for example," is common).
const LINKERS: readonly string[][] = [
  'however',
  'therefore',
  'otherwise',
  'consequently',
  'nevertheless',
  'nonetheless',
  'moreover',
  'furthermore',
  'thus',
  'hence',
  'as a result',
  'on the other hand',
  'in addition',
].map((p) => p.split(' '));

/**
 * "It is closed, however, fishing is allowed": a linking adverb between two full sentences needs a
 * semicolon (or a full stop) before it, not a comma.
 */
export function linkerSpliceRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    let clauseStart = s.tokenStart;
    for (let j = s.tokenStart + 1; j + 3 < s.tokenEnd; j++) {
      const t = toks[j]!;
      if (t.text === ';' || t.text === ':') clauseStart = j + 1;
      if (t.text !== ',') continue;
      const linker = LINKERS.find((w) => w.every((x, k) => toks[j + 1 + k]?.lower === x));
      const at = j + 2 + (linker?.length ?? 0); // the word after the linker's comma
      if (!linker || toks[at - 1]?.text !== ',' || at >= s.tokenEnd) continue;
      // (a window of the last 40 tokens keeps text made of one endless sentence linear)
      const before = toks.slice(Math.max(clauseStart, j - 40), j);
      const first = before[0];
      // The part before must be a whole clause: a finite verb, and not an opening "When ...".
      const finite = before.some(
        (x) => (x.pos === 'AUX' || x.pos === 'VERB') && !/ing$/.test(x.lower) && x.lower !== 'to',
      );
      const opens =
        !first ||
        SUBORDINATOR.has(first.lower) ||
        first.pos === 'ADP' ||
        first.pos === 'SCONJ' ||
        before.some((x) => x.text === ',');
      // The part after must open a clause: a subject and then its verb ("DHS and the Department of
      // Justice are"), not a relative clause ("a lot of books, however, that have").
      const subj = toks[at]!;
      const verbAfter = toks.slice(at + 1, Math.min(s.tokenEnd, at + 8)).some(isVerb);
      const subject =
        (CLAUSE_START.has(subj.lower) || ['NOUN', 'PROPN', 'PRON'].includes(subj.pos)) &&
        !/^(?:that|who|which|whom)$/.test(subj.lower);
      // "Schools should, therefore, guide": the adverb interrupts one verb phrase.
      if (!finite || opens || !subject || !verbAfter || toks[j - 1]!.pos === 'AUX') continue;
      out.push(
        hit(
          'linker-splice',
          'punctuation',
          'Punctuation',
          t.start,
          t.end,
          `Two sentences are joined by a comma before "${linker.join(' ')}": use a semicolon (or a full stop) instead.`,
          [';'],
        ),
      );
    }
  }
  return out;
}

export const linkerSplice = defineRule({
  id: 'linker-splice',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"It is closed, however, fishing is allowed": a linking adverb between two full sentences needs a semicolon (or a full stop) before it, not a comma.',
  after: ['spacing'],
  examples: {
    wrong: [
      [
        'Camping is not allowed in the park, however, fishing is permitted.',
        'Camping is not allowed in the park; however, fishing is permitted.',
      ],
      [
        'We would save energy and resources, as a result, we would save money.',
        'We would save energy and resources; as a result, we would save money.',
      ],
      [
        'Drones are still banned in the airspace, however, the state and the city police are asking for new rules.',
        'Drones are still banned in the airspace; however, the state and the city police are asking for new rules.',
      ],
    ],
    right: [
      'I came, I saw.',
      'Take care, my friend.',
      'Over the years, however, the store has changed.',
      'Schools should, therefore, guide their students.',
      'The plan, however, failed.',
      'There are a lot of books, however, that were written to hurt.',
      'Take my brother, for example, he never reads.',
      'It was hard, in addition, to find the time.',
    ],
  },
  run: linkerSpliceRule,
});

const SPLICE_SUBJECT = new Set(['it', 'this', 'there', 'i', 'we', 'he', 'she', 'they', 'you']);
const INNER_CLAUSE = new Set([...SUBORDINATOR, 'as', 'that', 'than', 'whether', 'which', 'who', 'what']);
const REPORTING = new Set(
  'say ask tell reply think know guess mean add explain write believe suppose hope feel assume agree bet suspect wonder'.split(
    ' ',
  ),
);

// Subordinators that are also prepositions ("after school", "since June").
const PREPOSITION_TOO = new Set(['after', 'before', 'until', 'till', 'since']);

const CONTACT_SUBJECT = new Set(['i', 'we', 'he', 'she', 'they', 'you', 'it']);
const TIME_NOUN = new Set(
  'day night morning afternoon evening summer winter spring fall autumn year week month moment time hour weekend semester'.split(
    ' ',
  ),
);

/**
 * "The summer I turned fifteen, he fell", "The day we left, ...": a noun described by a clause
 * without "that" is an opening time phrase, not a first sentence.
 */
function contactClauseOpening(toks: ParsedEssay['tokens'], i: number, end: number): boolean {
  let k = i;
  while (k < end && ['DET', 'ADJ', 'NUM'].includes(toks[k]!.pos)) k++;
  // (the tagger sometimes reads "The summer" as a verb)
  const time = TIME_NOUN.has(toks[k]?.lower ?? '');
  if (toks[k]?.pos !== 'NOUN' && !time) return false;
  if (CONTACT_SUBJECT.has(toks[k + 1]?.lower ?? '')) return true;
  // "The day my brother left for the army, we ate": after a time noun the clause's subject may be
  // a noun phrase ("my brother", "the old dog") followed by its verb.
  if (!time) return false;
  let j = k + 1;
  if (
    !['DET', 'PRON'].includes(toks[j]?.pos ?? '') ||
    !/^(?:my|his|her|our|their|your|the|a)$/.test(toks[j]!.lower)
  )
    return false;
  j++;
  while (j < end && toks[j]!.pos === 'ADJ') j++;
  return ['NOUN', 'PROPN'].includes(toks[j]?.pos ?? '') && ['VERB', 'AUX'].includes(toks[j + 1]?.pos ?? '');
}

// "It wasn't a job, it was a calling", "I am not a coder, I am a tinkerer": a denial and its
// correction, with the same subject and verb, are joined by a comma on purpose.
function correction(before: readonly Token[], subj: Token, verb: Token): boolean {
  if (!before.some((x) => x.lower === 'not' || x.lower === "n't")) return false;
  const verbBefore = before.find((x) => x.pos === 'AUX' || x.pos === 'VERB');
  return before[0]!.lower === subj.lower && verbBefore?.lemma === verb.lemma;
}

/**
 * "Ever since I was young, I have loved science, it has shaped me": an opening clause or phrase
 * and its comma come before the first sentence's subject; the splice is judged from there. An
 * opening clause must start with a subordinator; a phrase must have no verb ("In ninth grade,").
 * Returns where the subject starts (or `i` when there is no such opening).
 */
function afterOpening(toks: readonly Token[], i: number, end: number): number {
  const first = toks[i];
  if (!first || ['PRON', 'NOUN', 'PROPN'].includes(first.pos)) return i;
  const clause = SUBORDINATOR.has(first.lower) || (first.lower === 'ever' && toks[i + 1]?.lower === 'since');
  let verb = false;
  for (let k = i + 1; k < Math.min(end, i + 12); k++) {
    const t = toks[k]!;
    // A clause ends at its comma only once it has its verb ("When my mom, Ana and I went, it was"
    // lists inside it); the first sentence then starts with a pronoun or a determiner, since a
    // bare noun may continue a list ("Through e-mail, video chat and texts, we").
    if (t.text === ',') {
      const subject = ['PRON', 'DET'].includes(toks[k + 1]?.pos ?? '');
      return k - i >= 2 && (verb || !clause) && subject ? k + 1 : i;
    }
    const isVerbal = t.pos === 'VERB' || t.pos === 'AUX';
    if (!clause && isVerbal) return i;
    verb ||= isVerbal;
    if (/^[;:—(]$/.test(t.text)) return i;
  }
  return i;
}

/** The subject pronoun whose clause starts at `k`, past an adverb or two ("once I even locked"). */
function clauseSubject(toks: readonly Token[], k: number): string | undefined {
  let m = k;
  while (m < k + 2 && toks[m]?.pos === 'ADV') m++;
  const subject = toks[m]?.lower ?? '';
  if (!SPLICE_SUBJECT.has(subject)) return undefined;
  const v = toks[m + 1]?.pos === 'ADV' ? m + 2 : m + 1;
  return isVerb(toks[v]) ? subject : undefined;
}

/**
 * "I thank them for the program, it has helped me": two full sentences joined by a comma alone.
 * Both halves must be long enough to stand alone (a short "I came, I saw" is left to the writer),
 * and the first must not open with a subordinate clause.
 */
export function commaSpliceRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    let i = firstWordIndex(essay, s);
    // ("But she never let me give up, she would say": a linking word before the subject)
    if (/^(?:but|and|so|yet)$/.test(toks[i]?.lower ?? '') && toks[i + 1]?.text !== ',') i++;
    const opened = afterOpening(toks, i, s.tokenEnd);
    // (after an opening, a shorter first sentence stands alone: "When I was ten, I moved, it was hard")
    const minFirst = opened > i ? 3 : 5;
    i = opened;
    const first = toks[i];
    // The first clause must open with its subject ("I", "The program"), not with "To", "As", "And".
    if (!first || !['PRON', 'DET', 'NOUN', 'PROPN'].includes(first.pos) || first.lower === 'that') continue;
    // "No matter how ..., we", "Thanks to ads ..., we": an opening phrase, not a clause
    const second = toks[i + 1]?.lower;
    if ((first.lower === 'no' && second === 'matter') || (first.lower === 'thanks' && second === 'to'))
      continue;
    if (/^["“”]/.test(s.text) || /["“”]/.test(s.text)) continue; // dialogue: punctuated as speech
    if (contactClauseOpening(toks, i, s.tokenEnd)) continue;
    for (let j = i + minFirst; j + 4 < s.tokenEnd; j++) {
      const t = toks[j]!;
      if (t.text === ';' || t.text === ':' || t.text === '—' || t.text === '-' || t.text === '(') break;
      if (t.text !== ',') continue;
      // "too small so, we sent": the comma is misplaced, not a splice (stray-commas.ts moves it).
      // ("I don't think so, there is" is a splice: "so" is the adverb there.)
      const joiner = toks[j - 1]!.lower;
      if (
        /^(?:but|and|or)$/.test(joiner) ||
        (joiner === 'so' && !SO_ADVERB_AFTER.test(toks[j - 2]?.lower ?? ''))
      )
        break;
      const before = toks.slice(i, j);
      // a list, an opening phrase or a clause inside the first half ("if you educate a girl, you"): too unsure
      // ("stayed after school with me, she taught": "after" and its kin with no verb after them are
      // prepositions; "after homework is done, we" and "but after, it was" are not)
      const lastVerb = before.findLastIndex((y) => y.pos === 'VERB' || y.pos === 'AUX');
      const preposition = (x: Token, k: number) =>
        PREPOSITION_TOO.has(x.lower) && x.pos === 'ADP' && k + 1 < before.length && k > lastVerb;
      const inner = (x: Token, k: number) => INNER_CLAUSE.has(x.lower) && !preposition(x, k);
      if (before.some((x, k) => x.text === ',' || inner(x, k) || x.pos === 'SCONJ')) break;
      const subj = toks[j + 1]!;
      const verb = toks[j + 2]!;
      const finite = before.some((x) => (x.pos === 'AUX' || x.pos === 'VERB') && !/ing$/.test(x.lower));
      const rest = s.tokenEnd - (j + 1);
      // "It is direct, it helps, and it builds": a series of clauses is a list, not a splice; so is
      // one without the last comma when the three share their subject ("I burned the bread, I gave
      // the wrong change and once I even locked myself out").
      const after = toks.slice(j + 1, s.tokenEnd);
      if (after.some((x, k) => x.text === ',' && /^(?:and|or)$/.test(after[k + 1]?.lower ?? ''))) break;
      const same = before[0]!.lower === toks[j + 1]!.lower;
      if (
        same &&
        after.some((x, k) => /^(?:and|or)$/.test(x.lower) && clauseSubject(after, k + 1) === before[0]!.lower)
      )
        break;
      if (!finite || !SPLICE_SUBJECT.has(subj.lower) || !isVerb(verb) || rest < 4) break;
      // "..., I think", "..., it being", "..., I believe, ..."
      if (REPORTING.has(verb.lemma) || /ing$/.test(verb.lower) || toks[j + 3]?.text === ',') break;
      if (correction(before, subj, verb)) break;
      // "I think at this point, I cut": the first clause only frames the one after its comma, which
      // opens with a phrase ("I think they deserve it, it's unfortunate" is a splice).
      const frame = before[1] && REPORTING.has(before[1].lemma) && before[0]!.pos === 'PRON';
      if (frame && before[2]?.pos === 'ADP') break;
      out.push(
        hit(
          'comma-splice',
          'punctuation',
          'Punctuation',
          t.start,
          t.end,
          'Two full sentences are joined by a comma alone: use a full stop or a semicolon, or join them with "and", "but" or "so".',
          [';', '.'],
        ),
      );
      break;
    }
  }
  return out;
}

export const commaSplice = defineRule({
  id: 'comma-splice',
  section: 'grammar',
  category: 'punctuation',
  severity: 'error',
  description:
    '"I thank them for the program, it has helped me": two full sentences joined by a comma alone. Both halves must be long enough to stand alone (a short "I came, I saw" is left to the writer), and the first must not open with a subordinate clause.',
  after: ['spacing'],
  examples: {
    wrong: [
      ['They sailed to the island, They offered gifts.', 'They sailed to the island; They offered gifts.'],
      [
        "I don't think so, there is no reason to ban them.",
        "I don't think so; there is no reason to ban them.",
      ],
      [
        'I would like to thank my coach for such a program, it has helped me tremendously.',
        'I would like to thank my coach for such a program; it has helped me tremendously.',
      ],
      [
        'The dog my brother found was sick, it needed a vet right away.',
        'The dog my brother found was sick; it needed a vet right away.',
      ],
      [
        'I was tired after the long game, we went home and they stayed.',
        'I was tired after the long game; we went home and they stayed.',
      ],
      [
        'She wore a red dress to the prom, it was stunning.',
        'She wore a red dress to the prom; it was stunning.',
      ],
      [
        'Ever since I was young, I have loved science, it has shaped who I am.',
        'Ever since I was young, I have loved science; it has shaped who I am.',
      ],
      [
        'In ninth grade, I joined the team, it changed my life.',
        'In ninth grade, I joined the team; it changed my life.',
      ],
      [
        'Ms. Delgado stayed after school with me every Tuesday, she taught me to read.',
        'Ms. Delgado stayed after school with me every Tuesday; she taught me to read.',
      ],
      [
        'But Ms. Delgado never let me give up, she would say it again and again.',
        'But Ms. Delgado never let me give up; she would say it again and again.',
      ],
    ],
    right: [
      'I came, I saw.',
      'Take care, my friend.',
      'I came, I saw, I conquered.',
      'When I got home from the long trip, I slept for a day.',
      'The program helped me a lot, I think.',
      'It is the most direct way to talk, it helps with other skills, and it builds trust.',
      'I burned a tray of croissants, I gave the wrong change and once I even locked myself out.',
      'To prepare for living overseas, it is important to do research.',
      '"I am tired of this place," she said to me quietly.',
      'The act of judgment presumes, I believe, that the rule is clear.',
      'No matter how appealing the ads are, we should be able to choose.',
      'The summer I turned fifteen, he fell and broke his wrist at the bakery.',
      'The day we moved to Houston, my mother cried in the car for an hour.',
      'The day my brother left for the army, we ate his favorite meal and nobody talked.',
      'The summer my grandmother got sick, I learned to cook rice and beans.',
      'When I was young, I loved science, math, and art.',
      'When my mom, Ana and I went to the fair, it was really fun.',
      'Through e-mail, video chat and instant messaging, we can talk.',
      'The boots were too small so, we sent them back.',
      'The kids finish early and after homework is done, we have nothing to do.',
      'It was hard but after, it was worth every minute of it.',
      'But I think in the end, we all learned something from the trip.',
      'But when the bell rang, we ran outside to the buses.',
    ],
  },
  run: commaSpliceRule,
});
