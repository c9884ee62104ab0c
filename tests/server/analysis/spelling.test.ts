// Spelling as a writer sees it: the right fix offered first, names and heritage words left alone,
// British spellings accepted, and sound-alike word swaps caught in context. Texts written for
// these tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { correct } from '../../../server/analysis/spell/corrector';
import { findSplitCompounds } from '../../../server/analysis/spell/compounds';
import { regularPlural } from '../../../server/analysis/spell/morphology';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { findRealWordErrors } from '../../../server/analysis/spell/realword';
import type { Annotation } from '../../../shared/analysis/feedback';
import { hits } from '../../helpers/ruleHits';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

async function spellingFlags(text: string): Promise<Array<Annotation & { text: string }>> {
  const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
  return r.feedback.annotations
    .filter((a) => a.analyzer === 'spelling' && a.severity === 'error')
    .map((a) => ({ ...a, text: text.slice(a.start, a.end) }));
}

describe('correction ranking', () => {
  it.each([
    ['recieve', 'receive'],
    ['accomodation', 'accommodation'],
    ['definately', 'definitely'],
    ['fonetik', 'phonetic'],
    ['beautifull', 'beautiful'],
    ['Wensday', 'Wednesday'],
    // i and e swapped is the classic slip; an initial y is a consonant, not a vowel.
    ['wierd', 'weird'],
    ['yeild', 'yield'],
    // A consonant left out is a commoner slip than a wrong letter.
    ['diagree', 'disagree'],
    ['scarely', 'scarcely'],
    // Two vowels for two others costs less than two for one.
    ['nieve', 'naive'],
    // A soft c written as s, and the other way round.
    ['sence', 'sense'],
    ['consentrate', 'concentrate'],
    // A j written for a y, as many learners hear it.
    ['joung', 'young'],
    ['jellow', 'yellow'],
  ])('offers "%s" -> "%s" first', (typed, want) => {
    expect(correct(typed)[0]?.word).toBe(want);
  });

  it('does not let a rare outside suggestion outrank a common word', () => {
    expect(correct('choises', ['choices', 'chaises', 'chooses'])[0]?.word).toBe('choices');
  });

  it('splits run-together words into two real words, not a name', () => {
    expect(correct('mostlikely')[0]?.word).toBe('most likely');
    expect(correct('eachother')[0]?.word).toBe('each other');
    expect(correct('alright').map((c) => c.word)).not.toContain('al right');
  });

  it('offers no vowel-less abbreviation or fragment for a word with a vowel', () => {
    expect(correct('dur').map((c) => c.word)).not.toContain('dr');
    expect(correct('hmmm')[0]?.word).toBe('hmm');
  });

  it('keeps the writer’s capitalisation', () => {
    expect(correct('Recieve')[0]?.word).toBe('Receive');
  });
});

describe('misspellings in an essay', () => {
  it('flags a misspelled word with the likely fix first', async () => {
    const flags = await spellingFlags('Every spring I recieve a letter from my old coach.');
    expect(flags.map((f) => f.text)).toEqual(['recieve']);
    expect(flags[0]!.replacements[0]).toBe('receive');
  });

  it('leaves names and a recurring heritage word alone', async () => {
    const text =
      'My abuela taught me to cook. Every Sunday, Abuela Lucía and my friend Anjali rolled tamales with me, ' +
      'and my abuela hummed the songs of her village while Anjali laughed at my lopsided ones.';
    expect(await spellingFlags(text)).toEqual([]);
  });

  it("marks a careful writer's repeated slip of an everyday word", async () => {
    const text =
      'Our school bought new computors last year. The computors are fast, and I use them for research. ' +
      'Every student benefits from the lab, and my teachers say it prepared me for college.';
    const flags = await spellingFlags(text);
    expect(flags.map((f) => [f.text, f.replacements[0]])).toEqual([
      ['computors', 'computers'],
      ['computors', 'computers'],
    ]);
  });

  it('reads repeated slips of everyday words as a careless draft, not as deliberate words', async () => {
    const text =
      'Knowlage is power, my grandfather says. He was a profecional carpenter, and his knowlage of wood ' +
      'came from years of work, not from books. I want that kind of knowlage too. A profecional ' +
      'does the same job a thousand times until it is right.';
    const flags = (await spellingFlags(text)).map((f) => [f.text, f.replacements[0]]);
    expect(flags).toContainEqual(['knowlage', 'knowledge']);
    expect(flags).toContainEqual(['profecional', 'professional']);
  });

  it('keeps recurring heritage words when the essay also quotes the family’s language', async () => {
    // A careful writer: the one-off unknown words are speech in Spanish, a dish written lower-case
    // and a real word of a larger dictionary, not slips, so "abuela" and "masa" stay deliberate.
    const text = [
      'Every Sunday my abuela makes tamales for the whole block, and the kitchen smells like masa and chiles.',
      'My job has always been spreading masa onto the husks. My abuela spreads it thin and even.',
      '"Despacio, mija," she would say. "Pues, until it looks right."',
      'I burned the first batch of chile colorado, but by the third my hands knew what my abuela knew.',
      "Our neighbor told me the masa was as even as hers, and my abuela's smile said the same.",
      // (over 100 words: a shorter text is read more leniently anyway)
      'Cooking for forty people taught me more about patience than any class I have taken, and it is the reason I want to study public health.',
    ].join('\n\n');
    const flags = await spellingFlags(text);
    for (const word of ['abuela', 'masa', "abuela's"]) expect(flags.map((f) => f.text)).not.toContain(word);
  });

  it('leaves a one-off Tagalog or Vietnamese family word alone, and never offers a crude word', async () => {
    expect(await spellingFlags('My lola called me anak every morning before school.')).toEqual([]);
    expect(await spellingFlags('We ate banh xeo at my aunt’s restaurant on Sundays.')).toEqual([]);
    // ("anak" one letter from "anal": the fix list skips it for any typed word.)
    expect(correct('anak').map((c) => c.word)).not.toContain('anal');
    expect(correct('penus').map((c) => c.word)).not.toContain('penis');
  });

  it('accepts British spellings', async () => {
    const text =
      'My favourite colour is blue, and I organised a theatre trip to the city centre. In my judgement it was worth it.';
    expect(await spellingFlags(text)).toEqual([]);
  });

  it('accepts a combining form written with its hyphen ("eco-friendly")', async () => {
    const text = 'Many firms now adopt eco-friendly practices, and some sell intra-day energy contracts.';
    expect(await spellingFlags(text)).toEqual([]);
  });

  it('accepts hyphenated prefix words and contractions', async () => {
    const text = "My co-workers wore non-slip shoes at the pre-owned car lot, and they didn't complain.";
    expect(await spellingFlags(text)).toEqual([]);
  });

  it('reads a repeated slip as a slip in a draft full of them', async () => {
    const text =
      'The cheter ran thru the jungel. The jungel was dark and the cheter was hungery. ' +
      'It chased a munkey becuase it was hungery and the munkey climed a tree.';
    const flagged = (await spellingFlags(text)).map((f) => f.text);
    expect(flagged).toContain('jungel');
    expect(flagged).toContain('becuase');
  });

  it('treats coinages built from known words as deliberate', async () => {
    const text = 'Our club studies astrobiology and wrote a guide to ridesharing for a contentless week.';
    expect(await spellingFlags(text)).toEqual([]);
  });

  it('still marks a slip of a common word that happens to split into known parts', async () => {
    // "probally" parses as "prob" + "ally", but "probably" is one letter pair away.
    const text = 'Our club studies astrobiology, and we will probally win the regional contest this spring.';
    expect((await spellingFlags(text)).map((f) => f.text)).toEqual(['probally']);
  });

  it('accepts a regular plural of a known noun the dictionary does not list', async () => {
    const text = 'The nurses compared oxygen saturations in patients from both ecologies.';
    expect(await spellingFlags(text)).toEqual([]);
  });

  it.each([
    'childs',
    'lifes',
    'potatos',
    'boxs',
    'babyes',
    'monkies',
    'theres',
    'coulds',
    'smallers',
    'biggers',
  ])('does not read the slip "%s" as a regular plural', (w) => {
    expect(regularPlural(w)).toBe(false);
  });

  it.each(['saturations', 'lighters', 'cleaners'])('reads "%s" as a plural of a rarer noun', (w) => {
    expect(regularPlural(w)).toBe(true);
  });

  it('accepts a term the larger word list has, but not a dropped apostrophe', async () => {
    const r = await analyzeEssay(
      {
        text: 'Muscle cells contract when actin filaments slide past each other, and employability matters.',
      },
      { analyzers: ['spelling'] },
    );
    expect(r.feedback.annotations.filter((a) => a.analyzer === 'spelling')).toEqual([]);
    const flags = await spellingFlags('I dont think the bus will come today.');
    expect(flags.map((f) => f.text)).toEqual(['dont']);
  });

  it('does not mark a real word of a larger dictionary wrong ("inulin", "per capita")', async () => {
    const text = 'The fibre inulin feeds gut bacteria, and income per capita rose as histone research grew.';
    expect(await spellingFlags(text)).toEqual([]);
  });

  it('flags a careless writer’s capitalised slips ("Londen") but not a name spelled another way', async () => {
    const text =
      'Last summer we went to Londen with Mr Harison to see Docter Smith. The weathr was bad and we stayd in a hotle.';
    const flagged = (await spellingFlags(text)).map((f) => f.text);
    expect(flagged).toEqual(expect.arrayContaining(['Londen', 'Docter', 'weathr']));
    expect(flagged).not.toContain('Harison');
  });

  it('flags a short word harper accepts ("wat") in a careless draft only', async () => {
    const careless = 'The cheter ran thru the jungel. I did not know wat to do, and it was hungery.';
    expect((await spellingFlags(careless)).map((f) => [f.text, f.replacements[0]])).toContainEqual([
      'wat',
      'what',
    ]);
    const careful = 'I asked my sister wat she meant, and she said nothing at all about the trip.';
    expect(await spellingFlags(careful)).toEqual([]);
  });

  it('reads a careless writer’s "sed" as "said", but not in a careful text', async () => {
    const careless = 'The cheter ran thru the jungel. Mum sed we had to go home, and it was hungery.';
    expect((await spellingFlags(careless)).map((f) => [f.text, f.replacements[0]])).toContainEqual([
      'sed',
      'said',
    ]);
    const careful = 'The stream bed was dry, and we used sed to edit the log files that night.';
    expect(await spellingFlags(careful)).toEqual([]);
  });

  it('does not read one unknown name in a short text as a careless writer’s slip', async () => {
    expect(await spellingFlags('Professor Keyes spoke about the library at the fair.')).toEqual([]);
  });

  it('leaves initials, dotted abbreviations and a name after a title alone', async () => {
    const text = 'Dear Mr. T., we drove at 95 m.p.h. and Mr holbrook waved.';
    const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
    // (not even a query whether they are names)
    expect(r.feedback.annotations.map((a) => text.slice(a.start, a.end))).toEqual([]);
  });

  it('reads a capitalised first word near a sentence opener as a slip, not a name', async () => {
    const flags = await spellingFlags('Onther reason is that I love science.');
    expect(flags.map((f) => [f.text, f.replacements[0]])).toEqual([['Onther', 'Another']]);
    // A name opening its sentence is still a name.
    expect(await spellingFlags('Anjali taught me to cook. Oskar spoke next.')).toEqual([]);
  });

  it('reads a surname that opens a sentence before a speaker’s verb as a name, not a plural thing', async () => {
    const text = 'Mr. Smith introduced the panel. Keyes spoke next. Everyone listened.';
    expect(await spellingFlags(text)).toEqual([]);
    const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
    // (still queried gently, in case it is not a name)
    expect(r.feedback.annotations.map((a) => [text.slice(a.start, a.end), a.category])).toEqual([
      ['Keyes', 'possible_name'],
    ]);
    // A slip of a person or a pronoun before the same verbs stays a slip.
    const slips = await spellingFlags('Frends said no. Shee said nothing. Keyes was late.');
    expect(slips.map((f) => [f.text, f.replacements[0]])).toEqual([
      ['Frends', 'Friends'],
      ['Shee', 'She'],
      ['Keyes', 'Keys'],
    ]);
  });

  it('still flags a cheap slip that happens to split into parts', async () => {
    const flags = await spellingFlags('She was truely happy with the result.');
    expect(flags.map((f) => [f.text, f.replacements[0]])).toEqual([['truely', 'truly']]);
    // Opening a sentence, where a capital usually says "name".
    const opening = await spellingFlags('Truely, it changed my life.');
    expect(opening.map((f) => [f.text, f.replacements[0]])).toEqual([['Truely', 'Truly']]);
    const every = await spellingFlags('I call her evertime I can.');
    expect(every.map((f) => [f.text, f.replacements[0]])).toEqual([['evertime', 'every time']]);
  });

  it('treats a careful writer’s far-off or short unknown words as terms, not slips', async () => {
    const text = 'In muscle myocytes the kinglet gene and qi levels rose, as the uPort data showed.';
    expect(await spellingFlags(text)).toEqual([]);
  });

  it.each([
    ['anythink', 'anything'],
    ['privait', 'private'],
    ['enuf', 'enough'],
    ['lauf', 'laugh'],
  ])('offers "%s" -> "%s" first (spelling by ear)', (typed, want) => {
    expect(correct(typed)[0]?.word).toBe(want);
  });

  it('reads a letter typed twice in place of the next as one slip ("offen" -> "often")', () => {
    expect(correct('offen', ['offend', 'offer', 'often'])[0]?.word).toBe('often');
  });

  it('reads "ise" for "yze" as one slip ("analised" -> "analyzed", not "canalized")', () => {
    expect(correct('analised', ['analyzed', 'canalized', 'unalived'])[0]?.word).toBe('analyzed');
  });

  it('offers the capitalised name for a name typed lower-case', () => {
    expect(correct('susan')[0]?.word).toBe('Susan');
  });

  it('reads a missing apostrophe as a slip even when the word recurs', async () => {
    const text = 'I wake at six oclock. The bus leaves at seven oclock, and school starts at eight.';
    expect((await spellingFlags(text)).map((f) => f.text)).toEqual(['oclock', 'oclock']);
  });

  it('joins a trade noun written apart (unless grammar already reports it)', () => {
    const text = 'The police man and two work men stopped the traffic.';
    const hits = findSplitCompounds(text, parseEssay(text).tokens);
    expect(hits.map((h) => [h.text, h.replacement])).toEqual([
      ['police man', 'policeman'],
      ['work men', 'workmen'],
    ]);
  });

  it('reads "a long the", "miles a way from" and a stranded "a tall" as adverbs', () => {
    const text = 'We walked a long the river. The town is miles a way from here. She would not eat a tall.';
    const hits = findSplitCompounds(text, parseEssay(text).tokens);
    expect(hits.map((h) => h.replacement)).toEqual(['along', 'away', 'at all']);
    const fine = 'It was a long day, a way to learn, and a tall order.';
    expect(findSplitCompounds(fine, parseEssay(fine).tokens)).toEqual([]);
  });

  it('joins "up stairs", "every were", "bed rooms", a clause-opening "some times", "left a lone" and "years a go"', () => {
    const text =
      'He ran up stairs. We looked every were. There are three bed rooms. But some times they fight. ' +
      'We were left a lone in the house. He died ten years a go. It was an other day.';
    const hits = findSplitCompounds(text, parseEssay(text).tokens);
    expect(hits.map((h) => h.replacement)).toEqual([
      'upstairs',
      'everywhere',
      'bedrooms',
      'sometimes',
      'alone',
      'ago',
      'another',
    ]);
    // "through out" is the grammar section's rule (it knows "through out of curiosity").
    const fine =
      'There were some times when we fought. A lone wolf howled. Let me have a go at it. We read an other things. ' +
      'I read it through out of curiosity.';
    expect(findSplitCompounds(fine, parseEssay(fine).tokens)).toEqual([]);
  });

  it('catches closed compounds written apart', async () => {
    const flags = await spellingFlags(
      'I fell a sleep on the bus, other wise I would have walked home to night.',
    );
    expect(flags.map((f) => [f.text, f.replacements[0]])).toEqual([
      ['a sleep', 'asleep'],
      ['other wise', 'otherwise'],
      ['to night', 'tonight'],
    ]);
  });
});

describe('real-word errors', () => {
  it.each([
    ['I no the answer to that question.', 'no', 'know'],
    ['We all no that time is precious.', 'no', 'know'],
    ['If your are always busy, you learn more.', 'your', 'you'],
    ['It is worse when your in a group.', 'your', "you're"],
    ['Your on the right track.', 'Your', "You're"],
    ['Its rightly said that life is short.', 'Its', "It's"],
    ['That is something your cant ever get back.', 'your', 'you'],
    ['Most of hes life he spends playing games.', 'hes', 'his'],
    ['Hes always late to practice.', 'Hes', "He's"],
    ['Hes home by six most nights.', 'Hes', "He's"],
    ['Hes right about that.', 'Hes', "He's"],
    ['Hes right hand was broken.', 'Hes', 'His'],
    ['Everyone should follow his or hes own ideas.', 'hes', 'her'],
    ['The problem with hem is that he is lazy.', 'hem', 'him'],
    ['I did not no what to do.', 'no', 'know'],
    ['I took my shoes of and ran.', 'of', 'off'],
    ['One of they friends came over.', 'they', 'their'],
    ['I stayed up all night and was to tired to think.', 'to', 'too'],
    ['He hit is head on the door.', 'is', 'his'],
    ['The coach put then in the van.', 'then', 'them'],
    ['I have go a new bike.', 'go', 'got'],
    ['He has go to be there by six.', 'go', 'got'],
    ['After the game we wet home on the bus.', 'wet', 'went'],
    ['I gust want to finish my homework first.', 'gust', 'just'],
    ['Thank you very mush for the flowers.', 'mush', 'much'],
    ['My brother came bake from college on Friday.', 'bake', 'back'],
    ['In summer we swam in the lack behind the farm.', 'lack', 'lake'],
    ['We have fore dogs and a cat.', 'fore', 'four'],
    ['I won’t to go outside in the rain.', 'won’t', 'want'],
    ['Late at night I herd a noise downstairs.', 'herd', 'heard'],
    ['They talked of there sudden move to Ohio.', 'there', 'their'],
    ['I am not shore that the answer is right.', 'shore', 'sure'],
    ['We swam in the see all afternoon.', 'see', 'sea'],
    ['Someone has herd us talking.', 'herd', 'heard'],
    ['You can gust leave it on the table.', 'gust', 'just'],
    ['Some of then are still at school.', 'then', 'them'],
    ['Come hear and look at this.', 'hear', 'here'],
    ['He whispered under is breath.', 'is', 'his'],
    ['We ate two many cookies.', 'two', 'too'],
    ['Then he father came to the door.', 'he', 'his'],
    ['At dawn the borrowd a boat and rowed out.', 'the', 'they'],
    ['At the wedding we had they tea in the garden.', 'they', 'their'],
    ['In April the spring is hear at last.', 'hear', 'here'],
    ['The fox is quick and its always hungry.', 'its', "it's"],
    ['He went home to tell is wife the news.', 'is', 'his'],
    ['The boy was with is mother at the shop.', 'is', 'his'],
    ['The smell was bad so I went of for a walk.', 'of', 'off'],
    ['I asked the council if I cod have some land.', 'cod', 'could'],
    ['What should I do, shod I tell the police?', 'shod', 'should'],
    ['It was know use, the bird was dead.', 'know', 'no'],
    ['The women was very upset about the news.', 'women', 'woman'],
    ['One man was siting on a chair by the door.', 'siting', 'sitting'],
    ['Ones upon a time there was a boy.', 'Ones', 'Once'],
    ['Mary said yes, Id love to go.', 'Id', "I'd"],
    ['I arsed the council for some land.', 'arsed', 'asked'],
    ['We put two rabbits and sum carrots in the bag.', 'sum', 'some'],
    ['He told me to rite down my name.', 'rite', 'write'],
    ['Then the police go him in a back alley.', 'go', 'got'],
    ['I like the town but I don like the school.', 'don', "don't"],
    ['He had a knife witch he stole from the kitchen.', 'witch', 'which'],
    ['At the party they engagement was announced.', 'they', 'their'],
    ['She was walking down a dark ally at night.', 'ally', 'alley'],
    ['The boy said I won come home tonight.', 'won', "won't"],
    ['I hate the dark because sometime he gives me the creeps.', 'sometime', 'sometimes'],
    ['James was come down the stairs when the police arrived.', 'come', 'coming'],
    ['We rowed to the middle of the lack and back.', 'lack', 'lake'],
    ['You are making as much nose as me.', 'nose', 'noise'],
    ['Stay if you like, it does not mater to me.', 'mater', 'matter'],
    ['He hit him and he fell too the ground.', 'too', 'to'],
    ['The bull got on here back and stayed there.', 'here', 'her'],
    ['OK lets go and sit down.', 'lets', "let's"],
    ['The man was kind and not to rude.', 'to', 'too'],
    ['He said hello Audrey were shall we sit.', 'were', 'where'],
    ['Were ever we go, people smile.', 'Were', 'Where'],
    ['It is my belief that their should not be any limits.', 'their', 'there'],
    ['Also they wont be able to go online.', 'wont', "won't"],
    ['Very sorry, I wont do it again.', 'wont', "won't"],
    ['My teachers effected my life in ways I never imagined.', 'effected', 'affected'],
    ['This decision effects my whole family.', 'effects', 'affects'],
    ['I was deeply effected by the move.', 'effected', 'affected'],
    ["The words swam on the page and it's meaning escaped me.", "it's", 'its'],
    ['"Are you sure your ready?" my brother asked.', 'your', "you're"],
    ['Your not alone in this.', 'Your', "You're"],
    ['The notebooks taught me more about hockey then my first years did.', 'then', 'than'],
    ['Irregardless of what they said, I went.', 'Irregardless', 'Regardless'],
    ['She took her baby were ever she went.', 'were', 'where'],
    ['What are you doing hear?', 'hear', 'here'],
    ['Its fitting that we won.', 'Its', "It's"],
    ['I think its crucial to vote.', 'its', "it's"],
    ["We picked up food close to it's sell-by date.", "it's", 'its'],
    ['I help new students write there first articles.', 'there', 'their'],
    ['The weather effects how well the crops grow.', 'effects', 'affects'],
    ["The team lost it's first game of the season.", "it's", 'its'],
    ['I can do anything I put my mind too.', 'too', 'to'],
    ["They're house is on the corner.", "They're", 'Their'],
    ['We ate desert after dinner.', 'desert', 'dessert'],
    ['She past the ball to me.', 'past', 'passed'],
    ['Robotics club was were I found my place.', 'were', 'where'],
    ['I ran passed the finish line.', 'passed', 'past'],
    ['The coach road the bus with us.', 'road', 'rode'],
    ['We went threw a lot together.', 'threw', 'through'],
    ['I wanted to make a difference in peoples lives.', 'peoples', "people's"],
    ['I slammed on the break just in time.', 'break', 'brake'],
    ["I couldn't bare to watch the last minutes.", 'bare', 'bear'],
    ['Supposably the test was easy.', 'Supposably', 'Supposedly'],
    ['I finally past the driving test.', 'past', 'passed'],
    ['In the passed, I rarely spoke up.', 'passed', 'past'],
    ['My brother excepted the invitation.', 'excepted', 'accepted'],
    ['I was taught to except everyone for who they are.', 'except', 'accept'],
    ['The principle of our school gave a speech.', 'principle', 'principal'],
    ['I met the school principle on my first day.', 'principle', 'principal'],
    ["You can't judge a book by it's cover.", "it's", 'its'],
    ["The dog ate it's food.", "it's", 'its'],
    ["The company raised it's prices again.", "it's", 'its'],
    ["It isn't a huge change, but its real.", 'its', "it's"],
    ['I had to find sum sort of answer.', 'sum', 'some'],
    ['I am still hear.', 'hear', 'here'],
    ['The sun was shinning on the water.', 'shinning', 'shining'],
    ['We went to thee shop after school.', 'thee', 'the'],
    ['As son as we got home we ate.', 'son', 'soon'],
    ['We could not weight for the holidays.', 'weight', 'wait'],
    ['At the corner tern left and go on.', 'tern', 'turn'],
    ['I wand to go home now.', 'wand', 'want'],
    ['I wonted to go home early.', 'wonted', 'wanted'],
    ['The teacher who’s class I took was kind.', 'who’s', 'whose'],
    ["I had a friend who's mom was strict.", "who's", 'whose'],
    ["She is the person who's opinion matters most to me.", "who's", 'whose'],
    ["I have a lot of respect for you're decision.", "you're", 'your'],
    ["Thank you for you're help.", "you're", 'your'],
    ['Whose going to the party tonight?', 'Whose', "Who's"],
    ['People spend to much time on their phones.', 'to', 'too'],
    ['There are to many cars in town.', 'to', 'too'],
    ['It looks to pretty to be real.', 'to', 'too'],
    ['I would rather stay home then go out.', 'then', 'than'],
    ['I learned more about him then I did about engines.', 'then', 'than'],
    ['Than one day my brother asked me for help.', 'Than', 'Then'],
    ['I could wait, but than nothing would happen.', 'than', 'then'],
    ['I never new weather the school had a team.', 'weather', 'whether'],
    ['Than, suddenly, the lights went out.', 'Than', 'Then'],
    ['Patients is a virtue you need to learn.', 'Patients', 'Patience'],
    ['I use to play soccer every day.', 'use', 'used'],
    ['She use to tell me stories.', 'use', 'used'],
    ['My mom use to cook every night.', 'use', 'used'],
    ['He use to be shy.', 'use', 'used'],
    ['Maria use to live next door.', 'use', 'used'],
    ['When we where going to leave I bought a hat.', 'where', 'were'],
    ['Later I though to myself how fun it was.', 'though', 'thought'],
    ['Even thought I knew the answer, I stayed quiet.', 'thought', 'though'],
    ['I had to chose a college.', 'chose', 'choose'],
    ['Students start bulling at school.', 'bulling', 'bullying'],
    ['Teachers are gonna be able to tech more.', 'tech', 'teach'],
    ['They no have money for lunch.', 'no', "don't"],
    ['Why do you no have a phone?', 'no', 'not'],
    ['I work hard in may work every day.', 'may', 'my'],
    ['I helped her with the bags and at the and I was happy.', 'and', 'end'],
  ])('"%s" flags "%s" -> "%s"', async (text, word, fix) => {
    const flags = await spellingFlags(text);
    const hit = flags.find((f) => f.category === 'real_word');
    expect(hit?.text).toBe(word);
    expect(hit?.replacements[0]).toBe(fix);
  });

  it('leaves an infinitive after "going"/"had" and "you" after a verb alone', async () => {
    for (const text of [
      'The bakery was going to close for six weeks.',
      'We had to slow down near the school and wait.',
      'The guide escorts you though a spectrum of colors.',
      'I agree with what the author wrote of the war.',
      'My parents were strict about this and, in the end, it helped.',
      "He is someone who's friends with everyone.",
      "I am proud of you because you're smart.",
      "We talked about you're going away.",
      "They treat me like you're family.",
      'Your can of soda is warm.',
      'Your will to live is strong.',
      'Your will determines how far you go.',
      'She sewed the hem of the dress.',
      // A second negative after a negated "be", not "know" (curly apostrophes read the same).
      "I had to wait because there wasn't no more chairs.",
      'I had to wait because there wasn’t no more chairs.',
      'It was not no big deal.',
    ])
      expect(
        (await spellingFlags(text)).filter((f) => f.category === 'real_word'),
        text,
      ).toEqual([]);
  });

  // One card per slip: the real-word fix, not a grammar card that would make it worse.
  it.each([
    ['I think must of the students like it.', 'must', 'most'],
    ['Must of them are happy with the class.', 'Must', 'Most'],
    ['I like the park an the other kids like it too.', 'an', 'and'],
    ['They understand your opinion an learn from it.', 'an', 'and'],
    ['A good tip is to build a good attitude an good habits.', 'an', 'and'],
    ['It is much harder than befor at the start.', 'befor', 'before'],
  ])('"%s" gets "%s" -> "%s" and no other card', async (text, word, fix) => {
    const r = await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] });
    const cards = r.feedback.annotations.map((a) => [text.slice(a.start, a.end), a.replacements[0]]);
    expect(cards).toEqual([[word, fix]]);
  });

  it('keeps "must have", "of course" and a second article as they were', async () => {
    const cards = async (text: string) =>
      (await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] })).feedback.annotations.map((a) => [
        text.slice(a.start, a.end),
        a.replacements[0],
      ]);
    expect(await cards('You must of seen it.')).toEqual([['must of', 'must have']]);
    expect(await cards('We must of course go.')).toEqual([]);
    // ("I is" reads as "It is", but not as the second of two subjects: the verb is the slip there.)
    expect(await cards('I is not ready.')).toContainEqual(['I', 'It']);
    expect(await cards('My brother and I is close.')).toEqual([['is', 'are']]);
    expect(await cards('Good examples make people more interested while reading.')).toEqual([]);
    expect(await cards('I was born in May last year, and she may work late.')).toEqual([]);
    expect(await cards('It was an good day.')).toEqual([['an', 'a']]);
    expect(await cards('These are things we no can try.')).toEqual([['no can', "can't"]]);
    expect((await cards('I saw an the dog.'))[0]?.[0]).toBe('an the');
  });

  it('gives a lower-case acronym its capitals, not a spelling card, and keeps real slips', async () => {
    const cards = async (text: string) =>
      (await analyzeEssay({ text }, { analyzers: ['grammar', 'spelling'] })).feedback.annotations.map((a) => [
        text.slice(a.start, a.end),
        a.replacements[0],
      ]);
    expect(await cards('I can have fun watching tv or movies.')).toEqual([['tv', 'TV']]);
    expect(await cards('I went to the store amd bought milk.')).toContainEqual(['amd', 'and']);
    // (in the product's words, not harper's "canonical spelling is all-caps")
    const r = await analyzeEssay({ text: 'We watched tv all night.' }, { analyzers: ['grammar'] });
    expect(r.feedback.annotations.map((a) => a.message)).toEqual(['"tv" is written with capitals: "TV".']);
  });

  it('flags "Alot" at the start of a sentence', async () => {
    const flags = await spellingFlags('Alot of customers came back for the cards.');
    expect(flags.map((f) => [f.text, f.replacements[0]])).toEqual([['Alot', 'A lot']]);
  });

  it('reads "now" after an object pronoun, and words inside a hyphenated word, as written', async () => {
    const text = 'Looking back on it now I know I was happy. They had go-carts and a pool.';
    expect(findRealWordErrors(parseEssay(text).tokens)).toEqual([]);
    expect(findRealWordErrors(parseEssay('I now I will win.').tokens).map((h) => h.replacement)).toEqual([
      'know',
    ]);
    // (harper's "repeated to" card gave way: the first "to" is "too")
    const flags = await spellingFlags('It was the result of reaching to far to retrieve the dish.');
    expect(flags.map((f) => [f.text, f.replacements[0]])).toEqual([['to', 'too']]);
  });

  it('keeps a "to" left at the end of a question or relative clause, and a setting ("to high")', () => {
    for (const text of [
      'Who did you give it to?',
      'That was the friend that I lent it to.',
      'I turned the stove to high, and walked away.',
    ])
      expect(findRealWordErrors(parseEssay(text).tokens), text).toEqual([]);
    expect(findRealWordErrors(parseEssay('She hugged me and I hugged her to.').tokens)).toMatchObject([
      { text: 'to', replacement: 'too' },
    ]);
  });

  it('keeps "were ever" after its subject, and "hear" after a helper', () => {
    const text = 'We kept laughing and forgot that we were ever mad at each other.';
    expect(findRealWordErrors(parseEssay(text).tokens)).toEqual([]);
    expect(findRealWordErrors(parseEssay('I can still hear. We stood up to hear.').tokens)).toEqual([]);
  });

  it('reads "the have-nots" as a noun, not "they have"', () => {
    const text = 'However, the have-nots cannot be ignored.';
    expect(findRealWordErrors(parseEssay(text).tokens)).toEqual([]);
  });

  it('adds the apostrophe a name’s possessive lost', async () => {
    const flags = await spellingFlags('We walked to Toms house because Tom had the keys.');
    expect(flags.map((f) => [f.text, f.replacements[0]])).toEqual([['Toms', "Tom's"]]);
  });

  it.each([
    'I know there is no easy answer, but I went there anyway.',
    'The rally helped effect change in the city.',
    'He effected his escape at night.',
    'The effects my choices had were huge.',
    "It's raining hard, and it's time to go.",
    'We value your right to vote.',
    'Thanks for your warm welcome, and your welcome gift.',
    'I finally met your in-laws.',
    'The museum opened its newly built wing.',
    'It was more fun then, when we were kids.',
    'You can play five more minutes and then a break.',
    'All I go after is apples and pears.',
    'All you need is faith in yourself.',
    'The right people to go to is family.',
    'He hands me the book and he heads home.',
    'She wore blue jeans to the party, and Jean wore a dress.',
    'The old clock went tick tock, tick tock all night.',
    'We played housey housey at the fair.',
    'We saw the Boat Show, where small boats sailed past.',
    'She said no to the offer and turned off the lights.',
    'Their house is too far to walk to, so we drove.',
    'I wanted to, but I had to leave early.',
    'The best advice is to first read the whole question.',
    'The lack of sleep made the gust of wind feel colder.',
    'Ow! That hurt, and the cows herd the calves into the barn.',
    'Many towns lack access to fresh food.',
    'I felt the lack, and nothing filled it.',
    'My sister wanted to come bake with us, so we went to bake bread together.',
    'Since then we have come to hear the band every year.',
    'The cat sat on the window sill.',
    'Some think that we walked too far along the shore.',
    'Workers should not be taken advantage of.',
    'It is a habit we need to get rid of.',
    'The fox was biding its time in the grass.',
    'The newspaper has kept its important role in town.',
    'The team was at its best in the final.',
    'What captivates me about AI is its potential to change the way we live.',
    'We stayed there last night.',
    'The side effects how long they last vary.',
    "It's first grade all over again.",
    "I bet it's fate, and it seems it's time to go.",
    'She seems to like it, and it looks to me like rain.',
    'I would rather stay, and then go out later.',
    'I put my mind to it, and my heart too.',
    "They're friends. They're gonna have fun. They're done.",
    'The week past was busy.',
    'We drove across the desert for two days.',
    'We drove down the dirt road the whole way.',
    'He threw the ball over the fence.',
    'The peoples of the world share one planet.',
    'We took a break after lunch.',
    'The walls were bare and white.',
    'The bill passed in the Senate.',
    "I think it's first come, first served.",
    'Present company excepted, nobody came.',
    'The principle of fairness guided us.',
    'The principle says that every vote counts.',
    'I got there first thing in the morning.',
    'We used the money to its full potential.',
    "I stayed inside, for it's cold out there.",
    "People listen to it's bad for you anyway.",
    'Had they known, they would have come.',
    'All I could do was hear the rain on the roof.',
    'After finishing their studying, they went out.',
    'Both for tourists and for locals, the park is free.',
    'The blacksmith shod the horse at dawn.',
    'The women were upset about the news.',
    'The siting of the new plant took years.',
    'The ones we liked were gone.',
    'The id and the ego pull in different directions.',
    'The sum of the angles is always the same.',
    'It was a rite of passage for us.',
    'Let us go with him to the park.',
    'The witch he saw in the woods was old.',
    'Kids get made fun of in school all the time.',
    'Whatever you do, the one thing that can mess it all up is fear.',
    'Old people want to really know us as we are.',
    'We watched how they function under pressure.',
    'France was a strong ally of Britain in the war.',
    'We won games all year and I won the final race.',
    'Sometime he will visit us again.',
    'The time has come to go home.',
    'The lack of water at the bottom of the valley worried us.',
    'He has a big nose and red hair.',
    'Come here, mum, and sit in here with us.',
    'She lets us go out late and it was too much.',
    'I decided not to worry about the test.',
    'Were we to leave now, we would be early.',
    'He was shinning up the tree when I called.',
    'The weight for the box was too high.',
    'An arctic tern flew over the bay.',
    'My son and I love thee.',
    'With his wonted calm he waved his wand.',
    "Who's coming tonight, and who's got the keys?",
    "Who's ready to go? I wonder who's there.",
    'The man whose car was stolen called us.',
    'I listened to many people and have been to many schools.',
    'The tools we use to build houses are old.',
    'These are the words people use to describe me.',
    'Which app do they use to chat?',
    'Than ever before, I need help.',
    'I bought a new weather radio.',
    'We did not use to have a car.',
    'I know where they live.',
    'I even thought I saw him, though it was dark.',
    'He chose a college near home.',
    'The work it did was amazing.',
    'The plan it worked better than we hoped.',
    'It is loud, and the impact it makes on the town is clear.',
    'It is hard to interpret its meaning.',
    'The song lost its meaning to me.',
    'The story loses its ending in the film.',
  ])('leaves a correct sentence alone: "%s"', async (text) => {
    expect(await spellingFlags(text)).toEqual([]);
  });
});

describe('"I" with a third-person verb', () => {
  it('reads "I has come to my attention" as "It", and leaves "I has a dog" to agreement', async () => {
    expect(
      (await spellingFlags('I has come to my attention that the rules changed.')).map((a) => a.text),
    ).toEqual(['I']);
    expect(await spellingFlags('I has a dog.')).toEqual([]);
    expect(await spellingFlags('It was the time I has with my family.')).toEqual([]);
  });

  it('reads "I is important to" as "It", and "I is happy" as agreement\'s "I am" alone', async () => {
    expect((await spellingFlags('I is important to study.')).map((a) => a.text)).toEqual(['I']);
    expect(hits('I is important to study.', 'pronoun-form')).toEqual([]);
    expect(await spellingFlags('I is happy today.')).toEqual([]);
    expect(hits('I is happy today.', 'pronoun-form')).toEqual([['I is', 'I am']]);
  });
});

describe('"use to" for a past habit', () => {
  it('gets one card, "used", not an agreement card offering "uses"', async () => {
    const text = 'She use to tell me stories about Manila.';
    const r = await analyzeEssay({ text }, { analyzers: ['spelling', 'grammar'] });
    const cards = r.feedback.annotations.filter((a) => text.slice(a.start, a.end) === 'use');
    expect(cards.map((a) => a.replacements[0])).toEqual(['used']);
  });
});
