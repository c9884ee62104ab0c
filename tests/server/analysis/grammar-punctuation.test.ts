// The engine's comma and typewriter-punctuation rules: each slip is found with its fix, and the
// correct sentences next to it stay quiet.
import { describe, expect, it } from 'vitest';
import { hits, quiet } from '../../helpers/ruleHits';

describe('comma after an opening clause', () => {
  it('flags a missing comma before the main clause', () => {
    expect(
      hits('After watching the movie I discovered all the hype was wrong.', 'intro-clause-comma'),
    ).toEqual([['movie', 'movie,']]);
    expect(hits('When the team is out of balance we may lose the game.', 'intro-clause-comma')).toEqual([
      ['balance', 'balance,'],
    ]);
    expect(hits('If you want to come with us we can wait.', 'intro-clause-comma')).toEqual([['us', 'us,']]);
    expect(hits('If sometimes I get lost in class I ask for help.', 'intro-clause-comma')).toEqual([
      ['class', 'class,'],
    ]);
    expect(hits('As I grew older I realized my mistake.', 'intro-clause-comma')).toEqual([
      ['older', 'older,'],
    ]);
    expect(hits('As a student I learned a lot.', 'intro-clause-comma')).toEqual([]);
  });

  it('leaves commas, object clauses and relative clauses alone', () => {
    const ok = [
      'After watching the movie, I discovered all the hype was wrong.',
      'When I told my dad I was making coffee cake, he laughed.',
      'When we achieve the goals we set, we feel proud.',
      'After this they went home.',
      'Because of the rain we stayed inside.',
      'I left when the bell rang.',
    ];
    for (const text of ok) expect(hits(text, 'intro-clause-comma'), text).toEqual([]);
  });
});

describe('comma after an opening transition', () => {
  it('flags a transition run into the clause', () => {
    expect(hits('Luckily there are people who help.', 'opener-comma')).toEqual([['Luckily', 'Luckily,']]);
    expect(hits('In fact it made me regret missing the show.', 'opener-comma')).toEqual([['fact', 'fact,']]);
    expect(
      hits(
        'Obviously this method exposes the frame rate on slow old computers leading to lag.',
        'opener-comma',
      ),
    ).toEqual([['Obviously', 'Obviously,']]);
  });

  it('leaves set-off and non-transition uses alone', () => {
    const ok = [
      'Luckily, there are people who help.',
      'However much I try, I cannot sing.',
      'Clearly visible from the road, the barn stood out.',
      'In fact, it made me regret missing the show.',
      'Overall performance improved.',
    ];
    for (const text of ok) expect(hits(text, 'opener-comma'), text).toEqual([]);
  });
});

describe('"however" inside a clause', () => {
  it('asks for commas around it', () => {
    expect(hits('They have however developed new tools.', 'however-commas')).toEqual([
      [' however', ', however,'],
    ]);
  });

  it('asks for a semicolon where "however" joins two sentences after a comma', () => {
    expect(hits('Some people think technology is bad, however I disagree.', 'however-commas')).toEqual([
      [', however', '; however,'],
    ]);
    const ok = ['I tried, however hard it was.', 'In the end, however much we practiced, we lost.'];
    for (const text of ok) expect(hits(text, 'however-commas'), text).toEqual([]);
  });

  it('leaves set-off and degree uses alone', () => {
    const ok = [
      'They have, however, developed new tools.',
      'However hard I try, I cannot sing.',
      'I will finish it however long it takes.',
      'The plan, however, failed.',
    ];
    for (const text of ok) expect(hits(text, 'however-commas'), text).toEqual([]);
  });
});

describe('typewriter punctuation', () => {
  it('turns two hyphens between words into a dash', () => {
    expect(hits("It's simple -- just follow your heart.", 'double-hyphen')).toEqual([['--', '—']]);
    expect(hits('The paper--that we wrote--won.', 'double-hyphen')).toEqual([
      ['--', '—'],
      ['--', '—'],
    ]);
  });

  it('leaves single hyphens, arrows and dashes alone', () => {
    const ok = [
      'A well-known author -- no.',
      'Run it with ---verbose.',
      'Click here --> now.',
      'It was simple — I left.',
    ];
    expect(hits(ok[0]!, 'double-hyphen')).toEqual([['--', '—']]);
    for (const text of ok.slice(1)) expect(hits(text, 'double-hyphen'), text).toEqual([]);
  });

  it('writes "online" without the hyphen', () => {
    expect(hits('I took an on-line course. On-line classes are hard.', 'dated-hyphen')).toEqual([
      ['on-line', 'online'],
      ['On-line', 'Online'],
    ]);
    expect(hits('I went online to register.', 'dated-hyphen')).toEqual([]);
  });

  it('puts a space after an ellipsis run into the next word', () => {
    expect(hits("Don't roll your eyes...it happens.", 'ellipsis-space')).toEqual([['...', '... ']]);
    const ok = ['Wait... it happens.', 'Count from 1...10 slowly.', 'And then...'];
    for (const text of ok) expect(hits(text, 'ellipsis-space'), text).toEqual([]);
  });
});

describe('dates, abbreviations and stray capitals', () => {
  it('puts a comma between day and year', () => {
    expect(hits('It starts on January 1 2013 at noon.', 'date-comma')).toEqual([['1', '1,']]);
    expect(hits('We met on October 15th 2000.', 'date-comma')).toEqual([['15th', '15th,']]);
    const ok = ['It starts on January 1, 2013.', 'I may 2 times a week.', 'In May 2013 we moved.'];
    for (const text of ok) expect(hits(text, 'date-comma'), text).toEqual([]);
  });

  it('puts a comma between a city and its state', () => {
    expect(hits('We moved from Lagos to Houston Texas.', 'city-state-comma')).toEqual([
      ['Houston', 'Houston,'],
    ]);
    expect(hits('I live in San Antonio Texas and I love it.', 'city-state-comma')).toEqual([
      ['San Antonio', 'San Antonio,'],
    ]);
    const ok = [
      'I grew up in West Virginia.',
      'She studies at Texas A&M.',
      'We swam in Lake Michigan.',
      'We moved to Houston, Texas.',
    ];
    for (const text of ok) expect(hits(text, 'city-state-comma'), text).toEqual([]);
  });

  it('completes "U.S" but not "U.S." or "U.S.A."', () => {
    expect(hits('It is a burden to U.S citizens.', 'abbreviation-dot')).toEqual([['U.S', 'U.S.']]);
    const ok = ['It is a burden to U.S. citizens.', 'I moved to the U.S.A. last year.', 'We left the US.'];
    for (const text of ok) expect(hits(text, 'abbreviation-dot'), text).toEqual([]);
  });

  it('flags a capitalised pronoun or "The" in mid-sentence', () => {
    expect(hits('He served until He was transferred.', 'mid-sentence-capital')).toEqual([['He', 'he']]);
    expect(hits('They sailed to the island, They offered gifts.', 'mid-sentence-capital')).toEqual([
      ['They', 'they'],
    ]);
    const ok = [
      'I watched There Will Be Blood twice.',
      'I prayed to God that He would help me.',
      '"Yes," She said.',
      'We read The Odyssey in class.',
      'It was late. The bus had left.',
    ];
    for (const text of ok) expect(hits(text, 'mid-sentence-capital'), text).toEqual([]);
  });
});

describe('comma splices', () => {
  it('flags two sentences joined by a comma before "however"', () => {
    expect(
      hits('Camping is not allowed in the park, however, fishing is permitted.', 'linker-splice'),
    ).toEqual([[',', ';']]);
    expect(
      hits('We would save energy and resources, as a result, we would save money.', 'linker-splice'),
    ).toEqual([[',', ';']]);
    expect(
      hits(
        'Drones are still banned in the airspace, however, the state and the city police are asking for new rules.',
        'linker-splice',
      ),
    ).toEqual([[',', ';']]);
    const ok = [
      'Over the years, however, the store has changed.',
      'Schools should, therefore, guide their students.',
      'The plan, however, failed.',
      'There are a lot of books, however, that were written to hurt.',
      'Take my brother, for example, he never reads.',
      'It was hard, in addition, to find the time.',
    ];
    for (const text of ok) expect(hits(text, 'linker-splice'), text).toEqual([]);
  });

  it('flags two full sentences joined by a comma alone', () => {
    expect(
      hits(
        'I would like to thank my coach for such a program, it has helped me tremendously.',
        'comma-splice',
      ),
    ).toEqual([[',', ';']]);
    const ok = [
      'I came, I saw, I conquered.',
      'I came, I saw.',
      'When I got home from the long trip, I slept for a day.',
      'The program helped me a lot, I think.',
      'It is the most direct way to talk, it helps with other skills, and it builds trust.',
      // The same series without its last comma, when the clauses share their subject.
      'I burned a tray of croissants, I gave the wrong change and once I even locked myself out.',
      'To prepare for living overseas, it is important to do research.',
      '"I am tired of this place," she said to me quietly.',
      'The act of judgment presumes, I believe, that the rule is clear.',
      'No matter how appealing the ads are, we should be able to choose.',
      // A noun with a clause of its own ("the summer I turned fifteen") is a time phrase.
      'The summer I turned fifteen, he fell and broke his wrist at the bakery.',
      'The day we moved to Houston, my mother cried in the car for an hour.',
      'The day my brother left for the army, we ate his favorite meal and nobody talked.',
      'The summer my grandmother got sick, I learned to cook rice and beans.',
    ];
    for (const text of ok) expect(hits(text, 'comma-splice'), text).toEqual([]);
    expect(hits('The dog my brother found was sick, it needed a vet right away.', 'comma-splice')).toEqual([
      [',', ';'],
    ]);
    // (not when the subjects differ: "and" only joins the second sentence's parts)
    expect(hits('I was tired after the long game, we went home and they stayed.', 'comma-splice')).toEqual([
      [',', ';'],
    ]);
    // A short second sentence after a full first one is still a sentence of its own.
    expect(hits('She wore a red dress to the prom, it was stunning.', 'comma-splice')).toEqual([[',', ';']]);
  });

  it('judges the sentence after an opening clause or phrase and its comma', () => {
    for (const text of [
      'Ever since I was young, I have loved science, it has shaped who I am.',
      'In ninth grade, I joined the team, it changed my life.',
      "I don't think so, there is no reason to ban them.",
    ])
      expect(hits(text, 'comma-splice'), text).toEqual([[',', ';']]);
    for (const text of [
      'When I was young, I loved science, math, and art.',
      'When my mom, Ana and I went to the fair, it was really fun.',
      'Through e-mail, video chat and instant messaging, we can talk.',
      'The boots were too small so, we sent them back.',
    ])
      expect(hits(text, 'comma-splice'), text).toEqual([]);
  });

  it('reads "after school" as a phrase and a leading "But" as no bar to a splice', () => {
    for (const text of [
      'Ms. Delgado stayed after school with me every Tuesday, she taught me to read.',
      'But Ms. Delgado never let me give up, she would say it again and again.',
    ])
      expect(hits(text, 'comma-splice'), text).toEqual([[',', ';']]);
    for (const text of [
      'The kids finish early and after homework is done, we have nothing to do.',
      'It was hard but after, it was worth every minute of it.',
      'But I think in the end, we all learned something from the trip.',
      'But when the bell rang, we ran outside to the buses.',
    ])
      expect(hits(text, 'comma-splice'), text).toEqual([]);
  });
});

describe('space after a full stop', () => {
  it('flags a sentence run into the next', () => {
    expect(hits('It keeps people healthy.The goal is clear.', 'space-after-stop')).toEqual([['.', '. ']]);
    expect(hits('What was the alternative?The pain was too much.', 'space-after-stop')).toEqual([
      ['?', '? '],
    ]);
    const ok = [
      'Visit www.Example.com for more.',
      'I studied at the U.S. Naval Academy.',
      'It uses ASP.NET and more.',
    ];
    for (const text of ok) expect(hits(text, 'space-after-stop'), text).toEqual([]);
  });
});

describe('ampersands and question marks', () => {
  it('writes "and" for "&" between ordinary words only', () => {
    expect(hits('I sewed all fall & winter.', 'ampersand')).toEqual([['&', 'and']]);
    for (const text of ['I interned at AT&T.', 'We met at Barnes & Noble.', 'The Q & A ran long.'])
      expect(hits(text, 'ampersand'), text).toEqual([]);
  });

  it('asks for a question mark after a question ending in a full stop', () => {
    expect(hits("Isn't it time to recognise your great traits.", 'question-mark')).toEqual([['.', '?']]);
    expect(hits('What would this world be like if we all stopped judging.', 'question-mark')).toEqual([
      ['.', '?'],
    ]);
    expect(hits('How can laws protect our freedom when they divide us.', 'question-mark')).toEqual([
      ['.', '?'],
    ]);
    const ok = [
      'Which was kind of nice because they had kids my age.',
      'What is needed is a plan.',
      'What I want is a quiet room.',
      'How I learned to swim is a long story.',
      'Should you need help, call us.',
      'Is it worth it? I think so.',
      'Do it now.',
    ];
    for (const text of ok) expect(hits(text, 'question-mark'), text).toEqual([]);
  });
});

describe('comma before a result phrase', () => {
  it('sets off a participle phrase about the whole clause', () => {
    expect(hits('The printer is rated at 65,000 pages making it a good choice.', 'result-comma')).toEqual([
      ['pages', 'pages,'],
    ]);
    expect(hits('The team lost three games leading to a new coach.', 'result-comma')).toEqual([
      ['games', 'games,'],
    ]);
    const ok = [
      'I saw the students making posters.',
      'It grew, in turn leading to stress.',
      'Linux and Apache show cooperation, exemplifying teamwork leading to progress.',
      'We each take a turn allowing the sound to fade.',
      'The rate drops on slow computers, leading to lost sync.',
    ];
    for (const text of ok) expect(hits(text, 'result-comma'), text).toEqual([]);
  });

  it('takes a comma after more opening phrases', () => {
    expect(hits('In some cases they used their fame.', 'opener-comma')).toEqual([['cases', 'cases,']]);
    expect(hits('Of course it can.', 'opener-comma')).toEqual([]);
    // short time words in a narrative may go without the comma
    expect(hits('Finally I understood what she meant.', 'opener-comma')).toEqual([]);
    expect(hits('At first I thought it was a joke.', 'opener-comma')).toEqual([]);
  });
});

describe('missing full stop', () => {
  it('flags a short sentence that opens with a subject pronoun, not a title', () => {
    expect(hits('I forgot about my dream', 'missing-final-punct')).toEqual([['dream', 'dream.']]);
    expect(hits("Can't wait to check it out", 'missing-final-punct')).toEqual([['out', 'out.']]);
    for (const text of ['Why I Want to Teach', 'My summer at camp', 'I Am Malala'])
      expect(hits(text, 'missing-final-punct'), text).toEqual([]);
  });

  it('flags a shorter line that reads as a sentence or a question', () => {
    expect(hits('The more I read, the more I liked her', 'missing-final-punct')).toEqual([['her', 'her.']]);
    expect(hits('How can I sync my calendar with my phone', 'missing-final-punct')).toEqual([
      ['phone', 'phone?'],
    ]);
    quiet('missing-final-punct', [
      'How Can I Help My Community',
      'How to make friends in college',
      'Pride, Prejudice and Zombies',
      'Why do we dream?',
    ]);
  });
});

describe('comma between subject and verb', () => {
  it('flags a lone comma after the subject', () => {
    expect(hits('Our network of florists, is second to none.', 'subject-comma')).toEqual([[',', '']]);
    const ok = [
      'Paul, the author, was a Hebrew.',
      'Music, in particular, has been shown to help.',
      'Students, on the other hand, should focus on study.',
      'In the end, it was worth it.',
      'When I left, it was late.',
    ];
    for (const text of ok) expect(hits(text, 'subject-comma'), text).toEqual([]);
  });
});

describe('comma before a relative clause after a bracketed name', () => {
  it('asks for a comma after the bracket', () => {
    expect(
      hits('She joined the Model United Nations (MUN) which meets on Fridays.', 'bracket-relative-comma'),
    ).toEqual([[')', '),']]);
    expect(hits('I thanked Dr. Ellen Park (Biology) who wrote my letter.', 'bracket-relative-comma')).toEqual(
      [[')', '),']],
    );
  });

  it('leaves commas and ordinary brackets alone', () => {
    quiet('bracket-relative-comma', [
      'She joined the Model United Nations (MUN), which meets on Fridays.',
      'The essay (the one about my grandmother) which I wrote last year won a prize.',
      'We read the book (which I loved) in class.',
      'The only club (as far as I know) which meets daily is chess.',
    ]);
  });
});

describe('closed compound split by a hyphen', () => {
  it('joins a word that is written without its hyphen', () => {
    expect(hits('It was no co-incidence that we met.', 'split-closed')).toEqual([
      ['co-incidence', 'coincidence'],
    ]);
    expect(hits('Music is a world-wide language.', 'split-closed')).toEqual([['world-wide', 'worldwide']]);
    expect(hits('Her Re-inforced walls held.', 'split-closed')).toEqual([['Re-inforced', 'Reinforced']]);
    expect(hits('We used smart phones and white boards in class.', 'split-closed')).toEqual([
      ['smart phones', 'smartphones'],
      ['white boards', 'whiteboards'],
    ]);
    expect(hits('My Power Point slides were late.', 'split-closed')).toEqual([['Power Point', 'PowerPoint']]);
    expect(hits('It rained through out the day, so they stayed by them selves.', 'split-closed')).toEqual([
      ['through out', 'throughout'],
      ['them selves', 'themselves'],
    ]);
  });

  it('leaves accepted hyphenated forms and longer compounds alone', () => {
    quiet('split-closed', [
      'I handle day-to-day tasks at the store.',
      'Send me an e-mail when you land.',
      'My co-workers threw a party.',
      'She runs a non-profit for teens.',
      'It was an after-school program.',
      'Of course work comes first.',
      'Plug the charger into a power point.',
      'The week ends on Friday.',
      'I bought a light bulb and a best seller.',
      'I looked through out of curiosity.',
      'If we through out all the books, nothing is left.',
      'Her self-esteem grew.',
    ]);
  });
});

describe('suspended hyphen', () => {
  it('keeps the hyphen on the first of two words sharing an ending', () => {
    expect(hits('I set short and long-term goals.', 'suspended-hyphen')).toEqual([['short', 'short-']]);
    expect(hits('It has full or part-time jobs.', 'suspended-hyphen')).toEqual([['full', 'full-']]);
    expect(hits('I took 200 to 400-level classes.', 'suspended-hyphen')).toEqual([['200', '200-']]);
  });

  it('leaves mixed numbers, finished pairs and unrelated words alone', () => {
    quiet('suspended-hyphen', [
      'Add one and two-thirds cups of flour.',
      'I set short- and long-term goals.',
      'We met in 2018 and pre-ordered the book.',
      'The long-term plan and short-term plan differ.',
      'It was a two-to-three-hour drive.',
    ]);
  });
});
