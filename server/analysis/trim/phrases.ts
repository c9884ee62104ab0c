// Phrase tables of the word-limit surgeon: each a pattern that says the same in fewer words, and
// its shorter form. Only phrases whose shorter form keeps the meaning in any sentence are listed;
// the ones that depend on context (was able to / could, a lot of / many) are left out.
import type { TrimKind } from '../../../shared/analysis/trim';

export interface PhraseRule {
  kind: TrimKind;
  /** Matched case-insensitively on word boundaries; a lookahead may say what must follow. */
  pattern: string;
  replacement: string;
  reason: string;
}

const NOT_AFTER_MODAL = '(?<!\\b(?:to|will|would|could|should|might|may|must|can|not|cannot) )';
const DETERMINER = '(?=\\s+(?:the|my|his|her|our|their|your|its|these|those|them|us|you)\\b)';

const wordy = (
  pattern: string,
  replacement: string,
  reason = 'Says the same in fewer words.',
): PhraseRule => ({
  kind: 'wordy',
  pattern,
  replacement,
  reason,
});
const pair = (pattern: string, replacement: string): PhraseRule => ({
  kind: 'redundant',
  pattern,
  replacement,
  reason: 'The two words say the same thing; one is enough.',
});

/** One rule per tense: the forms of the phrase and of its verb, in the same order, '|'-separated. */
export const NOMINAL_REASON = 'A verb hidden in a noun: the verb says it in fewer words.';
export const DOUBLED_REASON = 'The word is said twice; once is enough.';
const nominal = (phrases: string, verbs: string): PhraseRule[] => {
  const shorter = verbs.split('|');
  return phrases.split('|').map((p, i) => wordy(p, shorter[i]!, NOMINAL_REASON));
};

const OPENER = 'An opening phrase that announces what the sentence does: the sentence can just do it.';

export const PHRASE_RULES: PhraseRule[] = [
  wordy('(?:due|owing) to the fact that', 'because'),
  wordy('because of the fact that', 'because'),
  wordy('in light of the fact that', 'because'),
  wordy('(?:despite|in spite of|regardless of) the fact that', 'although'),
  // After a preposition 'that' cannot stand alone ('used to the fact that' -> not 'used to that').
  wordy(
    '(?<!\\b(?:to|with|of|than|about|on|in|for|by|at|from|upon|into|despite|over|beyond) )the fact that',
    'that',
  ),
  wordy('in order to', 'to'),
  wordy('in order for', 'for'),
  // 'At this time' in a story means then, not now: only the present's own phrase is shortened.
  wordy('at the present time', 'now'),
  wordy('at that (?:point in time|moment in time)', 'then'),
  wordy('in the event that', 'if'),
  wordy('until such time as', 'until'),
  wordy('during the course of', 'during'),
  wordy('in the near future', 'soon'),
  wordy(`(?:the|a) majority of${DETERMINER}`, 'most of'),
  wordy('(?:the|a) majority of', 'most'),
  wordy('a (?:large|great) number of', 'many'),
  wordy('on a daily basis', 'daily'),
  wordy('on a weekly basis', 'weekly'),
  wordy('on a regular basis', 'regularly'),
  wordy(`${NOT_AFTER_MODAL}(?:has|have) the ability to`, 'can'),
  wordy(`${NOT_AFTER_MODAL}(?:am|is|are) able to`, 'can'),
  wordy('prior to', 'before'),
  wordy('subsequent to', 'after'),
  wordy('(?:with|in) regards? to', 'about'),
  wordy('in close proximity to', 'near'),
  wordy('all of the', 'all the'),
  wordy('both of the', 'both the'),
  wordy('off of', 'off'),
  wordy('came to the realization that', 'realized that'),
  wordy('come to the realization that', 'realize that'),
  wordy('coming to the realization that', 'realizing that'),
  wordy('came to the conclusion that', 'concluded that'),
  wordy('come to the conclusion that', 'conclude that'),
  wordy('made (?:the|a) decision to', 'decided to'),
  wordy('make (?:the|a) decision to', 'decide to'),
  wordy('makes (?:the|a) decision to', 'decides to'),
  wordy('for the purpose of', 'for'),
  // A verb hidden in a noun ('made an attempt to' -> 'tried to'), in each tense the verb has.
  ...nominal(
    'made an attempt to|make an attempt to|makes an attempt to|making an attempt to',
    'tried to|try to|tries to|trying to',
  ),
  ...nominal(
    'had a conversation with|have a conversation with|has a conversation with|having a conversation with',
    'talked with|talk with|talks with|talking with',
  ),
  ...nominal(
    'had a discussion about|have a discussion about|has a discussion about|having a discussion about',
    'discussed|discuss|discusses|discussing',
  ),
  ...nominal(
    'took into consideration|take into consideration|takes into consideration|taking into consideration',
    'considered|consider|considers|considering',
  ),
  ...nominal(
    'made a contribution to|make a contribution to|makes a contribution to|making a contribution to',
    'contributed to|contribute to|contributes to|contributing to',
  ),
  ...nominal(
    'came to an agreement|come to an agreement|comes to an agreement|coming to an agreement',
    'agreed|agree|agrees|agreeing',
  ),
  ...nominal(
    'gave an explanation of|give an explanation of|gives an explanation of|giving an explanation of',
    'explained|explain|explains|explaining',
  ),
  ...nominal(
    'had the tendency to|have the tendency to|has the tendency to|having the tendency to',
    'tended to|tend to|tends to|tending to',
  ),

  wordy('(?<=\\b(?:am|is|are|was|were|been) )in the process of', ''),
  wordy('whether or not', 'whether'),
  wordy('as a matter of fact', 'in fact'),
  wordy('in spite of', 'despite'),
  wordy('(?<=(?:^|[.!?]\\s+))(?:in conclusion|to conclude|in summary|to sum up|all in all),\\s*', '', OPENER),
  wordy(
    '(?<=(?:^|[.!?]\\s+))(?:it is important to note that|it is worth noting that|it goes without saying that|needless to say,)\\s*',
    '',
    OPENER,
  ),
  wordy(
    '(?<=(?:^|[.!?]\\s+))(?:in my opinion|to be honest|honestly|personally|basically),\\s*',
    '',
    'A hedge: it is your essay, so the reader knows it is what you think.',
  ),
  pair('each and every', 'every'),
  {
    kind: 'redundant',
    pattern: '(?:very|really|so)(?= (?:very|really|so)\\b)',
    replacement: '',
    reason: DOUBLED_REASON,
  },
  pair('first and foremost', 'first'),
  pair('any and all', 'all'),
  pair('full and complete', 'complete'),
  pair('end result', 'result'),
  pair('final(?= (?:outcome|result)s?\\b)', ''),
  pair('past(?= (?:history|experiences?)\\b)', ''),
  pair('(?<=\\b(?:my|our|his|her|their|your) )future(?= (?:plans|goals)\\b)', ''),
  pair('free(?= gifts?\\b)', ''),
  pair('added(?= bonus\\b)', ''),
  pair('unexpected(?= surprises?\\b)', ''),
  pair('basic(?= fundamentals\\b)', ''),
  pair('close(?= proximity\\b)', ''),
  pair('exact(?= same\\b)', ''),
  pair('(?<=\\bmy )personal(?= (?:opinion|belief)s?\\b)', ''),
  pair('true(?= facts?\\b)', ''),
  pair('absolutely(?= (?:essential|necessary)\\b)', ''),
  pair('completely(?= (?:finished|full|empty|surrounded)\\b)', ''),
  pair('(?<=\\b(?:repeat|repeated|repeating|repeats) )again', ''),
  pair('(?<=\\b(?:return|returned|returning|returns|revert|reverted|reply|replied|refer|referred) )back', ''),
  pair(
    '(?<=\\b(?:join|joined|merge|merged|combine|combined|collaborate|collaborated|cooperate|cooperated|mix|mixed|blend|blended|gather|gathered|connect|connected) )together',
    '',
  ),
  pair('still(?= remains\\b)', ''),
  pair('(?<=\\b(?:shrug|shrugged|shrugging|shrugs) )(?:my|his|her|their|our) shoulders', ''),
  pair('(?<=\\b(?:nod|nodded|nodding|nods) )(?:my|his|her|their|our) heads?', ''),
];
