// The ending's insight (issue 30): a story whose reflection is cut off ends on what happened, and a
// reader misses the landing. Long narrated sentences with "I saw", "I showed", "I felt" are the
// story, not what the writer makes of it; "I have learned", "Now I notice" are. Essays written for
// these tests; no corpus text.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

const STORY = `The summer I turned fifteen, my uncle Ramón let me sweep the floor of his bicycle shop on Fourth Avenue in Tucson. By July he trusted me with flat tires, and by August with brakes. The shop smelled of rubber and degreaser, and a radio on the workbench played old rancheras all afternoon.

One morning a delivery driver brought in a cargo bike with a wheel bent like a potato chip. My uncle was out, so I clamped the wheel in the truing stand and turned the spokes a quarter turn at a time. It took me two hours and a bruised thumb. When the rim finally spun without a wobble, the driver shook my hand and rode off to finish his route.

On my last day I saw a girl wheel in a bike with a bent rim, and I showed her how to true it on the stand. She watched me tighten every spoke while her father paid for a new tube at the counter. Then I felt the bell over the door ring as they rode away down Fourth Avenue together.`;

const REFLECTION = `

I have learned that fixing something is mostly patience and attention. Now I notice the small wobble in people too, and I want to be the one who stops and looks. I still carry that spoke wrench in my backpack, and I know what it is for.`;

const review = async (text: string) =>
  (await analyzeEssay({ text, word_limit: 650, limit_type: 'words' })).feedback;
const metric = (fb: Awaited<ReturnType<typeof review>>, key: string) =>
  fb.section_scores.content.details.user_metrics[key];
const missingReflection = (fb: Awaited<ReturnType<typeof review>>) =>
  fb.improvements.some((i) => /Missing reflection/.test(i.issue));
const praisedReflection = (fb: Awaited<ReturnType<typeof review>>) =>
  fb.strengths.find((s) => /what the experience means to you/.test(s.description));

describe("the ending's insight", () => {
  it('reads an ending that narrates what the writer saw and did as no insight, and says so', async () => {
    const cut = await review(STORY);
    expect(metric(cut, 'ending_insight')).toBe(0);
    expect(missingReflection(cut)).toBe(true);
    expect(cut.score_explanation.rationale.join(' ')).toMatch(/An ending without the writer's own insight/);
    // Never praised for reflecting in the review that marks the ending down for lacking it, even
    // with "I still", "I want to" in its first lines.
    expect(praisedReflection(cut)).toBeUndefined();
    const framed = await review(`I still ride past that shop. I want to open one like it someday. ${STORY}`);
    expect(missingReflection(framed)).toBe(true);
    expect(framed.strengths.map((s) => s.description).join(' ')).not.toMatch(/reflect|means to you/);
  });

  it("reads others' beliefs as theirs, not the writer's insight", async () => {
    const others = `${STORY} The regulars still believe my uncle can fix anything, and they tell me so whenever I visit.`;
    const fb = await review(others);
    expect(metric(fb, 'ending_insight')).toBe(0);
    expect(missingReflection(fb)).toBe(true);
  });

  it('costs points when the insight is told only from inside the story, with nothing said from now', async () => {
    const then = `${STORY}\n\nThat summer I learned that fixing something took patience and attention. I realized that people wobbled too, and I decided to be the one who stopped and looked.`;
    const now = `${STORY}\n\nI have learned that fixing something takes patience and attention. I realize that people wobble too, and I want to be the one who stops and looks.`;
    const [past, present] = [await review(then), await review(now)];
    expect(missingReflection(past)).toBe(false);
    expect(past.score_explanation.rationale.join(' ')).toMatch(/An ending that stays in the past/);
    expect(present.score_explanation.rationale.join(' ')).not.toMatch(/An ending that stays in the past/);
    expect(past.overall_score).toBeLessThanOrEqual(present.overall_score - 3);
  });

  it('credits the same story with its reflection kept', async () => {
    const whole = await review(STORY + REFLECTION);
    expect(metric(whole, 'ending_insight')).toBeGreaterThanOrEqual(0.5);
    expect(missingReflection(whole)).toBe(false);
    expect(praisedReflection(whole)?.description).toMatch(/I still carry that spoke wrench/);
  });
});
