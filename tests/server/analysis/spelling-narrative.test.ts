// Real-word slips of young writers' stories (spell/narrative-rules.ts): each rule fires where the
// written word cannot stand and leaves the correct sentence alone. Sentences written for these tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { findRealWordErrors } from '../../../server/analysis/spell/realword';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const fixes = (text: string) =>
  findRealWordErrors(parseEssay(text).tokens).map((h) => `${h.text}->${h.replacement}`);

describe('narrative real-word slips', () => {
  it.each([
    ['I dont no about the party.', 'no->know'],
    ['Oh its nothing, I am fine.', "its->it's"],
    ['Our cat is old and its got long claws.', "its->it's"],
    ['The kite broke free, its flying over the trees.', "its->it's"],
    ['Tell Grandma I miss her to shall we write?', 'to->too'],
    ['Give my love to Uncle Fred to and the dogs.', 'to->too'],
    ['So the sent for the plumber.', 'the->they'],
    ['and the painted the fence blue.', 'the->they'],
    ['when the find you they will laugh.', 'the->they'],
    ['Now come out hear at once!', 'hear->here'],
    ['We walked round they other side of the lake.', 'they->the'],
    ['The firemen cam out of the smoke.', 'cam->came'],
    ['I cave him my last sweet.', 'cave->gave'],
    ['The bus which as just gone was full.', 'as->has'],
    ['The truck has for wheels.', 'for->four'],
    ['We got for more boxes after lunch.', 'for->four'],
    ["He's sister was a nurse.", "He's->His"],
    ['The girl mother called her in.', "girl->girl's"],
    ['He tripped over a mans boot.', "mans->man's"],
    ['She sat with you friends at lunch.', 'you->your'],
    ['You learn most from you mistakes.', 'you->your'],
    ['It all depends on you attitude.', 'you->your'],
    ['Bring more oxygen into you lungs.', 'you->your'],
    ['It matters in you future career.', 'you->your'],
    ['We ran to the gate a went inside.', 'a->and'],
    ['So there told us to wait.', 'there->they'],
    ['We went out two buy bread.', 'two->to'],
    ['Stop it, your making me laugh.', "your->you're"],
    ['They are seven of us at home.', 'They->There'],
    ['They are four in my class.', 'They->There'],
    ['After the wedding they had they photos.', 'they->their'],
    ['The ball rolled away, its under the bed.', "its->it's"],
    ['The last bus hear comes now.', 'hear->here'],
    ['The present made here happy.', 'here->her'],
    ['She bumped the here left knee.', 'here->her'],
    ['We go stuck in the snow.', 'go->got'],
    ['Well I no one thing about him.', 'no->know'],
  ])('%s', (text, want) => {
    expect(fixes(text)).toContain(want);
  });

  it.each([
    'I know no one here.',
    'Only you can choose; for you no one can do it.',
    'Its long tail swept the floor.',
    'The dog wagged its wagging tail.',
    'We drove to and fro all day.',
    'We went to and from the shop.',
    'The wounded were taken away.',
    'The injured in the crash recovered.',
    'The murdered man was never named.',
    'I can hear now that the music is off.',
    'They saw the other side.',
    'The cam shaft broke.',
    'The roof of the cave fell in.',
    'He sang as loudly as he could.',
    'The shop has for sale a red bike.',
    'We waited for hours.',
    'I said it to her and she laughed.',
    'I want to go and you want to stay.',
    "He's friends with everyone.",
    'The boy scout troop met on Monday.',
    'The family name was Baker.',
    'I bought a saw.',
    'Over there said the guard.',
    'The two see each other often.',
    'Your writing is neat.',
    'Thank you for your understanding.',
    'Your running shoes are by the door.',
    'They are two of the best players.',
    'Had they tickets?',
    'We go home at six.',
    'They go missing every winter.',
    'I like it here.',
    'The bird lost its down feathers.',
    'Book your viewing today!',
    "That's the way it should be.",
    'The staff gave access to and kept the files.',
    'I will send it to you tomorrow.',
    'This one is for you guys.',
    'All of you students should come.',
    'They gave to you good ideas.',
    'It was good to see you again.',
  ])('leaves "%s" alone', (text) => {
    expect(fixes(text)).toEqual([]);
  });
});
