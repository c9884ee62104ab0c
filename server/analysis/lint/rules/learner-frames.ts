// Sentence frames English learners carry over from their first language: "I have 17 years old"
// (I am 17 years old), "he explained me the problem" (explained to me), "I want that you come"
// (want you to come), "she suggested me to apply" (suggested that I apply), "I have seen him
// yesterday" (saw), "When I will finish" (finish). Each is matched on its exact frame, so the
// correct English next to it ("I have 17 years of experience", "explained the problem to me")
// never matches.
import type { ParsedEssay } from '../../nlp/parse';
import { IRREGULAR_VERBS } from '../../spell/irregular-verbs';
import { casedLike, hit, next, NUMBER_WORDS, prev, thirdPerson, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';
import { OBJECT_ONLY_PRONOUNS } from '../../lexicon/word-classes';
import { BE_FOR } from './learner-verbs';
import { finishedTimeAt } from './tense';

const WAS_OF: Readonly<Record<string, string>> = wordTable({
  i: 'was',
  he: 'was',
  she: 'was',
  we: 'were',
  they: 'were',
  you: 'were',
});
const TELL: Readonly<Record<string, string>> = wordTable({
  say: 'tell',
  says: 'tells',
  said: 'told',
  saying: 'telling',
});
const SUBJECT_OF: Readonly<Record<string, string>> = wordTable({
  me: 'I',
  him: 'he',
  her: 'she',
  us: 'we',
  them: 'they',
});
const OBJECT_OF: Readonly<Record<string, string>> = wordTable({
  i: 'me',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
  you: 'you',
});

export function learnerFrameRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const t = toks[i]!;
    const n = next(essay, i);
    const n2 = next(essay, i, 2);
    if (!n || !n2) continue;
    // "I have 17 years old": age takes "be".
    if (t.lower in BE_FOR && /^(?:have|has|had)$/.test(n.lower)) {
      const num = /^\d+$/.test(n2.text) || NUMBER_WORDS.has(n2.lower);
      const years = next(essay, i, 3);
      const old = next(essay, i, 4);
      const mark = (end: number, message: string, fixes: string[]) =>
        out.push(hit('age-be', 'grammar', 'Verb', n.start, end, message, fixes));
      if (num && years && /^years?$/.test(years.lower)) {
        // "when I have ten years", "When I had five years,": a "when" clause that ends there is an
        // age too ("I have two years left" is not; "since we had two years" may be a reason).
        if (prev(essay, i)?.lower === 'when' && (!old || old.pos === 'PUNCT')) {
          const be = n.lower === 'had' ? [WAS_OF[t.lower]!] : [BE_FOR[t.lower]!, WAS_OF[t.lower]!];
          const fixes = be.map((b) => `${b} ${n2.text} ${years.text} old`);
          const or = fixes[1] ? ` (or "${fixes[1]}")` : '';
          mark(years.end, `Age takes "be": "${t.text} ${fixes[0]}"${or}.`, fixes);
        } else if (old?.lower === 'old') {
          const be = n.lower === 'had' ? WAS_OF[t.lower]! : BE_FOR[t.lower]!;
          mark(n.end, `Age takes "be": "${t.text} ${be} ${n2.text} years old".`, [be]);
        }
      }
    }
    // "He explained me the problem": "explain" takes "to" before the person.
    const thing = /^(?:the|a|an|my|his|her|our|their|your|this|that|how|what|why)$/.test(n2.lower);
    if (/^explain(?:s|ed|ing)?$/.test(t.lower) && OBJECT_ONLY_PRONOUNS.has(n.lower) && thing) {
      out.push(
        hit(
          'explain-to',
          'grammar',
          'Preposition',
          t.start,
          n.end,
          `"${t.text}" takes "to" before the person: "${t.text} to ${n.text}".`,
          [`${t.text} to ${n.text}`],
        ),
      );
    }
    // "He said me that he was tired": "say" takes no person; "tell" does ("told me that").
    const tell = TELL[t.lower];
    // ("say them aloud", "say them to yourself": "them" may be the words said.)
    const told =
      n2.lower === 'that' || (n2.lower === 'to' && n.lower !== 'them' && next(essay, i, 3)?.pos === 'VERB');
    if (tell && OBJECT_ONLY_PRONOUNS.has(n.lower) && told) {
      out.push(
        hit(
          'say-tell',
          'grammar',
          'Word choice',
          t.start,
          n.end,
          `"${t.text}" takes no person after it: "${tell} ${n.text}"${n2.lower === 'that' ? ` (or "${t.text} to ${n.text}")` : ''}.`,
          [`${casedLike(tell, t.text)} ${n.text}`],
        ),
      );
    }
    // "I want that you come": "want" + the person + "to".
    const v = next(essay, i, 3);
    // "She suggested me to apply": "suggest" takes a clause ("suggested that I apply"), not a
    // person and "to" ("suggested me for the role" has no verb after "to" and stays).
    if (/^suggest(?:s|ed|ing)?$/.test(t.lower) && n.lower in SUBJECT_OF && n2.lower === 'to' && v) {
      if (v.pos === 'VERB' && v.lemma === v.lower && v.sentence === t.sentence) {
        const fix = `${t.text} that ${SUBJECT_OF[n.lower]} ${v.text}`;
        out.push(
          hit(
            'suggest-that',
            'grammar',
            'Verb pattern',
            t.start,
            v.end,
            `"${t.text}" takes a clause, not a person and "to": "${fix}".`,
            [fix],
          ),
        );
      }
    }
    if (/^(?:want|wants|wanted)$/.test(t.lower) && n.lower === 'that' && n2.lower in OBJECT_OF && v) {
      // ("the wants that we want": a noun; "want that you want" repeats the verb, not the frame.)
      if (t.pos !== 'VERB' || v.pos !== 'VERB' || v.lemma !== v.lower || v.lemma === 'want') continue;
      const fix = `${t.text} ${OBJECT_OF[n2.lower]} to ${v.text}`;
      out.push(
        hit(
          'want-that',
          'grammar',
          'Verb pattern',
          t.start,
          v.end,
          `"${t.text}" takes the person and "to": "${fix}".`,
          [fix],
        ),
      );
    }
  }
  return out.concat(perfectWithPastTime(essay), futureInTimeClause(essay));
}

export const learnerFrame = defineRule({
  id: 'learner-frame',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'Frames a learner carries over word by word: "I have 17 years old" (am), "explain me" (explain to me), "want that you" (want you to).',
  examples: {
    wrong: [
      ['I have 17 years old.', 'I am 17 years old.'],
      ['She said him to stop.', 'She told him to stop.'],
      ['I have seen him yesterday.', 'I saw him yesterday.'],
      [
        'My brother graduated, and he has sixteen years old.',
        'My brother graduated, and he is sixteen years old.',
      ],
      ['We moved to America when I have ten years.', 'We moved to America when I am ten years old.'],
      ['When I had five years, we moved.', 'When I was five years old, we moved.'],
      ['He explained me the problem.', 'He explained to me the problem.'],
      ['He said me that he was tired.', 'He told me that he was tired.'],
      ['My counselor suggested me to apply early.', 'My counselor suggested that I apply early.'],
      ['I suggest them to practice.', 'I suggest that they practice.'],
      ['I have been to Paris last summer.', 'I went to Paris last summer.'],
      ['We have been sick last week.', 'We were sick last week.'],
      ['She has finished her homework two days ago.', 'She finished her homework two days ago.'],
      ['Last summer I have visited my grandparents.', 'Last summer I visited my grandparents.'],
      ['Two years ago, we have moved to Texas.', 'Two years ago, we moved to Texas.'],
      ['When I will finish school, I will travel.', 'When I finish school, I will travel.'],
      ['If he will study, he will pass.', 'If he studies, he will pass.'],
      ['When I will be older, I want to travel.', 'When I am older, I want to travel.'],
      ['I want that you come with me.', 'I want you to come with me.'],
    ],
    right: [
      'I have work to do.',
      'We have work to do.',
      'I have 17 years of experience.',
      'I am 17 years old.',
      'I have two years left.',
      'When we had two years left, we saved.',
      'Since we had two years, we saved.',
      'It was hard when we have three years of debt.',
      'He explained the problem to me.',
      'He explained to me what happened.',
      'He said to me that he was tired.',
      'Say them aloud.',
      'Say them to yourself.',
      'She suggested him for the role.',
      'My counselor suggested that I apply early.',
      'She suggested me to the coach as a captain.',
      'Since last summer I have visited twice.',
      'Last summer was fun and I have visited Rome since.',
      'I have lived here since last year.',
      'I have been to Paris twice.',
      'I have been working hard since last summer.',
      'Cars have changed so much from twenty years ago.',
      'It is easier than it has seemed since last week.',
      "I don't know when I will finish.",
      'If you will follow me, the tour starts here.',
      'When I finish school, I will travel.',
      'I want that book.',
      'The wants that we have are simple.',
      'I want you to come.',
    ],
  },
  run: learnerFrameRule,
});

/**
 * "When I will finish school, I will travel": a clause of time or condition takes the present
 * ("When I finish school"), before the main clause after its comma. Only where the sentence opens
 * with it, so "I don't know when I will finish" (a question) stays.
 */
function futureInTimeClause(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (const s of essay.sentences) {
    const i = s.tokenStart;
    if (!/^(?:when|after|before|once|if|until|whenever)$/.test(toks[i]?.lower ?? '')) continue;
    const subject = toks[i + 1];
    const will = toks[i + 2];
    const v = toks[i + 3];
    if (!subject || !will || !v || will.lower !== 'will' || !(subject.lower in BE_FOR)) continue;
    const bare = v.lemma === v.lower && (v.pos === 'VERB' || v.lower === 'be');
    if (!bare || v.sentence !== s.index) continue;
    // ("If you will follow me": a polite request, where "will" is willingness.)
    if (toks[i]!.lower === 'if' && subject.lower === 'you') continue;
    // A main clause follows the comma.
    if (!toks.slice(i + 4, s.tokenEnd).some((t) => t.text === ',')) continue;
    const present =
      v.lower === 'be'
        ? BE_FOR[subject.lower]!
        : /^(?:he|she)$/.test(subject.lower)
          ? thirdPerson(v.lower)
          : v.lower;
    out.push(
      hit(
        'future-time-clause',
        'grammar',
        'Verb tense',
        will.start,
        v.end,
        `After "${toks[i]!.text}", the present stands for the future: "${toks[i]!.text} ${subject.text} ${present}".`,
        [present],
      ),
    );
  }
  return out;
}

const PARTICIPLE_PAST = new Map(IRREGULAR_VERBS.map((v) => [v.participle, v.past] as const));

/**
 * "I have seen him yesterday": a finished time ("yesterday", "two years ago", "last week") in the
 * same clause takes the simple past, "I saw him yesterday" ("has evolved so much since twenty
 * years ago", "easier than it was ten years ago": the time belongs to another clause).
 */
function perfectWithPastTime(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let k = 0; k + 1 < toks.length; k++) {
    const have = toks[k]!;
    const v = toks[k + 1]!;
    if (!/^(?:have|has)$/.test(have.lower) || v.sentence !== have.sentence) continue;
    if (v.pos !== 'VERB' && v.lower !== 'been') continue;
    const past =
      v.lower === 'been'
        ? beenPast(toks, k)
        : (PARTICIPLE_PAST.get(v.lower) ??
          (/ed$/.test(v.lower) && v.lemma !== v.lower ? v.lower : undefined));
    if (!past || !(finishedTimeAfter(toks, k + 2) || finishedTimeOpens(toks, k))) continue;
    out.push(
      hit(
        'perfect-past-time',
        'grammar',
        'Verb tense',
        have.start,
        v.end,
        `A finished time takes the simple past: "${past}".`,
        [past],
      ),
    );
  }
  return out;
}

/**
 * The simple past of "have been" at token `k`: "went" for a visit ("have been to Paris last
 * summer"), else "was" or "were" by the subject ("We have been sick last week").
 */
function beenPast(toks: ParsedEssay['tokens'], k: number): string {
  const to = toks[k + 2];
  if (to?.lower === 'to' && /^(?:DET|PROPN|NOUN)$/.test(toks[k + 3]?.pos ?? '')) return 'went';
  const subject = toks[k - 1]?.lower ?? '';
  return toks[k]!.lower === 'has' || subject === 'i' ? 'was' : 'were';
}

/** A finished time within the next few words of the same clause. */
function finishedTimeAfter(toks: ParsedEssay['tokens'], from: number): boolean {
  for (let j = from; j < from + 8 && j < toks.length; j++) {
    const t = toks[j]!;
    if (t.sentence !== toks[from - 1]!.sentence || !t.isWord || CLAUSE_BREAK.test(t.lower)) return false;
    if (finishedTimeAt(toks, j)) return true;
  }
  return false;
}

/**
 * "Last summer I have visited", "Two years ago, we have moved": the sentence opens with a finished
 * time, and the subject of "have" follows it straight away (a comma may sit between).
 */
function finishedTimeOpens(toks: ParsedEssay['tokens'], k: number): boolean {
  const subject = toks[k - 1];
  if (!subject || !/^(?:i|we|they|he|she|you|it)$/.test(subject.lower)) return false;
  let j = k - 2;
  if (toks[j]?.text === ',') j--;
  const end = toks[j];
  if (!end || end.sentence !== subject.sentence) return false;
  const opens = (x: number) => x >= 0 && toks[x - 1]?.sentence !== subject.sentence;
  // The time phrase ends right before the subject: "Yesterday", "Two years ago", "Last summer".
  if (end.lower === 'yesterday') return opens(j);
  if (end.lower === 'ago') return opens(j - 1) || opens(j - 2);
  return toks[j - 1]?.lower === 'last' && finishedTimeAt(toks, j - 1) && opens(j - 1);
}

const CLAUSE_BREAK = /^(?:than|from|since|for|that|when|because|compared|until|and|but|so)$/;
