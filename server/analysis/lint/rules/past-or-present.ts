// The fixes for a bare verb after one person ("my teacher ask", "everyone look"): the "-s"
// present, or the past. In a sentence told in the past ("the teacher ask me a question and I did
// not understand") the past is the likelier fix, so it comes first, unless a habit word says the
// sentence tells what keeps happening ("My mom always ask me if I finished"): habits take the
// present. The card's wording follows the order of its fixes.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { isPastForm, pastOf } from '../../spell/verb-forms';

const HABIT = /^(?:always|usually|often|sometimes|never|every|whenever|rarely|seldom|constantly)$/;

/** Whether "use" at `start`-`end` of `text` is the past habit "use(d) to" + a verb. */
export const useToAt = (text: string, start: number, end: number) =>
  /^use$/i.test(text.slice(start, end)) && /^\s+to\s+\p{L}/u.test(text.slice(end, end + 20));

/** "She use to tell me", "My mom use to cook": the past habit "used to", not "uses to". */
export const pastHabitUse = (essay: ParsedEssay, v: Token) => useToAt(essay.text, v.start, v.end);

export function presentOrPast(
  essay: ParsedEssay,
  v: Token,
  present: string,
): { fixes: string[]; advice: string } {
  if (pastHabitUse(essay, v)) return { fixes: ['used'], advice: 'write "used to" for a past habit' };
  // "That project lead me": "lead" is most often the past "led" misspelled.
  if (v.lower === 'lead')
    return { fixes: ['led', present], advice: `write "led" for the past or "${present}" for the present` };
  const past = pastOf(v.lower);
  if (!past) return { fixes: [present], advice: `write "${present}"` };
  const toks = essay.tokens;
  const { tokenStart, tokenEnd } = essay.sentences[v.sentence]!;
  const sentence = toks.slice(tokenStart, tokenEnd);
  const inPast =
    !sentence.some((t) => HABIT.test(t.lower)) &&
    sentence.some((t, k) => t !== v && isPastForm(t, toks[tokenStart + k - 1]));
  return inPast
    ? {
        fixes: [past, present],
        advice: `write "${past}" (the sentence tells the past), or "${present}" if it still happens`,
      }
    : { fixes: [present, past], advice: `write "${present}", or "${past}" if it happened in the past` };
}
