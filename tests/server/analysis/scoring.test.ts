// Section and overall scores: they follow the quality signals they name, explain themselves, and
// length alone cannot raise them. Analyzers run in-process on hand-written texts (no harper).
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEssay } from '../../../server/analysis/nlp/parse';
import { getWink } from '../../../server/analysis/nlp/resources';
import { getLexicon } from '../../../server/analysis/spell/corrector';
import { buildNames } from '../../../server/analysis/spell/names';
import { style } from '../../../server/analysis/analyzers/style';
import { structure } from '../../../server/analysis/analyzers/structure';
import { content } from '../../../server/analysis/analyzers/content';
import { authenticity } from '../../../server/analysis/analyzers/authenticity';
import type { AnalyzerOutput } from '../../../server/analysis/analyzers/types';
import {
  overallScore,
  scoreBreakdown,
  sectionValues,
  WEIGHTS,
  type Outputs,
} from '../../../server/analysis/scoring';
import { ESSAY } from './fixtures';

beforeAll(() => {
  // The tagger and the word-frequency lexicon; harper is not needed here.
  getWink();
  getLexicon();
}, 60_000);

function run(text: string, input: { word_limit?: number; limit_type?: 'words' | 'characters' } = {}) {
  const essay = parseEssay(text);
  const ctx = {
    input: { text, limit_type: 'words' as const, ...input },
    harper: [],
    names: buildNames(essay),
  };
  const outputs: Outputs = {};
  for (const a of [style, structure, content, authenticity]) outputs[a.name] = a.run(essay, ctx);
  // No lint pass here: grammar and spelling come in as clean.
  const clean = (): AnalyzerOutput => ({
    issues: [],
    strengths: [],
    metrics: { errors: 0, errors_per_100_words: 0 },
  });
  outputs.grammar = clean();
  outputs.spelling = clean();
  const values = sectionValues(outputs, essay);
  return { essay, outputs, values, overall: overallScore(values) };
}

const PLAIN = `My school has a lot of clubs. I like the robot club a lot. The robot club is fun and I like it. We make robots in the robot club. The robots are fun to make. I like to make the robots with my friends. My friends like the robots too. We make the robots after school. After school we go to the club and make the robots. The robots can move and they are fun. I think the robot club is good. It is good because it is fun. It is fun because we make robots. I like robots a lot and I like the club a lot.

The robot club is good for me. It is good because I learn things. I learn things about robots. I learn how to make robots move. I learn how to make them turn. It is fun to learn about robots. I like to learn about robots with my friends. My friends like to learn too. We all like the club a lot. The club is the best club at my school.`;

const RICH = `Our school's robotics team meets in a cramped workshop that smells of solder and burnt insulation. Last winter we built a rover to navigate an obstacle course, and I volunteered to design its steering linkage. My first prototype buckled under the battery's weight, so I sketched a sturdier bracket, machined it from scrap aluminum, and tested it until the wheels tracked straight.

That stubborn bracket taught me patience. Engineering rarely rewards a brilliant guess; it rewards careful measurement, honest failure, and revision. When our rover finally threaded the course during the regional competition, my teammates cheered, but I was quietly studying the telemetry, wondering how a lighter chassis might shave another second off our time.`;

const MORE = `Next year I want to join the debate team as well. My older sister argued there for three seasons, and she says the hardest part is listening to the other side before you answer. I practice at dinner by summarizing what my parents said before I disagree with them. It has not made me win more arguments at home, but it has made them shorter. When I finally stand at a podium, I hope to sound calm, curious and prepared, the way she did at her last tournament. Whatever happens, I know the habit of listening first will stay with me in every class, on every team, and in every job I take.`;

describe('style tracks vocabulary', () => {
  it('scores varied, precise vocabulary above repetitive everyday words', () => {
    const plain = run(PLAIN);
    const rich = run(RICH);
    expect(rich.values.style).toBeGreaterThan(plain.values.style! + 15);
    expect(rich.outputs.style!.metrics.word_commonness_zipf as number).toBeLessThan(
      plain.outputs.style!.metrics.word_commonness_zipf as number,
    );
    expect(rich.outputs.style!.metrics.lexical_diversity as number).toBeGreaterThan(
      plain.outputs.style!.metrics.lexical_diversity as number,
    );
    expect(rich.outputs.style!.metrics.mtld as number).toBeGreaterThan(
      plain.outputs.style!.metrics.mtld as number,
    );
    expect(scoreBreakdown(rich.values, 'style').join(' ')).toMatch(
      /Lexical diversity \(MTLD\) \d+.*: \+\d+ points/,
    );
  });

  it('does not reward repeating the same words in a longer essay', () => {
    const once = run(PLAIN).outputs.style!.metrics;
    const twice = run(`${PLAIN}\n\n${PLAIN}`).outputs.style!.metrics;
    expect(Math.abs((twice.mtld as number) - (once.mtld as number))).toBeLessThan(10);
    expect(twice.distinct_words_first_300).toBe(once.distinct_words_first_300);
  });
});

describe('stock phrases cost style points', () => {
  // A first draft built of the genre's stock phrases (written for this test).
  const STOCK = [
    'Ever since I was young, I have always had a passion for helping others. Volunteering has been a huge part of my life and it has shaped me into the person I am today. In this essay I will explain why I want to make a difference in the world.',
    'Last summer I volunteered at a hospital. It was a very eye-opening experience. I learned so many things about the medical field and about myself. I realized that helping people is what I truly love to do. Every day was a new adventure and I met many amazing people who inspired me.',
    'Furthermore, volunteering taught me the importance of hard work, dedication and perseverance. It is of paramount importance to never give up on your dreams. I believe that with hard work anything is possible. This experience has allowed me to delve into the intricate tapestry of human connection.',
    'In conclusion, volunteering has been a truly life-changing experience. It has taught me many valuable lessons that I will carry with me for the rest of my life. I am confident that I will be a great addition to your university and I hope to continue making a difference.',
  ].join('\n\n');

  it('lowers style with each phrase, but a page of them does not wipe out the section', () => {
    const clean = run(RICH).values.style!;
    const some = run(`${STOCK.split('\n\n')[1]}\n\n${RICH}`).values.style!;
    const stock = run(STOCK);
    expect(some).toBeLessThan(clean);
    expect(stock.values.style!).toBeLessThan(clean - 30);
    // Early cliché points cost about 6 each; past a dozen the section keeps what vocabulary earns.
    expect(stock.values.style!).toBeGreaterThan(20);
    expect(scoreBreakdown(stock.values, 'style').join(' ')).toMatch(/Clichés.*: −\d+ points/);
  });
});

describe('structure tracks sentence and paragraph control', () => {
  it('penalises run-on sentences and says so', () => {
    const runOn = RICH.replace(/\. (?=[A-Z])/g, ', and ').replace(/; /g, ', ');
    const a = run(RICH);
    const b = run(runOn);
    expect(b.outputs.structure!.metrics.long_sentences_percent as number).toBeGreaterThan(
      a.outputs.structure!.metrics.long_sentences_percent as number,
    );
    expect(b.values.structure).toBeLessThan(a.values.structure!);
    expect(scoreBreakdown(b.values, 'structure').join(' ')).toMatch(/Sentences over 30 words/);
  });

  it('penalises one-sentence paragraphs but not dialogue lines', () => {
    const choppy = RICH.replace(/\. (?=[A-Z])/g, '.\n\n');
    expect(run(choppy).values.structure).toBeLessThan(run(RICH).values.structure!);
    const dialogue = `${RICH}\n\n"Did it work?" my coach asked.\n\n"Mostly," I said.`;
    expect(run(dialogue).outputs.structure!.metrics.short_paragraphs_percent).toBe(0);
  });
});

describe("learners' word-form slips", () => {
  // The same story with the verb forms and determiners a learner gets wrong.
  const SLIPS = `Last year my brother and me join the robot club. He want to build a car that can goes fast. We could got the parts from the my uncle, because he have a shop. They was happy when the car work. Everyone have a job in the club. Most of students like it because is fun. We find informations online. I think he like the club more better than school. Every week we would tried a new motor. She say the the motor was too loud. My teacher help us because she know a lot. We should fixed the wheels first. Now he build robots at home and I help him.`;
  const FIXED = `Last year my brother and I joined the robot club. He wanted to build a car that could go fast. We got the parts from my uncle, because he has a shop. They were happy when the car worked. Everyone has a job in the club. Most of the students like it because it is fun. We find information online. I think he likes the club better than school. Every week we tried a new motor. She said the motor was too loud. My teacher helped us because she knows a lot. We should have fixed the wheels first. Now he builds robots at home and I help him.`;

  it('finds them and lowers grammar and structure, with examples in the breakdown', () => {
    const bad = run(SLIPS);
    const good = run(FIXED);
    expect(bad.outputs.structure!.metrics.word_form_slips as number).toBeGreaterThanOrEqual(6);
    expect(good.outputs.structure!.metrics.word_form_slips).toBe(0);
    expect(bad.values.grammar).toBeLessThan(good.values.grammar!);
    expect(bad.values.structure).toBeLessThan(good.values.structure!);
    expect(scoreBreakdown(bad.values, 'structure').join(' ')).toMatch(/Word forms .*e\.g\. "/);
  });

  it('lets one slip in twenty sentences pass at no cost', () => {
    const right = `${RICH}\n\n${MORE}\n\n${PLAIN}`; // about 40 sentences
    const base = run(right);
    const one = run(right.replace('and she says the hardest part', 'and she say the hardest part'));
    expect(one.outputs.structure!.metrics.word_form_slips).toBe(
      (base.outputs.structure!.metrics.word_form_slips as number) + 1,
    );
    expect(one.values.structure).toBe(base.values.structure);
  });

  it('leaves right forms alone', () => {
    const text =
      'It hurt a lot. All they do is eat junk food. I saw it happen. The team can win the game. She put the book down. Because he runs, he is fast. I was there for them. My friend and I are close. We did all we could to help. If I were you, I would wait. It was race day. Everything I did helped.';
    expect(run(text).outputs.structure!.metrics.word_form_slips).toBe(0);
  });
});

describe('length cannot drive the score', () => {
  it('gives no credit for padding past the development target', () => {
    const long = `${ESSAY}\n\n${RICH}\n\n${PLAIN}`; // ~520 words
    const longer = `${long}\n\n${MORE}`; // ~640 words
    expect(run(long).outputs.content!.metrics.development).toBe(100);
    expect(run(longer).outputs.content!.metrics.development).toBe(100);
  });

  it('gives no credit for repeating the essay', () => {
    const once = run(ESSAY);
    const twice = run(`${ESSAY}\n\n${ESSAY}`);
    expect(twice.outputs.content!.metrics.development).toBe(once.outputs.content!.metrics.development);
    expect(twice.overall).toBeLessThanOrEqual(once.overall);
  });

  it('judges development against a short word limit', () => {
    const short = RICH; // about 115 words
    const noLimit = run(short);
    const limited = run(short, { word_limit: 120 });
    expect(noLimit.outputs.content!.metrics.development as number).toBeLessThan(50);
    expect(limited.outputs.content!.metrics.development as number).toBeGreaterThan(90);
    expect(limited.values.content).toBeGreaterThan(noLimit.values.content!);
  });
});

describe('scores explain themselves', () => {
  it('stays within 0–100, weights sum to one, and every scored section has a breakdown', () => {
    const r = run(RICH);
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 2);
    for (const [k, v] of Object.entries(r.values)) {
      expect(v, k).toBeGreaterThanOrEqual(0);
      expect(v, k).toBeLessThanOrEqual(100);
    }
    for (const k of ['grammar', 'spelling', 'style', 'structure', 'content'])
      expect(scoreBreakdown(r.values, k).length, k).toBeGreaterThan(0);
  });
});
