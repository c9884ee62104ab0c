// The cards the spelling analyzer (spelling.ts) shows: a misspelling or possible name, a
// passage it did not check, and a wrong or split word.
import type { Unknown } from '../spell/verdict';
import type { Issue } from './types';

export function misspellingIssue(u: Unknown, possibleName: boolean): Issue {
  const { word, lint } = u;
  const best = u.ranked[0];
  const replacements = u.ranked.map((r) => r.word);
  // (essayTwin is set only when the twin is ranked first, so best is the essay's spelling.)
  const twin = u.essayTwin && best ? best.word : undefined;
  return {
    section: 'spelling',
    category: possibleName ? 'possible_name' : 'misspelling',
    severity: possibleName ? 'info' : 'error',
    priority: possibleName ? 'LOW' : 'MEDIUM',
    start: lint.start,
    end: lint.end,
    issue: possibleName ? `Check the spelling of "${word}"` : `Misspelled word: "${word}"`,
    message: twin
      ? possibleName
        ? `Elsewhere the essay spells it "${twin}"; if they are two different names, keep both.`
        : `"${word}" looks like a slip of "${twin}", which the essay uses elsewhere.`
      : possibleName
        ? `"${word}" is not in the dictionary; if it is a name or a word from another language, keep it.`
        : `"${word}" looks misspelled${best ? `; did you mean "${best.word}"?` : '.'}`,
    // A possible name is only queried: the step says to keep it when it is meant.
    suggestion: twin
      ? `Spell it one way throughout: did you mean "${twin}"?`
      : possibleName
        ? `Keep "${word}" if it is a name or a word from another language${best ? `; if not, did you mean "${best.word}"?` : '.'}`
        : best
          ? `Replace "${word}" with "${best.word}".`
          : `Check the spelling of "${word}".`,
    replacements,
    alternatives: replacements.slice(1),
    impact: 'Spelling slips distract admissions readers and suggest the essay was not proofread.',
    counts: !possibleName,
  };
}

export function uncheckedIssue(span: { start: number; end: number }): Issue {
  return {
    section: 'spelling',
    category: 'not_checked',
    severity: 'info',
    priority: 'LOW',
    start: span.start,
    end: span.end,
    issue: 'Passage not spell-checked',
    message:
      'This passage does not read as English (a quotation in another language, or pasted text), so its words were not checked.',
    suggestion: 'Proofread it yourself; if it is in another language on purpose, keep it as it is.',
    replacements: [],
    impact: 'A passage the checker skipped can still hold slips a reader will notice.',
    counts: false,
  };
}

export function wordIssue(
  hit: { start: number; end: number; text: string },
  replacement: string,
  category: string,
  message: string,
  title: string,
): Issue {
  return {
    section: 'spelling',
    category,
    severity: 'error',
    priority: 'MEDIUM',
    start: hit.start,
    end: hit.end,
    issue: `${title}: "${hit.text}"`,
    message,
    suggestion: `Replace "${hit.text}" with "${replacement}".`,
    replacements: [replacement],
    impact:
      category === 'real_word'
        ? 'Sound-alike word swaps slip past spell checkers but not past readers.'
        : 'Spelling slips distract admissions readers and suggest the essay was not proofread.',
    counts: true,
  };
}
