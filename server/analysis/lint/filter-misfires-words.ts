// The second half of filter-misfires.ts: harper lints on single words ("may", "you", "then",
// "wont", "a while") and repeated or run-together words that misfire in known, checkable contexts.
// Checked after the first half, in this order; each check keeps the lint everywhere else.
import type { HarperLint } from './harper';
import { MONTH_NEXT, MY_AFTER } from '../spell/slips';
import { QUOTED_END } from './rules/words';
import { subjectThenVerb, type MisfireContext } from './filter-pronoun-verb';

/** False when a lint is a known misfire, true when a check keeps it, undefined when none applies. */
export function wordMisfireAllows(
  l: HarperLint,
  ctx: MisfireContext,
  before: string,
  after: string,
): boolean | undefined {
  // "in may work": "my" before a noun (spell/slips.ts), not the month.
  if (/^Months should be written/i.test(l.message) && /^may$/.test(l.text)) {
    const next = /^\s+(?=\p{L})/u.exec(after);
    const nextWord = /^\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase() ?? '';
    const prevWord = /(\p{L}+)\s+$/u.exec(before)?.[1]?.toLowerCase() ?? '';
    return !(
      next &&
      /^(?:NOUN|VERB)$/.test(ctx.posAt?.(l.end + next[0].length) ?? '') &&
      !MONTH_NEXT.has(nextWord) &&
      MY_AFTER.has(prevWord)
    );
  }
  // "By seven a.m. the": the "a" of "a.m." is not an article.
  // "a hours": "an hours" is still wrong; the plural is the slip (rules/articles.ts offers "hour"
  // or dropping "a").
  if (/indefinite article/i.test(l.message) && /^a$/i.test(l.text)) {
    const plural = /^\s+(\p{Ll}+[^s\W]s)\b(?!['’])/u.exec(after);
    if (plural && ctx.posAt?.(l.end + plural[0].length - plural[1]!.length) === 'NOUN') return false;
    return !/^\.m\./i.test(after);
  }
  // "Congratulations to you two", "for you Rex", "with you they can": "you" ends its phrase.
  if (/possessive version of this word/i.test(l.message) && /^you$/i.test(l.text))
    // ("what you yourself choose": the reflexive stresses the subject.)
    return !/^(?:\s+(?:two|three|both|all|I|he|she|it|we|they|yourself|yourselves|\p{Lu}\p{Ll}*)\b|\s*[^\s\p{L}])/u.test(
      after,
    );
  // "when you're seventeen": a number after "you're" is an age, not a thing the reader owns.
  if (/possessive version of this word/i.test(l.message) && /^you['’]re$/i.test(l.text))
    return !/^\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\p{L}+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)\b/iu.test(
      after,
    );
  // "talked to each other then Jean said", "better then The girl": "then" starts the next clause.
  if (/^Did you mean [`"“]than[`"”]\?$/.test(l.message))
    return !/\b(?:each other|one another)\s+$/i.test(before) && !/^\s+(?!I\b)\p{Lu}/u.test(after);
  // "so did he want to", "why wouldn't somebody want": after an inverted helper the verb stays bare.
  if (/^Did you mean [`"“]\p{L}+s[`"”]\?$/u.test(l.message))
    return !/\b(?:do|does|did|can|could|will|would|shall|should|may|might|must|wo|ca)(?:n['’]t)?\s+(?:he|she|it|(?:any|some|every|no)(?:one|body)|this|that)\s+$/i.test(
      before,
    );
  // "the best laugh of my life": "laugh" is the noun; only the verb takes "at".
  if (/`laugh at \.\.\.` instead of `laugh of/.test(l.message))
    return !/\b(?:the|a|an|my|his|her|our|their|best|first|last|good|great|big|loud|hearty)\s+laugh\s+$/i.test(
      before,
    );
  // "then he hopped out": a past of "hop" is no slip of "hope" ("hoped").
  if (/'hope' instead of 'hop'/.test(l.message)) return !/^hopp(?:ed|ing)$/i.test(l.text);
  // "the work we were teaching ourselves was": a reflexive pronoun is no subject.
  if (
    /^Make the verb agree with its subject/i.test(l.message) &&
    /\b(?:myself|yourself|himself|herself|itself|ourselves|yourselves|themselves)\s+$/i.test(before)
  )
    return false;
  // "its the first day": "its" before an article is "it's" (the spelling layer offers it), not a
  // possessive to drop.
  if (/definite article 'the' or the possessive/i.test(l.message) && /^its\b/i.test(l.text)) return false;
  // "That is were we met": "were" is a slip of "where" (the spelling layer offers it), not a
  // second "be" to drop.
  if (
    /Drop the repeated verb form/i.test(l.message) &&
    /^\s*were$/i.test(l.text) &&
    /^\s+(?:i|we|you|they|he|she|my|our|his|her|their)\s/i.test(after)
  )
    return false;
  // "this ability of her's was", "my papa's were": a possessive's "'s", not a second "is".
  if (/Drop the repeated verb form/i.test(l.message) && /\p{L}['’]s\s*$/u.test(before))
    return /\b(?:he|she|it|that|there|what|who|where|here)['’]s\s*$/i.test(before);
  // "the difference between "How are you?" and …": a quoted question goes on in its sentence.
  if (/does not start with a capital/i.test(l.message)) return !QUOTED_END.test(before);
  // "the little one goes": "one" is the pronoun, not a number.
  if (/should not be used before a number/i.test(l.message)) return !/\bone$/i.test(l.text);
  // "so was he his knees were": a subject pronoun ends one clause, a possessive opens the next.
  // "Maybe its our faces": "its" is "it's" (harper's own its/it's card says so), not a pronoun too many.
  if (/too many personal pronouns in sequence/i.test(l.message))
    return !(
      (/^(?:he|she|I|we|they|you|it)\s+(?:his|her|their|my|your|our|its)$/i.test(l.text) &&
        /^\s+\p{L}/u.test(after)) ||
      /^its\s/i.test(l.text)
    );
  // "when he finally did we headed out": "did" ends one clause and "we headed" opens the next, so
  // the past is right ("Did we headed out?" and "I did went" are the slips).
  if (/base form of the verb with .did/i.test(l.message)) {
    const clauseEnd = /\b\w+\s+did\s+(?:i|we|you|he|she|they|it)\s+$/i.test(before);
    const end = /[.!?]/.exec(after)?.[0];
    if (clauseEnd && end !== '?') return false;
    // "Everything I did caused him to laugh", "the work we did paid off": "did" ends a relative
    // clause, and the past after it is the sentence's own verb.
    const rel = /\b(\p{L}+)\s+(?:i|we|you|he|she|they)\s+did\s+$/iu.exec(before);
    const head = rel?.[1]?.toLowerCase();
    const headAt = rel ? l.start - before.length + rel.index : -1;
    if (
      head &&
      !/^(?:yesterday|today|tonight|then|and|but|so|because|when|if|that)$/.test(head) &&
      (/^(?:everything|something|anything|nothing|all|what|whatever)$/.test(head) ||
        ctx.posAt?.(headAt) === 'NOUN')
    )
      return false;
  }
  // "reaching to far to retrieve", "looks to pretty to be real": the first "to" is "too"
  // (spell/common-confusions.ts) before a describing word, not a second "to".
  if (/repeated `to` in this infinitive/i.test(l.message)) {
    const middle = /^to\s+(\p{L}+)\s+to$/iu.exec(l.text);
    const adjective =
      !!middle && /^(?:ADJ|ADV)$/.test(ctx.posAt?.(l.start + l.text.indexOf(middle[1]!, 2)) ?? '');
    return (
      !adjective &&
      !/^to\s+(?:far|much|many|late|early|long|big|small|hard|busy|young|old|tired|scared|afraid)\s+to$/i.test(
        l.text,
      )
    );
  }
  // "they wont be able", "you wont be sorry": "won't" before a bare verb (the apostrophe card,
  // spell/confusions.ts); "I wont to go", "I wont a dog" is "want".
  if (/^Did you mean [`"]want[`"]\?$/.test(l.message) && /^wont$/i.test(l.text))
    return /^\s+(?:to|a|an|the|some|more|it|that|this|them|him|her|you|me|us)\b/i.test(after);
  // "it took a while", "stay a while", "live a while": dictionaries accept the two words after any
  // verb ("awhile" is only an adverb's one-word spelling), so it is no error to mark.
  if (/single word `awhile`/i.test(l.message)) return false;
  // "sh sh sh", "no no no": a word said three times in a row is said on purpose.
  if (l.kind === 'Repetition') {
    const w = /^\p{L}+/u.exec(l.text)?.[0];
    const third = w ? new RegExp(`^\\s+${w}\\b`, 'i') : undefined;
    if (third && (third.test(after) || new RegExp(`\\b${w}\\s+$`, 'i').test(before))) return false;
  }
  // "tell your wife do me food": a verb and its object pronoun, not the noun "dome".
  if (/closed compound/i.test(l.message) && /\s(?:me|you|him|her|us|them|it)$/i.test(l.text)) return false;
  // "watching the car go down the road": a noun and a verb of motion with its particle, not "cargo".
  if (
    /closed compound/i.test(l.message) &&
    /\s(?:go|goes|come|comes|run|runs|pass|fly|roll)$/i.test(l.text) &&
    /^\s+(?:down|up|by|away|past|into|off|out|over|through|around|home|back|along|across)\b/i.test(after)
  )
    return false;
  // "in every one, I gave", "every one of them": each single one, not "everyone".
  if (/closed compound/i.test(l.message) && /^(?:every|any)\s+one$/i.test(l.text))
    return !/^(?:\s*[,.;:!?)—–]|\s+of\b)/.test(after);
  // "that's how people hold their phones": the tagger calls "people" a verb, but a second bare
  // verb right after it is the clause's own ("how take the bus" has its object next).
  if (/after `how`/i.test(l.message)) return !subjectThenVerb(ctx, l.end);
  // "several visionaries trying their hands at": many people, many hands.
  if (/idiom uses the singular `hand`/i.test(l.message)) return !/\b(?:their|our)\s+$/i.test(before);
  return undefined;
}
