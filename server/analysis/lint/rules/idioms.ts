// Fixed slips that harper leaves alone: a possessive without its apostrophe after a family word
// ("my parents house"), "everyday" used as an adverb at the end of a clause ("I run everyday."),
// and "could care less" for "couldn't care less".
import type { ParsedEssay } from '../../nlp/parse';
import { adjacent, hit, next, prev, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';

const DETERMINERS = new Set('my your his her our their the a one'.split(' '));

// Owner -> its possessive forms, best first. "friends" may be one friend or several.
const OWNERS: Record<string, string[]> = wordTable({
  parents: ["parents'"],
  grandparents: ["grandparents'"],
  moms: ["mom's"],
  dads: ["dad's"],
  mums: ["mum's"],
  mothers: ["mother's", "mothers'"],
  fathers: ["father's", "fathers'"],
  friends: ["friend's", "friends'"],
  brothers: ["brother's", "brothers'"],
  sisters: ["sister's", "sisters'"],
  cousins: ["cousin's", "cousins'"],
  grandmas: ["grandma's"],
  grandpas: ["grandpa's"],
  uncles: ["uncle's", "uncles'"],
  aunts: ["aunt's", "aunts'"],
  neighbors: ["neighbor's", "neighbors'"],
  neighbours: ["neighbour's", "neighbours'"],
});

// Things owned that cannot be read as a verb after a plural subject ("my parents help" can).
const OWNED_NOT_VERB = new Set(
  'house car bedroom room birthday wedding anniversary money phone job life divorce opinion advice permission farm restaurant business company shop store office garage kitchen basement backyard yard dog cat computer laptop apartment home wife husband son daughter girlfriend boyfriend mom dad mother father family friend friends name teacher coach bike truck hair toys clothes'.split(
    ' ',
  ),
);

function possessiveHits(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((t, i) => {
    const forms = OWNERS[t.lower];
    if (!forms || !/^\p{Ll}+$/u.test(t.text)) return;
    const d = prev(essay, i);
    const n = next(essay, i);
    if (!d || !n || !DETERMINERS.has(d.lower) || !OWNED_NOT_VERB.has(n.lower) || !/^\p{Ll}+$/u.test(n.text))
      return;
    if (!adjacent(essay, d, t) || !adjacent(essay, t, n)) return;
    // "My parents advice me to study": a person after it makes the word a verb (a slip for
    // "advised"), not a thing they own.
    if (/^(?:me|him|her|us|them|you)$/.test(next(essay, i, 2)?.lower ?? '')) return;
    out.push(
      hit(
        'possessive-apostrophe',
        'punctuation',
        'Apostrophe',
        t.start,
        t.end,
        `"${t.text} ${n.text}": the ${n.text} ${/s$/.test(n.lower) ? 'belong' : 'belongs'} to them, so "${t.text}" needs an apostrophe ("${forms[0]} ${n.text}").`,
        forms,
      ),
    );
  });
  return out;
}

// "everyday" is an adjective ("everyday life"); before a full stop or comma it stands for the
// adverb "every day" ("I practise everyday.").
function everydayHits(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  essay.tokens.forEach((t, i) => {
    if (t.lower !== 'everyday') return;
    const p = prev(essay, i);
    const after = essay.text.slice(t.end, t.end + 2);
    if (!p || !/^\p{Ll}+$/u.test(p.text) || /^(?:the|an?|of|and|or|this|that|our|my|your)$/.test(p.lower))
      return;
    // ("I wake up everyday at six": before a preposition it describes no noun either)
    const n = next(essay, i);
    const beforePrep =
      n?.pos === 'ADP' && /^(?:at|in|on|after|before|during|until|since|for|with)$/.test(n.lower);
    if ((!/^(?:[.!?;]|,\s)|^$/.test(after) || after.startsWith('..')) && !beforePrep) return;
    const cap = t.text[0] === 'E';
    out.push(
      hit(
        'everyday-adverb',
        'grammar',
        'Word choice',
        t.start,
        t.end,
        '"Everyday" (one word) describes a noun ("everyday life"); for how often something happens, write "every day".',
        [cap ? 'Every day' : 'every day'],
      ),
    );
  });
  return out;
}

const COULD_CARE_LESS = /\b([Cc])ould care less\b/g;

function careLessHits(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(COULD_CARE_LESS)) {
    const start = m.index ?? 0;
    out.push(
      hit(
        'could-care-less',
        'grammar',
        'Idiom',
        start,
        start + 'could'.length,
        'The idiom is "couldn\'t care less" (you care so little that caring less is impossible); "could care less" says the opposite.',
        [m[1] === 'C' ? "Couldn't" : "couldn't"],
      ),
    );
  }
  return out;
}

export function idiomRule(essay: ParsedEssay): RuleHit[] {
  return [...possessiveHits(essay), ...everydayHits(essay), ...careLessHits(essay)];
}

export const idiomDefinition = defineRule({
  id: 'idiom',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description:
    'Idioms and set forms: "could care less" (couldn\'t), "everyday" as an adverb (every day), a plural owner\'s apostrophe (parents\').',
  after: ['sentence-capital'],
  examples: {
    wrong: [
      ['My parents house is big.', "My parents' house is big."],
      ['I wake up everyday at six.', 'I wake up every day at six.'],
      ['I could care less about the game.', "I couldn't care less about the game."],
      ['We went to my friends house after school.', "We went to my friend's house after school."],
      ['Listening to my dads advice helped me.', "Listening to my dad's advice helped me."],
      ['My brothers friend came over.', "My brother's friend came over."],
      ['I practice everyday.', 'I practice every day.'],
      [
        'We eat the same lunch everyday, and it gets boring.',
        'We eat the same lunch every day, and it gets boring.',
      ],
    ],
    right: [
      'I could care more.',
      'How could I not pass?',
      "My parents' house is big.",
      'My parents help me a lot.',
      'My friends love the house.',
      'The parents meeting was long.',
      'I saw my friends at home.',
      "My friend's house is far.",
      'Everyday life is hard.',
      'These are everyday problems.',
      'I practice every day.',
      'We admire the beauty of the everyday.',
      "I couldn't care less about it.",
      'I could not care less.',
    ],
  },
  run: idiomRule,
});
