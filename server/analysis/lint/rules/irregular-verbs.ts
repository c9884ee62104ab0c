// Irregular verbs a learner regularises or cuts short: "teached" (taught), "had knowed" (known),
// and "I seen it" / "they done it" (a participle used without "have": saw, did).
import type { ParsedEssay, Token } from '../../nlp/parse';
import { LIE, regularisedPast, verbOfParticiple, type IrregularVerb } from '../../spell/irregular-verbs';
import { adjacent, casedLike, hit, next, prev, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';
import { PERSON_SUBJECTS } from '../../lexicon/word-classes';

// Forms of "have", "be" and "get" a participle follows ("had known", "was taken", "got caught").
const PERFECT_PASSIVE_OR_GET =
  /^(?:have|has|had|having|'ve|’ve|'d|’d|is|are|was|were|be|been|being|am|'s|’s|'re|’re|'m|’m|get|gets|got|getting)$/;
// Words that may stand between the helper and its participle ("had never knowed").
const BETWEEN_HELPER_AND_VERB =
  /^(?:not|n't|n’t|never|already|just|ever|also|always|recently|finally|all|both|really|only)$/;

function afterHelper(essay: ParsedEssay, i: number): boolean {
  for (let step = 1; step <= 3; step++) {
    const p = prev(essay, i, step);
    if (!p) return false;
    if (PERFECT_PASSIVE_OR_GET.test(p.lower)) return true;
    if (!BETWEEN_HELPER_AND_VERB.test(p.lower)) return false;
  }
  return false;
}

const NO_OBJECT = new Set(['ADP', 'ADV', 'PUNCT', 'SCONJ', 'CCONJ', 'PART']);

/** The fixes for a regularised form: the participle first after have/be/get, else the past. */
function fixes(verb: IrregularVerb, participle: boolean): string[] {
  const first = participle ? verb.participle : verb.past;
  const second = participle ? verb.past : verb.participle;
  return first === second ? [first] : [first, second];
}

/** "teached" -> "taught", "had knowed" -> "had known", "runned" -> "ran". */
export function regularisedPastRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((t, i) => {
    // Lower-case, or capitalised only as a sentence's first word ("Teached"): a capital elsewhere
    // may be a name.
    const first = essay.tokens[i - 1]?.sentence !== t.sentence;
    if (t.text !== t.lower && !(first && t.text.slice(1) === t.lower.slice(1))) return;
    const found = regularisedPast(t.lower);
    if (!found) return;
    // "I layed on the couch", "just layed there": with no object, the verb is "lie" (lay, lain).
    const after = next(essay, i);
    const verb =
      found.base === 'lay' && (!after || NO_OBJECT.has(after.pos) || after.lower === 'there') ? LIE : found;
    const participle = afterHelper(essay, i);
    const wanted = participle ? verb.participle : verb.past;
    const also = participle || verb.past === verb.participle ? '' : ` (after "have": "${verb.participle}")`;
    out.push(
      hit(
        'regularised-past',
        'grammar',
        'Verb form',
        t.start,
        t.end,
        `"${verb.base}" is an irregular verb: its ${participle ? 'past participle' : 'past'} is "${wanted}"${also}, not "${t.text}".`,
        fixes(verb, participle).map((f) => casedLike(f, t.text)),
      ),
    );
  });
  return out;
}

export const regularisedPastDefinition = defineRule({
  id: 'regularised-past',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"teached" -> "taught", "had knowed" -> "had known", "runned" -> "ran".',
  after: ['verb-form'],
  examples: {
    wrong: [
      ['The goalie catched the ball with one hand.', 'The goalie caught the ball with one hand.'],
      ['My father builded the shed behind our house.', 'My father built the shed behind our house.'],
    ],
    right: ['The goalie caught the ball with one hand.'],
  },
  run: regularisedPastRule,
});

// A base-form verb ("do" is tagged AUX, "can" is not a base form).
const isBase = (t: Token) =>
  t.lemma === t.lower && (t.pos === 'VERB' || (t.pos === 'AUX' && /^(?:do|be|have)$/.test(t.lower)));

const HAVE_OF: Record<string, string> = wordTable({ he: 'has', she: 'has' });
// A word before the pronoun that makes it an inverted question ("have they seen", "had I known",
// "is she done") or part of a list ("you and I"): no hit.
const BEFORE_SUBJECT_BLOCKS = /^(?:have|has|had|is|are|was|were|am|did|do|does|and|or|'ve|’ve)$/;

const OBJECT_NEXT = /^(?:me|him|her|us|them|it|the|a|an|my|his|her|our|their|your|this|that)$/;
// Helpers (and "get the job done") before the participle make it a perfect, passive or question.
const HELPER =
  /^(?:have|has|had|is|are|was|were|am|be|been|do|does|did|can|could|will|would|should|may|might|must|get|gets|got|getting)$/;
const isHelper = (lower: string) => HELPER.test(lower.replace(/n['’]?t$/, ''));

/**
 * "The teacher seen me": a noun subject, the participle and its object, in a sentence with no
 * helper before it ("Have the children seen the film?", "the rights given us by our founders"
 * stay quiet).
 */
function nounSubject(essay: ParsedEssay, s: ParsedEssay['sentences'][number], i: number): boolean {
  const subject = essay.tokens[i - 1]!;
  // ("a cruel irony given his need": "given" is also a preposition.)
  if ((subject.pos !== 'NOUN' && subject.pos !== 'PROPN') || essay.tokens[i]!.lower === 'given') return false;
  if (!OBJECT_NEXT.test(next(essay, i)?.lower ?? '')) return false;
  for (let k = 2; k <= 4; k++) if (next(essay, i, k)?.lower === 'by') return false;
  for (let k = s.tokenStart; k < i; k++) if (isHelper(essay.tokens[k]!.lower)) return false;
  return true;
}

/** "I seen it", "they done it": a participle as the whole verb -> "saw" / "did" (or "have seen"). */
export function bareParticipleRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const s of essay.sentences) {
    // Dialogue keeps the speaker's own grammar ("I seen him," my grandfather said).
    if (/["“”]/.test(s.text)) continue;
    for (let i = s.tokenStart; i < s.tokenEnd; i++) {
      const t = essay.tokens[i]!;
      const verb = t.text === t.lower ? verbOfParticiple(t.lower) : undefined;
      const subject = verb && prev(essay, i);
      if (!subject || !adjacent(essay, subject, t)) continue;
      const pronoun = PERSON_SUBJECTS.has(subject.lower);
      if (pronoun ? BEFORE_SUBJECT_BLOCKS.test(prev(essay, i, 2)?.lower ?? '') : !nounSubject(essay, s, i))
        continue;
      // "you gone do it" (gonna), "I done show" (don't), "once we done with it", "until they
      // done." (are done): another word was meant, not the past.
      const after = next(essay, i);
      if (
        after &&
        (isBase(after) || (t.lower === 'done' && (after.lower === 'with' || after.pos === 'PUNCT')))
      )
        continue;
      if (!after && t.lower === 'done') continue;
      out.push(
        hit(
          'bare-participle',
          'grammar',
          'Verb form',
          t.start,
          t.end,
          `"${t.text}" needs "have" before it; on its own, the past of "${verb.base}" is "${verb.past}".`,
          pronoun ? [verb.past, `${HAVE_OF[subject.lower] ?? 'have'} ${t.text}`] : [verb.past],
        ),
      );
    }
  }
  return out;
}

export const bareParticiple = defineRule({
  id: 'bare-participle',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    '"I seen it", "they done it": a participle as the whole verb -> "saw" / "did" (or "have seen").',
  examples: {
    wrong: [
      ['They shown me the way to the station.', 'They showed me the way to the station.'],
      ['They done the dishes before we got home.', 'They did the dishes before we got home.'],
    ],
    right: ['We got the job done that afternoon.', 'Is she done with the lab report yet?'],
  },
  run: bareParticipleRule,
});
