// harper rules switched on although they never fired on the dev corpora (harper-rules.ts holds the
// ones that did): each catches a slip students make ("all ready", "curious of", "be worry", "most
// number", "the whether", "spinal chord", "for all intensive purposes"), so a rare hit is still
// worth its small cost. Rules for software words, brand and place names, house style and idioms
// of business prose stay off.
export const HARPER_LEARNER_RULES: readonly string[] = `
ACoupleMore ALittleOfPractice AccuseOf AfterAWhile AllReady AnotherAn AnotherOnes ApartFrom AsOpposedTo AspireTo
AtAllCosts BareInMind BeAllowed BeBiased BeConcerned BePrejudiced BeWorried BeenThere BoarderBorder CanBeSeen
CeaseTo CuriousAbout DespiteItIs DoIAdjective DoNotWant ExtendOrExtent ForTheMostPart FreeRein GetPassGoPass GetUsedTo
HalfAnHour Haphazard HaveNegNoAny HumanLife IDo InAHurry InTheFirstPlace InThisThatRegard Impressed IsKnownFor
JealousOf KnowNothingVerb LastNight LessWorse LetAlone MakeItSeem MixedBag MoreThatLikely MostNumber NoLongerPronoun
NorModalPronoun NotOnly NowKnownAs OnceOrTwice OneAndTheSame PeaceOfMind PiqueInterest SeamToSeem SimilarLike SomebodyElses
SpinalChord TakeALookTo TakeItPersonally TakePrideIn TheDifferenceBetween ThePointFor TheWhetherWeather TheyreConfusions TheyreToTheir ThoughtProcess
ThriveOn ThrowAway ToSomeDegree TooTo TrialAndError UnderneathOf WillContain WreakHavoc
AllIntentsAndPurposes AtTheEndOfTheDay BatedBreath BeckAndCall BesideThePoint BlanketStatement CaseInPoint DoubleEdgedSword DueDiligence FirstAidKit
ForArgumentsSake HitTheNailOnTheHead InHindsight InTheSameVein JustDeserts LowHangingFruit MootPoint NailOnTheHead OldWivesTale OneFellSwoop
PeekBehindTheCurtain SlipperySlope SneakPeekPreview SoughtAfter StateOfTheArt StrikeChord SufficeItToSay ThrowBabyWithBathwater TongueInCheek WhetYourAppetite
`
  .trim()
  .split(/\s+/);
