// Precision on proofread prose (issue 30): rules that mostly fire on correct, deliberate writing
// are switched off for an essay with almost no slips, and a careless draft keeps every rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';
import { regularCoinage } from '../../../server/analysis/build/edited-writing';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

// Written for this test: a proofread personal essay with an anaphora, "--" dashes and quoted dialect.
const PARAGRAPH =
  'I am nine. I stand at the edge of the stage in a costume two sizes too big, and my shoes pinch. It does not matter that I feel like a clown. All that matters is the dancing. My teacher, a tall woman with a grey braid, counts us in--five, six, seven, eight--and the music starts. My grandmother sits in the third row with her handbag on her knees, and when the reel ends she whispers "Ahd mor" the way she always does. ';
const EDITED = Array.from({ length: 4 }, (_, k) =>
  PARAGRAPH.replace('nine', ['nine', 'twelve', 'fifteen', 'seventeen'][k]!),
).join('\n\n');

const flags = async (text: string, word_limit?: number) =>
  (
    await analyzeEssay({ text, word_limit }, { analyzers: ['grammar', 'spelling'] })
  ).feedback.annotations.filter((a) => a.severity === 'error' || a.severity === 'warning');

describe('edited writing', () => {
  it('flags no agreement, dash convention or quoted dialect in a proofread essay', async () => {
    const found = await flags(EDITED);
    const words = found.map((a) => EDITED.slice(a.start, a.end));
    expect(words).not.toContain('is');
    expect(words).not.toContain('--');
    expect(words).not.toContain('mor');
  });

  it('flags no verb form in an application essay where "don\'t" closes a clause of its own', async () => {
    const text = EDITED.replace(
      'and my shoes pinch.',
      'and my shoes pinch. Reading which steps go together and which ones don’t helps me remember them.',
    );
    const words = (await flags(text, 650)).map((a) => text.slice(a.start, a.end));
    expect(words).not.toContain('helps');
  });

  it('keeps verb forms in a practice essay with few slips (learner raters score them)', async () => {
    const text = EDITED.replace('and my shoes pinch.', 'and my shoes pinch. I should has practiced more.');
    const words = (await flags(text)).map((a) => text.slice(a.start, a.end));
    expect(words).toContain('has');
  });

  it('keeps the rules on for a draft full of slips', async () => {
    const careless = EDITED.replace(/matters/g, 'mattrs')
      .replace(/grandmother/g, 'grandmohter')
      .replace(/stage/g, 'stgae');
    const words = (await flags(careless)).map((a) => careless.slice(a.start, a.end));
    expect(words).toContain('mattrs');
    expect(words).toContain('--');
  });

  it('reads a known word regularly inflected as a coinage, not a slip of a listed form', () => {
    expect(regularCoinage('amens')).toBe(true);
    expect(regularCoinage('cringy')).toBe(true);
    expect(regularCoinage('happenned')).toBe(false);
    expect(regularCoinage('walkking')).toBe(false);
  });
});
