// Phrases the style section flags in a personal essay: clichés of the genre, a thesaurus voice,
// wordy phrases and intensifiers. Hand-written by the team, not drawn from any corpus; patterns
// are case-insensitive and matched on word boundaries (./phrases.ts compile).
import type { PhraseRule } from './phrases';
import { wordTable } from '../word-table';

export const CLICHES: PhraseRule[] = [
  {
    pattern: 'ever since I was (?:young|little|a (?:little )?(?:kid|child|girl|boy))',
    advice: 'Start with a specific moment instead of a life-long claim.',
  },
  {
    pattern: 'for as long as I can remember',
    advice: 'Open with one concrete memory rather than a sweeping timeline.',
  },
  {
    pattern: 'mak(?:e|es|ing) a (?:real |positive |big )?difference',
    advice: 'Name the actual change you made or want to make, and for whom.',
  },
  {
    pattern: 'passion(?:ate)? (?:for|about)',
    advice: 'Show the passion through what you did; readers discount the word itself.',
  },
  {
    pattern: '(?:out(?:side)? of|step(?:ped)? out of|leave|left) my comfort zone',
    advice: 'Describe the specific risk you took instead.',
  },
  {
    pattern: "(?:webster'?s? )?dictionary defines",
    advice: 'Dictionary openings are the most common essay cliché; start with your own scene.',
  },
  {
    pattern: 'chang(?:ed|es) my life(?: forever)?|life[- ]changing',
    advice: 'Show what is different now, concretely.',
  },
  {
    pattern: 'make the world a better place|change the world',
    advice: 'Scale the claim to something you can show.',
  },
  {
    pattern: 'hard work (?:pays off|and dedication)',
    advice: 'Let the details of the work speak instead of the moral.',
  },
  { pattern: 'give back to (?:my|the) community', advice: 'Say who you help and how.' },
  { pattern: 'at the end of the day', advice: 'Cut it; say the point directly.' },
  {
    pattern: 'everything happens for a reason',
    advice: 'Replace the proverb with what you concluded yourself.',
  },
  { pattern: '(?:follow|chase|achieve|pursue) (?:my|your|their) dreams?', advice: 'Name the actual goal.' },
  { pattern: 'dreams? come true', advice: 'Name the actual goal.' },
  { pattern: 'the rest is history', advice: 'End on a specific image or insight instead.' },
  { pattern: 'broaden(?:ed)? my horizons', advice: 'Say what you saw or learned that was new.' },
  {
    pattern: 'never give up|never gave up',
    advice: 'Show the persistence in a moment rather than the slogan.',
  },
  {
    pattern: "in today'?s (?:society|world|fast[- ]paced world)",
    advice: 'Ground the point in your own experience.',
  },
  { pattern: 'since the dawn of time', advice: 'Cut the grand opening; start with you.' },
  {
    pattern: 'taught me the (?:value|importance|meaning) of',
    advice: 'Show the lesson through what you now do differently.',
  },
  { pattern: 'a (?:better|stronger) person', advice: 'Describe how you act differently now.' },
  { pattern: 'well[- ]rounded', advice: 'Show the range through examples.' },
  { pattern: 'think outside (?:of )?the box', advice: 'Describe the unusual idea itself.' },
  { pattern: 'blood,? sweat,? and tears', advice: 'Use a detail from your own effort instead.' },
  { pattern: 'reach for the stars|shoot for the moon', advice: 'Name the goal itself.' },
  {
    pattern: 'learned (?:a lot|so much|so many (?:new )?things)',
    advice: 'Say the one thing you learned, specifically.',
  },
  { pattern: 'eye[- ]opening', advice: 'Say what you saw that was new to you.' },
  {
    pattern: '(?:shaped|made|turned) me (?:into )?(?:the person|who) I am today',
    advice: 'Show one way you act differently because of it.',
  },
  { pattern: 'in this essay,? I will', advice: 'Skip the announcement; start with the story itself.' },
  {
    pattern:
      '(?:a )?(?:great|perfect|valuable|wonderful) (?:addition|fit) (?:to|for) (?:your|the|this) (?:university|college|school|campus|community|program)',
    advice: 'Show the fit through one thing you would do there.',
  },
  { pattern: 'anything is possible', advice: 'Replace the slogan with what you actually did.' },
  {
    pattern: 'anything (?:I|you|we) (?:set|put) (?:my|your|our) minds? to',
    advice: 'Replace the slogan with the one thing you did.',
  },
  { pattern: 'a blessing in disguise', advice: 'Say what the setback turned into.' },
  { pattern: 'little did I know', advice: 'Let the story reveal the surprise when it comes.' },
  { pattern: "there(?:['’]s| is) more to life than", advice: 'Name what else matters to you, specifically.' },
  { pattern: 'change(?:d)? my life forever', advice: 'Show one way your days are different now.' },
];

// Ornate words that read as a thesaurus voice in a personal essay; plainer choices listed.
export const THESAURUS: Record<string, string[]> = wordTable({
  utilize: ['use'],
  utilized: ['used'],
  utilizing: ['using'],
  plethora: ['many', 'plenty of'],
  myriad: ['many'],
  commence: ['begin', 'start'],
  commenced: ['began', 'started'],
  endeavor: ['try', 'effort'],
  endeavors: ['efforts'],
  endeavored: ['tried'],
  facilitate: ['help', 'make easier'],
  ameliorate: ['improve'],
  paramount: ['essential'],
  quintessential: ['classic', 'typical'],
  ubiquitous: ['everywhere', 'common'],
  henceforth: ['from then on'],
  indubitably: ['certainly'],
  erudite: ['learned'],
  multifaceted: ['complex'],
  cognizant: ['aware'],
  elucidate: ['explain'],
  procure: ['get'],
  perspicacious: ['sharp'],
  magnanimous: ['generous'],
  juxtapose: ['contrast'],
  juxtaposition: ['contrast'],
  aforementioned: ['this', 'that'],
  albeit: ['though'],
  heretofore: ['until now'],
  copious: ['plenty of'],
  plethoric: ['excessive'],
  superfluous: ['unneeded'],
  egregious: ['serious'],
  ineffable: ['indescribable'],
  esoteric: ['obscure'],
  ostensibly: ['apparently'],
  delve: ['dig into', 'explore'],
  delved: ['dug into', 'explored'],
  tapestry: ['mix'],
  amalgamation: ['mix'],
});

export const WORDY: PhraseRule[] = [
  { pattern: 'in order to', advice: 'Use "to".', alternatives: ['to'] },
  { pattern: 'due to the fact that', advice: 'Use "because".', alternatives: ['because'] },
  { pattern: 'at this point in time', advice: 'Use "now".', alternatives: ['now'] },
  {
    pattern: '(?:very|really|extremely|so|quite|most|more) unique',
    advice: 'Unique has no degrees: use "unique", or say what makes it rare.',
    alternatives: ['unique'],
  },
  // ("The reason is because I was tired" -> "because I was tired" would leave a fragment.)
  {
    pattern: 'the reason (?:why )?is because',
    advice: 'Use "the reason is that", or just "because".',
    alternatives: ['the reason is that'],
  },
  {
    pattern: 'the reason (?:why )?was because',
    advice: 'Use "the reason was that", or just "because".',
    alternatives: ['the reason was that'],
  },
  { pattern: 'each and every', advice: 'Use "every".', alternatives: ['every'] },
  { pattern: 'in spite of the fact that', advice: 'Use "although".', alternatives: ['although'] },
  { pattern: 'for the purpose of', advice: 'Use "to" or "for".', alternatives: ['to', 'for'] },
  {
    pattern: 'a (?:large|great) (?:number|amount) of',
    advice: 'Use "many" or "much".',
    alternatives: ['many', 'much'],
  },
];

export const INTENSIFIERS = [
  'very',
  'really',
  'extremely',
  'incredibly',
  'truly',
  'totally',
  'absolutely',
  'literally',
  'super',
];
