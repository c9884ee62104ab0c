// Words that take one preposition and get another: "take advantage at" (of), "responsible of"
// (for), "depends of" (on), "capable to" (of), "in regards to" (in regard to), "a focus towards"
// (on), "that ever before" (than); "walked in to the room" (into); and verbs that take no
// preposition at all: "married with" (married), "enter to the house" (enter), "respect to the
// elders" (respect); "got accepted in the program" (into). harper already fixes "discuss about" and "aware about".
import type { ParsedEssay, Token } from '../../nlp/parse';
import { casedLike, hit, next, prev, type RuleHit, defineRule } from './types';
import { ingForm } from './verb-patterns';
import { wordTable } from '../../word-table';

// What starts the object of the preposition: "take advantage at what you're good at".
const OBJECT_START_POS = new Set(['DET', 'PRON', 'NOUN', 'PROPN', 'ADJ', 'NUM']);
const WHEN =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekends?|weekdays?|january|february|march|april|may|june|july|august|september|october|november|december|time|times)$/;
// "shift the focus towards", "turned their focus toward": the verb moves the focus somewhere.
const MOVES_FOCUS = new Set(
  'shift turn move change direct redirect switch bring put divert steer refocus'.split(' '),
);

interface Wrong {
  from: Token;
  to: Token;
  fix: string;
  message?: string;
  convention?: boolean;
}

/** The words to replace after word `i` (`t`, then `p`) when the phrase takes another preposition. */
// The words the checks below start from: every other token is skipped at once.
const HEADS = new Set(
  'graduate graduated graduates graduating accepted advantage responsible depend depends depended depending dependent capable regards that then focus focuses focused focusing in married marry marries enter enters entered entering emphasize emphasizes emphasized emphasise emphasises emphasised respect respects respected'.split(
    ' ',
  ),
);

function wrongPreposition(essay: ParsedEssay, i: number, t: Token, p: Token): Wrong | undefined {
  if (!HEADS.has(t.lower)) return undefined;
  const after = next(essay, i, 2);
  const one = (fix: string): Wrong => ({ from: p, to: p, fix });
  if (t.lower === 'advantage' && /^(?:at|on|to|from)$/.test(p.lower)) {
    const take = prev(essay, i);
    // ("took advantage on Monday of the sale": a time, not the object)
    const time = WHEN.test(after?.lower ?? '') || after?.pos === 'NUM';
    if (take?.lemma === 'take' && after && OBJECT_START_POS.has(after.pos) && !time) return one('of');
  }
  if (t.lower === 'responsible' && p.lower === 'of') return one('for');
  if (/^(?:depend|depends|depended|depending|dependent)$/.test(t.lower) && p.lower === 'of') return one('on');
  // "capable to win" -> "capable of winning"
  if (t.lower === 'capable' && p.lower === 'to' && after?.pos === 'VERB' && after.lemma === after.lower)
    return { from: p, to: after, fix: `of ${ingForm(after.lower)}` };
  if (t.lower === 'regards' && p.lower === 'to' && /^(?:in|with)$/.test(prev(essay, i)?.lower ?? ''))
    return { from: t, to: p, fix: 'regard to' };
  if (/^(?:that|then)$/.test(t.lower) && p.lower === 'ever' && after?.lower === 'before')
    return { from: t, to: t, fix: 'than' };
  if (t.lower === 'focus' && t.pos === 'NOUN' && /^towards?$/.test(p.lower)) {
    const owner = prev(essay, i);
    const verb = prev(essay, i, 2);
    const owned = !!owner && ['DET', 'ADJ', 'PRON'].includes(owner.pos);
    if (owned && !MOVES_FOCUS.has(verb?.lemma ?? '')) return one('on');
  }
  // "The guidance focuses to device risks" (the verb): "focuses on"
  if (
    /^focus(?:es|ed|ing)$/.test(t.lower) &&
    p.lower === 'to' &&
    after &&
    ['DET', 'NOUN', 'PROPN', 'ADJ'].includes(after.pos)
  )
    return one('on');
  // "She walked in to the room": moving inside is "into" ("came in to help", "turned in to the
  // teacher" and "logged in to the site" keep the two words).
  if (t.lower === 'in' && p.lower === 'to' && MOTION.has(prev(essay, i)?.lemma ?? '') && after?.pos === 'DET')
    return { from: t, to: p, fix: 'into', message: 'Moving inside something is "into", one word.' };
  // "I graduated high school in June": one graduates from a school (the bare form is spoken).
  if (/^graduat(?:e|ed|es|ing)$/.test(t.lower) && t.pos === 'VERB' && SCHOOL_START.test(p.lower)) {
    const school = p.lower === 'high' || p.lower === 'middle' ? after?.lower === 'school' : true;
    if (
      school &&
      !/^(?:students?|seniors?|classes?)$/.test(
        next(essay, i, p.lower === 'high' || p.lower === 'middle' ? 3 : 2)?.lower ?? '',
      )
    )
      return {
        from: t,
        to: t,
        fix: `${t.text} from`,
        message: `In formal writing one graduates from a school: "${t.text} from ${p.text}${after && after.lower === 'school' ? ` ${after.text}` : ''}".`,
        // (American speech drops the "from": a choice of register, so a suggestion that does not count)
        convention: true,
      };
  }
  // "I got accepted in the summer program": admission is "into" (or "to"); "felt accepted in
  // the group" (belonging) has no "got"/"was" before it.
  if (t.lower === 'accepted' && p.lower === 'in' && ADMITTED_BY.has(prev(essay, i)?.lower ?? '')) {
    const place = [2, 3, 4, 5].map((k) => next(essay, i, k)?.lower ?? '');
    if (place.some((w) => ADMISSION.has(w)) && !place.includes(',')) return one('into');
  }
  const dropped = droppedPreposition(essay, i, t, p, after);
  if (dropped) return dropped;
  return undefined;
}

const SCHOOL_START = /^(?:high|middle|college|university|kindergarten|elementary)$/;
const ADMITTED_BY = new Set('was were got get gets been be being am is are'.split(' '));
const ADMISSION = new Set(
  'program programme school college university academy course conservatory institute fellowship internship camp'.split(
    ' ',
  ),
);

// Verbs of moving, after which "in to the room" is "into the room".
const MOTION = new Set(
  'walk run go come move jump bump crash fall dive step burst rush drive ride sneak climb crawl storm race'.split(
    ' ',
  ),
);

// Verbs that take their object straight, with no preposition: "married a doctor", "entered the
// house", "emphasize the point", "respect the elders". ("they lack of money" is left out: the
// tagger reads the noun in "due to lack of" as this verb.)
const DIRECT = /^(?:marr(?:y|ies|ied)|enter(?:s|ed|ing)?|emphasi[sz](?:e|es|ed)|respect(?:s|ed)?)$/;
const DIRECT_PREP: Readonly<Record<string, string>> = wordTable({
  marr: 'with',
  ente: 'to',
  emph: 'on',
  resp: 'to',
});

const BE_BEFORE = /^(?:am|is|was|are|were|be|been|get|got)$/;

/** "She married with a doctor", "couldn't enter to the house": the preposition goes. */
function droppedPreposition(essay: ParsedEssay, i: number, t: Token, p: Token, after?: Token) {
  // "I am married with her": the spouse takes "to" ("married with two kids" has them).
  const spouse = /^(?:him|her|me|you)$/.test(after?.lower ?? '');
  if (t.lower === 'married' && p.lower === 'with' && spouse && BE_BEFORE.test(prev(essay, i)?.lower ?? ''))
    return { from: p, to: p, fix: 'to', message: 'One is married to a person: "married to".' };
  if (!DIRECT.test(t.lower) || t.pos !== 'VERB' || DIRECT_PREP[t.lower.slice(0, 4)] !== p.lower)
    return undefined;
  // ("She married with him": a person as a pronoun is an object too.)
  if (!after || !(/^(?:DET|PROPN|NOUN|ADJ)$/.test(after.pos) || /^(?:him|her|them|me|us)$/.test(after.lower)))
    return undefined;
  // "is married with two kids" (has them): only the verb with a subject.
  if (BE_BEFORE.test(prev(essay, i)?.lower ?? '')) return undefined;
  return { from: t, to: p, fix: t.text, message: `"${t.text}" takes its object directly: drop "${p.text}".` };
}

export function prepositionRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 1 < toks.length; i++) {
    const t = toks[i]!;
    const p = next(essay, i);
    const wrong = p && wrongPreposition(essay, i, t, p);
    if (!wrong) continue;
    const was = essay.text.slice(wrong.from.start, wrong.to.end);
    out.push({
      ...hit(
        'preposition-choice',
        'grammar',
        'Word choice',
        wrong.from.start,
        wrong.to.end,
        wrong.message ??
          (wrong.fix === 'than'
            ? 'A comparison takes "than": "than ever before".'
            : `"${t.text}" takes "${wrong.fix}" here, not "${was}".`),
        [casedLike(wrong.fix, was)],
      ),
      ...(wrong.convention ? { convention: true } : {}),
    });
  }
  return out;
}

export const prepositionDefinition = defineRule({
  id: 'preposition-choice',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: 'The preposition a word takes: "capable to" -> "capable of", "married with" -> "married to".',
  examples: {
    wrong: [
      ['I am capable to win.', 'I am capable of winning.'],
      ['I am married with her.', 'I am married to her.'],
      ['Take advantage at what you are good at.', 'Take advantage of what you are good at.'],
      ['She is responsible of the budget.', 'She is responsible for the budget.'],
      ['It depends of the weather.', 'It depends on the weather.'],
      ['In regards to your question, yes.', 'In regard to your question, yes.'],
      ['We read more then ever before.', 'We read more than ever before.'],
      ['The club has a focus towards service.', 'The club has a focus on service.'],
      ['The report focuses to the main risks.', 'The report focuses on the main risks.'],
      ['She married with a doctor from Peru.', 'She married a doctor from Peru.'],
      ["I couldn't enter to the house.", "I couldn't enter the house."],
      ['They enter to high school at fourteen.', 'They enter high school at fourteen.'],
      ['She walked in to the room and sat down.', 'She walked into the room and sat down.'],
      ['I have to respect to the elders.', 'I have to respect the elders.'],
      ['I got accepted in the summer program.', 'I got accepted into the summer program.'],
      ['I graduated high school in June.', 'I graduated from high school in June.'],
      ['She married with him last year.', 'She married him last year.'],
    ],
    right: [
      'Run it with ---verbose.',
      'She was focused to win.',
      'Take advantage of what you are good at.',
      'He is independent of his parents.',
      'We need to shift the focus towards renewable energy.',
      'Give my regards to your mother.',
      'It was the best day that ever happened to me.',
      'She took advantage on Monday of the sale.',
      'I am capable of winning.',
      'We shifted focus to the next task.',
      'She is married with two kids.',
      'Enter to win a free ticket.',
      'Due to lack of sleep, I failed.',
      'He came in to help with the dishes.',
      'I turned in to the teacher my last essay.',
      'I logged in to the site.',
      'With respect to the rules, I agree.',
      'We pay respect to the elders.',
      'I felt accepted in the group.',
      'I graduated from high school in June.',
      'I was accepted into the school.',
      'My mom is married with two kids.',
    ],
  },
  run: prepositionRule,
});
