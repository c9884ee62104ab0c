// Context checks for harper rules on single words ("may", "you", "then", "wont", "a while") and
// repeated or run-together words that misfire in known, checkable contexts (harper-verdicts.ts
// names the rules each one guards); each check keeps the lint everywhere else.
import { MONTH_NEXT, MY_AFTER } from '../spell/slips';
import { QUOTED_END } from './rules/words';
import { subjectThenVerb } from './filter-pronoun-verb';
import { afterOf, beforeOf, nextPos } from './filter-misfires';
import type { HarperCheck } from './filter-context';

const nextWordOf = (after: string) => /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '';

// "in may work": "my" before a noun (spell/slips.ts), not the month.
export const mayIsMonth: HarperCheck = (l, ctx) => {
  if (!/^may$/.test(l.text)) return true;
  const prevWord = /(\p{L}+)\s+$/u.exec(beforeOf(l, ctx.text))?.[1]?.toLowerCase() ?? '';
  return !(
    /^(?:NOUN|VERB)$/.test(nextPos(l, ctx) ?? '') &&
    !MONTH_NEXT.has(nextWordOf(afterOf(l, ctx.text))) &&
    MY_AFTER.has(prevWord)
  );
};

// "friends of the Watkins's", "the Joneses' house": "the" before a family name in -s is the
// family, not a slip before one person's name ("the Sarah's book").
export const theBeforeFamilyName: HarperCheck = (l, ctx) =>
  !/^\s*\p{Lu}\p{L}*s(?:['’]s?|es['’])(?!\p{L})/u.test(ctx.text.slice(l.end, l.end + 40));

// "By seven a.m. the": the "a" of "a.m." is not an article.
// "a hours": "an hours" is still wrong; the plural is the slip (rules/articles.ts offers "hour"
// or dropping "a").
export const aNotBeforePluralOrTime: HarperCheck = (l, ctx) => {
  if (!/^a$/i.test(l.text)) return true;
  const after = afterOf(l, ctx.text);
  const plural = /^\s+(\p{Ll}+[^s\W]s)\b(?!['’])/u.exec(after);
  if (plural && ctx.posAt?.(l.end + plural[0].length - plural[1]!.length) === 'NOUN') return false;
  return !/^\.m\./i.test(after);
};

// "Congratulations to you two", "for you Rex", "with you they can": "you" ends its phrase.
// ("what you yourself choose": the reflexive stresses the subject.)
// "when you're seventeen": a number after "you're" is an age, not a thing the reader owns.
export const youOwnsNextWord: HarperCheck = (l, ctx) => {
  const after = afterOf(l, ctx.text);
  if (/^you$/i.test(l.text))
    return !/^(?:\s+(?:two|three|both|all|I|he|she|it|we|they|yourself|yourselves|\p{Lu}\p{Ll}*)\b|\s*[^\s\p{L}])/u.test(
      after,
    );
  if (/^you['’]re$/i.test(l.text))
    return !/^\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/iu.test(
      after,
    );
  return true;
};

// PronounContraction's other card ("your" -> "you're") is a contraction to write out: not a mistake.
export const possessiveForContraction: HarperCheck = (l) => !/['’ ]/.test(l.replacements[0] ?? '');

// "talked to each other then Jean said", "better then The girl": "then" starts the next clause.
// (Only "then" -> "than"; "than" -> "then" is checked as any rule.)
export const thenNotStartingClause: HarperCheck = (l, ctx) =>
  !/^than$/i.test(l.replacements[0] ?? '') ||
  (!/\b(?:each other|one another)\s+$/i.test(beforeOf(l, ctx.text)) &&
    !/^\s+(?!I\b)\p{Lu}/u.test(afterOf(l, ctx.text)));

// "so did he want to", "why wouldn't somebody want": after an inverted helper the verb stays bare.
export const bareAfterInvertedHelper: HarperCheck = (l, ctx) =>
  !/s$/i.test(l.replacements[0] ?? '') ||
  !/\b(?:do|does|did|can|could|will|would|shall|should|may|might|must|wo|ca)(?:n['’]t)?\s+(?:he|she|it|(?:any|some|every|no)(?:one|body)|this|that)\s+$/i.test(
    beforeOf(l, ctx.text),
  );

// "the best laugh of my life": "laugh" is the noun; only the verb takes "at".
export const laughIsVerb: HarperCheck = (l, ctx) =>
  !/\b(?:the|a|an|my|his|her|our|their|best|first|last|good|great|big|loud|hearty)\s+laugh\s+$/i.test(
    beforeOf(l, ctx.text),
  );

// "then he hopped out": a past of "hop" is no slip of "hope" ("hoped").
export const hopNotPast: HarperCheck = (l) => !/^hopp(?:ed|ing)$/i.test(l.text);

// "the work we were teaching ourselves was": a reflexive pronoun is no subject.
export const subjectNotReflexive: HarperCheck = (l, ctx) =>
  !/\b(?:myself|yourself|himself|herself|itself|ourselves|yourselves|themselves)\s+$/i.test(
    beforeOf(l, ctx.text),
  );

// "That is were we met": "were" is a slip of "where" (the spelling layer offers it), not a
// second "be" to drop. "this ability of her's was", "my papa's were": a possessive's "'s", not a
// second "is".
export const repeatedBeNotWhereOrPossessive: HarperCheck = (l, ctx) => {
  const before = beforeOf(l, ctx.text);
  if (
    /^\s*were$/i.test(l.text) &&
    /^\s+(?:i|we|you|they|he|she|my|our|his|her|their)\s/i.test(afterOf(l, ctx.text))
  )
    return false;
  if (/\p{L}['’]s\s*$/u.test(before))
    return /\b(?:he|she|it|that|there|what|who|where|here)['’]s\s*$/i.test(before);
  return true;
};

// "the difference between "How are you?" and …": a quoted question goes on in its sentence.
export const notAfterQuotedQuestion: HarperCheck = (l, ctx) => !QUOTED_END.test(beforeOf(l, ctx.text));

// "the little one goes": "one" is the pronoun, not a number.
export const oneIsPronoun: HarperCheck = (l) => !/\bone$/i.test(l.text);

// "so was he his knees were": a subject pronoun ends one clause, a possessive opens the next.
// "Maybe its our faces": "its" is "it's" (harper's own its/it's card says so), not a pronoun too many.
export const pronounsInOneClause: HarperCheck = (l, ctx) =>
  !(
    (/^(?:he|she|I|we|they|you|it)\s+(?:his|her|their|my|your|our|its)$/i.test(l.text) &&
      /^\s+\p{L}/u.test(afterOf(l, ctx.text))) ||
    /^its\s/i.test(l.text)
  );

// "when he finally did we headed out": "did" ends one clause and "we headed" opens the next, so
// the past is right ("Did we headed out?" and "I did went" are the slips).
export const didStartsClause: HarperCheck = (l, ctx) => {
  const before = beforeOf(l, ctx.text);
  const clauseEnd = /\b\w+\s+did\s+(?:i|we|you|he|she|they|it)\s+$/i.test(before);
  const end = /[.!?]/.exec(afterOf(l, ctx.text))?.[0];
  if (clauseEnd && end !== '?') return false;
  // "Everything I did caused him to laugh", "the work we did paid off": "did" ends a relative
  // clause, and the past after it is the sentence's own verb.
  const rel = /\b(\p{L}+)\s+(?:i|we|you|he|she|they)\s+did\s+$/iu.exec(before);
  const head = rel?.[1]?.toLowerCase();
  const headAt = rel ? l.start - before.length + rel.index : -1;
  return !(
    head &&
    !/^(?:yesterday|today|tonight|then|and|but|so|because|when|if|that)$/.test(head) &&
    (/^(?:everything|something|anything|nothing|all|what|whatever)$/.test(head) ||
      ctx.posAt?.(headAt) === 'NOUN')
  );
};

// "reaching to far to retrieve", "looks to pretty to be real": the first "to" is "too"
// (spell/common-confusions.ts) before a describing word, not a second "to".
export const toToNotTooSlip: HarperCheck = (l, ctx) => {
  const middle = /^to\s+(\p{L}+)\s+to$/iu.exec(l.text);
  const adjective =
    !!middle && /^(?:ADJ|ADV)$/.test(ctx.posAt?.(l.start + l.text.indexOf(middle[1]!, 2)) ?? '');
  return (
    !adjective &&
    !/^to\s+(?:far|much|many|late|early|long|big|small|hard|busy|young|old|tired|scared|afraid)\s+to$/i.test(
      l.text,
    )
  );
};

// "they wont be able", "you wont be sorry": "won't" before a bare verb (the apostrophe card,
// spell/confusions.ts); "I wont to go", "I wont a dog" is "want".
export const wontMeansWant: HarperCheck = (l, ctx) =>
  !/^wont$/i.test(l.text) ||
  !/^want$/i.test(l.replacements[0] ?? '') ||
  /^\s+(?:to|a|an|the|some|more|it|that|this|them|him|her|you|me|us)\b/i.test(afterOf(l, ctx.text));

// "it took a while", "stay a while", "live a while": dictionaries accept the two words after any
// verb ("awhile" is only an adverb's one-word spelling), so only "awhile" -> "a while" is shown.
export const awhileWrittenAsOne: HarperCheck = (l) => !/\s/.test(l.text);

// "sh sh sh", "no no no": a word said three times in a row is said on purpose.
export const notSaidThrice: HarperCheck = (l, ctx) => {
  const w = /^\p{L}+/u.exec(l.text)?.[0];
  const third = w ? new RegExp(`^\\s+${w}\\b`, 'i') : undefined;
  return !(
    third &&
    (third.test(afterOf(l, ctx.text)) || new RegExp(`\\b${w}\\s+$`, 'i').test(beforeOf(l, ctx.text)))
  );
};

// "tell your wife do me food": a verb and its object pronoun, not the noun "dome".
// "watching the car go down the road": a noun and a verb of motion with its particle, not "cargo".
// "in every one, I gave", "every one of them": each single one, not "everyone".
export const compoundNotVerbPhrase: HarperCheck = (l, ctx) => {
  const after = afterOf(l, ctx.text);
  if (/\s(?:me|you|him|her|us|them|it)$/i.test(l.text)) return false;
  if (
    /\s(?:go|goes|come|comes|run|runs|pass|fly|roll)$/i.test(l.text) &&
    /^\s+(?:down|up|by|away|past|into|off|out|over|through|around|home|back|along|across)\b/i.test(after)
  )
    return false;
  if (/^(?:every|any)\s+one$/i.test(l.text)) return !/^(?:\s*[,.;:!?)—–]|\s+of\b)/.test(after);
  return true;
};

// "that's how people hold their phones": the tagger calls "people" a verb, but a second bare
// verb right after it is the clause's own ("how take the bus" has its object next).
export const howNotBeforeClause: HarperCheck = (l, ctx) => !subjectThenVerb(ctx, l.end);

// "several visionaries trying their hands at": many people, many hands.
export const handsOfMany: HarperCheck = (l, ctx) => !/\b(?:their|our)\s+$/i.test(beforeOf(l, ctx.text));
