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
      .filter((a) => a.analyzer === 'spelling')
      .map((a) => text.slice(a.start, a.end));
    expect(spelled).toEqual(['untill']);
  });

  it('analyses a page of keyboard noise without a finding per word', async () => {
    const noise = Array.from({ length: 300 }, (_, i) => `zq${(i * 7919).toString(36)}x`).join(' ');
    const { feedback } = await analyzeEssay({ text: noise });
    expect(feedback.annotations.filter((a) => a.analyzer === 'spelling').length).toBeLessThan(10);
  });
});
