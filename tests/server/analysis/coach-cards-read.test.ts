// The cards read as a coach would write them: a scene is a moment, deliberate repetition is a
// device, and a count counts one thing. Essays written for these tests; no corpus text.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const review = async (text: string) => (await analyzeEssay({ text, word_limit: 650 })).feedback;

// General statements that carry names and numbers, then one moment told closely.
const SUMMARY_THEN_SCENE = [
  'The cicadas swarmed Washington and its suburbs in 1987, 2004 and again in 2021.',
  'My family has always lived in Maryland, and for years I avoided every tree in Rock Creek Park.',
  'Insects taught me the importance of patience, and I learned to value the natural world.',
  'Biology became my favourite subject in ninth grade, and Ms. Alvarez encouraged my curiosity.',
  'I joined the science club, entered two fairs and read everything about periodical insects.',
  'Over the years my fear turned into respect, and my respect turned into a real interest.',
  'That night in May, the buzzing outside my window was so loud that I could not hear my sister.',
  '“Come look,” she whispered, pressing a jar against the glass.',
  'Inside, a cicada split its brown shell down the back and pulled itself out, pale and wet.',
  'We sat on the cold floor and watched its wings unfold, green veins filling like rivers.',
  'By the time the sky turned grey, it had climbed the curtain and was gone.',
  'I still keep the empty shell on my desk beside my notes from the science fair.',
  'When I look at it, I think about how something can change completely and still be itself.',
  'I used to think courage meant not being afraid, but the cicada showed me another kind.',
  'Now I want to study entomology, because I want to understand the creatures I once ran from.',
  'I hope to spend my college summers in the field, counting broods and mapping where they emerge.',
  'Each count will add a little to what we know about how these insects survive so long underground.',
  'Seventeen years is a long time to wait in the dark, and I understand that patience now.',
  'The next time they come, I will be waiting for them with a notebook instead of running away.',
  'I might even bring my sister along, so that she can see how far I have come since that night.',
].join(' ');

// The same kind of life story told only in summary: names and numbers, no moment.
const SUMMARY_ONLY = [
  'Music has always been the centre of my life, and it has taught me the value of hard work.',
  'I started piano lessons with Mrs. Chen in 2012 and joined the Lincoln Youth Orchestra in 2016.',
  'Over the years I practised for thousands of hours and performed in more than 40 concerts.',
  'In 2018 I won second prize at the Riverside Piano Competition in Lincoln, Nebraska.',
  'Every experience on stage helped me grow as a musician and as a person.',
  'Music taught me discipline, perseverance and the importance of working with others.',
  'In high school I became the principal cellist, which was a great opportunity for leadership.',
  'I learned that leadership means listening to others and supporting the whole section.',
  'I also realized that mistakes are part of growth, and that every challenge makes you stronger.',
  'Teaching younger students at the Westside Community Center showed me the impact of mentorship.',
  'I taught 12 children for three years, and many of them now play in school orchestras.',
  'This experience taught me the importance of patience and of believing in other people.',
  'Music has shaped who I am today and has given me a passion for helping others succeed.',
  'I believe that the lessons I learned from music will help me in every part of my future.',
  'In college I want to continue playing in an orchestra and to keep teaching young musicians.',
  'I also hope to study music education so that I can share my love of music with many others.',
  'Music has given me so much, and I am grateful for every opportunity it has brought me.',
  'I know that the discipline I have developed will help me succeed in any field I choose.',
  'Most of all, music taught me that hard work and dedication always pay off in the end.',
  'I am excited to bring this passion and dedication to the next chapter of my life.',
].join(' ');

describe('the developed-scene card', () => {
  it('quotes a moment of the scene, not a general statement that carries a name or a year', async () => {
    const fb = await review(SUMMARY_THEN_SCENE);
    const scene = fb.strengths.find((s) => s.description.startsWith('A developed scene'));
    expect(scene?.description).toMatch(/That night in May|Come look|cicada split its brown shell/);
    expect(scene?.description).not.toMatch(/1987|always lived|importance of patience/);
  });

  it('finds no scene in an essay of summary, names and numbers notwithstanding', async () => {
    const fb = await review(SUMMARY_ONLY);
    expect(fb.strengths.map((s) => s.description).join('\n')).not.toMatch(/developed scene/);
    expect(fb.improvements.map((i) => i.issue)).toContain('Summary, no developed scene');
  });
});

async function openings(text: string) {
  const r = await analyzeEssay({ text }, { analyzers: ['structure'] });
  return {
    cards: r.feedback.improvements.filter((i) => /Repeated sentence openings/.test(i.issue)),
    devices: r.feedback.strengths.filter((s) => /Deliberate repetition/.test(s.description)),
  };
}

describe('repetition chosen on purpose', () => {
  it("names \"He didn't … He didn't … He didn't …\" as a device, not a fault", async () => {
    const { cards, devices } = await openings(
      'My father left before I could walk. He didn’t teach me to ride a bike. He didn’t sit in the stands at my games. He didn’t read my essays at midnight. My mothers did all of that, and more.',
    );
    expect(cards).toEqual([]);
    expect(devices.map((d) => d.description)).toEqual([
      'Deliberate repetition: 3 sentences in a row open "He didn’t …", building to a point.',
    ]);
  });

  it('names a run of very short sentences on one word as a cadence', async () => {
    const { cards, devices } = await openings(
      'Kimchi is more than a dish in our house. It evokes. It inspires. It remembers. My grandmother made it every winter.',
    );
    expect(cards).toEqual([]);
    expect(devices).toHaveLength(1);
  });

  it('still asks to vary a long run of "I" sentences that say different things', async () => {
    const { cards } = await openings(
      'I walked into the gym on the first day of tryouts. I saw twenty girls who had played for years. I wanted to turn around and go home. I remembered my coach and her advice about nerves. I tied my shoes twice. Instead of leaving, I stayed.',
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]!.issue).toBe('Repeated sentence openings: "I …"');
  });
});

describe('strengths that quote the essay', () => {
  it('names the concrete details it praises', async () => {
    const fb = await review(SUMMARY_THEN_SCENE);
    const details = fb.strengths.find((s) => s.description.startsWith('Concrete details'));
    expect(details?.description).toMatch(
      /^Concrete details ground the story: .*"(?:Rock Creek Park|Ms\. Alvarez|Maryland)"/,
    );
  });

  it('does not list a name again that the quoted line already shows', async () => {
    const fb = await review(`“Hurry up, Anna,” my father called from the car. ${SUMMARY_THEN_SCENE}`);
    const details = fb.strengths.find((s) => s.description.startsWith('Concrete details'));
    expect(details?.description).toContain('“Hurry up, Anna”');
    expect(details?.description).not.toContain('"Anna"');
  });

  it('shows a name with its number whole, or not at all ("One Direction", never "Top" of "Top 40")', async () => {
    const fb = await review(
      `I grew up on Top 40 hits and One Direction songs, and later on Hans Zimmer. ${SUMMARY_THEN_SCENE}`,
    );
    const details = fb.strengths.find((s) => s.description.startsWith('Concrete details'));
    expect(details?.description).toContain('"One Direction"');
    expect(details?.description).not.toMatch(/"Top"|"Direction"/);
  });
});

describe('counts count one thing', () => {
  it('names two different clichés that share advice each, with no "(2 times)"', async () => {
    const fb = await review(
      `${SUMMARY_THEN_SCENE} At my new school I was a little fish in a big pond, until the science club pushed me out of my shell.`,
    );
    const card = fb.improvements.find((i) => /little fish/.test(i.issue));
    expect(card?.issue).toBe('Cliché: "a little fish in a big pond", "pushed me out of my shell"');
  });

  it('counts the same cliché twice as "(2 times)"', async () => {
    const fb = await review(
      `${SUMMARY_THEN_SCENE} I was a little fish in a big pond at first. Later I was a little fish in a big pond again.`,
    );
    expect(fb.improvements.map((i) => i.issue)).toContain('Cliché: "a little fish in a big pond" (2 times)');
  });

  it('gives a word flagged twice with the same note one card, counted', async () => {
    const fb = await review(
      `${SUMMARY_THEN_SCENE} The two voices kept dissonating until the chorus. Even then they were dissonating, and I loved it.`,
    );
    const cards = fb.improvements.filter((i) => /dissonating/.test(i.issue));
    expect(cards.map((c) => c.issue)).toEqual([expect.stringMatching(/"dissonating".*\(2 times\)$/)]);
  });

  it('lists the same quick win once, with how many times it applies', async () => {
    const fb = await review(
      `${SUMMARY_THEN_SCENE} My grandmother instilled in me a love of insects. My teacher instilled in me a habit of counting.`,
    );
    const wins = fb.quick_wins.filter((w) => /"instilled"/.test(w.description));
    expect(wins.map((w) => w.description.replace(/^Line \d+: /, ''))).toEqual([
      'change "instilled" to "taught" (2 times)',
    ]);
  });
});

describe('next steps', () => {
  it('send the student through the marked word fixes once, not one step per misspelling', async () => {
    const text = SUMMARY_THEN_SCENE.replace('buzzing', 'buzzzing')
      .replace('curtain', 'curtian')
      .replace('notebook', 'notebok')
      .replace('entomology', 'entomolgy')
      .replace('whispered', 'whisperd')
      .replace('climbed', 'climed')
      .replace('patience now', 'patiense now');
    const steps = (await review(text)).score_guidance.next_steps;
    const wordSteps = steps.filter((s) => /marked|Replace "|did you mean/i.test(s));
    expect(wordSteps).toHaveLength(1);
    expect(wordSteps[0]).toMatch(/^Fix the words marked in the essay .*Start with "\w+" → "\w+"\.$/);
  });
});
