// A score that moves with what a reader would judge, and cards that quote the essay (issue 30).
// Essays written for these tests; no corpus text.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { scoreGuidance } from '../../../server/analysis/build/summary';
import { ESSAY } from './fixtures';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const run = async (text: string, word_limit?: number) =>
  (await analyzeEssay({ text, word_limit, limit_type: 'words' })).feedback;

describe('the score', () => {
  it('caps an essay over its limit and says how many words to cut', async () => {
    const words = ESSAY.split(/\s+/).length;
    const within = await run(ESSAY, words);
    const over = await run(ESSAY, words - 60);
    expect(over.overall_score).toBeLessThanOrEqual(69);
    expect(over.overall_score).toBeLessThan(within.overall_score - 3);
    expect(over.score_guidance.tier_description).toMatch(/Not submittable yet: over the limit by 60 words/);
    expect(over.improvements[0]!.issue).toBe('Over the limit by 60 words');
  });

  it('costs points for the same text pasted twice', async () => {
    const once = await run(ESSAY, 650);
    const twice = await run(`${ESSAY}\n\n${ESSAY}`, 650);
    expect(twice.overall_score).toBeLessThan(once.overall_score - 10);
  });

  it('takes off for space left unused in proportion, without calling a sound short essay poor', async () => {
    // 206 words against 650: a coach says "you have 400 words left to show more", so it costs
    // something, but the essay's own qualities still carry most of the score.
    const full = await run(ESSAY, 220);
    const third = await run(ESSAY, 650);
    expect(third.overall_score).toBeLessThanOrEqual(full.overall_score - 5);
    expect(third.overall_score).toBeGreaterThanOrEqual(full.overall_score - 20);
  });

  it('costs points when the sentences are shuffled', async () => {
    const s = ESSAY.replace(/\n\n/g, ' ')
      .match(/[^.!?]+[.!?]+["”]?/g)!
      .map((x) => x.trim());
    const shuffled = [5, 12, 1, 9, 3, 7, 0, 11, 2, 8, 4, 10, 6].map((i) => s[i]).join(' ');
    const inOrder = await run(s.join(' '), 250);
    expect((await run(shuffled, 250)).overall_score).toBeLessThanOrEqual(inOrder.overall_score - 3);
  });

  it('gives no score to a single word or to a Spanish essay, and says why', async () => {
    const one = await run('Hello');
    expect(one.overall_score).toBe(0);
    expect(one.score_withheld?.reason).toBe('too_short');
    expect(one.score_guidance.tier_name).toBe('Not scored');
    const spanish = await run(
      'Mi abuela me enseñó a cocinar cuando yo tenía siete años. Cada domingo preparábamos tamales para toda la familia, y ella me contaba historias de su pueblo en Oaxaca. Aprendí que la cocina es una forma de amor y de memoria. Cuando ella murió, seguí cocinando sus recetas para no olvidar su voz. Ahora quiero estudiar nutrición para ayudar a mi comunidad a comer mejor sin perder sus tradiciones.',
    );
    expect(spanish.score_withheld?.reason).toBe('not_english');
    expect(spanish.summary).toMatch(/Not scored: most of this text does not read as English/);
  });

  it('never calls the top tier polished while errors are open', () => {
    expect(scoreGuidance(93, [], { errors: 5 }).tier_name).toBe('Outstanding once you fix 5 errors');
    expect(scoreGuidance(93, [], { errors: 5 }).tier_description).not.toMatch(/polished/i);
    expect(scoreGuidance(93, [], { errors: 0 }).tier_name).toBe('Outstanding');
  });
});

describe('coach cards', () => {
  it('quotes a generic opening and names the subject in the summary', async () => {
    const fb = await run(ESSAY);
    const opening = fb.improvements.find((i) => i.issue.startsWith('Opening line'));
    expect(opening?.evidence.join(' ') ?? '').toMatch(
      /Ever since I was young, I have had a passion for fixing things/,
    );
    expect(fb.summary).toMatch(/206-word essay about (?:lamps|radio|kitchen)/);
  });

  it('names the subject as the essay writes it: "an engineer", one "field hockey"', async () => {
    const engineer = await run(
      "There's no doubt that I will choose to be an engineer. Being an engineer is something I have wanted since I was small. It will let me build bridges that last long after I am gone, and I want people to cross them every day. My uncle builds roads in our town, and I spent summers beside him reading plans and asking why each curve bends where it does.",
    );
    expect(engineer.summary).toMatch(/essay about an engineer\b/);
    const hockey = await run(
      'I picked up a field hockey stick at nine, and field hockey taught me to read a game before it happens. By ninth grade I was coaching younger players on the same muddy pitch, and I still tape my stick the way my first coach did. Now I run the drills on Saturday mornings, and I learn as much from the younger players as they learn from me.',
    );
    expect(hockey.summary).toMatch(/essay about field hockey\b/);
  });

  it('notices an essay about the school rather than the applicant', async () => {
    const brochure = [
      'I first visited Ridgefield College on a rainy Saturday in October with my father.',
      'The university offers more than two hundred courses in engineering and design.',
      'Its professors are leaders in robotics and renewable energy research.',
      'The campus has a new maker space with laser cutters and 3D printers.',
      'The program in mechanical engineering is ranked among the best in the country.',
      'Students can join over three hundred clubs, from chess to rocketry.',
      'The college also offers study abroad programs in twelve countries.',
      'Its career center places graduates at leading companies every year.',
      'The dining hall serves food from local farms, and the library is open all night.',
      'I believe Ridgefield is the right place for me, and I hope to study there next fall.',
    ].join(' ');
    const fb = await run(`${brochure} ${brochure.replace('rainy', 'sunny')}`);
    const card = fb.improvements.find((i) => i.issue === 'The essay drifts from you to the school');
    expect(card?.suggestion).toMatch(/what you would do with it/);
  });
});
