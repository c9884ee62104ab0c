// Irregular verbs a learner regularises ("teached", "buyed") or uses as a bare participle ("I seen
// it"): the student sees one card with the verb they meant, not a spelling neighbour ("touched",
// "bad") or a "possible name" note; questions, perfects and dialogue stay quiet.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { at, shownMarks } from '../../helpers/shownMarks';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

describe('regularised irregular verbs', () => {
  it.each([
    ['My aunt teached me how to sew when I was nine.', 'teached', 'taught'],
    ['Last week my brother buyed a used bike from a neighbor.', 'buyed', 'bought'],
    ['The goalie catched the ball with one hand.', 'catched', 'caught'],
    ['Nobody knowed the answer, so we asked the teacher.', 'knowed', 'knew'],
    ['I had never knowed how much my mother worked.', 'knowed', 'known'],
    ['He has runned that trail every morning since June.', 'runned', 'run'],
    ['My father builded the shed behind our house.', 'builded', 'built'],
    ['She layed the blanket on the grass for the picnic.', 'layed', 'laid'],
    ['After practice I layed on the couch and fell asleep.', 'layed', 'lay'],
    ['Teached by my grandmother, I learned to cook.', 'Teached', 'Taught'],
  ])('%s', async (text, span, fix) => {
    const found = (await shownMarks(text)).filter((a) => at(text, a) === span);
    // One card for the word, naming the verb the writer meant first.
    expect(found).toHaveLength(1);
    expect(found[0]!.analyzer).toBe('grammar');
    expect(found[0]!.replacements[0]).toBe(fix);
  });

  it('leaves real -ed words alone ("costed", "speeded", "lighted")', async () => {
    const text = 'The team costed the plan, speeded up the build and lighted the stage by nine.';
    expect((await shownMarks(text)).filter((a) => a.analyzer === 'grammar')).toEqual([]);
  });
});

describe('a participle used without "have"', () => {
  it.each([
    ['I seen the flood damage from our porch that night.', 'seen', ['saw', 'have seen']],
    ['They done the dishes before we got home.', 'done', ['did', 'have done']],
    ['She gone to the store without her wallet.', 'gone', ['went', 'has gone']],
    ['Then I woken up and the house was quiet.', 'woken', ['woke', 'have woken']],
    ['They shown me the way to the station.', 'shown', ['showed', 'have shown']],
    ['I fell asleep in class and the teacher seen me.', 'seen', ['saw']],
  ])('%s', async (text, span, fixes) => {
    const hit = (await shownMarks(text)).find((a) => at(text, a) === span);
    expect(hit?.replacements).toEqual(fixes);
  });

  it.each([
    'Have you seen my keys anywhere?',
    'Where have they gone since the storm?',
    'Is she done with the lab report yet?',
    'Had I known the rules, I would have stayed.',
    '"I seen him with my own eyes," my grandfather said.',
    'If you want to do it fast you gone do it wrong.',
    'Have the children seen the film yet?',
    'We honor the rights given us by our founders.',
    'We got the job done that afternoon.',
  ])('stays quiet: %s', async (text) => {
    const found = (await shownMarks(text)).filter(
      (a) => a.analyzer === 'grammar' && /seen|gone|done|known|given/.test(at(text, a)),
    );
    expect(found).toEqual([]);
  });
});

describe('verbs that take "to"', () => {
  it('offers "prefer to take" for "prefer take", and leaves "prefer tea" alone', async () => {
    const text = 'I prefer take the bus because I prefer tea to coffee.';
    const found = (await shownMarks(text)).filter((a) => a.analyzer === 'grammar');
    expect(found.map((a) => [at(text, a), a.replacements[0]])).toEqual([['prefer take', 'prefer to take']]);
  });
});

describe('lie and lay', () => {
  it.each([
    ['For eight months I laid on the couch.', 'laid', 'lay'],
    ['I just laid there and cried.', 'laid', 'lay'],
    ['She was laying in bed all day.', 'laying', 'lying'],
  ])('%s', async (text, span, fix) => {
    const found = (await shownMarks(text)).filter((a) => at(text, a) === span);
    expect(found.map((a) => a.replacements[0])).toEqual([fix]);
  });

  it.each([
    'He laid the book on the table.',
    'The book was laid on the table.',
    'They were laying down the rules.',
    'The hens were laying eggs.',
  ])('leaves "%s" alone', async (text) => {
    expect((await shownMarks(text)).filter((a) => /^lay|^laid/.test(at(text, a)))).toEqual([]);
  });
});
