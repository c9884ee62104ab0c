// Essays written for these tests (no corpus text).
export const ESSAY = `Ever since I was young, I have had a passion for fixing things. My grandmother Abuela Lucía kept a radio on the kitchen windowsill, and when it died the summer I turned twelve, she handed me a screwdriver instead of buying a new one.

"Mijo, look inside before you give up," Abuela Lucía said. I opened the case and found a snapped wire no longer than my thumbnail. It took me three evenings, a borrowed soldering iron and two burned fingers to fix it. When the static finally turned into her favorite station, she danced across the kitchen with a wooden spoon.

That radio taught me to be patient with broken things. At school I started the Repair Café with Mateo and Priya, and every Thursday we fix toasters, lamps and headphones for neighbors. Last spring we repaired 47 devices that would otherwise have gone to the landfill. I recieve more thank-you notes now than I ever expected.

Looking back, I realized that fixing things is really about listening. A lamp flickers for a reason, and so do people. Now I ask questions before I reach for a tool, and I want to study mechanical engineering so I can design products that are easy to repair.`;

export const PROMPT = 'Describe a problem you have solved or would like to solve and what it taught you.';

// Deliberately written in the generic register of chat-assistant prose.
export const GENERIC = `In today's rapidly evolving world, technology plays a crucial role in shaping the way individuals learn and communicate. Furthermore, it is important to recognize that digital tools offer numerous opportunities for personal growth and professional development.

Additionally, online platforms enable students to access valuable resources and collaborate with peers across the globe. This fosters a sense of community and ensures that learners can navigate the complexities of modern education. Moreover, these tools enhance critical thinking skills and empower individuals to pursue their passions.

However, it is essential to acknowledge the potential challenges associated with excessive screen time. Consequently, educators must strike a balance between innovation and traditional methods of instruction. By doing so, they can ensure that students develop a comprehensive understanding of various subjects.

Ultimately, technology serves as a powerful catalyst for positive change in education. In conclusion, embracing these innovations while remaining mindful of their limitations will enable society to unlock the full potential of future generations and foster a more inclusive and equitable learning environment for all.`;

/**
 * A student's own paragraphs (ESSAY) with two generic ones (GENERIC) pasted between them, each
 * paragraph about 100 words: a partial rewrite the AI-detection passage map should show.
 */
export function withPastedParagraphs(): { text: string; paragraphs: string[] } {
  const own = ESSAY.split(/\n\s*\n/);
  const gen = GENERIC.split(/\n\s*\n/);
  const paragraphs = [own.slice(0, 2), gen.slice(0, 2), own.slice(2), gen.slice(2)].map((p) => p.join(' '));
  return { text: paragraphs.join('\n\n'), paragraphs };
}

// A farm essay in a student's own words (names, numbers, dialogue, everyday words) with two
// paragraphs rewritten in the polished, general register of GPT-written college essays, written
// for these tests: the second and the last passage are the rewritten ones.
const FARM_OWN = [
  `The first time I drove the tractor alone, I was fourteen and my dad was yelling from the fence. "Clutch, Nate, clutch!" I stalled it twice in the middle of the bean field, and Mr. Okafor from the next farm stopped his truck just to laugh at me. By the third try I got it rolling, pretty crooked, and I didn't care. We have 320 acres outside Grand Island, and that summer I finally felt like some of it was mine to look after.`,
  `That fall I started keeping a notebook. Every morning before the bus I walked two rows and wrote down what I saw: how many stalks stood back up, which ones had rot, where the ground stayed wet. Mom said I was wasting paper. But in October the insurance adjuster came out, a tired guy named Dale with a clipboard, and he spent an hour reading my notes at the kitchen table. He said most farmers just guess.`,
  `Now the notebook is a spreadsheet, and Ruthie helps. She's nine and she counts faster than me. Last spring we tested three kinds of seed on the strip by the creek and wrote down everything, even the days we forgot to check. Dad still doesn't trust the computer, but he asked me which seed to buy this year, and he bought it. I got the kind of nervous you get before a test, except the test was 40 acres.`,
  `The strip by the creek did best, by a lot. When the numbers came in, Ruthie made a chart with a marker on the back of a feed bag and taped it to the fridge, and Dad pretended not to look at it for a week. Then one night I caught him reading it with his coffee, moving his finger along the bars. He didn't say anything about it. He just asked if we could try the same thing on the north field next year.`,
];
const FARM_REWRITTEN = [
  `When the hailstorm struck, I was completely unprepared for the devastation it would bring. Within minutes, the crops that my family had worked so hard to grow were destroyed. Watching my father struggle to come to terms with the loss was one of the most difficult moments of my life. I felt an overwhelming sense of helplessness, and I wondered how we would ever recover from such a significant setback.`,
  `This experience taught me the importance of resilience and determination. It showed me that even when circumstances are beyond our control, we can choose how we respond to them. It also inspired me to learn more about sustainable agriculture and the ways in which farmers can protect their livelihoods against extreme weather. Ultimately, I believe that these lessons will serve me well in college and beyond, as I continue to pursue my passion for agricultural science.`,
];

/** The farm essay with its storm paragraph and its ending rewritten in a generated register. */
export function withRewrittenParagraphs(): { text: string; rewritten: string[] } {
  const [a, b, c, d] = FARM_OWN;
  const [storm, ending] = FARM_REWRITTEN;
  return { text: [a, storm, b, c, d, ending].join('\n\n'), rewritten: [storm!, ending!] };
}
