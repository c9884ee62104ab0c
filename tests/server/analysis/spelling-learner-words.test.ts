// Sound-alike slips a dictionary cannot see ("the hole day", "we past the test", "she through
// the ball", "my live changed"): marked with the word the sentence needs, while the same words
// used correctly ("a hole in the fence", "walked past the gym", "a live concert") stay quiet.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

async function wrongWords(text: string): Promise<Array<[string, string | undefined]>> {
  const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
  return r.feedback.annotations
    .filter((a) => a.category === 'real_word')
    .map((a) => [text.slice(a.start, a.end), a.replacements[0]]);
}

describe('learner sound-alikes', () => {
  it.each([
    ['We cleaned the gym the hole day.', 'hole', 'whole'],
    ['First we ate, than we went home.', 'than', 'then'],
    ['The trip was a gift for my.', 'my', 'me'],
    ['We past the driving test on the first try.', 'past', 'passed'],
    ['She through the ball to me before the buzzer.', 'through', 'threw'],
    ['Our team one the championship in March.', 'one', 'won'],
    ['My brother wanted to by a used car.', 'by', 'buy'],
    ['My live changed after that summer.', 'live', 'life'],
    ['It was the best day of my live.', 'live', 'life'],
    ['When the coach asked, I sad yes right away.', 'sad', 'said'],
    ['Last year we moved into a knew home.', 'knew', 'new'],
    ['I payed for the tickets myself.', 'payed', 'paid'],
    ["If you fail, you don't need to loss the enthusiasm.", 'loss', 'lose'],
    ['It was hard to breath after the race.', 'breath', 'breathe'],
    ['The library was so quite that I could hear my heart.', 'quite', 'quiet'],
    ['I just wanted to stay quite.', 'quite', 'quiet'],
    ['The strap on my shoe came lose during the race.', 'lose', 'loose'],
    ['My grandmother past away when I was ten.', 'past', 'passed'],
    ['My parents complemented me on my grades.', 'complemented', 'complimented'],
    ['I saw a dear in the woods behind our house.', 'dear', 'deer'],
  ])('%s', async (text, word, fix) => {
    expect(await wrongWords(text)).toEqual([[word, fix]]);
  });

  it('leaves the same words alone where they fit', async () => {
    for (const text of [
      'The dog dug a hole under the fence.',
      'It was better than I ever imagined.',
      'We walked past the gym after school.',
      'She went through the files one by one.',
      'That one the coach picked was mine.',
      'The grant I was entitled to by law arrived late.',
      'We saw my cousin play a live concert.',
      'The week past was hard on all of us.',
      'She was sad that day, and I was sad too.',
      'By then I knew the answer.',
      'The sailors payed out the rope slowly.',
      'The flood led to loss of life.',
      'We felt the loss the town suffered.',
      'She took a breath of fresh air.',
      'So quite frankly, I was scared.',
      'It was quite good, and I was quite tired.',
      'I did not want to lose the game.',
      'The sauce complements the fish.',
      'She is a dear friend, and her mother is a dear.',
    ])
      expect(await wrongWords(text), text).toEqual([]);
  });
});
