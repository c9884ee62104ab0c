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
