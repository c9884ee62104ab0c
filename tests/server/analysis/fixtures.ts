// Essays written for these tests (no corpus text).
export const ESSAY = `Ever since I was young, I have had a passion for fixing things. My grandmother Abuela Lucía kept a radio on the kitchen windowsill, and when it died the summer I turned twelve, she handed me a screwdriver instead of buying a new one.

"Mijo, look inside before you give up," Abuela Lucía said. I opened the case and found a snapped wire no longer than my thumbnail. It took me three evenings, a borrowed soldering iron and two burned fingers to fix it. When the static finally turned into her favorite station, she danced across the kitchen with a wooden spoon.

That radio taught me to be patient with broken things. At school I started the Repair Café with Mateo and Priya, and every Thursday we fix toasters, lamps and headphones for neighbors. Last spring we repaired 47 devices that would otherwise have gone to the landfill. I recieve more thank-you notes now than I ever expected.

Looking back, I realized that fixing things is really about listening. A lamp flickers for a reason, and so do people. Now I ask questions before I reach for a tool, and I want to study mechanical engineering so I can design products that are easy to repair.`;

export const PROMPT = 'Describe a problem you have solved or would like to solve and what it taught you.';
