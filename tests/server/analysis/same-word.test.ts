// One card per word: when two checks mark the same words, the student gets one fix that does
// both ("Failure", "However,"), never a fix built on a misspelling ("peaples") or a card that
// ends inside a word ("he do|nt"), though the verb of a contraction ("does|n't") takes the word.
import { describe, expect, it } from 'vitest';
import { mergeSameWord } from '../../../server/analysis/build/same-word';
import type { Issue } from '../../../server/analysis/analyzers/types';

function issue(text: string, words: string, category: string, fixes: string[], section = 'grammar'): Issue {
  const start = text.indexOf(words);
  return {
    section: category === 'misspelling' ? 'spelling' : section,
    category,
    severity: category === 'misspelling' ? 'error' : 'warning',
    priority: 'MEDIUM',
    start,
    end: start + words.length,
    issue: category,
    message: category,
    suggestion: '',
    replacements: fixes,
  };
}

const fixesOf = (issues: Issue[]) => issues.map((i) => [i.category, i.replacements[0]]);

describe('findings on the same words', () => {
  it('puts a sentence capital into the spelling fix', () => {
    const text = 'We tried. failer is part of it.';
    const merged = mergeSameWord(
      [
        issue(text, 'failer', 'capitalization', ['Failer']),
        issue(text, 'failer', 'misspelling', ['failure', 'failed']),
      ],
      text,
    );
    expect(fixesOf(merged)).toEqual([['misspelling', 'Failure']]);
    expect(merged[0]!.replacements).toEqual(['Failure', 'Failed']);
  });

  it('puts a capital into a wider fix that starts at the same word', () => {
    const text = 'We ate. for example rice.';
    const merged = mergeSameWord(
      [
        issue(text, 'for', 'capitalization', ['For']),
        issue(text, 'for example', 'punctuation', ['for example,']),
      ],
      text,
    );
    expect(fixesOf(merged)).toEqual([['punctuation', 'For example,']]);
  });

  it('gives a wider grammar fix the capitals a spelling card asked for, and drops that card', () => {
    const text = "Honestly i'm disagree with it.";
    const merged = mergeSameWord(
      [
        issue(text, "i'm", 'misspelling', ["I'm", 'am']),
        issue(text, "i'm disagree", 'grammar', ['I disagree', "i'm disagreeing"]),
      ],
      text,
    );
    expect(merged.map((i) => [i.category, i.replacements])).toEqual([
      ['grammar', ['I disagree', "I'm disagreeing"]],
    ]);
  });

  it('adds a comma asked for after a misspelled word to its spelling fix', () => {
    const text = 'probabily we should go.';
    const merged = mergeSameWord(
      [
        issue(text, 'probabily', 'punctuation', ['probabily,']),
        issue(text, 'probabily', 'misspelling', ['probably']),
      ],
      text,
    );
    expect(fixesOf(merged)).toEqual([['misspelling', 'probably,']]);
  });

  it('drops a plural built on a misspelling, and a possessive read into a plural', () => {
    const text = 'Many peaple gave advices.';
    const merged = mergeSameWord(
      [
        issue(text, 'peaple', 'grammar', ['peaples']),
        issue(text, 'peaple', 'misspelling', ['people']),
        issue(text, 'advices', 'grammar', ['advice']),
        issue(text, 'advices', 'misspelling', ["advice's"]),
      ],
      text,
    );
    expect(fixesOf(merged)).toEqual([
      ['misspelling', 'people'],
      ['grammar', 'advice'],
    ]);
  });

  it('drops a grammar card that ends inside a word, and keeps unrelated cards', () => {
    const text = 'He dont know. The dog run.';
    const merged = mergeSameWord(
      [
        issue(text, 'He do', 'grammar', ['He does']),
        issue(text, 'dont', 'misspelling', ["don't"]),
        issue(text, 'run', 'grammar', ['ran']),
      ],
      text,
    );
    expect(fixesOf(merged)).toEqual([
      ['misspelling', "don't"],
      ['grammar', 'ran'],
    ]);
  });

  it('stretches a fix for the verb of a contraction over the whole word', () => {
    const text = "My parents doesn't speak English.";
    const merged = mergeSameWord([issue(text, 'does', 'grammar', ['do'])], text);
    expect(merged.map((i) => [text.slice(i.start, i.end), i.replacements])).toEqual([["doesn't", ["don't"]]]);
  });
});
