// A short describing word compared with "more" or "most" ("more easy than", "the most smart girl")
// gets its -er or -est form; "more" that counts a noun, "do more good than harm" and "more and
// more lazy" stay quiet. Sentences written for this test.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { hits, quiet } from '../../helpers/ruleHits';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('short comparatives', () => {
  it.each([
    ['Working alone is more easy than working in a group.', 'more easy', 'easier'],
    ['My house is more big than yours.', 'more big', 'bigger'],
    ['She is the most smart girl in my class.', 'most smart', 'smartest'],
    ['Studying at home is more good for me.', 'more good', 'better'],
    ['More easy to grade, the projects were shorter.', 'More easy', 'Easier'],
  ])('"%s"', (text, words, fix) => {
    expect(hits(text, 'short-comparative')).toEqual([[words, fix]]);
  });

  it('leaves "more" that counts, nouns and repeated comparisons alone', () => {
    quiet('short-comparative', [
      'More big companies are moving here.',
      'Computers do more good than harm.',
      'Most big cities have a subway.',
      'People are getting more and more lazy.',
      'We do not want any more big problems.',
      'The test was easier than I expected.',
      'This is the more important reason.',
    ]);
  });
});
