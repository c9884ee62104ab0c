// Spelling: harper's non-word lints that hunspell agrees with, minus names and heritage words,
// re-ranked by the noisy-channel corrector; plus context rules for real-word errors.
import { correct, isKnownWord, wordFrequency } from '../spell/corrector';
import { findRealWordErrors } from '../spell/realword';
import type { Analyzer, Issue } from './types';

const SKIP = /[\d@_/\\]|^[^\p{Script=Latin}]+$|^\p{Lu}{2,6}s?$/u;

export const spelling: Analyzer = {
  name: 'spelling',
  section: 'spelling',
  run(essay, ctx) {
    const issues: Issue[] = [];
    const text = essay.text;
    for (const lint of ctx.harper) {
      if (lint.kind !== 'Spelling') continue;
      const word = lint.text;
      const lower = word.toLowerCase();
      if (SKIP.test(word) || text[lint.start - 1] === '@' || ctx.names.isName(lower)) continue;
      if (isKnownWord(lower)) continue;
      const ranked = correct(word, lint.replacements, 3);
      const best = ranked[0];
      const confident = best !== undefined && best.cost <= 1.3;
      const capitalised = /^\p{Lu}/u.test(word);
      // A capitalised unknown word is most likely a name unless it is one slip from a real word.
      if (capitalised && !(best && best.cost <= 0.7 && wordFrequency(best.word.toLowerCase()) >= 2000))
        continue;
      // A word the writer reuses is probably deliberate (a name, a heritage word) unless it is
      // one cheap edit from a common word, as a child's repeated "wach" for "watch" is.
      const recurring = ctx.names.occurrences(lower) >= 2;
      const nearCommon = confident && best.cost <= 1 && wordFrequency(best.word.toLowerCase()) >= 3000;
      const possibleName = recurring && !nearCommon;
      const replacements = ranked.map((r) => r.word);
      issues.push({
        section: 'spelling',
        category: possibleName ? 'possible_name' : 'misspelling',
        severity: possibleName ? 'info' : 'error',
        priority: possibleName ? 'LOW' : 'MEDIUM',
        start: lint.start,
        end: lint.end,
        issue: possibleName ? `Check the spelling of "${word}"` : `Misspelled word: "${word}"`,
        message: possibleName
          ? `"${word}" is not in the dictionary; if it is a name or a word from another language, keep it.`
          : `"${word}" looks misspelled${best ? `; did you mean "${best.word}"?` : '.'}`,
        suggestion: best ? `Replace "${word}" with "${best.word}".` : `Check the spelling of "${word}".`,
        replacements,
        alternatives: replacements.slice(1),
        impact: 'Spelling slips distract admissions readers and suggest the essay was not proofread.',
        counts: !possibleName,
      });
    }
    for (const hit of findRealWordErrors(essay.tokens)) {
      const t = hit.token;
      // harper already reports some of these ("could of"); one annotation per problem.
      if (ctx.harper.some((l) => l.start < t.end && t.start < l.end && l.kind !== 'Spelling')) continue;
      issues.push({
        section: 'spelling',
        category: 'real_word',
        severity: 'error',
        priority: 'MEDIUM',
        start: t.start,
        end: t.end,
        issue: `Wrong word: "${t.text}"`,
        message: `${hit.reason}: a correctly spelled word that does not fit the sentence.`,
        suggestion: `Replace "${t.text}" with "${hit.replacement}".`,
        replacements: [hit.replacement],
        impact: 'Sound-alike word swaps slip past spell checkers but not past readers.',
        counts: true,
      });
    }
    const errors = issues.filter((i) => i.counts).length;
    const per100 = essay.wordCount ? (errors * 100) / essay.wordCount : 0;
    return {
      issues,
      strengths: [],
      metrics: { errors, errors_per_100_words: round(per100), possible_names: issues.length - errors },
    };
  },
};

const round = (n: number) => Math.round(n * 100) / 100;
