// Style for a personal essay: genre clichés, a thesaurus voice, wordiness and piled-up
// intensifiers. It deliberately does not flag "I", contractions, fragments or passives.
import { CLICHES, INTENSIFIERS, THESAURUS, WORDY, compile, type PhraseRule } from '../lexicon/phrases';
import type { Analyzer, Issue, StrengthItem } from './types';

const clicheRes = CLICHES.map((c) => ({ rule: c, re: compile([c.pattern]) }));
const wordyRes = WORDY.map((c) => ({ rule: c, re: compile([c.pattern]) }));
const thesaurusRe = compile(Object.keys(THESAURUS));
const intensifierRe = compile(INTENSIFIERS);

function phraseIssues(
  text: string,
  rules: Array<{ rule: PhraseRule; re: RegExp }>,
  kind: 'cliche' | 'wordy',
): Issue[] {
  const out: Issue[] = [];
  for (const { rule, re } of rules) {
    for (const m of text.matchAll(re)) {
      out.push({
        section: 'style',
        category: kind,
        severity: kind === 'cliche' ? 'warning' : 'suggestion',
        priority: kind === 'cliche' ? 'MEDIUM' : 'LOW',
        start: m.index,
        end: m.index + m[0].length,
        issue: kind === 'cliche' ? `Cliché: "${m[0]}"` : `Wordy phrase: "${m[0]}"`,
        message:
          kind === 'cliche'
            ? `"${m[0]}" is one of the phrases admissions readers see most often.`
            : `"${m[0]}" can be shorter.`,
        suggestion: rule.advice,
        replacements: rule.alternatives ?? [],
        alternatives: rule.alternatives ?? [],
        impact:
          kind === 'cliche'
            ? 'Clichés make an essay sound like thousands of others; specific details make it yours.'
            : 'Tighter sentences leave room for detail within the word limit.',
        counts: true,
      });
    }
  }
  return out;
}

export const style: Analyzer = {
  name: 'style',
  section: 'style',
  run(essay) {
    const text = essay.text;
    const issues: Issue[] = [
      ...phraseIssues(text, clicheRes, 'cliche'),
      ...phraseIssues(text, wordyRes, 'wordy'),
    ];
    for (const m of text.matchAll(thesaurusRe)) {
      const plain = THESAURUS[m[0].toLowerCase()] ?? [];
      issues.push({
        section: 'style',
        category: 'thesaurus',
        severity: 'suggestion',
        priority: 'LOW',
        start: m.index,
        end: m.index + m[0].length,
        issue: `Thesaurus voice: "${m[0]}"`,
        message: `"${m[0]}" sounds more formal than the rest of a personal essay needs.`,
        suggestion: plain.length ? `Try "${plain[0]}".` : 'Use the plainer word you would say aloud.',
        replacements: plain,
        alternatives: plain,
        impact: 'Big words chosen to impress read as distance; plain words sound like you.',
        counts: true,
      });
    }
    const intens = [...text.matchAll(intensifierRe)];
    const intensPer100 = essay.wordCount ? (intens.length * 100) / essay.wordCount : 0;
    if (intensPer100 > 1.2 && intens.length >= 3) {
      for (const m of intens) {
        issues.push({
          section: 'style',
          category: 'intensifier',
          severity: 'suggestion',
          priority: 'LOW',
          start: m.index,
          end: m.index + m[0].length,
          issue: `Intensifier: "${m[0]}"`,
          message: `"${m[0]}" is one of ${intens.length} intensifiers; most can go.`,
          suggestion: `Cut "${m[0]}" or use a more precise word.`,
          replacements: [''],
          impact: 'Intensifiers weaken the words around them; precise words carry the force themselves.',
          counts: false,
        });
      }
    }
    const cliches = issues.filter((i) => i.category === 'cliche').length;
    const thesaurus = issues.filter((i) => i.category === 'thesaurus').length;
    const wordy = issues.filter((i) => i.category === 'wordy').length;
    const strengths: StrengthItem[] = [];
    if (essay.wordCount >= 150 && cliches === 0 && thesaurus === 0) {
      strengths.push({
        section: 'style',
        description: 'Fresh, plain language: no stock phrases or thesaurus words found.',
        start: -1,
        end: -1,
        impact: 'Readers trust an essay that sounds like a real person talking.',
        evidence: ['0 genre clichés', '0 ornate thesaurus words'],
      });
    }
    return {
      issues,
      strengths,
      metrics: {
        cliches,
        thesaurus_words: thesaurus,
        wordy_phrases: wordy,
        intensifiers_per_100_words: round(intensPer100),
      },
    };
  },
};

const round = (n: number) => Math.round(n * 100) / 100;
