// Narrative and unpunctuated writing trips some checks on words that are right where they stand
// ("the little one goes", "went to he house" where "he" is the slip, not "house"); each such shape
// is left alone while the slip the check was written for is still marked, and one stretch of
// words gets one grammar card even when two rules report it.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { grammarMarks as marks } from '../../helpers/grammarMarks';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

/** [marked words, first fix] of the word-level grammar marks (not capitals or punctuation). */
const grammarMarks = (text: string) => marks(text, 'grammar');

const marked = async (text: string) => (await grammarMarks(text)).map(([w]) => w);

describe('one card per stretch of words', () => {
  it('marks a doubled verb once, not as a repeat and again as a repeated verb', async () => {
    expect(await marked('Rex is is excited to go.')).toEqual(['is is']);
  });

  it('marks a doubled article once', async () => {
    expect(await marked('She made a a statement to the police.')).toEqual(['a a']);
  });
});

describe('pronoun and verb agreement', () => {
  it('still marks a bare verb after "he"', async () => {
    expect(await grammarMarks('He talk nice to me.')).toEqual([['talk', 'talks']]);
    expect(await grammarMarks('As he open the door the water gushed in.')).toContainEqual(['open', 'opens']);
  });

  it('leaves the noun alone when "he" was written for "his"', async () => {
    expect(await marked('The warder went to he husband and told him.')).toEqual([]);
    expect(await marked('Then he name is John Smith.')).toEqual([]);
  });

  it('leaves past tenses and names after a pronoun alone', async () => {
    expect(await marked('He woke up six hours later and he lent over.')).toEqual([]);
  });
});

describe('words that are right where they stand', () => {
  it('leaves "you" alone before a count, a pronoun or a name', async () => {
    expect(await marked('Congratulations to you two, they both said.')).toEqual([]);
    expect(await marked('I can get Audrey for you Rex, he said.')).toEqual([]);
  });

  it('leaves "then" after "each other" and before a new sentence alone, not after a comparative', async () => {
    expect(await marked('They talked to each other then Jean said hello.')).toEqual([]);
    expect(await marked('I felt a bit better then The girls came back.')).toEqual([]);
    expect(await grammarMarks('My sister is taller then me.')).toEqual([['then', 'than']]);
  });

  it('keeps a bare verb after an inverted helper', async () => {
    expect(await marked('He had a girlfriend and so did he want to get married.')).toEqual([]);
  });

  it('reads "the little one" as a pronoun', async () => {
    expect(await marked('The little one goes to the primary school.')).toEqual([]);
  });

  it('reads "round the corner" as a preposition after "is"', async () => {
    expect(await marked('The lorry is round the corner and the rest are round the bend.')).toEqual([]);
  });

  it('treats "folk" as plural and a single letter as no subject', async () => {
    expect(await marked('If the family folk agree you can go.')).toEqual([]);
    expect(await marked('She said o do you love me.')).toEqual([]);
  });

  it('does not ask for a plural after "two" written for "to" after a verb of going', async () => {
    expect(await marked('The gang went two see the old man.')).toEqual([]);
    expect(await grammarMarks('I have two brother.')).toEqual([['brother', 'brothers']]);
  });

  it('reads a noun and its participle, and a dark room, as written', async () => {
    expect(await marked('She saw a black baby sitting in her pram.')).toEqual([]);
    expect(await marked('He took her into a dark room and switched on the light.')).toEqual([]);
    expect(await grammarMarks('I did my home work after dinner.')).toContainEqual(['home work', 'homework']);
  });

  it('reads "they wont be" as "won\'t", a site "called" something, and the world wide web as written', async () => {
    expect(await marked('You wont be sorry.')).toEqual([]);
    expect(await grammarMarks('I wont to go home.')).toEqual([['wont', 'want']]);
    expect(await marks('He goes on a site called nickelodeon every day.')).toEqual([]);
    expect(await marked('The world wide web is big.')).toEqual([]);
  });

  it("reads ELLIPSE writers' correct forms as written", async () => {
    expect(await marked('Hackers are people who can get into anything.')).toEqual([]);
    expect(await marked('He better chill out before I get mad.')).toEqual([]);
    // (every category: the comma and the hyphens)
    expect(await marks('Notwithstanding the fact that it rained, we went.')).toEqual([]);
    expect(await marks('Some teenagers stay awake all night spending time on their phones.')).toEqual([]);
    expect(await marked('I actually play 8 ball with my dad.')).toEqual([]);
    expect(await marked('Your future will be what you yourself choose to make it.')).toEqual([]);
    expect(await marked('It would overall just be really helpful for me.')).toEqual([]);
    expect(await marks('We had an all night party.')).toEqual([['all night', 'all-night']]);
  });

  it('leaves a modal alone when an adverb stands before its verb ("will forever live on")', async () => {
    expect(await marked('The kindness of those teachers will forever live on in my memory.')).toEqual([]);
    expect(await marked('I can always tell when she is tired.')).toEqual([]);
  });

  it('reads "the Watkins\u2019s" as a family, and still marks "the" before one person\'s name', async () => {
    expect(await marked('The Martinez family were friends of the Watkins\u2019s.')).toEqual([]);
    expect(await marked("We ate dinner at the Joneses' house.")).toEqual([]);
    expect(await marked("I borrowed the Sarah's book.")).toEqual(['the ']);
  });

  it('reads "help her back up" as a verb, and "the back side" as no "backside"', async () => {
    expect(await marked('He came to help her back up, rather than push her.')).toEqual([]);
    expect(await marked('There was a river on the back side of our camp.')).toEqual([]);
    expect(await grammarMarks('It was her back up plan.')).toContainEqual(['back up', 'backup']);
  });

  it('leaves "a while" after a verb alone ("stay a while" is as right as "stay awhile")', async () => {
    expect(await marked('Stay a while with us, and live a while by the sea.')).toEqual([]);
  });

  it('reads "there" before a time as the place, not "their"', async () => {
    expect(await marked('We have been there many times.')).toEqual([]);
    expect(await marked('I was there yesterday with my dad.')).toEqual([]);
    expect(await grammarMarks('They sold there house last year.')).toContainEqual(['there', 'their']);
  });

  it('leaves a word said three times in a row alone, marks a word said twice', async () => {
    expect(await marked('He said sh sh sh and we waited.')).toEqual([]);
    expect(await marked('We waited and and waited.')).toEqual(['and and']);
  });
});

describe('abbreviations, ordinals and one fix per slip', () => {
  /** Every grammar-section annotation, punctuation and capitals included. */
  const all = (text: string) => marks(text);

  it('does not ask for a capital after "et al."', async () => {
    expect(await all('I read a 2012 paper by Jinek et al. that I understood about a third of.')).toEqual([]);
  });

  it('reads an ordinal as describing the noun after it', async () => {
    expect(await all('Maybe someday I can help turn one of those eleventh tries into a treatment.')).toEqual(
      [],
    );
  });

  it('asks for the plural noun after "those", not also for a singular verb', async () => {
    expect(await all('Those student were late for the bus.')).toEqual([['student', 'students']]);
  });
});
