// Words a careful student writes on purpose that no dictionary lists: a species name in a
// research essay ("Bacillus subtilis", "E. coli"), a lab noun used as a verb ("autoclaved",
// "pipetting", "vortexing"), a family dish used in the singular and the plural ("bibingka",
// "bibingkas"), a prefixed coinage ("underfilled"). None is a misspelling, and together they must
// not make the writer look careless (which would turn every queried word into an error). The
// classic slips the same rules could hide stay slips.
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeEssay } from '../../../server/analysis/index';
import { warmEngine } from '../../../server/analysis/nlp/warm';

beforeAll(async () => {
  await warmEngine();
}, 120_000);

async function marked(text: string): Promise<string[]> {
  const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
  return r.feedback.annotations
    .filter((a) => a.analyzer === 'spelling' && a.severity === 'error')
    .map((a) => text.slice(a.start, a.end));
}

describe('a research essay', () => {
  it('leaves species names and lab verbs alone', async () => {
    const text = [
      'Our project asked whether a soil bacterium, Bacillus subtilis, could break down microplastics.',
      'I autoclaved flasks, poured agar plates and counted colonies, and I compared them with E. coli grown beside them.',
      'Every flask got the same dose once I started vortexing the stock before pipetting the glucose.',
    ].join(' ');
    expect(await marked(text)).toEqual([]);
  });

  it('still marks the slips those rules could hide', async () => {
    const text = [
      'The results occured twice before I was begining to trust them.',
      'I was so boared by the counting that I made mistakes.',
    ].join(' ');
    expect(await marked(text)).toEqual(['occured', 'begining', 'boared']);
  });

  it('does not read a slip after an ordinary capitalised word as a species name', async () => {
    expect(await marked('We drove across America becaus the fares were cheap.')).toEqual(['becaus']);
  });
});

describe('a heritage essay', () => {
  it('treats a dish in the singular and the plural as one word used on purpose', async () => {
    // (Three one-off unknown words in 270 would make the writer look careless, and then every
    // queried word an error, if the plural did not count as a second use of the dish.)
    const text = [
      "Every Sunday at six, my abuela's kitchen in Hialeah turns into a small factory. Tía Marisol rolls the dough, my cousin Dani fills the bibingkas with picadillo, and I crimp the edges with a fork the way Abuela taught me when I was seven. We sell them after Mass outside Our Lady of Charity, two dollars each or three for five.",
      "For years I thought of those mornings as a chore. I would rather have slept in, or practiced the trumpet, or done anything that didn't leave my hair smelling like frying oil. But when Abuela had her stroke last spring, the mornings stopped, and I realized how many people had been counting on them. Mr. Delgado, who lives alone, asked me after Mass whether we were okay. The ushers asked. Even Father Tomás asked, and he has never once bought a bibingka.",
      "So in June, Dani and I restarted the stand ourselves. We burned the first batch. We underfilled the second. By the third Sunday we had a system: I kept the books in a spreadsheet, Dani managed the line, and Tía Marisol supervised from a folding chair with her arms crossed. We raised $1,340 over the summer, which covered most of Abuela's physical therapy copays.",
      "What I learned wasn't really about cooking. It was that a tradition is a kind of promise, and someone has to keep it when the person who made it can't. Abuela is walking again now, slowly, with a cane. Last week she came to the stand, tasted a bibingka, and told me the crimping was sloppy. I have never been happier to be criticized.",
    ].join('\n\n');
    expect(await marked(text)).toEqual([]);
  });

  it('reads "de los" inside a name as part of it, not as a slip of "lost"', async () => {
    const text =
      'Every November my abuela builds an ofrenda for Día de los Muertos, with marigolds and pan dulce. The ofrenda keeps stories from being lost. I lost los keys once.';
    const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
    const words = r.feedback.annotations.map((a) => `${text.slice(a.start, a.end)}@${a.start}`);
    // Only the "los" of "lost los keys" is a slip; the one in the holiday's name is not.
    expect(words).toEqual([`los@${text.lastIndexOf('los')}`]);
  });
});

describe('a why-us essay', () => {
  it('does not query apps and clubs named in CamelCase', async () => {
    const text =
      'In tenth grade I built an app called BusBuddy that reads the city feed. At college I would join ScottyLabs and help run TartanHacks.';
    const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
    expect(r.feedback.annotations.map((a) => text.slice(a.start, a.end))).toEqual([]);
  });

  it('gives a brand written in lower case its capitals, not a split or a neighbour', async () => {
    const text = 'I posted the video on youtube, then played on my friend’s xbox and checked myspace.';
    const r = await analyzeEssay({ text }, { analyzers: ['spelling', 'grammar'] });
    const fixes = Object.fromEntries(
      r.feedback.annotations.map((a) => [text.slice(a.start, a.end), a.replacements[0]]),
    );
    expect(fixes).toEqual({ youtube: 'YouTube', xbox: 'Xbox', myspace: 'MySpace' });
  });

  it('still reads "turing in the homework" as "turning"', async () => {
    const text = 'Some students are not turing in the homework on time, so the teacher changed the rule.';
    expect(await marked(text)).toEqual(['turing']);
    const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
    expect(r.feedback.annotations[0]!.replacements[0]).toBe('turning');
  });

  it('does not query the short first word of a place name', async () => {
    const text =
      'My aunt lives in El Salvador, and every summer I visit her. The food in El Salvador is the reason I want to study nutrition.';
    const r = await analyzeEssay({ text }, { analyzers: ['spelling'] });
    expect(r.feedback.annotations.map((a) => text.slice(a.start, a.end))).toEqual([]);
  });
});

describe('newer everyday words and accepted variants', () => {
  it('are not misspellings', async () => {
    const text =
      'On weekends we play pickleball at the skatepark, then split a kombucha and a boba tea. I took an improv class in the makerspace, and the ageing projector still worked.';
    expect(await marked(text)).toEqual([]);
  });

  it('accepts "have-nots" but still marks "nots" alone', async () => {
    expect(await marked('The gap between the haves and the have-nots keeps growing.')).toEqual([]);
    expect(await marked('I tied the nots tight.')).toEqual(['nots']);
  });
});

describe('possessives', () => {
  it('accepts the possessive of a known word with either apostrophe, not "your\'s"', async () => {
    const text = "We learned to trust one another’s opinions and one another's ideas. The choice is your's.";
    expect(await marked(text)).toEqual(["your's"]);
  });
});
