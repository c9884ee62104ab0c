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

  it('checks fixed subjects: people, everyone, there is', () => {
    expect(hits('People is always asking me where I am from.', 'subject-verb')).toEqual([['is', 'are']]);
    // (the tagger reads "people" as a verb after an adverb)
    expect(hits('Nowadays people is busier than before.', 'subject-verb')).toEqual([['is', 'are']]);
    expect(hits('At camp everyone were friendly to me.', 'subject-verb')).toEqual([['were', 'was']]);
    expect(hits('There is students waiting outside the gym.', 'subject-verb')).toEqual([['is', 'are']]);
    expect(hits('There is a lot of reasons to join the club.', 'subject-verb')).toEqual([['is', 'are']]);
    const ok = [
      'Does everyone have a partner?',
      'There is sports equipment in the shed.',
      "There's lots of room in the back.",
      "There's a lot of reasons, honestly.",
      'There was a lot of fun at camp.',
      'A people is more than its leaders.',
    ];
    for (const text of ok) expect(hits(text, 'subject-verb'), text).toEqual([]);
  });

  it('finds the singular subject across the words between it and its verb', () => {
    expect(hits('Everyone in my family have a different opinion.', 'subject-verb')).toEqual([
      ['have', 'has'],
    ]);
    expect(hits('Neither my brother nor my sister were home.', 'subject-verb')).toEqual([['were', 'was']]);
    expect(hits('My mother, along with my aunts, were cooking all day.', 'subject-verb')).toEqual([
      ['were', 'was'],
    ]);
    // An -ing phrase is one activity.
    expect(hits('Working in groups help students learn.', 'subject-verb')).toEqual([['help', 'helps']]);
    expect(hits('Joining this program give them a chance.', 'subject-verb')).toEqual([['give', 'gives']]);
    const ok = [
      'Working parents help each other.',
      'Working in groups, students help each other.',
      'Having the students take a class would help.',
      'Taking the time to use a textbook is worth it.',
      'Neither my brother nor my parents were home.',
      'Does everyone in the class have a pencil?',
      'The coach, as well as the players, was tired.',
      'Everyone in the band and their parents were there.',
      'My brother and my sister were home.',
    ];
    for (const text of ok) expect(hits(text, 'subject-verb'), text).toEqual([]);
  });

  it('leaves correct subjects alone', () => {
    const ok = [
      'The number of students is growing every year.',
      'Playing video games is how I relaxed.',
      'One of the families that is moving here has twins.',
      'Ten dollars is a lot for a sandwich.',
      'My family are all early risers.',
      'I let my brother choose the movie.',
      'If the school were closer, I would walk.',
      'Physics is my favorite subject.',
      'My mom and dad help at the food bank.',
      'The love of my family and my friends was what kept me going.',
      'First, high school students gonna have a lot of pressure.',
      'My aunt, and my cousins were there too.',
      'Does your teacher ask for drafts?',
      'Next time ask me first.',
      'The peole think it is fine.',
    ];
    for (const text of ok) expect(hits(text, 'subject-verb'), text).toEqual([]);
  });
});

describe('verb forms', () => {
  it('flags "be" before a base verb, a missing "to" and "these kind of"', () => {
    expect(hits('Advertisements are make the products look better.', 'be-base')[0]?.[1]).toBe('make');
    expect(hits('If you want sell it, take good photos.', 'missing-to')).toEqual([
      ['want sell', 'want to sell'],
    ]);
    expect(hits('I like help people.', 'missing-to')).toEqual([['like help', 'like to help']]);
    expect(hits('We need support staff.', 'missing-to')).toEqual([]);
    expect(hits('These kind of questions scared me.', 'kind-of')).toEqual([['kind', 'kinds']]);
    expect(hits('I am not agree with that rule.', 'be-base')).toEqual([['am not agree', 'not agree']]);
    // after "is" or "was" the helper's tense moves onto the verb
    expect(hits('Therefore it is make a better person.', 'be-base')).toEqual([['is make', 'makes']]);
    expect(hits('He was play the game every day.', 'be-base')).toEqual([['was play', 'played']]);
    // after "the reason is", "the key is": the infinitive's "to" is missing
    expect(hits('Third, the reason is reach the goal.', 'be-base')).toEqual([['is reach', 'is to reach']]);
    expect(hits('The only answer is work.', 'be-base')).toEqual([]);
    expect(hits('My second reason is people work hard.', 'be-base')).toEqual([]);
  });

  it('reads "is go", "are play" after a pronoun as two verbs, and "you\'re work" as an owner', () => {
    expect(hits('She is go to school now.', 'be-base')).toEqual([['is go', 'goes']]);
    expect(hits('They are play soccer every weekend.', 'be-base')).toEqual([['are play', 'play']]);
    expect(hits('He was work all day.', 'be-base')).toEqual([['was work', 'worked']]);
    for (const text of [
      "When you finish all you're work, rest.",
      'We are go for launch.',
      'All systems are go.',
    ])
      expect(hits(text, 'be-base'), text).toEqual([]);
  });

  it('leaves participles, adjectives and pseudo-clefts alone', () => {
    const ok = [
      'The cake is cut into eight pieces.',
      'All you need to do is ask the librarian.',
      'Parents are always right about curfews.',
      'There are people who stay up all night.',
      'I need help with my essay.',
      'This kind of question scared me.',
    ];
    for (const text of ok) {
      for (const rule of ['be-base', 'missing-to', 'kind-of']) expect(hits(text, rule), text).toEqual([]);
    }
  });

  it('takes a British base form after a modal as a base form', () => {
    expect(hits('She can goes home.', 'modal-form')).toEqual([['goes', 'go']]);
    expect(hits('In a group you can not bored.', 'modal-form')).toEqual([['bored', 'be bored']]);
    expect(hits('It eats insects that will did damage.', 'modal-form')).toEqual([['did', 'do']]);
    const ok = [
      'My will did not stand a chance against her.',
      'They might never realise their dreams.',
      'If you do not practise, you will not improve, so I will practise daily.',
      'You should analyse the data.',
      'Only by keeping competition clean can sports fulfill their role.',
    ];
    for (const text of ok) expect(hits(text, 'modal-form'), text).toEqual([]);
  });
});

describe('doubled words and brackets', () => {
  it('flags "more better" and two articles in a row', () => {
    expect(hits('Working in a group is more better than working alone.', 'double-comparative')).toEqual([
      ['more better', 'better'],
    ]);
    expect(hits('It was the a best day of the summer.', 'double-article')).toEqual([['the a', 'the']]);
    expect(hits('We need more older volunteers.', 'double-comparative')).toEqual([]);
  });

  it('flags a bracket without a partner, not a list marker or a smiley', () => {
    expect(hits('We drove home (it was late and slept.', 'unpaired-parenthesis')).toEqual([['(', undefined]]);
    expect(hits('We drove home (it was late) and slept.', 'unpaired-parenthesis')).toEqual([]);
    expect(hits('My goals: a) finish the draft, b) sleep :)', 'unpaired-parenthesis')).toEqual([]);
  });
});

describe('sound-alikes and names', () => {
  it('flags sound-alike slips with the right word', () => {
    expect(hits('Their is a park behind our school.', 'their-there')).toEqual([['Their', 'There']]);
    expect(hits('The club has it’s own garden.', 'own-possessive')).toEqual([['it’s', 'its']]);
    expect(hits('They went there own way.', 'their-own')).toEqual([['there', 'their']]);
    expect(hits('I would of stayed longer.', 'modal-of')).toEqual([['of', 'have']]);
    expect(hits('He could not of known what would happen.', 'modal-of')).toEqual([['of', 'have']]);
    expect(hits('I did not want to loose the final.', 'lose-loose')).toEqual([['loose', 'lose']]);
  });

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

  it('capitalises countries, states and religions but not china or turkey', () => {
    expect(hits('We spent a summer in italy studying islamic art.', 'proper-capital')).toEqual([
      ['italy', 'Italy'],
      ['islamic', 'Islamic'],
    ]);
    expect(hits('We ate turkey off the good china.', 'proper-capital')).toEqual([]);
    expect(hits('We moved from ohio to texas when I was nine.', 'proper-capital')).toEqual([
      ['ohio', 'Ohio'],
      ['texas', 'Texas'],
    ]);
    // (a slip of "main" is no state)
    expect(hits('The library is failing its maine purpose.', 'proper-capital')).toEqual([]);
    expect(hits('I led a bible study and posted it on youtube.', 'proper-capital')).toEqual([
      ['bible', 'Bible'],
      ['youtube', 'YouTube'],
    ]);
  });
});

describe('compound modifiers', () => {
  it('hyphenates a well- compound after a preposition and a number with commas', () => {
    expect(hits('We read studies from well established labs.', 'compound-modifier')[0]?.[1]).toBe(
      'well-established',
    );
    expect(hits('It was a 1,200 page novel.', 'compound-modifier')[0]?.[1]).toBe('1,200-page');
    // "one way" of several, whose noun starts a clause; "a one way ticket" is the compound.
    expect(hits('We bought a one way ticket.', 'compound-modifier')[0]?.[1]).toBe('one-way');
    expect(hits('One way people make better choices is by waiting.', 'compound-modifier')).toEqual([]);
    expect(hits('She is as well known as her sister.', 'compound-modifier')).toEqual([]);
    expect(hits('We could not afford the higher priced food.', 'compound-modifier')).toEqual([
      ['higher priced', 'higher-priced'],
    ]);
    expect(hits('It is accredited by the Higher Learning Commission.', 'compound-modifier')).toEqual([]);
    expect(hits('Prices were higher than expected.', 'compound-modifier')).toEqual([]);
    expect(hits('We drank sugar free lemonade in a brand new kitchen.', 'compound-modifier')).toEqual([
      ['sugar free', 'sugar-free'],
      ['brand new', 'brand-new'],
    ]);
    expect(hits('Feel free to set the birds free; we met in person.', 'compound-modifier')).toEqual([]);
  });

  it('joins a noun and a past participle before a noun, once the sentence has its verb', () => {
    expect(hits('All access goes over an SSL encrypted connection.', 'compound-modifier')).toEqual([
      ['SSL encrypted', 'SSL-encrypted'],
    ]);
    expect(hits('We tested a steel belted tire.', 'compound-modifier')).toEqual([
      ['steel belted', 'steel-belted'],
    ]);
    const ok = [
      'The study measured student adjustment.',
      'Young people reported feeling sad.',
      'It met the regional housing need allocation.',
      'The company has no material unrecognized tax benefits.',
      'They offer a high quality finished product.',
      // A noun phrase after "and" or "because" opens its own clause: subject and verb.
      "My dad's hours had been cut, and my little brother needed braces.",
      'We moved because my older sister wanted space.',
    ];
    for (const text of ok)
      expect(
        hits(text, 'compound-modifier').filter(([w]) => w !== 'high quality'),
        text,
      ).toEqual([]);
  });

  it('joins a number and a singular noun before a singular head', () => {
    expect(hits('She wore a beautiful 3 stone ring.', 'compound-modifier')).toEqual([['3 stone', '3-stone']]);
    expect(hits('It is a four player card game.', 'compound-modifier')).toEqual([
      ['four player', 'four-player'],
    ]);
    const ok = [
      'He joined one of the five service academies.',
      'We pooled these 21 election studies.',
      'I have 3 stone cats.',
    ];
    for (const text of ok) expect(hits(text, 'compound-modifier'), text).toEqual([]);
  });

  it('knows the common fixed modifiers, and leaves open compounds and objects alone', () => {
    expect(
      hits('She got a fixed rate loan for her first generation college fund.', 'compound-modifier'),
    ).toEqual([
      ['fixed rate', 'fixed-rate'],
      ['first generation', 'first-generation'],
    ]);
    expect(hits('We offer industry leading service at a low profile desk.', 'compound-modifier')).toEqual([
      ['industry leading', 'industry-leading'],
      ['low profile', 'low-profile'],
    ]);
    const ok = [
      'Many high school students eat fast food.',
      'Schools should teach students specific skills.',
      'It is about 1 degree Celsius warmer.',
      'It can lead to long waiting times and better living standards.',
      'We wanted an open policymaking process.',
      'I read early pre-opening reviews.',
    ];
    for (const text of ok) expect(hits(text, 'compound-modifier'), text).toEqual([]);
  });
});

describe('number agreement after determiners', () => {
  it('flags "many reason" but not a modal or an invariant noun', () => {
    expect(hits('I have many reason to stay.', 'number-agreement').map((h) => h[0])).toEqual(['reason']);
    expect(hits('Many food and beverage companies advertise.', 'number-agreement')).toEqual([]);
    expect(hits('Three stand out as compelling.', 'number-agreement')).toEqual([]);
    expect(hits('These must be signed by Friday.', 'number-agreement')).toEqual([]);
    expect(hits('Each species of bird has a song.', 'number-agreement')).toEqual([]);
    // "this" opening a clause before a verb is a pronoun; before a noun and its verb, a determiner
    expect(hits('Of all I learned, this matters most.', 'number-agreement')).toEqual([]);
    expect(hits('I practice daily, and this helps me focus.', 'number-agreement')).toEqual([]);
    expect(hits('This books are heavy.', 'number-agreement').map((h) => h[0])).toEqual(['This books']);
    expect(hits('This places an extra onus on parents.', 'number-agreement')).toEqual([]);
    expect(hits('For every facts the student asks.', 'number-agreement').map((h) => h[0])).toEqual(['facts']);
    expect(hits('This pens are blue.', 'number-agreement').map((h) => h[0])).toEqual(['This pens']);
  });
});

describe('learner slips', () => {
  it('flags a missing -s after he, she or it', () => {
    expect(hits('My sister is shy, but she want the lead role.', 'pronoun-verb-s')).toEqual([
      ['want', 'wants'],
    ]);
    // "this" or "that" as the subject, with the verb's object after it.
    expect(hits('This make me feel that my voice matters.', 'pronoun-verb-s')).toEqual([['make', 'makes']]);
    expect(hits('That mean a lot to me.', 'pronoun-verb-s')).toEqual([['mean', 'means']]);
    // "lead" is mostly the past "led" misspelled: that comes first.
    expect(hits('Last year he lead the team to the finals.', 'pronoun-verb-s')).toEqual([['lead', 'led']]);
    const ok = [
      'Let it go and make him laugh.',
      'Does she know the way?',
      'It cut the rope.',
      'I saw her leave.',
      'These are the things that make me happy.',
      'That look she gave me stayed with me.',
    ];
    for (const text of ok) expect(hits(text, 'pronoun-verb-s'), text).toEqual([]);
  });

  it('flags "others" before a noun, plural mass nouns and "a such"', () => {
    expect(hits('I listened to others students in the club.', 'others-noun')).toEqual([['others', 'other']]);
    expect(hits('Many others use the library at night.', 'others-noun')).toEqual([]);
    expect(hits('The website gave us many informations.', 'no-plural')).toEqual([
      ['informations', 'information'],
    ]);
    expect(hits('I had never seen a such storm.', 'a-such')).toEqual([['a such', 'such a']]);
  });
});

describe('verb forms after "have", after "me to", and doubled superlatives', () => {
  it('gives a bare verb after "have" its past participle, where a verb is meant', () => {
    expect(hits('I have learn a lot from this experience.', 'perfect-participle')).toEqual([
      ['learn', 'learned'],
    ]);
    expect(hits('She has help me so much.', 'perfect-participle')).toEqual([['help', 'helped']]);
    expect(hits('I have not finish my homework.', 'perfect-participle')).toEqual([['finish', 'finished']]);
    expect(hits('They have go home already.', 'perfect-participle')).toEqual([['go', 'gone']]);
    expect(hits('The sun has go behind the clouds.', 'perfect-participle')).toEqual([['go', 'gone']]);
    quiet('perfect-participle', [
      'They never have to clean up.',
      'The audience has access to the content.',
      'We have work to do.',
      'You had better go now.',
      'I have come to love it.',
      'The things I have make me happy.',
      'If we did not have search engines, life would be hard.',
      'They have corn and chicken tamales.',
      'I have go a new bike.',
      'He has go to be there by six.',
      "You don't have attend a school.",
    ]);
  });

  it('reads "to" after a person as the infinitive of the verb before ("helped me to solve")', () => {
    expect(hits('He helped me to solved the problem.', 'to-past')).toEqual([['solved', 'solve']]);
    expect(hits('She told me to went home.', 'to-past')).toEqual([['went', 'go']]);
    quiet('to-past', ['He helped me to grow.', 'She taught them to used tools.', 'I gave it to them.']);
  });

  it('drops "with" after "married" before a person', () => {
    expect(hits('She married with him last year.', 'preposition-choice')).toEqual([
      ['married with', 'married'],
    ]);
    quiet('preposition-choice', ['My mom is married with two kids.']);
  });

  it('drops "most" before a superlative', () => {
    expect(hits('It was the most happiest day of my life.', 'double-comparative')).toEqual([
      ['most happiest', 'happiest'],
    ]);
    quiet('double-comparative', ['It was the most exciting day.', 'Most people were happiest at home.']);
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
