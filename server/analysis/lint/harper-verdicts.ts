// What the grammar section does with each harper rule the engine switches on, by rule name: off,
// shown (unless on a name or title), or shown where named context checks pass. Harper's message
// wording is never read, so a reworded message changes nothing; a renamed or added rule has no
// verdict here and tests/server/analysis/harper-rule-names.test.ts fails until it is given one.
// Why a rule is off (harper-off.ts): it fires mostly on correct text in the tuning split, or it is
// house style, not a mistake a student would recognise (lint/filter.ts). Spelling lints belong to
// the spelling analyzer.
import { type HarperCheck } from './filter-context';
import * as c from './filter-context';
import * as m from './filter-misfires';
import * as w from './filter-misfires-words';
import { pronounVerbAllows } from './filter-pronoun-verb';
import { OFF_RULE_NAMES } from './harper-off';

export type HarperVerdict = 'off' | readonly HarperCheck[];

const names = (list: string) => list.trim().split(/\s+/);

const DEFAULT = [c.notNameOrTitle];
/** Rules shown wherever they fire, except on a capitalised name or title (notNameOrTitle). */
const SHOWN = names(`
ALongTime APart AWholeOther AfterAll AllOfASudden AllThough AllowTo Alongside AmInTheMorning
AnAnother AnotherThings ArriveTo AsComparedTo AsToInterrogative AskNoPreposition AtLeasToLeast
AtLestToLeast AvoidAndAlso AwaitFor AwareOf BadRap BeShocked Beforehand BestOfAllTime
BlacklistWhitelist Bought BuiltIn ByAccident ByOnesOwn ChockFull ColdModalTypo Combinate
ComplainAsNoun Confident CorrectNumberSuffix Damages DayAndAge DespiteOf Didnt Discuss DoMistake
DoToDueTo DoesOrDose DontCan DoubleCheckHyphen DoubleModal DoubleNegative EachAndEveryOne
EachOthersPossessive EllipsisLength ElsePossessive EnMasse EverEvery EverPronounRelPronoun EverSince
EveryTime ExceptOf ExitedExcitedContext FascinatedBy FeelFell FillerWords FindFine
FirstPersonModifierHyphen ForALongTime ForAWhile ForNoun ForSameReason ForTheNthTime FriendOfMe
GetRidOf GoingTo GoodAt HadOf Handful HavePassed HavePronoun HelloGreeting HelpedPast Holidays
HomeInOn HowItLooksLike HowMach HumanBeings IAmAgreement IDontKnow IfWouldve InAWhile InAnyWay
InDetail InMyOpinion InNeedOf InThe InTimeFromNow IncludingButNotLimitedToPunctuation InspiredBy
InsteadOf IsBeenAuxSequence ItsContraction KindOf LastButNotLeast LetToDo LikeAsIf
LikeTheresNoTomorrow LikelyHood Likewise LongTimeAgo LookForwardTo LookingForwardTo MakeSense
MeansALotTo MissingDeterminer ModalSeem MostOfTheTimes MultipleFrequencyAdverbs NerveRacking
NoLonger Nobody NotBeAfterNot NotIn NotOnlyInversion NotTo NotablePlaces Nowadays ObsessPreposition
OfCourse OhMyGod OnFloor OnTopOf OnceInAWhile OnesSelf OpenCompounds OutOfDate Oxymorons
PassionateAbout PhrasalVerbAsCompoundNoun PluralDecades PluralWrongWordOfPhrase PointsOfView
PreferSneaked ReasonForDoing RedundantAdditiveAdverbs RedundantSuperlatives RegularIrregulars
RelayOnForRely Respond ResponsibilityFor RoadMap SafeToSave SameAs SinceDuration SomeOfThe
SomeWithoutArticle SubjectPronoun SubjunctiveWasToWere SupposedTo TakeCareOf TakeControlOf
TalkToYouLater ThatThis The TheAnother TheEntiretyOf TheHowWhy TheLastDays TheTheToThatThe
ThereMissingIsClause ThereOwn ThingThink ThinkKnowOff ThisTypeOfThing ThoughThought ThrowRubbish
ToDoHyphen ToTo ToTooIdioms ToWorryAbout USUniversities UnitedOrganizations Unless UseToUsedTo
VeryKnown VeryUnique WaistWaste WantBe WasAloud WayTooAdjective WellBeing WereWhere Whereas
WholeEntire WinPrize WishCould WokVerbTypo WorseOrWorst WorstCaseScenario WorthToDo WrongApostrophe
`);

// Closed compounds harper joins ("every one" -> "everyone", "with out" -> "without").
export const CLOSED_COMPOUNDS = names(`
Anybody Anyhow Anywhere Bypass Chalkboard Everybody Everyone Everywhere Furthermore However Instead
Intact Itself Meanwhile Misunderstood Multimedia Myself Nothing Nowhere Overall Overnight Somebody
Somehow Someone Somewhere Straightforward Tenfold Therefore Widespread Without Worldwide Worthwhile
Yourself
`);
const REPEATS = names(`CriteriaPhenomena RedundantThat ThatWhich RepeatedWords`);

// ToTwoToo: "too go" -> "to go" where a bare verb follows; "I do, to." -> "too" at a sentence's
// end after a comma; other "to" -> "too" cards fire on correct text ("I too feel").
const toTooChecked: HarperCheck = (l, ctx) =>
  c.tooWrittenForTo(l, ctx)
    ? c.tooBeforeBareVerb(l, ctx) && m.tooNotBeforeParticiple(l, ctx)
    : /,\s+$/.test(ctx.text.slice(Math.max(0, l.start - 3), l.start)) &&
      /^[.!?]/.test(ctx.text.slice(l.end, l.end + 1)) &&
      c.notNameOrTitle(l, ctx);

// LetsConfusion: "let's him" (a Repetition lint) is checked as a repeated word; "let go to the
// park" -> "let's go" where no object and its verb follow.
const letsChecked: HarperCheck = (l, ctx) =>
  l.kind === 'Repetition'
    ? c.notNameOrDeliberateRepeat(l, ctx) && w.notSaidThrice(l, ctx)
    : c.notNameOrTitle(l, ctx) && m.letNotParticleOrObject(l, ctx);

/** Rules shown where every named check passes. */
const CHECKED: Readonly<Record<string, readonly HarperCheck[]>> = {
  ...Object.fromEntries(
    CLOSED_COMPOUNDS.map((r) => [r, [c.notSelfCompoundOrOpenName, w.compoundNotVerbPhrase]]),
  ),
  ...Object.fromEntries(REPEATS.map((r) => [r, [c.notNameOrDeliberateRepeat, w.notSaidThrice]])),
  AnA: [c.articleNotLetterOrConsonantSound, m.anNotAnd, w.aNotBeforePluralOrTime],
  GrindToAHalt: [c.articleNotLetterOrConsonantSound],
  HaveAHardTime: [c.articleNotLetterOrConsonantSound],
  AsHow: [c.notSuchAs],
  // "viscous cycle" is a slip; "vicious cycle" is usual English.
  ViciousCircle: [...DEFAULT, c.notCycleForCircle],
  HeDos: [...DEFAULT, w.bareAfterInvertedHelper],
  AndIn: [c.anInNotCompound],
  CapitalizePersonalPronouns: [c.notMarkupOrInitial],
  // "Don't use a space before a comma" only: a missing space after one is house style.
  CommaFixes: [c.commaFixAddsNoSpace],
  CompoundNouns: [c.commonClosedCompound, w.compoundNotVerbPhrase],
  // "everyday" -> "every day" where no noun follows; "every day" -> "everyday" as any rule.
  Everyday: [c.everyDayNotBeforeNoun],
  HowTo: [c.howBeforeVerb, w.howNotBeforeClause],
  InDemandInDepth: [c.inDepthBeforeNoun],
  ItsPossessive: [c.itsAfterPrepositionOrBeforeOwn],
  // "a lots" -> "a lot", not "a lot's" (the Punctuation card wants a contraction).
  Lots: [...DEFAULT, c.notPunctuationKind],
  // "informations" -> "information"; "a knowledge" (Agreement) fires on correct text.
  MassNouns: [c.pluralOfUncountable],
  MissingTo: [c.infinitiveBeforeBareVerb],
  MultipleSequentialPronouns: [c.notNameOrDeliberateRepeat, w.pronounsInOneClause],
  PronounInflectionBe: [c.subjectNotObjectPronoun, m.areNotAfterObjectIt, w.subjectNotReflexive],
  PronounVerbAgreement: [c.verbNotTaggedNoun, pronounVerbAllows],
  SentenceCapitalization: [c.notAfterAbbreviationOrBrand, w.notAfterQuotedQuestion],
  SingleBe: [c.notAfterThan, w.repeatedBeNotWhereOrPossessive],
  SplitWords: [c.oneSplit, c.splitIntoCommonWords],
  ThatThan: [c.thatNotDeterminer],
  TheMy: [c.notNameOrDeliberateRepeat, m.theOrPossessiveNotYourIts, w.notSaidThrice],
  ThereToTheir: [c.thereNotBeforeTime, c.ownsNextWord, c.thereNotInQuestion],
  TheyToThem: [c.ownsNextWord, m.theyNotBeforeNoun],
  // "to much" -> "too much" only; "I too feel" -> "to" fires on correct text.
  ToTwoToo: [toTooChecked],
  // Shown unless on a name or title, where their own check passes.
  AWhile: [...DEFAULT, w.awhileWrittenAsOne],
  AdjectiveDoubleDegree: [...DEFAULT, m.moreNotQuantity],
  MoreBetter: [...DEFAULT, m.moreNotQuantity],
  DidPast: [...DEFAULT, w.didStartsClause],
  DiscourseMarkers: [...DEFAULT, m.markerNeedsComma],
  HopHope: [...DEFAULT, w.hopNotPast],
  InterestedIn: [...DEFAULT, m.interestedNotConjunction],
  LaughOfAt: [...DEFAULT, w.laughIsVerb],
  LetsConfusion: [letsChecked],
  ModalBeAdjective: [...DEFAULT, m.modalBeforeAdjective],
  ModalOf: [...DEFAULT, m.mustOfNotMostOf],
  Months: [...DEFAULT, w.mayIsMonth],
  NeedToNoun: [...DEFAULT, m.needToNotVerbSlip],
  NominalWants: [...DEFAULT, w.wontMeansWant, w.bareAfterInvertedHelper],
  NounVerbConfusion: [...DEFAULT, m.nounVerbInPlace],
  PossessiveYour: [...DEFAULT, w.youOwnsNextWord],
  PronounContraction: [...DEFAULT, w.possessiveForContraction, w.youOwnsNextWord],
  PronounKnew: [...DEFAULT, m.newNotAdjective],
  TheProperNounPossessive: [...DEFAULT, w.theBeforeFamilyName],
  ProgressiveNeedsBe: [...DEFAULT, m.progressiveNotAdjective],
  QuantifierNeedsOf: [...DEFAULT, m.quantityNotBeforeClause],
  QuantifierNumeralConflict: [...DEFAULT, w.oneIsPronoun],
  QuiteQuiet: [...DEFAULT, m.quiteNotBeforeModifier],
  ThenThan: [...DEFAULT, w.thenNotStartingClause],
  ThereIsAgreement: [...DEFAULT, m.thereIsNotPluralOrName],
  TheirToThere: [...DEFAULT, m.theirBeforeNoun],
  TheirToTheyre: [...DEFAULT, m.theirNotTheyreBeforeHelper, m.theirBeforeNoun],
  ToAdverb: [...DEFAULT, w.toToNotTooSlip],
  TryOnesHandAt: [...DEFAULT, w.handsOfMany],
  VeryLess: [...DEFAULT, m.lessAfterIntensifier],
  WhomSubjectOfVerb: [...DEFAULT, m.whomNotObject],
  WillNonLemma: [...DEFAULT, m.willWithFixOrBase],
};

function build(): ReadonlyMap<string, HarperVerdict> {
  const table = new Map<string, HarperVerdict>();
  const add = (rule: string, v: HarperVerdict) => {
    if (table.has(rule)) throw new Error(`harper rule ${rule} has two verdicts`);
    table.set(rule, v);
  };
  for (const r of OFF_RULE_NAMES) add(r, 'off');
  for (const r of SHOWN) add(r, DEFAULT);
  for (const [r, checks] of Object.entries(CHECKED)) add(r, checks);
  return table;
}

/** Every harper rule with a verdict. */
export const HARPER_VERDICTS = build();

/** A rule without a verdict (not reviewed) is off. */
export const verdictOf = (rule: string): HarperVerdict => HARPER_VERDICTS.get(rule) ?? 'off';
