// Contract, offsets, college-essay rules and rendering, on the in-process pipeline.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay, renderResult } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { AnalysisResultSchema, type AnalysisResult } from '../../../shared/analysis/feedback';
import { ANALYSIS_STAGES, type StageEvent } from '../../../shared/analysis/stages';
import { ESSAY, PROMPT } from './fixtures';

let result: AnalysisResult;
const events: StageEvent[] = [];

beforeAll(async () => {
  await warmEngine(); // harper once per file
  result = await analyzeEssay(
    { text: ESSAY, prompt: PROMPT, word_limit: 650 },
    { onEvent: (e) => events.push(e) },
  );
}, 120_000);

describe('result contract', () => {
  it('validates against the zod schema', () => {
    const parsed = AnalysisResultSchema.safeParse(result);
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
  });

  it('has every required section, score and AI metric', () => {
    const fb = result.feedback;
    for (const s of [
      'grammar',
      'spelling',
      'style',
      'structure',
      'content',
      'authenticity',
      'ai_detection',
    ]) {
      expect(fb.section_scores[s], s).toBeDefined();
    }
    expect(fb.max_score).toBe(100);
    expect(fb.word_count).toBeGreaterThan(200);
    const ai = fb.section_scores.ai_detection.details.user_metrics;
    expect(ai.human_ness.risk_level).toMatch(/^(low|medium|high)$/);
    // No language model scored the text on the basic path: the measure says what it is.
    expect(ai.perplexity.explanation).toMatch(/^Word rarity, not a perplexity/);
    expect(JSON.parse(result.json_output)).toEqual(fb);
  });

  it('emits stages in order with the contract progress values', () => {
    expect(events.map((e) => [e.stage, e.progress])).toEqual([
      ['starting', 0],
      ['analyzers', 15],
      ['processing', 45],
      ['finalizing', 95],
    ]);
    expect(events[1]?.detail).toBe('Running quality checks');
  });

  it('runs the enhance hook at the llm_enhancement stage and re-renders', async () => {
    const seen: StageEvent[] = [];
    const r = await analyzeEssay(
      { text: ESSAY },
      {
        onEvent: (e) => seen.push(e),
        enhance: async (fb, ctx) => {
          ctx.emit('Calling the model');
          return {
            ...fb,
            improvements: [
              { ...fb.improvements[0]!, issue: 'From the model', source: 'llm_enhancement' },
              ...fb.improvements,
            ],
          };
        },
      },
    );
    expect(seen.map((e) => e.stage)).toEqual([
      'starting',
      'analyzers',
      'processing',
      'llm_enhancement',
      'llm_enhancement',
      'finalizing',
    ]);
    expect(seen.find((e) => e.stage === 'llm_enhancement')?.progress).toBe(ANALYSIS_STAGES[3].progress);
    expect(r.markdown).toContain('From the model');
  });
});

describe('findings point at the right words', () => {
  it('every annotation slices to its flagged text and has line numbers', () => {
    const fb = result.feedback;
    expect(fb.annotations.length).toBeGreaterThan(0);
    for (const a of fb.annotations) {
      expect(a.end).toBeGreaterThan(a.start);
      expect(a.end).toBeLessThanOrEqual(ESSAY.length);
    }
    const miss = fb.annotations.find((a) => a.category === 'misspelling');
    expect(ESSAY.slice(miss!.start, miss!.end)).toBe('recieve');
    expect(miss!.replacements[0]).toBe('receive');
    for (const i of fb.improvements) expect(i.location.line_start).toBeGreaterThanOrEqual(1);
  });

  it('detects genre clichés', () => {
    const cl = result.feedback.annotations
      .filter((a) => a.category === 'cliche')
      .map((a) => ESSAY.slice(a.start, a.end));
    expect(cl).toContain('Ever since I was young');
    expect(cl.some((c) => /passion for/i.test(c))).toBe(true);
  });

  it('flags the lesson slogans and story clichés readers skim past', async () => {
    const text =
      'Little did I know that the move was a blessing in disguise. I learned I can do anything I set my mind to, and my town was very unique.';
    const r = await analyzeEssay({ text }, { analyzers: ['style'] });
    const marked = r.feedback.annotations.map((a) => [a.category, text.slice(a.start, a.end)]);
    expect(marked).toEqual([
      ['cliche', 'Little did I know'],
      ['cliche', 'a blessing in disguise'],
      ['cliche', 'anything I set my mind to'],
      ['wordy', 'very unique'],
    ]);
  });

  it("offers a wordy phrase's shorter form in the case it was written in", async () => {
    const text = 'In order to win, we trained. The reason is because we wanted it.';
    const r = await analyzeEssay({ text }, { analyzers: ['style'] });
    const wordy = r.feedback.annotations
      .filter((a) => a.category === 'wordy')
      .map((a) => [text.slice(a.start, a.end), a.replacements[0]]);
    expect(wordy).toEqual([
      ['In order to', 'To'],
      ['The reason is because', 'The reason is that'],
    ]);
  });

  it('suggests the written form of "gonna", "kinda" and "anyways" outside dialogue', async () => {
    const text = 'I was gonna quit. "You gotta stay," Coach said. Anyways, I kinda liked it.';
    const r = await analyzeEssay({ text }, { analyzers: ['style'] });
    const informal = r.feedback.annotations
      .filter((a) => a.category === 'informal')
      .map((a) => [text.slice(a.start, a.end), a.replacements[0]]);
    expect(informal).toEqual([
      ['gonna', 'going to'],
      ['Anyways', 'Anyway'],
      ['kinda', 'kind of'],
    ]);
  });

  it('detects the announcements and closing lines admissions readers see most', async () => {
    const text = [
      'In this essay I will explain why volunteering matters to me.',
      'Working at the hospital was an eye-opening experience that shaped me into the person I am today.',
      'I know I would be a great addition to your university.',
    ].join(' ');
    const r = await analyzeEssay({ text }, { analyzers: ['style'] });
    const cl = r.feedback.annotations
      .filter((a) => a.category === 'cliche')
      .map((a) => text.slice(a.start, a.end));
    expect(cl).toEqual([
      'In this essay I will',
      'eye-opening',
      'shaped me into the person I am today',
      'a great addition to your university',
    ]);
  });

  it('does not flag names or recurring heritage words as misspellings', () => {
    const flagged = result.feedback.annotations
      .filter((a) => a.analyzer === 'spelling' && a.severity === 'error')
      .map((a) => ESSAY.slice(a.start, a.end));
    for (const name of ['Abuela', 'Lucía', 'Mijo', 'Mateo', 'Priya']) expect(flagged).not.toContain(name);
  });

  it('catches real-word errors', async () => {
    const r = await analyzeEssay({ text: 'I no that the test was hard, but I studied every night.' });
    const a = r.feedback.annotations.find((x) => x.category === 'real_word');
    expect(a && 'I no that the test was hard'.slice(a.start, a.end)).toBe('no');
    expect(a?.replacements[0]).toBe('know');
  });
});

describe('length limit', () => {
  it('over the limit is a HIGH improvement with the number of words to cut', async () => {
    const r = await analyzeEssay({ text: ESSAY, word_limit: 100 });
    const over = r.feedback.improvements.find((i) => /over the limit/i.test(i.issue));
    expect(over?.priority).toBe('HIGH');
    expect(over?.issue).toContain(`${r.feedback.word_count - 100} words`);
    expect(r.feedback.length.delta).toBe(r.feedback.word_count - 100);
  });

  it('counts characters when limit_type is characters, and notes far-under essays', async () => {
    const r = await analyzeEssay({ text: ESSAY, word_limit: 5000, limit_type: 'characters' });
    expect(r.feedback.length).toMatchObject({ unit: 'characters', status: 'under', used: ESSAY.length });
  });
});

describe('rendering', () => {
  const XSS = '<img src=x onerror=alert(1)>';
  it('escapes essay and user text in html and markdown', async () => {
    const r = await analyzeEssay({
      text: `${ESSAY}\n\nMy favorite tag is ${XSS} and [link](javascript:alert(1)).`,
      prompt: XSS,
    });
    expect(r.html).not.toContain('<img');
    expect(r.markdown).not.toContain('<img');
    expect(r.markdown).not.toContain('](javascript');
    expect(r.html.startsWith('<!doctype html>')).toBe(true);
    expect(r.html).toContain('<style>');
    expect(r.html).not.toMatch(/<script|<link /);
  });

  it('renderResult re-renders merged feedback', () => {
    const fb = { ...result.feedback, summary: `Merged ${XSS}` };
    const r = renderResult(fb);
    expect(r.feedback.summary).toBe(fb.summary);
    expect(r.html).toContain('Merged &#60;img');
    expect(AnalysisResultSchema.safeParse(r).success).toBe(true);
  });
});

describe('one mistake, one finding', () => {
  it('shows a slip two analyzers both catch once, at the stronger severity', async () => {
    const text = 'We can not stop now, because the game starts at noon and the whole team is waiting for us.';
    const { feedback } = await analyzeEssay({ text });
    const at = feedback.annotations.filter((a) => text.slice(a.start, a.end) === 'can not');
    expect(at).toHaveLength(1);
    expect(at[0]!.replacements[0]).toBe('cannot');
    expect(at[0]!.severity).toBe('error');
    const cards = feedback.improvements.filter((i) => i.text_snippet.includes('can not'));
    expect(cards.length).toBeLessThanOrEqual(1);
  });
});

describe('one piece of advice, one card', () => {
  it('groups a cliché used three times into one card that lists every place, and lists each next step once', async () => {
    const text = [
      'I want to make a difference in my town. The food bank showed me how.',
      'Every Saturday I sorted cans with my neighbor Ana, and it makes a difference to families nearby.',
      'Next year I will lead the drive, because I still want to make a difference where I live.',
    ].join('\n\n');
    const { feedback } = await analyzeEssay({ text });
    const cards = feedback.improvements.filter((i) => /difference/i.test(i.issue));
    expect(cards).toHaveLength(1);
    expect(cards[0]!.issue).toMatch(/\(3 times\)$/);
    expect(cards[0]!.evidence).toEqual([
      'line 1: "make a difference"',
      'line 3: "makes a difference"',
      'line 5: "make a difference"',
    ]);
    expect(cards[0]!.location).toEqual({ line_start: 1, line_end: 5 });
    // Every occurrence is still highlighted in the essay.
    expect(feedback.annotations.filter((a) => a.category === 'cliche')).toHaveLength(3);
    const steps = feedback.score_guidance.next_steps;
    expect(new Set(steps).size).toBe(steps.length);
  });
});

describe('applying a fix', () => {
  it('cuts an intensifier with one of its spaces, leaving no double space', async () => {
    const text =
      'I was really happy. It was very cold and really dark. We were super tired, and the hike was very long. It was truly fun.';
    const r = await analyzeEssay({ text }, { analyzers: ['style'] });
    const cuts = r.feedback.annotations.filter((a) => a.category === 'intensifier');
    expect(cuts.length).toBeGreaterThan(2);
    for (const a of cuts) {
      const applied = text.slice(0, a.start) + a.replacements[0] + text.slice(a.end);
      expect(applied).not.toMatch(/ {2}| [.,]/);
    }
  });
});
