// Hand-written phrase lists for the college-essay profile (written by the team, not drawn from
// any corpus). Patterns are case-insensitive and matched on word boundaries.
export interface PhraseRule {
  pattern: string;
  advice: string;
  alternatives?: string[];
}

export const CLICHES: PhraseRule[] = [
  { pattern: "ever since I was (?:young|little|a (?:little )?(?:kid|child|girl|boy))", advice: 'Start with a specific moment instead of a life-long claim.' },
  { pattern: 'for as long as I can remember', advice: 'Open with one concrete memory rather than a sweeping timeline.' },
  { pattern: 'mak(?:e|es|ing) a (?:real |positive |big )?difference', advice: 'Name the actual change you made or want to make, and for whom.' },
  { pattern: 'passion(?:ate)? (?:for|about)', advice: 'Show the passion through what you did; readers discount the word itself.' },
  { pattern: '(?:out(?:side)? of|step(?:ped)? out of|leave|left) my comfort zone', advice: 'Describe the specific risk you took instead.' },
  { pattern: "(?:webster'?s? )?dictionary defines", advice: 'Dictionary openings are the most common essay cliché; start with your own scene.' },
  { pattern: 'chang(?:ed|es) my life(?: forever)?|life[- ]changing', advice: 'Show what is different now, concretely.' },
  { pattern: 'make the world a better place|change the world', advice: 'Scale the claim to something you can show.' },
  { pattern: 'hard work (?:pays off|and dedication)', advice: 'Let the details of the work speak instead of the moral.' },
  { pattern: 'give back to (?:my|the) community', advice: 'Say who you help and how.' },
  { pattern: 'at the end of the day', advice: 'Cut it; say the point directly.' },
  { pattern: 'everything happens for a reason', advice: 'Replace the proverb with what you concluded yourself.' },
  { pattern: '(?:follow|chase|achieve|pursue) (?:my|your|their) dreams?', advice: 'Name the actual goal.' },
  { pattern: 'dreams? come true', advice: 'Name the actual goal.' },
  { pattern: 'the rest is history', advice: 'End on a specific image or insight instead.' },
  { pattern: 'broaden(?:ed)? my horizons', advice: 'Say what you saw or learned that was new.' },
  { pattern: 'never give up|never gave up', advice: 'Show the persistence in a moment rather than the slogan.' },
  { pattern: "in today'?s (?:society|world|fast[- ]paced world)", advice: 'Ground the point in your own experience.' },
  { pattern: 'since the dawn of time', advice: 'Cut the grand opening; start with you.' },
  { pattern: 'taught me the (?:value|importance|meaning) of', advice: 'Show the lesson through what you now do differently.' },
  { pattern: 'a (?:better|stronger) person', advice: 'Describe how you act differently now.' },
  { pattern: 'well[- ]rounded', advice: 'Show the range through examples.' },
  { pattern: 'think outside (?:of )?the box', advice: 'Describe the unusual idea itself.' },
  { pattern: 'blood,? sweat,? and tears', advice: 'Use a detail from your own effort instead.' },
  { pattern: 'reach for the stars|shoot for the moon', advice: 'Name the goal itself.' },
  { pattern: 'learned (?:a lot|so much)', advice: 'Say the one thing you learned, specifically.' },
];

// Ornate words that read as a thesaurus voice in a personal essay; plainer choices listed.
export const THESAURUS: Record<string, string[]> = {
  utilize: ['use'], utilized: ['used'], utilizing: ['using'], plethora: ['many', 'plenty of'], myriad: ['many'],
  commence: ['begin', 'start'], commenced: ['began', 'started'], endeavor: ['try', 'effort'], endeavors: ['efforts'],
  endeavored: ['tried'], facilitate: ['help', 'make easier'], ameliorate: ['improve'], paramount: ['essential'],
  quintessential: ['classic', 'typical'], ubiquitous: ['everywhere', 'common'], henceforth: ['from then on'],
  indubitably: ['certainly'], erudite: ['learned'], multifaceted: ['complex'], cognizant: ['aware'],
  elucidate: ['explain'], procure: ['get'], perspicacious: ['sharp'], magnanimous: ['generous'],
  juxtapose: ['contrast'], juxtaposition: ['contrast'], aforementioned: ['this', 'that'], albeit: ['though'],
  heretofore: ['until now'], copious: ['plenty of'], plethoric: ['excessive'], superfluous: ['unneeded'],
  egregious: ['serious'], ineffable: ['indescribable'], esoteric: ['obscure'], ostensibly: ['apparently'],
  delve: ['dig into', 'explore'], delved: ['dug into', 'explored'], tapestry: ['mix'], amalgamation: ['mix'],
};

export const WORDY: PhraseRule[] = [
  { pattern: 'in order to', advice: 'Use "to".', alternatives: ['to'] },
  { pattern: 'due to the fact that', advice: 'Use "because".', alternatives: ['because'] },
  { pattern: 'at this point in time', advice: 'Use "now".', alternatives: ['now'] },
  { pattern: 'the reason (?:why )?(?:is|was) because', advice: 'Use "because".', alternatives: ['because'] },
  { pattern: 'each and every', advice: 'Use "every".', alternatives: ['every'] },
  { pattern: 'in spite of the fact that', advice: 'Use "although".', alternatives: ['although'] },
  { pattern: 'for the purpose of', advice: 'Use "to" or "for".', alternatives: ['to', 'for'] },
  { pattern: 'a (?:large|great) (?:number|amount) of', advice: 'Use "many" or "much".', alternatives: ['many', 'much'] },
];

export const INTENSIFIERS = ['very', 'really', 'extremely', 'incredibly', 'truly', 'totally', 'absolutely', 'literally', 'super'];

// Phrases that language models overuse and that make an essay sound generic.
export const GENERIC_AI = [
  'delve', 'tapestry', 'testament to', 'embark(?:ed|ing)? on', 'navigat(?:e|ing|ed) the', 'foster(?:ed|ing|s)?',
  'unwavering', 'invaluable', 'multifaceted', 'profound(?:ly)?', 'pivotal', 'crucial', 'vital', 'furthermore',
  'moreover', 'additionally', 'in conclusion', 'overall,', 'plays? a (?:crucial|vital|significant|key) role',
  'it is (?:important|essential|crucial) to', 'not only .{1,40} but also', 'in today', 'ultimately', 'enhance',
  'valuable', 'significant(?:ly)?', 'various', 'numerous', 'ensure', 'individuals', 'society', 'essential',
];

export const ABSTRACTIONS = [
  'success', 'passion', 'dedication', 'hard work', 'leadership', 'challenges?', 'experiences?', 'growth', 'opportunit(?:y|ies)',
  'impact', 'diversity', 'community', 'skills?', 'journey', 'perseverance', 'determination', 'potential', 'society',
  'values', 'resilience', 'responsibility', 'teamwork', 'commitment', 'excellence', 'integrity', 'knowledge',
];

export const REFLECTION = [
  'I realized', 'I realised', 'I learned', 'I learnt', 'taught me', 'I now', 'I understand', 'I understood', 'made me',
  'I began to', 'I discovered', 'looking back', 'I see now', "I've come to", 'I have come to', 'I came to', 'I grew',
  'I changed', 'I will', 'I want to', 'I hope to', 'showed me', 'helped me', 'I noticed', 'I wonder', 'this is why',
  'that is why', 'I finally', 'I still', 'I am now', "I'm now", 'I knew', 'changed how I', 'I recognized',
];

export const TRANSITIONS = [
  'however', 'therefore', 'for example', 'for instance', 'in addition', 'also', 'because', 'although', 'though', 'since',
  'then', 'later', 'finally', 'first', 'second', 'instead', 'meanwhile', 'as a result', 'so', 'yet', 'but', 'still',
  'eventually', 'afterward', 'after', 'before', 'when', 'while', 'even though', 'in fact', 'on the other hand',
];

export const SENSORY = [
  'smell', 'smelled', 'taste', 'tasted', 'sound', 'heard', 'loud', 'quiet', 'bright', 'dark', 'cold', 'warm', 'hot',
  'rough', 'soft', 'bitter', 'sweet', 'sour', 'red', 'blue', 'green', 'yellow', 'whisper', 'shout', 'hands', 'eyes',
  'kitchen', 'table', 'door', 'window', 'car', 'street', 'floor', 'morning', 'night', 'o\'clock',
];

/** Compiles a list of patterns into one global, case-insensitive, word-bounded regex. */
export function compile(patterns: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${patterns.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}
