// Word classes the tense rules (lint/rules/tense.ts) read: what sets a sentence in the present,
// what takes a bare verb, and which bare verbs stay right in a past story.

// Finite verbs that put the sentence in the present or future.
export const PRESENT = new Set(
  "am is are 's 're 'm has does do don't doesn't can will shall 'll won't can't isn't aren't".split(' '),
);

// Words that keep a bare verb right: infinitive, modals, do-support, causatives and perception
// verbs with an object ("made him go", "saw them run"), and the subjunctive's "if".
export const GOVERNS_BARE = new Set(
  "to can could will would shall should must might may do does did n't not let let's make made help helped watch watched see saw hear heard feel felt notice noticed 'd 'll".split(
    ' ',
  ),
);

// Verbs of thinking, feeling and owning stay present in past narration ("I know he left", "they
// live there now"), and verbs the tagger reads off nouns.
export const STATIVE = new Set(
  'think know believe remember forget hope wish guess suppose mean feel like love hate want need prefer understand realize realise doubt bet reckon imagine recall regret admit wonder care mind agree seem own belong live matter say tell promise swear expect hear see stink'.split(
    ' ',
  ),
);

// Words that open a clause where the present stays right ("because I like it", "what they want").
export const SUBORDINATE = new Set(
  'because since if unless that which who whom whose what whatever where wherever how why whether although though as whenever while than'.split(
    ' ',
  ),
);

// Time words that mark a present habit ("now we live", "every day I walk").
export const NOW = new Set(
  'now nowadays today still always usually often every sometimes generally normally'.split(' '),
);

// Bases that are also adjectives or nouns after "be" ("the door was open", "it is like that"),
// body parts ("he hurt is arm": the slip is "is" for "his"), and "herd" (a slip for "heard").
export const ADJECTIVE_BASE = new Set(
  'open close clean clear free complete correct perfect separate dry empty wet slow fit live mean last like welcome worth sure ready able due right wrong fun round home dark warm cool mature content secure herd arm hand head face back foot leg eye'.split(
    ' ',
  ),
);
