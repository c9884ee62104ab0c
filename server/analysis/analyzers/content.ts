// Content: how directly the essay answers its prompt, how concrete it is, and whether it
// reflects ("so what"). Prompt fit compares content-word stems, so it is evidence of topical
// overlap, not proof the question was answered; the explanation says so.
import { ABSTRACTIONS, REFLECTION, SENSORY } from '../lexicon/content-phrases';
import { compile } from '../lexicon/phrases';
import { round2, clamp } from './stats';
import type { Analyzer, Issue, StrengthItem } from './types';
import type { ParsedEssay } from '../nlp/parse';
import { promptFit, promptFitCard } from './prompt-fit';
import { coherence, endingInsight, repeatedSentences, repeatedShare, subjectWords } from './craft';
import { coachCards, quote } from './coach-cards';

const reflectionRe = compile(REFLECTION);
const abstractionRe = compile(ABSTRACTIONS);
const sensoryRe = compile(SENSORY);
/**
 * Words an essay needs to develop a story or argument fully; the score stops rising there, so a
 * long essay gains nothing over a developed one. With a tighter limit the target is 90 % of it.
 * Sentences count too (one per 16 words of the target): each is a point made, and a few endless
 * sentences develop less than the same words in well-formed ones. Repeated sentences count once.
 */
export const DEVELOPED_WORDS = 400;
const WORDS_PER_POINT = 16;

export function developmentTarget(input: { word_limit?: number | null; limit_type?: string }): number {
  const limit = input.word_limit;
  if (!limit) return DEVELOPED_WORDS;
  // A character limit of ~6 characters per word (letters plus the space). With a limit, a reader
  // expects most of the space used (an essay at 80 % of 650 words has left a paragraph unsaid).
  const words = input.limit_type === 'characters' ? limit / 6 : limit;
  return Math.max(1, Math.round(words * 0.9));
}

/**
 * The essay's own concrete details, quoted, for the strength that praises them: its first line of
 * dialogue (if short) and the first names it uses (runs of proper nouns not opening a sentence).
 */
function concreteExamples(essay: ParsedEssay, max = 3): string[] {
  const out: string[] = [];
  // A line someone says (three words or more), not a "scare-quoted" word.
  const line = /["“]((?:[^"”\s]+\s+){2,}[^"”]*?)[,.!?]?["”]/.exec(essay.text)?.[1];
  const said = line && line.length <= 40 ? line.trim() : undefined;
  if (said) out.push(`“${said}”`);
  const names: string[] = [];
  const same = (a: string, b: string) =>
    a.toLowerCase().includes(b.toLowerCase()) || b.toLowerCase().includes(a.toLowerCase());
  for (let i = 0; i < essay.tokens.length && names.length + out.length < max; i++) {
    const t = essay.tokens[i]!;
    if (t.pos !== 'PROPN' || essay.sentences[t.sentence]?.tokenStart === i) continue;
    let j = i;
    while (essay.tokens[j + 1]?.pos === 'PROPN') j++;
    // A number belongs to the name it touches ("One Direction", "Top 40", "Apollo 11"): the whole
    // name is shown, or none of it when it has digits.
    const numberAt = (k: number) =>
      essay.tokens[k]?.pos === 'NUM' && essay.tokens[k]?.sentence === t.sentence;
    const start =
      numberAt(i - 1) && /^\p{Lu}/u.test(essay.tokens[i - 1]!.text) ? essay.tokens[i - 1]!.start : t.start;
    if (numberAt(j + 1)) j++;
    const name = essay.text.slice(start, essay.tokens[j]!.end);
    i = j;
    // A capitalised common word ("Squash", "Grandmother") is used in lower case elsewhere.
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const common = new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'u').test(essay.text);
    // A name inside the line already quoted ("Oh my God") is not a second detail.
    const quoted = said !== undefined && same(said, name);
    if (common || quoted || name.length < 2 || /[@\d'’]/.test(name) || names.some((n) => same(n, name)))
      continue;
    names.push(name);
  }
  return [...out, ...names.map((n) => `"${n}"`)];
}

const nullable = (x: number | null) => (x === null ? null : round2(x));

export const content: Analyzer = {
  name: 'content',
  section: 'content',
  run(essay, ctx) {
    const issues: Issue[] = [];
    const strengths: StrengthItem[] = [];
    const text = essay.text;
    const n = Math.max(1, essay.wordCount);
    const prompt = ctx.input.prompt?.trim() ?? '';
    const fit = prompt ? promptFit(essay, prompt) : null;
    if (fit) {
      const card = promptFitCard(essay, prompt, fit);
      if (card?.issue) issues.push(card.issue);
      if (card?.strength) strengths.push(card.strength);
    }
    // Specificity: concrete markers (numbers, names, dialogue, sensory and physical words) vs abstractions.
    const numbers = essay.words.filter((t) => /\d/.test(t.text)).length;
    const properNouns = essay.tokens.filter(
      (t, i) => t.pos === 'PROPN' && essay.sentences[t.sentence]?.tokenStart !== i,
    ).length;
    const dialogue = (text.match(/["“][^"”]{3,}["”]/g) ?? []).length;
    const sensory = [...text.matchAll(sensoryRe)].length;
    const abstractions = [...text.matchAll(abstractionRe)];
    const concrete = numbers + properNouns + dialogue * 2 + sensory;
    const specificity = clamp((concrete / n) * 100 * 8 - (abstractions.length / n) * 100 * 5 + 40, 0, 100);
    for (const s of essay.sentences) {
      const abs = abstractions.filter((m) => m.index >= s.start && m.index < s.end);
      const hasConcrete =
        /\d|["“]/.test(s.text) ||
        essay.tokens.slice(s.tokenStart + 1, s.tokenEnd).some((t) => t.pos === 'PROPN');
      if (abs.length >= 3 && !hasConcrete && issues.filter((i) => i.category === 'vague').length < 3) {
        issues.push({
          section: 'content',
          category: 'vague',
          severity: 'suggestion',
          priority: 'MEDIUM',
          start: s.start,
          end: s.end,
          issue: 'Abstract sentence with no concrete detail',
          message: `This sentence leans on abstractions (${abs.map((m) => m[0]).join(', ')}) without an example.`,
          suggestion: 'Anchor the sentence in one moment: who was there, what was said, what you did.',
          replacements: [],
          example:
            'Instead of "This experience taught me leadership", try "When the bus broke down, I split the team into two carpools."',
          impact: 'Specific details are what readers remember.',
          counts: true,
        });
      }
    }
    // Reflection: look for insight language, weighted toward the second half where it belongs.
    // A sentence repeated word for word adds nothing: reflection in a copy is not counted again.
    const copies = repeatedSentences(essay);
    const refl = [...text.matchAll(reflectionRe)].filter(
      (m) => !copies.some((s) => m.index >= s.start && m.index < s.end),
    );
    const lateRefl = refl.filter((m) => m.index >= text.length * 0.4).length;
    // Phrases found, or the ending's first-person insight in any tense (craft.ts), whichever is more.
    const ending = endingInsight(essay);
    const reflection = Math.max(clamp(refl.length * 12 + lateRefl * 10, 0, 100), ending.score * 100);
    const coach = coachCards(essay);
    issues.push(...coach.issues);
    strengths.push(...coach.strengths);
    // Praised only where the reader's reading finds it too (the ending's own insight, at least half
    // of what counts in full): phrases such as "I will" or "I came to" found anywhere had the essay
    // praised for reflecting and marked down for an ending without insight in the same review.
    const said = ending.sentences[ending.sentences.length - 1];
    if (said && ending.score >= 0.5) {
      strengths.push({
        section: 'content',
        description: `The ending says what the experience means to you: ${quote(said, 100)}`,
        start: said.start,
        end: said.end,
        impact: 'Reflection shows readers how you think, not just what happened.',
        evidence: ending.sentences.slice(-3).map((s) => quote(s, 120)),
      });
    }
    if (dialogue > 0 || numbers + properNouns >= 4) {
      const shown = concreteExamples(essay);
      strengths.push({
        section: 'content',
        description: shown.length
          ? `Concrete details ground the story: ${shown.join(', ')}.`
          : 'Concrete details: names, numbers or dialogue ground the story.',
        start: -1,
        end: -1,
        impact: 'Specifics make an essay memorable and believable.',
        evidence: [`${numbers} numbers`, `${properNouns} names or places`, `${dialogue} quoted lines`],
      });
    }
    const target = developmentTarget(ctx.input);
    const targetSentences = Math.max(1, Math.round(target / WORDS_PER_POINT));
    // A sentence repeated word for word develops nothing: only the first copy counts.
    const copySet = new Set(copies);
    const developing = essay.sentences.filter((s) => !copySet.has(s) && /[\p{L}\p{N}]/u.test(s.text));
    const devWords = developing.reduce((a, s) => a + s.wordCount, 0);
    const devSentences = developing.length;
    const development = (clamp(devWords / target, 0, 1) + clamp(devSentences / targetSentences, 0, 1)) / 2;
    return {
      issues,
      strengths,
      metrics: {
        development: Math.round(development * 100),
        development_target_words: target,
        development_target_sentences: targetSentences,
        // Null when there is no prompt or word overlap cannot judge it (a broad prompt).
        prompt_fit: fit?.judged ? round2(fit.coverage * 100) : null,
        prompt_terms_found: fit ? fit.hits.map((h) => h.word) : [],
        specificity: round2(specificity),
        reflection: round2(reflection),
        abstractions: abstractions.length,
        concrete_details: concrete,
        dialogue_lines: dialogue,
        // The reader's measures (craft.ts): null where the essay is too short to judge.
        coherence: nullable(coherence(essay)),
        ending_insight: essay.sentences.length >= 6 ? round2(ending.score) : null,
        // 1 when a closing sentence speaks from the writer's present, 0 when the ending stays in the past.
        ending_from_now: essay.sentences.length >= 6 ? Number(ending.fromNow) : null,
        repeated_share: round2(repeatedShare(essay)),
        subject: subjectWords(essay),
      },
    };
  },
};
