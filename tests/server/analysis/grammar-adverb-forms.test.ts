// A describing word where the sentence needs an adverb ("did bad on the test", "real nice"),
// marked with the adverb; the same words where they fit ("a good job", "do good in the world",
// "real life") stay quiet. Sentences written for this test.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { hits, quiet } from '../../helpers/ruleHits';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('adverb forms', () => {
  it.each([
    ['I did really bad on the test.', 'bad', 'badly'],
    ['We did good on the project.', 'good', 'well'],
    ['Kids do bad in school when they stay up late.', 'bad', 'badly'],
    ['He was real nice to me.', 'real', 'really'],
    ['Trust me, it was real hard.', 'real', 'really'],
    ['The animals recovered really good after the fire.', 'good', 'well'],
    ['She sings good.', 'good', 'well'],
  ])('"%s"', (text, words, fix) => {
    expect(hits(text, 'adverb-form')).toEqual([[words, fix]]);
  });

  it('leaves nouns and describing words where they fit alone', () => {
    quiet('adverb-form', [
      'I did a good job.',
      'They do good in the world.',
      'Real life is hard.',
      "I don't do bad things.",
      'Older people do bad and good things.',
      'That is when the real fun began.',
      'The food was good on the whole.',
      'The soup smells good.',
      'We played good music all night.',
      'He worked good hours at the mill.',
    ]);
  });
});
