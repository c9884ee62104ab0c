// Tense slips in past narratives (lint/rules/tense.ts): a bare verb in a sentence plainly told in
// the past is flagged with its past form; present narration, infinitives, modals, causatives and
// verbs of thinking are left alone. Sentences written for these tests.
import { beforeAll, describe, expect, it } from 'vitest';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { tenseRule } from '../../../server/analysis/lint/rules/tense';
import { pastOf } from '../../../server/analysis/spell/verb-forms';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const fixes = (text: string) =>
  tenseRule(parseEssay(text)).map((h) => `${text.slice(h.start, h.end)}->${h.replacements[0]}`);

describe('past forms', () => {
  it.each([
    ['stop', 'stopped'],
    ['look', 'looked'],
    ['carry', 'carried'],
    ['smile', 'smiled'],
    ['go', 'went'],
    ['put', undefined],
  ])('%s -> %s', (base, past) => {
    expect(pastOf(base)).toBe(past);
  });
});

describe('participles after be and have', () => {
  it.each([
    ['The old barn was paint in the spring.', 'paint->painted'],
    ['It has not happen since.', 'happen->happened'],
    ['The thief was arrest and taken away.', 'arrest->arrested'],
    ['The cup was smash on the floor.', 'smash->smashed'],
  ])('%s', (text, want) => {
    expect(fixes(text)).toContain(want);
  });

  it.each([
    'The door was open when we arrived.',
    'All you need to do is ask.',
    'There is damage to the roof.',
    'She was head of the club.',
    'I have work to do.',
    'The secret is balance, not speed.',
    'They have never heard of it.',
  ])('leaves "%s" alone', (text) => {
    expect(fixes(text)).toEqual([]);
  });
});

describe('tense slips in past narratives', () => {
  it.each([
    ['He opened the gate and walk into the yard.', 'walk->walked'],
    ['The old man climbed the ladder and pick the apples.', 'pick->picked'],
    ['Last summer we drove to the coast and we swim in the cold sea.', 'swim->swam'],
    ['She grabbed her coat and she open the door.', 'open->opened'],
    ['I pick the puppy up and carried it home.', 'pick->picked'],
    ['He jump over the wall and ran away.', 'jump->jumped'],
    ['The boys climbed the tree and they look over the wall.', 'look->looked'],
    // An adverb before the subject, an indefinite pronoun, a past joined after the object.
    ['The girls screamed and suddenly an ape pick him up.', 'pick->picked'],
    ['She was walking home and suddenly someone jump out at her.', 'jump->jumped'],
    ['The big ape pick him up and carried him away.', 'pick->picked'],
    // A time in the past sets the story in the past without a past verb.
    ['Yesterday I go to the park with my friends.', 'go->went'],
    ['Last summer we visit my grandmother in Ohio.', 'visit->visited'],
  ])('%s', (text, want) => {
    expect(fixes(text)).toContain(want);
  });

  it.each([
    // Present narration, and present verbs anywhere in the sentence.
    'He opens the gate and walks into the yard.',
    'Every morning we swim in the sea and walk home.',
    'The robot is broken, so we fix it and go home.',
    // Infinitives, modals, do-support and causatives take a bare verb.
    'She wanted to leave and go home.',
    'We could see the hills and we wanted to climb them.',
    'He made them stop and look at the map.',
    'They did not stop when the bell rang.',
    'I watched the boys play until it was dark.',
    'I saw someone jump off the pier.',
    'Everyone knows that someone left early.',
    // Verbs of thinking and feeling stay present in a past story.
    'We moved here in May and we love the town.',
    'I think they left early.',
    // A relative or reason clause keeps its own tense.
    'He bought the shoes that we like.',
    'She quit because they pay too little.',
    // A mandative clause keeps its bare verb.
    'The coach insisted we rest, and we did.',
    'My aunt proposed he drive the van.',
    // The past verb sits in a clause of its own, and the sentence opens in the present.
    'We share whatever the cooks baked, we argue about films, and we clean up together.',
    // Verbs whose past is the same as the base.
    'He put the book down and left.',
    // Dialogue.
    '"We walked for hours," she said, "and we walk again tomorrow."',
    // "her last year" is her final one; "now" brings the sentence back to the present.
    'In her last year of school she wants to learn French.',
    'Last year I moved here and now I love it.',
  ])('leaves "%s" alone', (text) => {
    expect(fixes(text)).toEqual([]);
  });
});

describe('a noun after "is" or "was" that ends the sentence', () => {
  it('is a predicate noun after a noun or a "what" clause, not a missing -ed', () => {
    for (const text of [
      'The only answer is work.',
      'My favorite part is practice.',
      'What I found was hope.',
      'What remains is hope.',
    ])
      expect(fixes(text), text).toEqual([]);
    expect(fixes('It was finish.')).toEqual(['finish->finished']);
    expect(fixes('One day a woman was kill and cut up.')).toEqual(['kill->killed']);
  });
});
