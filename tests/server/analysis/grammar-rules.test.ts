// The engine's own agreement and verb-form rules on sentences a student might write: each slip
// is found with its fix, and the correct look-alikes next to it stay quiet.
import { describe, expect, it } from 'vitest';
import { allHits, hits, quiet } from '../../helpers/ruleHits';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { runRules } from '../../../server/analysis/lint/rules/index';

describe('subject-verb agreement', () => {
  it('flags a plural noun subject with a singular verb, and the reverse', () => {
    expect(hits('The drivers is going too fast on the highway.', 'subject-verb')).toEqual([['is', 'are']]);
    expect(hits('Because my parents was working, I cooked dinner.', 'subject-verb')).toEqual([
      ['was', 'were'],
    ]);
    expect(hits('My teacher ask me to stay after class every week.', 'subject-verb')).toEqual([
      ['ask', 'asks'],
    ]);
    // In a sentence told in the past, the past comes first.
    expect(
      allHits('On my first day, the teacher ask me a question and I did not understand.', 'subject-verb'),
    ).toEqual([['ask', ['asked', 'asks']]]);
    // A habit is told in the present, even beside a past verb; the card names its first fix first.
    expect(allHits('My mom always ask me if I finished my homework.', 'subject-verb')).toEqual([
      ['ask', ['asks', 'asked']],
    ]);
    const past = runRules(parseEssay('The teacher ask me a question and I did not understand.')).find(
      (h) => h.rule === 'subject-verb',
    );
    expect(past?.message).toMatch(/write "asked".*or "asks"/);
    expect(hits('My coach are the reason I kept running.', 'subject-verb')).toEqual([['are', 'is']]);
    // A sentence's first "That" is a determiner the tagger calls a pronoun; "lead" is most often
    // the past "led" misspelled.
    expect(allHits('That project lead me to volunteer at the hospital.', 'subject-verb')).toEqual([
      ['lead', ['led', 'leads']],
    ]);
    expect(hits('That experience teach me a lot.', 'subject-verb')).toEqual([['teach', 'teaches']]);
    expect(hits('That people need food is obvious.', 'subject-verb')).toEqual([]);
    expect(hits('A lot of people thinks that math is boring.', 'subject-verb')).toEqual([
      ['thinks', 'think'],
    ]);
    expect(hits('Lots of students wants more time.', 'subject-verb')).toEqual([['wants', 'want']]);
    // A describing word the tagger reads as a name when it opens the sentence.
    expect(hits('Online classes is better for students.', 'subject-verb')).toEqual([['is', 'are']]);
    expect(hits('There are many families which is not rich enough.', 'subject-verb')).toEqual([
      ['is', 'are'],
    ]);
    // After an opening phrase, any noun phrase is the subject.
    expect(hits('In my opinion, online classes is not good.', 'subject-verb')).toEqual([['is', 'are']]);
    // A sentence that opens with "And".
    expect(hits('And the details is the key element here.', 'subject-verb')).toEqual([['is', 'are']]);
    expect(hits('And the teacher have to work more now.', 'subject-verb')).toEqual([['have', 'has']]);
    // A new clause after ", and".
    expect(hits('We cleaned the park, and the other members was proud.', 'subject-verb')).toEqual([
      ['was', 'were'],
    ]);
  });
});

describe('sound-alikes and names', () => {
  it('leaves the correct uses alone', () => {
    const ok = [
      'Their house is next to ours, and there is a fence between.',
      'It could of course rain on the day of the race.',
      'It could not of course rain all week.',
      'We would never of our own accord leave.',
      'My shoelace came loose on the track.',
      'The city has its own rules.',
    ];
    for (const text of ok) {
      const found = runRules(parseEssay(text)).filter((h) => h.category === 'grammar');
      expect(found, text).toEqual([]);
    }
  });
});

describe('a titled name with a bare verb', () => {
  it('takes the -s form (or the past): "Ms. Carter" is one person', () => {
    expect(allHits('My teacher Ms. Carter ask me to join the club.', 'name-subject')).toEqual([
      ['ask', ['asks', 'asked']],
    ]);
    expect(hits('Dr. Patel always explain the results to them.', 'name-subject')).toEqual([
      ['explain', 'explains'],
    ]);
    const card = runRules(parseEssay('Mr. Lee give us homework every day.')).find(
      (h) => h.rule === 'name-subject',
    );
    expect(card?.message).toMatch(/^"Mr\. Lee" is one person/);
    quiet('name-subject', [
      'Mr. Lee gives us homework every day.',
      'I made Mr. Lee give us a break.',
      'Let Ms. Carter help you.',
      'Ms. Carter and Mr. Lee teach us math.',
    ]);
  });
});
