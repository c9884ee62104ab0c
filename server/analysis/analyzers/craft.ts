// What an admissions reader judges beyond correctness (issue 30), as measures the content
// analyzer reports and the scorer uses: whether sentences follow from one another (a shuffled
// essay does not), whether the ending carries the writer's own insight (in any tense), and how
// much of the text repeats itself. Each is built from the essay alone, so it holds for any topic.
import type { ParsedEssay, Sentence, Token } from '../nlp/parse';
import { getFrequencies, TOTAL_FREQ } from '../nlp/resources';
import { STOPWORDS } from '../lexicon/stopwords';
import { lemmaSet, orderMeasures, tenseOf } from './order';

const lemmaSets = (essay: ParsedEssay) => essay.sentences.map((_, i) => lemmaSet(essay, i));

// Sentences that lean on the one before: a pronoun, a linking word or a time phrase that points
// back ("That night", "After that", "Once again", "The next day", "By sophomore year, however,").
// None of the published essays (dev half) opens on one but two that open on "They"/"This" on
// purpose; a sentence from the middle of an essay often does.
const POINTS_BACK = new RegExp(
  [
    '^(?:["“]?\\s*)(?:he|she|it|they|them|this|that|these|those|then|but|so|yet|still|instead|however|',
    'afterward|afterwards|later|there|again|also|even so|and|',
    '(?:after|before|since|despite|because of|besides|like|unlike) (?:that|this|these|those|it|them)|',
    'that (?:night|day|morning|afternoon|evening|summer|winter|spring|fall|autumn|week|weekend|year|moment|time)|',
    'the (?:next|following|same) (?:day|morning|night|week|year|time)|once again|at least|even then|',
    'as a result|in addition|moreover|furthermore|meanwhile|nevertheless|nonetheless|therefore|thus|',
    'consequently|soon after|not long after|by then|from then on|another)\\b|',
    '^[^,]{0,40},\\s*(?:however|though|too|then|again),',
  ].join(''),
  'i',
);

/**
 * z-scores at which the thread and the arc count in full. Published essays (dev half) read a median
 * ~2 on words and tense together, ~1.5 with givenness added (it is the noisier measure), ~2 on the arc.
 */
const FULL_WORD_THREAD_Z = 2;
const FULL_THREAD_Z = 1.5;
const FULL_ARC_Z = 2;
const clamp01 = (x: number) => Math.max(0, Math.min(1, x));

/**
 * Coherence, 0–1: whether sentences follow from one another (neighbours share words and tense, and
 * things are brought in before they are taken as known, more than in the same sentences in random
 * order) and whether the story leads to what the writer makes of it (present-tense sentences later
 * than chance puts them, and dated moments in time order), from order.ts; and whether the essay opens on a sentence that needs none
 * before it. Null for essays of under 8 sentences.
 */
export function coherence(essay: ParsedEssay): number | null {
  const o = orderMeasures(essay);
  if (!o) return null;
  // Words and tense alone, or with givenness: either reading counts, so givenness (noisy where an
  // essay has few nouns with articles) adds evidence of order but never takes away what words show.
  const thread = Math.max(
    clamp01((o.lexical + o.tense) / Math.SQRT2 / FULL_WORD_THREAD_Z),
    clamp01((o.lexical + o.tense + o.given) / Math.sqrt(3) / FULL_THREAD_Z),
  );
  // Dated sentences (ages, school years, calendar years) say which way
  // the story runs; most essays carry too few to compare (z exactly 0), and then tense alone does.
  const forward = o.time === 0 ? o.arc : (o.arc + o.time) / Math.SQRT2;
  const arc = clamp01(forward / FULL_ARC_Z);
  const opensCold = POINTS_BACK.test(essay.sentences[0]?.text ?? '') ? 0.25 : 0;
  return Math.max(0, 0.6 * thread + 0.4 * arc - opensCold);
}

// First person, and a verb of knowing, valuing or becoming: the writer saying what it meant.
const FIRST_PERSON = /\b(?:I|I['’](?:m|ve|ll|d)|me|my|myself|we|us|our)\b/;
const OBJECT_ME = /^(?:me|us|myself|ourselves)$/i;
const INSIGHT_LEMMAS = new Set(
  (
    'learn realize realise understand know believe discover recognize recognise appreciate value ' +
    'teach show mean matter become grow change want hope aim plan strive continue carry remember ' +
    'see feel think find wonder choose decide accept embrace question define shape remind trust ' +
    'dream care love need hold keep bring refuse promise intend vow'
  ).split(' '),
);
const NOW =
  /\b(?:now|today|still|always|every day|no longer|anymore|from then on|since then|someday|one day|will|going to|['’]ll)\b/i;
// In the past tense only a verb of coming to know, or to be, is insight ("I realized", "I learned",
// "I became"); "I saw", "I showed him", "I felt" narrate what happened, however long the sentence.
// "grew" was tried and left out: its subject is as often a thing ("my love for history grew").
const CAME_TO_KNOW = new Set(
  'learn realize realise understand discover recognize recognise appreciate accept embrace decide resolve vow become'.split(
    ' ',
  ),
);

/** "I want", "we still need": a first-person subject before a verb in its plain (present) form. */
function firstPersonNow(toks: Token[], k: number): boolean {
  if (toks[k]!.lower !== 'i' && toks[k]!.lower !== 'we') return false;
  let j = k + 1;
  while (toks[j]?.pos === 'ADV' && j < k + 3) j++;
  const v = toks[j];
  return v?.pos === 'VERB' && v.lower === v.lemma.toLowerCase();
}

/** A sentence where the writer says in the first person what they know, value or will do. */
export function insightful(essay: ParsedEssay, s: Sentence): boolean {
  if (!FIRST_PERSON.test(s.text)) return false;
  const toks = essay.tokens.slice(s.tokenStart, s.tokenEnd);
  // The writer is the one who knows: a first-person word before the verb ("I realized", "my moms
  // raised me to believe") or the writer as its object ("chess has taught me"). "Relatives there see
  // Chechens as terrorists when they hear where I have spent my summer" is about others.
  const firstAt = toks.findIndex((t) => FIRST_PERSON.test(t.text));
  const writers = (k: number) => k > firstAt || toks.slice(k + 1, k + 3).some((u) => OBJECT_ME.test(u.text));
  const verbs = toks.flatMap((t, k) => (t.pos === 'VERB' && writers(k) ? [t.lemma.toLowerCase()] : []));
  const present =
    toks.some(
      (t, k) => /^(?:am|is|are|do|does|have|has|can|must)$/i.test(t.text) || firstPersonNow(toks, k),
    ) || NOW.test(s.text);
  if (present) return verbs.some((v) => INSIGHT_LEMMAS.has(v));
  return toks.length >= 8 && verbs.some((v) => CAME_TO_KNOW.has(v));
}

/**
 * The ending's insight, 0–1: the share of the closing sentences (the last fifth, at least two)
 * where the writer says in the first person what they know, value or will do. Tense-neutral: "I
 * learned", "I now see", "I will keep" all count, narration of what happened does not. fromNow: a
 * closing sentence speaks from the writer's present (present or future tense, "now", "still"), as
 * in every published essay of the dev half; an ending all in the past has not left the story.
 */
export function endingInsight(essay: ParsedEssay): {
  score: number;
  sentences: Sentence[];
  fromNow: boolean;
} {
  const all = essay.sentences.filter((s) => s.wordCount > 0);
  const k = Math.max(2, Math.round(all.length / 5));
  const ending = all.slice(-k);
  const found = ending.filter((s) => insightful(essay, s));
  return {
    score: ending.length ? Math.min(1, (found.length / ending.length) * 2) : 0,
    sentences: found,
    fromNow: ending.some((s) => tenseOf(essay, s.index) > 0),
  };
}

/** Sentences that repeat an earlier one word for word (after the first copy). */
export function repeatedSentences(essay: ParsedEssay) {
  const seen = new Set<string>();
  return essay.sentences.filter((s) => {
    const key = s.text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (!key || !seen.has(key)) {
      seen.add(key);
      return false;
    }
    return true;
  });
}

/** Share of the words in sentences that repeat an earlier sentence word for word. */
export function repeatedShare(essay: ParsedEssay): number {
  const total = essay.sentences.reduce((a, s) => a + s.wordCount, 0);
  const repeated = repeatedSentences(essay).reduce((a, s) => a + s.wordCount, 0);
  return total ? repeated / total : 0;
}

/**
 * Closure, 0–1: whether the last two sentences return to what the essay is about — its most
 * repeated content words and its opening. A finished essay comes back to its subject; one that
 * stops mid-story ends on a detail of the moment.
 */
export function closure(essay: ParsedEssay): number | null {
  const sets = lemmaSets(essay);
  const n = sets.length;
  if (n < 8) return null;
  const counts = new Map<string, number>();
  for (const s of sets) for (const w of s) counts.set(w, (counts.get(w) ?? 0) + 1);
  const theme = new Set(
    [...counts.entries()]
      .filter(([, c]) => c >= 3)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([w]) => w),
  );
  const ending = new Set([...sets[n - 1]!, ...sets[n - 2]!]);
  const opening = new Set([...sets[0]!, ...sets[1]!, ...(sets[2] ?? [])]);
  let themeHits = 0;
  for (const w of ending) if (theme.has(w)) themeHits++;
  let openHits = 0;
  for (const w of ending) if (opening.has(w)) openHits++;
  return Math.min(1, themeHits / 2 + openHits / 3);
}

// Nouns that say nothing about what an essay is about.
const VAGUE_NOUNS = new Set(
  'time thing way day year life people person lot part kind sort place world moment experience something everything nothing anything one end fact point reason idea bit result'.split(
    ' ',
  ),
);

/** The article a singular subject keeps ("about an engineer", not "about engineer"). */
const KEPT_DETERMINERS = new Set(['a', 'an']);

/**
 * What the essay is about, as its two most telling nouns: repeated (twice or more) and weighted
 * toward the less common, so "cicadas" outranks "house". Each is written as the essay usually
 * writes it: a singular noun keeps the article it mostly comes after ("an engineer"),
 * and two that mostly stand together are one subject ("host family"). Empty when nothing repeats.
 */
export function subjectWords(essay: ParsedEssay): string[] {
  const freq = getFrequencies();
  const counts = new Map<string, number>();
  // The form the essay uses most ("cicadas", not the lemma "cicada"), for the summary to quote,
  // and the determiner each form comes after.
  const forms = new Map<string, Map<string, number>>();
  const determiners = new Map<string, Map<string, number>>();
  const pairs = new Map<string, number>();
  const bump = <K>(m: Map<K, number>, k: K) => m.set(k, (m.get(k) ?? 0) + 1);
  const kept = (t: (typeof essay.tokens)[number]) =>
    t.isWord &&
    t.pos === 'NOUN' &&
    t.lemma.length >= 3 &&
    !VAGUE_NOUNS.has(t.lemma.toLowerCase()) &&
    !STOPWORDS.has(t.lemma.toLowerCase());
  essay.tokens.forEach((t, i) => {
    if (!kept(t)) return;
    const w = t.lemma.toLowerCase();
    bump(counts, w);
    const f = forms.get(w) ?? new Map<string, number>();
    bump(f, t.lower);
    forms.set(w, f);
    const before = essay.tokens[i - 1];
    const d = determiners.get(t.lower) ?? new Map<string, number>();
    bump(
      d,
      before && before.sentence === t.sentence && KEPT_DETERMINERS.has(before.lower) ? before.lower : '',
    );
    determiners.set(t.lower, d);
    const next = essay.tokens[i + 1];
    if (next && kept(next) && next.start === t.end + 1) bump(pairs, `${w} ${next.lemma.toLowerCase()}`);
  });
  const top = <K>(m: Map<K, number>) => [...m.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const usual = (w: string) => top(forms.get(w)!)[0];
  const zipf = (w: string) => Math.log10(((freq.get(w) ?? 0) + 1) * (1e9 / TOTAL_FREQ));
  const withDeterminer = (form: string, lemma: string) => {
    const [det, n] = top(determiners.get(form)!);
    const uses = [...determiners.get(form)!.values()].reduce((a, b) => a + b, 0);
    return form === lemma && det && n * 2 > uses ? `${det} ${form}` : form;
  };
  const ranked = [...counts.entries()]
    .filter(([, c]) => c >= 2)
    .map(([w, c]) => [w, c * Math.max(0.5, 6.5 - zipf(w))] as const)
    .sort((a, b) => b[1] - a[1])
    .map(([w]) => w);
  // A noun that mostly stands beside the same other noun names one thing with it ("field hockey").
  const partnerOf = (w: string) => {
    let found: [string, number] | undefined;
    for (const [key, n] of pairs) {
      const [x, y] = key.split(' ') as [string, string];
      if ((x === w || y === w) && x !== y && n >= 2 && n * 2 >= counts.get(w)! && (!found || n > found[1]))
        found = [key, n];
    }
    return found?.[0].split(' ') as [string, string] | undefined;
  };
  const used = new Set<string>();
  const out: string[] = [];
  for (const w of ranked) {
    if (out.length === 2) break;
    if (used.has(w)) continue;
    const pair = partnerOf(w);
    if (pair) pair.forEach((x) => used.add(x));
    out.push(pair ? pair.map(usual).join(' ') : withDeterminer(usual(w), w));
    used.add(w);
  }
  return out;
}
