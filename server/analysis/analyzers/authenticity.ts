// Authenticity (voice): does the essay sound like a particular person? Measured signals:
// first-person presence, contractions, dialogue, and how often it leans on generic phrasing
// that language models and template essays overuse.
import { GENERIC_AI } from '../lexicon/content-phrases';
import { compile } from '../lexicon/phrases';
import { round2, clamp } from './stats';
import type { Analyzer, Issue, StrengthItem } from './types';

const genericRe = compile(GENERIC_AI);
const FIRST = new Set(['i', 'me', 'my', 'mine', 'myself']);

/**
 * A match inside a capitalised name mid-sentence ("the National Honor Society", "Society of
 * Women Engineers") names an organisation; it is not the writer's generic phrasing.
 */
function inName(text: string, at: number, length: number): boolean {
  const before = text.slice(Math.max(0, at - 40), at);
  const opens = (s: string) => /(?:^|[.!?]["”’)]?\s+|\n\s*)$/.test(s);
  if (!/^\p{Lu}/u.test(text.slice(at, at + 1))) {
    // ("Honor society": the capitalised word before it starts the name, unless it only starts the
    // sentence or is "I".)
    const m = /(\p{Lu}\p{Ll}+)\s+$/u.exec(before);
    return !!m && !opens(before.slice(0, m.index));
  }
  // A capital at a sentence's start says nothing, unless more of the name follows ("Society of
  // Women Engineers").
  return !opens(before) || /^\s+(?:of\s+|for\s+)?\p{Lu}/u.test(text.slice(at + length, at + length + 40));
}

export const authenticity: Analyzer = {
  name: 'authenticity',
  section: 'authenticity',
  run(essay) {
    const n = Math.max(1, essay.wordCount);
    const first = essay.words.filter((t) => FIRST.has(t.lower)).length;
    const contractions = essay.tokens.filter((t) =>
      /^(n't|'s|'re|'ve|'ll|'d|'m|’s|’re|’ve|’ll|’d|’m|n’t)$/i.test(t.text),
    ).length;
    const dialogue = (essay.text.match(/["“][^"”]{3,}["”]/g) ?? []).length;
    const generic = [...essay.text.matchAll(genericRe)].filter(
      (m) => !inName(essay.text, m.index, m[0].length),
    );
    const genericPer100 = (generic.length * 100) / n;
    const firstPer100 = (first * 100) / n;
    const voice = clamp(
      55 +
        Math.min(firstPer100, 6) * 4 +
        Math.min(contractions, 6) * 2 +
        Math.min(dialogue, 3) * 4 -
        genericPer100 * 12,
      0,
      100,
    );
    const issues: Issue[] = [];
    const strengths: StrengthItem[] = [];
    if (genericPer100 > 1.5 && generic.length >= 4) {
      for (const m of generic.slice(0, 8)) {
        issues.push({
          section: 'authenticity',
          category: 'generic_phrasing',
          severity: 'suggestion',
          priority: 'LOW',
          start: m.index,
          end: m.index + m[0].length,
          issue: `Generic phrasing: "${m[0]}"`,
          message: `"${m[0]}" is common in template and AI-written essays; ${generic.length} such phrases appear.`,
          suggestion: 'Say it the way you would to a friend, with a detail only you know.',
          replacements: [],
          impact: 'A recognisable voice is what makes readers remember an applicant.',
          counts: true,
        });
      }
    }
    if (essay.wordCount >= 150 && firstPer100 < 1) {
      issues.push({
        section: 'authenticity',
        category: 'distance',
        severity: 'suggestion',
        priority: 'MEDIUM',
        start: -1,
        end: -1,
        issue: 'Little of you in the essay',
        message: `"I", "me" or "my" appear ${first} times in ${essay.wordCount} words.`,
        suggestion: 'A personal essay is about you: put yourself in the scenes and say what you thought.',
        replacements: [],
        impact: 'Readers want to meet the applicant, not read a report.',
        counts: true,
      });
    }
    if (dialogue > 0 || (contractions >= 3 && genericPer100 < 1)) {
      strengths.push({
        section: 'authenticity',
        description: 'A conversational, personal voice.',
        start: -1,
        end: -1,
        impact: 'Natural phrasing makes the essay sound like you.',
        evidence: [`${contractions} contractions`, `${dialogue} quoted lines`, `${first} first-person words`],
      });
    }
    return {
      issues,
      strengths,
      metrics: {
        voice_score: round2(voice),
        first_person_per_100_words: round2(firstPer100),
        contractions,
        dialogue_lines: dialogue,
        generic_phrases: generic.length,
        generic_per_100_words: round2(genericPer100),
      },
    };
  },
};
