// The engine's own grammar rules, run after harper; each was kept only where it was precise on the
// tuning split (bench/quality-grammar.ts reports the held-out figures).
import type { ParsedEssay } from '../../nlp/parse';
import { numberRule, verbFormRule } from './agreement';
import { midSentenceCapitalRule, nameCapitalRule, seasonCapitalRule } from './capitals';
import { cityStateCommaRule, dateCommaRule, howeverRule, introClauseRule, openerCommaRule } from './commas';
import { commaSpliceRule, linkerSpliceRule, resultPhraseRule, subjectCommaRule } from './comma-splices';
import { datedHyphenRule, ellipsisSpaceRule, lopsidedHyphenRule, typewriterDashRule } from './dashes';
import {
  articlePluralRule,
  articlePossessiveRule,
  massArticleRule,
  ordinalTheRule,
  superlativeTheRule,
} from './articles';
import { splitClosedRule } from './closed-compounds';
import { suspendedHyphenRule } from './suspended-hyphen';
import { prepositionRule } from './prepositions';
import { eggcornRule } from './eggcorns';
import {
  closedPhraseRule,
  fixedPrepositionRule,
  missingLinkRule,
  reasonBecauseRule,
  twoDegreesRule,
} from './fixed-phrases';
import {
  doubleLinkRule,
  feelingRule,
  newsAreRule,
  personWhichRule,
  repeatedAuxRule,
  toHomeRule,
} from './clause-patterns';
import { causativeToRule, gerundRule, modalFormRule, prepositionToRule, toPastRule } from './verb-patterns';
import { objectInfinitiveRule } from './object-infinitive';
import { feelingStemRule } from './feeling-stems';
import { countryTheRule, listenToRule, onDayRule, takeCareOfRule } from './set-forms';
import { doubledSubjectRule } from './doubled-subject';
import { lieLayRule } from './lie-lay';
import { danglingModifierRule } from './dangling';
import { parallelListRule } from './parallel-lists';
import { compoundSubjectRule } from './compound-subject';
import { quotePunctuationRule } from './quote-marks';
import { closingCommaRule } from './closing-comma';
import { homophoneRule } from './homophones';
import { idiomRule } from './idioms';
import { etcCommaRule } from './lists';
import { familyPluralRule, nounPluralRule, singleOwnerRule } from './apostrophes';
import {
  abbreviationPluralRule,
  brokenCharacterRule,
  stackedMarksRule,
  trailingMarkRule,
  verbApostropheRule,
} from './marks';
import {
  amountOfRule,
  fractionHyphenRule,
  kindsOfRule,
  oneOfPluralRule,
  quantifierAdjectiveRule,
} from './number-phrases';
import { subjectMeRule } from './pronouns';
import { bracketRelativeRule, onePersonRelativeRule, relativeAgreementRule } from './relative';
import {
  comparativeThatRule,
  gluedNumberRule,
  inAdditionToRule,
  latinPluralRule,
  noModalRule,
} from './slips';
import { introPhraseRule, numeralStartRule, runInHeadingRule } from './openings';
import { halfHyphenAgeRule, hyphenRule, numberCompoundRule, participleCompoundRule } from './hyphens';
import { learnerWordRule, pronounVerbRule } from './learner';
import { beBaseRule, doubleArticleRule, doubleComparativeRule, missingToRule } from './forms';
import {
  abbreviationDotRule,
  ampersandRule,
  finalPunctuationRule,
  parenthesisRule,
  questionMarkRule,
  quoteRule,
  spacingRule,
} from './punctuation';
import { subjectVerbRule } from './subject-verb';
import { fixedSubjectRule, kindOfRule } from './fixed-subjects';
import { distantSubjectRule, gerundSubjectRule } from './distant-subjects';
import { helperVerbRule } from './helper-verbs';
import { bareNotRule, doSupportRule, stateProgressiveRule } from './verb-frames';
import { adverbFormRule } from './adverb-forms';
import { shortComparativeRule } from './short-comparatives';
import { personSubjectRule, pronounFormRule } from './person-subject';
import {
  eachOfVerbRule,
  lessFewerRule,
  lookForwardRule,
  objectPronounRule,
  perfectParticipleRule,
} from './usage';
import { phraseRule, sentenceCapitalRule, wordRule } from './words';
import { tenseRule } from './tense';
import { textSpeakRule } from './text-speak';
import { doBeRule, missingBeRule, prepositionBaseRule, prepositionNotRule } from './learner-verbs';
import { missingArticleRule } from './missing-article';
import { theirRule } from './their';
import { namedRule } from './named';
import { nameSubjectRule, titledNameVerbRule } from './name-subject';
import { anotherRule, learnerPhraseRule, veryMuchOrderRule } from './learner-phrases';
import { bareParticipleRule, regularisedPastRule } from './irregular-verbs';
import { doAdjectiveRule, droppedSubjectRule, forMeIsRule, missingISubjectRule } from './learner-clauses';
import { countPluralRule } from './counts';
import { doubleNegativeRule } from './double-negative';
import { embeddedQuestionRule } from './embedded-question';
import { learnerFrameRule } from './learner-frames';
import { sincePerfectRule } from './since-perfect';
import { properPhraseRule } from './proper-nouns';
import { strayCommaRule } from './stray-commas';
import type { Rule, RuleHit } from './types';

export type { RuleHit } from './types';

export const RULES: readonly Rule[] = [
  quoteRule,
  parenthesisRule,
  spacingRule,
  typewriterDashRule,
  lopsidedHyphenRule,
  ellipsisSpaceRule,
  datedHyphenRule,
  finalPunctuationRule,
  // before hyphenRule: "deep seeded" is "deep-seated", not "deep-seeded"
  eggcornRule,
  hyphenRule,
  participleCompoundRule,
  numberCompoundRule,
  halfHyphenAgeRule,
  suspendedHyphenRule,
  numberRule,
  countPluralRule,
  oneOfPluralRule,
  kindsOfRule,
  quantifierAdjectiveRule,
  amountOfRule,
  fractionHyphenRule,
  verbFormRule,
  // before the agreement rules: "he have 16 years old" is "he is", not "he has"
  learnerFrameRule,
  subjectVerbRule,
  personSubjectRule,
  nameSubjectRule,
  titledNameVerbRule,
  pronounFormRule,
  relativeAgreementRule,
  bracketRelativeRule,
  onePersonRelativeRule,
  kindOfRule,
  fixedSubjectRule,
  distantSubjectRule,
  gerundSubjectRule,
  eachOfVerbRule,
  perfectParticipleRule,
  regularisedPastRule,
  bareParticipleRule,
  lookForwardRule,
  objectPronounRule,
  subjectMeRule,
  theirRule,
  namedRule,
  inAdditionToRule,
  noModalRule,
  latinPluralRule,
  comparativeThatRule,
  gluedNumberRule,
  lessFewerRule,
  pronounVerbRule,
  learnerWordRule,
  learnerPhraseRule,
  veryMuchOrderRule,
  anotherRule,
  beBaseRule,
  doBeRule,
  doAdjectiveRule,
  missingISubjectRule,
  forMeIsRule,
  droppedSubjectRule,
  prepositionNotRule,
  prepositionBaseRule,
  missingBeRule,
  doubleComparativeRule,
  shortComparativeRule,
  doubleArticleRule,
  missingToRule,
  ordinalTheRule,
  superlativeTheRule,
  articlePossessiveRule,
  articlePluralRule,
  massArticleRule,
  missingArticleRule,
  helperVerbRule,
  stateProgressiveRule,
  doSupportRule,
  bareNotRule,
  adverbFormRule,
  missingLinkRule,
  fixedPrepositionRule,
  prepositionRule,
  closedPhraseRule,
  reasonBecauseRule,
  splitClosedRule,
  twoDegreesRule,
  toPastRule,
  modalFormRule,
  causativeToRule,
  prepositionToRule,
  objectInfinitiveRule,
  feelingStemRule,
  countryTheRule,
  takeCareOfRule,
  onDayRule,
  listenToRule,
  doubledSubjectRule,
  lieLayRule,
  danglingModifierRule,
  parallelListRule,
  compoundSubjectRule,
  quotePunctuationRule,
  closingCommaRule,
  embeddedQuestionRule,
  doubleNegativeRule,
  sincePerfectRule,
  properPhraseRule,
  strayCommaRule,
  gerundRule,
  doubleLinkRule,
  feelingRule,
  personWhichRule,
  toHomeRule,
  newsAreRule,
  repeatedAuxRule,
  wordRule,
  textSpeakRule,
  homophoneRule,
  phraseRule,
  sentenceCapitalRule,
  openerCommaRule,
  introClauseRule,
  introPhraseRule,
  howeverRule,
  linkerSpliceRule,
  commaSpliceRule,
  resultPhraseRule,
  subjectCommaRule,
  dateCommaRule,
  cityStateCommaRule,
  etcCommaRule,
  numeralStartRule,
  runInHeadingRule,
  abbreviationDotRule,
  ampersandRule,
  questionMarkRule,
  stackedMarksRule,
  verbApostropheRule,
  abbreviationPluralRule,
  singleOwnerRule,
  familyPluralRule,
  nounPluralRule,
  trailingMarkRule,
  brokenCharacterRule,
  midSentenceCapitalRule,
  seasonCapitalRule,
  nameCapitalRule,
  idiomRule,
  tenseRule,
];

export function runRules(essay: ParsedEssay, rules: readonly Rule[] = RULES): RuleHit[] {
  return rules.flatMap((r) => r(essay));
}
