// Punctuation around quotations (rules/quote-marks.ts): the American placement of commas and full
// stops, and the comma after a verb of saying.
import { describe, expect, it } from 'vitest';
import { allHits, quiet } from '../../helpers/ruleHits';
import { analyzeEssay } from '../../../server/analysis/index';

describe('punctuation around quotations', () => {
  it('moves a closing comma or full stop inside the quotation mark', () => {
    expect(allHits('"I am proud of you", she said.', 'quote-placement')).toEqual([['",', [',"']]]);
    expect(allHits('My dad always says “never give up”.', 'quote-placement')).toEqual([['”.', ['.”']]]);
  });

  it('puts a comma after a verb of saying before the quotation', () => {
    expect(allHits('She said "I am proud of you."', 'quote-punctuation')).toEqual([['said', ['said,']]]);
  });

  it('leaves right punctuation, inch marks, lists of quoted words and a colon alone', () => {
    for (const rule of ['quote-punctuation', 'quote-placement'])
      quiet(rule, [
        'She said, "I am proud of you."',
        '"I am proud of you," she said.',
        'He is 6" tall.',
        'The words "this", "that" and "other" are vague.',
        'Frida Kahlo said: "Life is not a race."',
        'They called it "snow."',
        'There is a sign that says "Free Help Filing Your Return" in three languages.',
        'I put a note on the door that said "Experiment in progress: do not touch."',
      ]);
  });

  it('shows the American placement as a suggestion that does not lower the grammar score', async () => {
    const text = 'My dad always says "never give up". I listen to him every single day of the year.';
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    const card = r.feedback.annotations.find((a) => text.slice(a.start, a.end) === '".');
    expect(card?.severity).toBe('suggestion');
    expect(r.feedback.section_scores.grammar?.details.user_metrics).toMatchObject({ errors: 0 });
  });
});
