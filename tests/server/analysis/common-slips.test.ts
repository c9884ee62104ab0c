// Slips native and learner writers both make in personal essays, each with one clean fix:
// a doubled comparative ("more smarter"), the noun "advice" used as the verb, and harper's
// "they're" card offered once (it listed the same fix twice, once with a trailing space).
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { analyzeEssay } from '../../../server/analysis/index';
import { distinctFixes } from '../../../server/analysis/analyzers/grammar';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

async function cards(text: string) {
  const r = await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] });
  return r.feedback.annotations
    .filter((a) => a.severity === 'error' || a.severity === 'warning')
    .map((a) => [text.slice(a.start, a.end), a.replacements]);
}

describe('common slips', () => {
  it.each([
    ['Reading every night made me more smarter.', 'more smarter', 'smarter'],
    ['The more we laughed, the more closer I felt to him.', 'more closer', 'closer'],
    ['My sister is more taller than me.', 'more taller', 'taller'],
    ['My counselor advice me to take calculus.', 'advice', 'advised'],
    ['I would advice you to start early.', 'advice', 'advise'],
    ['I always advice them to rest before a race.', 'advice', 'advise'],
    ['My parents advice me to study medicine.', 'advice', 'advised'],
    ['I need to advice him before the game.', 'advice', 'advise'],
    ['I want to success in life.', 'success', 'succeed'],
    ['Some people success in their new jobs.', 'success', 'succeed'],
    ['You will not success without failure.', 'success', 'succeed'],
    ["I can't to go to the party.", "can't to", "can't"],
  ])('marks "%s"', async (text, words, fix) => {
    const found = await cards(text);
    expect(found.find(([w]) => w === words)?.[1]?.[0]).toBe(fix);
  });

  it('reads "parents advice me" as a verb, not something the parents own', async () => {
    const found = await cards('My parents advice me to study medicine.');
    expect(found.map(([w]) => w)).toEqual(['advice']);
  });

  it('gives "need to success" one card, the verb, not harper\'s "need the success"', async () => {
    expect(await cards('We need to success together.')).toEqual([['success', ['succeed']]]);
  });

  it('offers each fix once', async () => {
    expect(await cards('Their going to the game tonight.')).toEqual([['Their', ["They're"]]]);
    // Whichever copy comes first, the card keeps the one without the stray space, in its place.
    expect(distinctFixes(["They're ", 'There', "They're"])).toEqual(["They're", 'There']);
  });

  it.each([
    'Her advice to me was simple.',
    'I took his advice to heart.',
    'We need more younger voices.',
    'The key to success is hard work.',
    'Hard work leads to success.',
    'It was a success.',
  ])('leaves alone "%s"', async (text) => {
    expect(await cards(text)).toEqual([]);
  });
});

// "more" before a comparative and a noun counts things: no card, not even harper's note.
describe('"more" as a quantity', () => {
  it.each([
    'We need more younger female coaches.',
    'We bought more lighter fluid.',
    'We need more younger coaches.',
  ])('leaves alone "%s"', async (text) => {
    const r = await analyzeEssay({ text }, { analyzers: ['grammar'] });
    expect(r.feedback.annotations.map((a) => text.slice(a.start, a.end))).toEqual([]);
  });
});
