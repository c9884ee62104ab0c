// The fitted AI-risk model and the overall score, on texts written for this test (no corpus text).
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import type { Feedback } from '../../../shared/analysis/feedback';
import { AI_RISK_WHAT_COUNTS, PASSAGE_MAP_HOW } from '../../../shared/analysis/ai-texts';
import { escapeHtml, escapeMarkdown } from '../../../server/analysis/render/escape';
import { carefulWritingAsRisk } from '../../helpers/aiAdvice';
import { ESSAY, GENERIC, withPastedParagraphs, withRewrittenParagraphs } from './fixtures';

// Written for this test in the style of an English learner: simple words, agreement slips,
// missing apostrophes, lower-case "i". Detectors that reward plain vocabulary flag such essays.
const LEARNER = `In my country many student want to study abroad after high school. i think it is good idea but also it have some problem. First, when you go to other country you must to learn new language and it is not easy. My cousin go to Canada two years ago and in first month he dont understand nothing in the class, he was very sad and he call my aunt every night. But after some time he get better and now he speak english very good and he have many friend from other country.

Second, study abroad is very expensive. My family is not rich so for me it is difficult. I must to work in the summer in my uncle shop for save money. Sometimes i think maybe is better stay in my country and study in the university here, because the teachers is good also and i can live with my family and eat my mother food every day.

But i still want to go. I want see how people live in other place and i want to learn thing that i cant learn here. So my plan is work hard, save money and get a scholarship. If i cant get it, i will study here first and go later for master degree. I think the most important thing is not give up your dream, even if it take more time than you want.`;

const aiMetrics = (fb: Feedback) => fb.section_scores.ai_detection.details.user_metrics;
const humanNess = (fb: Feedback) => aiMetrics(fb).human_ness;
const features = (fb: Feedback) => aiMetrics(fb).features as Record<string, number>;
const aiOnly = async (text: string) =>
  (await analyzeEssay({ text }, { analyzers: ['ai_detection'] })).feedback;

/** Re-wraps every paragraph at ~70 characters with single line breaks, as text pasted from a PDF. */
const hardWrap = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/(.{50,70}?) /g, '$1\n'))
    .join('\n');

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

  it('explains what was measured and names the signals behind this estimate, without claiming certainty', () => {
    expect(humanNess(personal).explanation).toMatch(/cannot prove/);
    expect(humanNess(generic).explanation).toMatch(/Toward AI-like here: .*chat-assistant vocabulary/);
    expect(humanNess(generic).value).toBeGreaterThanOrEqual(1);
    const card = generic.improvements.find((i) => /AI-detection risk/.test(i.issue));
    expect(card?.suggestion).toMatch(/crucial/);
    expect(`${card?.issue} ${JSON.stringify(card)}`).toMatch(/not proof/);
  });

  it("names the essay's own chat-assistant words and cites them in the suggestion", () => {
    const named = /chat-assistant vocabulary \(([^)]*)\)/.exec(humanNess(generic).explanation)?.[1] ?? '';
    const words = named.split(/, | and /).filter(Boolean);
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) expect(GENERIC.toLowerCase()).toContain(w);
    const card = generic.improvements.find((i) => /AI-detection risk/.test(i.issue));
    expect(card?.suggestion).toContain(`"${words[0]}"`);
  });

  it('does not flag an English learner essay with plain words and slips', async () => {
    const fb = await aiOnly(LEARNER);
    expect(humanNess(fb).risk_level).toBe('low');
    expect(humanNess(fb).value).toBeLessThanOrEqual(99);
  });

  it('gives no risk level to a text too short to judge, and says why', async () => {
    const fb = await aiOnly(GENERIC.split(/\s+/).slice(0, 120).join(' '));
    expect(humanNess(fb).risk_level).toBe('unknown');
    expect(humanNess(fb).value).toBeNull();
    expect(humanNess(fb).explanation).toMatch(/Not enough text to judge: 120 words.*below 150 words/);
    // Plain words for a student: no 'unreliable for every detector'.
    expect(humanNess(fb).explanation).not.toMatch(/unreliable|detector/);
  });

  it('measures hard-wrapped text (pasted from a PDF) like the same text unwrapped', async () => {
    const text = hardWrap(ESSAY);
    expect(text.split('\n').length).toBeGreaterThan(12);
    const wrapped = await aiOnly(text);
    // Line ends inside sentences are not read as sentence ends or lower-case sentence starts.
    expect(features(wrapped).sentenceLength).toBe(features(personal).sentenceLength);
    expect(features(wrapped).informal).toBe(features(personal).informal);
    // The wrapping also loses the blank lines between paragraphs, so how evenly the paragraphs are
    // filled is only guessed from short closing lines: the same level, a nearby estimate.
    expect(humanNess(wrapped).risk_level).toBe(humanNess(personal).risk_level);
    expect(Math.abs(humanNess(wrapped).value! - humanNess(personal).value!)).toBeLessThanOrEqual(12);
  });
});

describe('overall score', () => {
  it('does not grow just because the same text is repeated', async () => {
    const doubled = (await analyzeEssay({ text: `${ESSAY}\n\n${ESSAY}` })).feedback;
    expect(doubled.word_count).toBeGreaterThan(personal.word_count * 1.9);
    expect(doubled.overall_score).toBeLessThanOrEqual(personal.overall_score + 3);
  });
});

describe('AI detection: advice, passages and the length floor', () => {
  it('never gives correct spelling, rare words or polish as a reason for risk', () => {
    const reasons = /Toward AI-like here: ([^.]*)\./.exec(humanNess(generic).explanation)?.[1] ?? '';
    expect(reasons).not.toBe('');
    const card = generic.improvements.find((i) => /AI-detection risk/.test(i.issue))!;
    for (const said of [reasons, ...card.evidence, card.suggestion])
      expect(said).not.toMatch(/spelling|typo|slip|rare|uncommon|everyday words|tidy|polish|informal/i);
    // It points at what would make the text personal instead.
    expect(card.suggestion).toMatch(/a scene.*a name/);
  });

  it('does not raise the risk when an essay is proofread', async () => {
    const proofread = LEARNER.replace(/\bi\b/g, 'I')
      .replace(/dont/g, "don't")
      .replace(/cant/g, "can't")
      .replace(/english/g, 'English');
    const [before, after] = [await aiOnly(LEARNER), await aiOnly(proofread)];
    expect(humanNess(after).value).toBeGreaterThanOrEqual(humanNess(before).value!);
  });

  it("shows where: marks pasted generic paragraphs in a personal essay and not the student's own", async () => {
    const { text, paragraphs } = withPastedParagraphs();
    const passages = aiMetrics(await aiOnly(text)).passages!;
    expect(passages).toHaveLength(4);
    expect(passages.map((p) => p.machine_like)).toEqual([false, true, false, true]);
    expect(text.slice(passages[1]!.start, passages[1]!.end)).toBe(paragraphs[1]);
    const genericStarts = [text.indexOf(paragraphs[1]!)];
    const at = (start: number) => passages.find((p) => p.start <= start && start < p.end)!;
    expect(at(genericStarts[0]!).snippet).toMatch(/^In today's rapidly evolving world/);
  });

  it("marks paragraphs rewritten in a polished generated voice against the writer's own, even when the essay reads human-written", async () => {
    // Two paragraphs in the applicant's first person, but general where the rest is specific: no
    // names, numbers or dialogue, longer words than the writer's own paragraphs.
    const { text, rewritten } = withRewrittenParagraphs();
    const m = aiMetrics(await aiOnly(text));
    expect(m.human_ness.risk_level).toBe('low');
    const marked = m.passages!.filter((p) => p.machine_like).map((p) => text.slice(p.start, p.end));
    expect(marked).toEqual(rewritten);
  });

  it('judges nothing below the length floor: no level, no number, no passages, not a score bar', async () => {
    const fb = (await analyzeEssay({ text: ESSAY.split(/\s+/).slice(0, 120).join(' ') })).feedback;
    const ai = fb.section_scores.ai_detection;
    expect(ai.details.user_metrics.enough_text).toBe(false);
    expect(ai.details.user_metrics.passages).toEqual([]);
    expect(ai.summary).toBe('AI detection: not enough text to judge.');
    expect(ai.details.user_metrics.word_rarity?.interpretation).toBe('Not enough text to judge');
    expect(Object.keys(fb.score_explanation.factors)).not.toContain('ai_detection');
  });

  it('the exports show the same level, level meaning and passage map, and no number for a short text', async () => {
    const { text } = withPastedParagraphs();
    const full = await analyzeEssay({ text }, { analyzers: ['ai_detection'] });
    const level = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' }[
      humanNess(full.feedback).risk_level as 'low'
    ];
    for (const out of [full.markdown, full.html]) {
      expect(out).toContain(level);
      expect(out).toMatch(/In tests, \d+ % of AI-written college essays/);
      expect(out).toContain('2 of 4 passages read machine-like');
      expect(out).toContain((out === full.html ? escapeHtml : escapeMarkdown)(PASSAGE_MAP_HOW));
      expect(out).toMatch(/Passage 2: (&#34;|")In today/);
      expect(out).not.toMatch(/Perplexity/);
    }
    // At medium or high, what raises the level and what never does; careful writing is never a reason.
    const risky = await analyzeEssay({ text: GENERIC }, { analyzers: ['ai_detection'] });
    for (const out of [risky.markdown, risky.html]) {
      expect(out).toContain((out === risky.html ? escapeHtml : escapeMarkdown)(AI_RISK_WHAT_COUNTS));
      expect(carefulWritingAsRisk(out.slice(out.indexOf('AI detection')))).toEqual([]);
    }
    const short = await analyzeEssay({ text: ESSAY.split(/\s+/).slice(0, 100).join(' ') });
    for (const out of [short.markdown, short.html]) {
      const section = out.slice(out.indexOf('AI detection</h2>') + 1 || out.indexOf('## AI detection'));
      expect(section).toContain('Not enough text to judge');
      expect(section).not.toMatch(/Human-ness|\/100|risk\b/);
    }
  });
});
