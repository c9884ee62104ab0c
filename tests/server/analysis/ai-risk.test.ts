// The fitted AI-risk model and the overall score, on texts written for this test (no corpus text).
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import type { Feedback } from '../../../shared/analysis/feedback';
import { ESSAY } from './fixtures';

// Deliberately written in the generic register of chat-assistant prose.
const GENERIC = `In today's rapidly evolving world, technology plays a crucial role in shaping the way individuals learn and communicate. Furthermore, it is important to recognize that digital tools offer numerous opportunities for personal growth and professional development.

Additionally, online platforms enable students to access valuable resources and collaborate with peers across the globe. This fosters a sense of community and ensures that learners can navigate the complexities of modern education. Moreover, these tools enhance critical thinking skills and empower individuals to pursue their passions.

However, it is essential to acknowledge the potential challenges associated with excessive screen time. Consequently, educators must strike a balance between innovation and traditional methods of instruction. By doing so, they can ensure that students develop a comprehensive understanding of various subjects.

Ultimately, technology serves as a powerful catalyst for positive change in education. In conclusion, embracing these innovations while remaining mindful of their limitations will enable society to unlock the full potential of future generations and foster a more inclusive and equitable learning environment for all.`;

const humanNess = (fb: Feedback) => fb.section_scores.ai_detection.details.user_metrics.human_ness;

let personal: Feedback;
let generic: Feedback;

beforeAll(async () => {
  await warmEngine();
  personal = (await analyzeEssay({ text: ESSAY })).feedback;
  generic = (await analyzeEssay({ text: GENERIC })).feedback;
}, 120_000);

describe('AI-writing risk', () => {
  it('rates generic assistant-style prose as riskier than a personal narrative', () => {
    expect(humanNess(generic).value!).toBeLessThan(humanNess(personal).value! - 20);
    expect(humanNess(personal).risk_level).toBe('low');
    expect(humanNess(generic).risk_level).not.toBe('low');
  });

  it('gives the same estimate when ai_detection runs alone (it needs no lint pass)', async () => {
    const alone = (await analyzeEssay({ text: GENERIC }, { analyzers: ['ai_detection'] })).feedback;
    expect(humanNess(alone)).toEqual(humanNess(generic));
  });

  it('explains what was measured without claiming certainty', () => {
    expect(humanNess(personal).explanation).toMatch(/cannot prove/);
  });
});

describe('overall score', () => {
  it('does not grow just because the same text is repeated', async () => {
    const doubled = (await analyzeEssay({ text: `${ESSAY}\n\n${ESSAY}` })).feedback;
    expect(doubled.word_count).toBeGreaterThan(personal.word_count * 1.9);
    expect(doubled.overall_score).toBeLessThanOrEqual(personal.overall_score + 3);
  });
});
