// Word lists and patterns for the AI-risk features (ai-features.ts). Written by the team from
// published descriptions of chat-assistant prose (the "delve / crucial / additionally" vocabulary
// studies of 2024, stock hedges such as "it is important to note") and of everyday student writing;
// none is drawn from an evaluation corpus.

export const TRANSITION =
  /^(?:however|moreover|furthermore|additionally|overall|in conclusion|in addition|firstly|secondly|thirdly|finally|lastly|ultimately|consequently|therefore|thus|hence|in summary|to conclude|on the other hand|for example|for instance|similarly|nevertheless)\b/i;

export const ASSISTANT_WORDS = new Set(
  `crucial vital essential significant significantly various numerous potential comprehensive valuable key
effective effectively diverse unique particularly specific ensure ensures ensuring enhance enhances enhancing foster
fosters fostering provide provides provided providing allow allows allowed involve involves involved include
includes included including delve delves intricate pivotal multifaceted robust facilitate utilize leverage
landscape realm showcase showcasing underscore underscores commendable meticulous seamless invaluable`.split(
    /\s+/,
  ),
);
// Multi-word assistant habits counted with the single words above.
export const ASSISTANT_PHRASES = /\b(?:such as|a (?:wide )?(?:range|variety) of)\b/gi;
export const NOTEWORTHY =
  /\b(?:it is|it's|it’s) (?:(?:important|essential|crucial|vital|necessary) to|worth (?:noting|mentioning|considering))\b|\bimportant to (?:note|remember|consider)\b|\bkeep in mind\b/gi;
export const CONNECTIVE_WORDS = new Set(
  'additionally furthermore moreover overall ultimately consequently notably similarly'.split(' '),
);
export const CONNECTIVE_PHRASES =
  /\b(?:in conclusion|in summary|in addition|to summarize|to sum up|as a result)\b/gi;
export const CASUAL = new Set(
  `really very pretty thing things stuff lot lots got get gets getting kind sort actually just like basically
maybe anyway okay ok guess think totally literally kinda gonna wanna yeah`.split(/\s+/),
);
export const PLAIN_LINKS = new Set(['because', 'so', 'but', 'cause']);
export const PRONOUN_OPENER = /^(?:this|these|it|such)\b/i;

// A hyphen (or the en dash a word processor turns it into) typed with spaces between words, the way
// people type a dash; minus signs before numbers do not count.
export const TYPED_DASH = /[\p{L}\p{N},.)"'’”][ \t]+(?:--?|–)[ \t]+[\p{L}"“'‘(]/gu;
