// Text that is not English prose is not spell-checked word by word.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { foreignQuotes, looksLikeEnglish } from '../../../server/analysis/lint/english';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(() => warmEngine(), 60_000);

describe('English or not', () => {
  it('tells keyboard noise from a learner sentence full of slips', () => {
    expect(looksLikeEnglish('qzx bvtr lkjh wpoe mnbq ghty xcvb zxqe plmk')).toBe(false);
    expect(looksLikeEnglish('I wnet to the scool with my frend and we lerned about plants')).toBe(true);
    expect(looksLikeEnglish('Qzx bvtr.')).toBe(true); // too short to judge
  });

  it('tells a Spanish sentence, whose words the frequency list knows, from English with Spanish words', () => {
    expect(
      looksLikeEnglish(
        'Actitudes y positivas es la llave a una mejor vida pues claro que la vida es muy importante',
      ),
    ).toBe(false);
    expect(looksLikeEnglish('My abuela made tamales con salsa verde for the whole family every Sunday')).toBe(
      true,
    );
  });

  it('finds a quotation in another language but not a quoted English sentence with slips', () => {
    const text =
      'She said, "Mija, la comida se comparte con quien la necesita." Then: "I dont no what to do."';
    const spans = foreignQuotes(text);
    expect(spans).toHaveLength(1);
    expect(text.slice(spans[0]!.start, spans[0]!.end)).toContain('comida');
  });

  it('does not mark the words of a quoted grandmother as misspellings, and still finds a real slip', async () => {
    const text =
      'Every Sunday my grandmother cooked for the whole street. She always told me: "Mija, la comida se ' +
      'comparte con quien la necesita, siempre." I did not understand her untill I started volunteering.';
    const { feedback } = await analyzeEssay({ text });
    const spelled = feedback.annotations
      .filter((a) => a.analyzer === 'spelling' && a.category !== 'not_checked')
      .map((a) => text.slice(a.start, a.end));
    expect(spelled).toEqual(['untill']);
  });

  it('analyses a page of keyboard noise without a finding per word', async () => {
    const noise = Array.from({ length: 300 }, (_, i) => `zq${(i * 7919).toString(36)}x`).join(' ');
    const { feedback } = await analyzeEssay({ text: noise });
    expect(feedback.annotations.filter((a) => a.analyzer === 'spelling').length).toBeLessThan(10);
  });
});

describe('passages left unchecked', () => {
  it('tells the student which passage was not spell-checked, without counting it as an error', async () => {
    const text =
      'Every Sunday my grandmother cooked for the whole street. She always told me: "Mija, la comida se ' +
      'comparte con quien la necesita, siempre." I did not understand her until I started volunteering.';
    const { feedback } = await analyzeEssay({ text });
    const notes = feedback.annotations.filter((a) => a.category === 'not_checked');
    expect(notes.map((a) => text.slice(a.start, a.end))).toEqual([
      '"Mija, la comida se comparte con quien la necesita, siempre."',
    ]);
    expect(notes[0]).toMatchObject({ analyzer: 'spelling', severity: 'info', replacements: [] });
    const spelling = feedback.section_scores.spelling!;
    expect(spelling.details.user_metrics).toMatchObject({ errors: 0, passages_not_checked: 1 });
    expect(spelling.metrics_interpretation.join('\n')).toContain('not spell-checked');
    expect(spelling.score).toBeGreaterThanOrEqual(90);
  });

  it('marks a pasted line of noise, trimmed to its words, and no note for plain English', async () => {
    const noise = 'qzx bvtr lkjh wpoe mnbq ghty xcvb zxqe plmk';
    const text = `I wrote my essay in one night.\n\n${noise}\n\nThen I slept for ten hours.`;
    const { feedback } = await analyzeEssay({ text });
    const notes = feedback.annotations.filter((a) => a.category === 'not_checked');
    expect(notes.map((a) => text.slice(a.start, a.end))).toEqual([noise]);
    const plain = await analyzeEssay({ text: 'I wrote my essay in one night. Then I slept for ten hours.' });
    expect(plain.feedback.annotations.filter((a) => a.category === 'not_checked')).toEqual([]);
  });
});
