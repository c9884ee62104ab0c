// What the grammar section does with each harper rule the engine switches on, by rule name: off,
// shown (unless on a name or title), or shown where named context checks pass. Harper's message
// wording is never read, so a reworded message changes nothing; a renamed or added rule has no
// verdict here and tests/server/analysis/harper-verdicts.test.ts fails until it is given one.
// Why a rule is off: it fires mostly on correct text in the tuning split, or it is house style,
// not a mistake a student would recognise (lint/filter.ts). Spelling lints belong to the
// spelling analyzer.
import { type HarperCheck } from './filter-context';
import * as c from './filter-context';
import * as m from './filter-misfires';
import * as w from './filter-misfires-words';
import { pronounVerbAllows } from './filter-pronoun-verb';

export type HarperVerdict = 'off' | readonly HarperCheck[];

const names = (list: string) => list.trim().split(/\s+/);

/** Rules the grammar section never shows, by why. */
const OFF: Readonly<Record<string, string>> = {
  // House style: ellipsis characters, dashes, quote spacing, curse words, hedges, "and also".
  style: `AvoidCurses LeftRightHand NumericRangeEnDash QuoteSpacing UseEllipsisCharacter Regionalisms
    HaveTakeALook CondenseAllThe WrongNegative Hedging HyphenateNumberDay SoonToBe LowHangingFruit`,
  // Re-checked per paragraph by rules/quotes.ts: harper sees one sentence, so a quotation that spans
  // sentences looks unterminated.
  quotes: `UnclosedQuotes`,
  // Correct English they flag: "find out", "one of the best", "was given",
  // "need to talk", capitals of names harper knows, a missing preposition in "go home", two words
  // that "go together", a contraction harper wants ("it's time", "you're").
  misfires: `FindOut OneOfTheSingular SimplePastToPastParticiple InflectedVerbAfterTo
    OrthographicConsistency MissingPreposition MergeWords ItTimeAuxiliary YourPredicateAdjective
    PayForPrice PronounAre SomethingIs Theres TransposedSpace`,
  // Kinds the grammar section does not read (lint/filter.ts): spelling is the spelling analyzer's;
  // style, word order and regional usage are not mistakes.
  kinds: `SpellCheck DisjointPrefixes ClicheAccent Hazzle OkToOkay Payed ToLoseTooLoose ThesesThese SeamToSeem
    DoubleEdgedSword PerSe YeaToYeah JustDeserts OutOfTheWindow NoLongerPronoun ThriveOn`,
};

const DEFAULT = [c.notNameOrTitle];
/** Rules shown wherever they fire, except on a capitalised name or title (notNameOrTitle). */
const SHOWN = names(`
ACoupleMore ALittleOfPractice ALongTime APart AWholeOther AccuseOf AfterAWhile AfterAll
AllIntentsAndPurposes AllOfASudden AllReady AllThough AllowTo Alongside AmInTheMorning AnAnother
AnotherAn AnotherOnes AnotherThings ApartFrom ArriveTo AsComparedTo AsOpposedTo AsToInterrogative
AskNoPreposition AspireTo AtAllCosts AtLeasToLeast AtLestToLeast AtTheEndOfTheDay AvoidAndAlso
AwaitFor AwareOf BadRap BareInMind BatedBreath BeAllowed BeBiased BeConcerned BePrejudiced
BeShocked BeWorried BeckAndCall BeenThere Beforehand BesideThePoint BestOfAllTime
BlacklistWhitelist BlanketStatement BoarderBorder Bought BuiltIn ByAccident ByOnesOwn CanBeSeen
CaseInPoint CeaseTo ChockFull ColdModalTypo Combinate ComplainAsNoun Confident CorrectNumberSuffix
CuriousAbout Damages DayAndAge DespiteItIs DespiteOf Didnt Discuss DoIAdjective DoMistake DoNotWant
DoToDueTo DoesOrDose DontCan DoubleCheckHyphen DoubleModal DoubleNegative DueDiligence
EachAndEveryOne EachOthersPossessive EllipsisLength ElsePossessive EnMasse EverEvery
EverPronounRelPronoun EverSince EveryTime ExceptOf ExitedExcitedContext ExtendOrExtent FascinatedBy
FeelFell FillerWords FindFine FirstAidKit FirstPersonModifierHyphen ForALongTime ForAWhile
ForArgumentsSake ForNoun ForSameReason ForTheMostPart ForTheNthTime FreeRein FriendOfMe
GetPassGoPass GetRidOf GetUsedTo GoingTo GoodAt HadOf HalfAnHour Handful Haphazard HaveNegNoAny
HavePassed HavePronoun HelloGreeting HelpedPast HitTheNailOnTheHead Holidays HomeInOn
HowItLooksLike HowMach HumanBeings HumanLife IAmAgreement IDo IDontKnow IfWouldve Impressed
InAHurry InAWhile InAnyWay InDetail InHindsight InMyOpinion InNeedOf InThe InTheFirstPlace
InTheSameVein InThisThatRegard InTimeFromNow IncludingButNotLimitedToPunctuation InspiredBy
InsteadOf IsBeenAuxSequence IsKnownFor ItsContraction JealousOf KindOf KnowNothingVerb
LastButNotLeast LastNight LetAlone LetToDo LikeAsIf LikeTheresNoTomorrow LikelyHood Likewise
LongTimeAgo LookForwardTo LookingForwardTo MakeItSeem MakeSense MeansALotTo MissingDeterminer
MixedBag ModalSeem MootPoint MoreThatLikely MostNumber MostOfTheTimes MultipleFrequencyAdverbs
NailOnTheHead NerveRacking NoLonger Nobody NorModalPronoun NotBeAfterNot NotIn NotOnly
NotOnlyInversion NotTo NotablePlaces NowKnownAs Nowadays ObsessPreposition OfCourse OhMyGod
OldWivesTale OnFloor OnTopOf OnceInAWhile OnceOrTwice OneAndTheSame OneFellSwoop OnesSelf
OpenCompounds OutOfDate Oxymorons PassionateAbout PeaceOfMind PeekBehindTheCurtain
PhrasalVerbAsCompoundNoun PiqueInterest PluralDecades PluralWrongWordOfPhrase PointsOfView
PreferSneaked ReasonForDoing RedundantAdditiveAdverbs RedundantSuperlatives RegularIrregulars
RelayOnForRely Respond ResponsibilityFor RoadMap SafeToSave SameAs SimilarLike SinceDuration
SlipperySlope SneakPeekPreview SomeOfThe SomeWithoutArticle SomebodyElses SoughtAfter SpinalChord
StateOfTheArt StrikeChord SubjectPronoun SubjunctiveWasToWere SufficeItToSay SupposedTo TakeALookTo
TakeCareOf TakeControlOf TakeItPersonally TakePrideIn TalkToYouLater ThatThis The TheAnother
TheDifferenceBetween TheEntiretyOf TheHowWhy TheLastDays ThePointFor
TheTheToThatThe TheWhetherWeather ThereMissingIsClause ThereOwn ThingThink ThinkKnowOff
ThisTypeOfThing ThoughThought ThoughtProcess ThrowAway ThrowBabyWithBathwater ThrowRubbish
ToDoHyphen ToSomeDegree ToTo ToTooIdioms ToWorryAbout TongueInCheek TooTo TrialAndError
USUniversities UnderneathOf UnitedOrganizations Unless UseToUsedTo VeryKnown VeryUnique WaistWaste
WantBe WasAloud WayTooAdjective WellBeing WereWhere Whereas WhetYourAppetite WholeEntire
WillContain WinPrize WishCould WokVerbTypo WorseOrWorst WorstCaseScenario WorthToDo WreakHavoc
WrongApostrophe
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
  // "least-worst" -> "least worst": a hyphen is house style.
  LessWorse: [...DEFAULT, c.noHyphenInText],
  // "viscous cycle" is a slip; "vicious cycle" is usual English.
  ViciousCircle: [...DEFAULT, c.notCycleForCircle],
  // "they're" -> "their" is checked as ThereToTheir is; "they're" -> "there" as any rule.
  TheyreConfusions: [c.theirFixChecked],
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
  TheyreToTheir: [c.thereNotBeforeTime, c.ownsNextWord, c.thereNotInQuestion],
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
  for (const list of Object.values(OFF)) for (const r of names(list)) add(r, 'off');
  for (const r of SHOWN) add(r, DEFAULT);
  for (const [r, checks] of Object.entries(CHECKED)) add(r, checks);
  return table;
}

/** Every harper rule with a verdict. */
export const HARPER_VERDICTS = build();

/** A rule without a verdict (not reviewed) is off. */
export const verdictOf = (rule: string): HarperVerdict => HARPER_VERDICTS.get(rule) ?? 'off';
