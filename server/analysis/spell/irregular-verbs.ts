// Irregular verbs with their simple past and past participle, for the learner's regularised
// forms ("teached", "buyed", "knowed", "runned"): English learners and young writers apply the
// "-ed" rule to verbs that do not take it. Harper calls these misspellings and its fixes are
// spelling neighbours ("teached" -> "touched", "buyed" -> "bad"), not the verb the writer meant.
import { isKnownWord } from './corrector';

export interface IrregularVerb {
  base: string;
  past: string;
  participle: string;
}

// base:past:participle (participle omitted when it is the past).
const TABLE = `arise:arose:arisen awake:awoke:awoken bear:bore:borne beat:beat:beaten become:became:become
begin:began:begun bend:bent behold:beheld bet:bet bind:bound bite:bit:bitten bleed:bled blow:blew:blown
break:broke:broken breed:bred bring:brought build:built burst:burst buy:bought cast:cast catch:caught
choose:chose:chosen cling:clung come:came:come cost:cost creep:crept cut:cut deal:dealt dig:dug
do:did:done draw:drew:drawn drink:drank:drunk drive:drove:driven eat:ate:eaten fall:fell:fallen feed:fed
feel:felt fight:fought find:found flee:fled fling:flung fly:flew:flown forbid:forbade:forbidden
forget:forgot:forgotten forgive:forgave:forgiven freeze:froze:frozen get:got:gotten give:gave:given
go:went:gone grind:ground grow:grew:grown hang:hung have:had hear:heard hide:hid:hidden hit:hit
hold:held hurt:hurt keep:kept kneel:knelt know:knew:known lay:laid lead:led leave:left lend:lent
let:let light:lit lose:lost make:made mean:meant meet:met mistake:mistook:mistaken
misunderstand:misunderstood overcome:overcame:overcome overtake:overtook:overtaken pay:paid put:put
read:read rebuild:rebuilt retell:retold rewrite:rewrote:rewritten ride:rode:ridden
ring:rang:rung rise:rose:risen run:ran:run say:said see:saw:seen seek:sought sell:sold send:sent
set:set shake:shook:shaken shoot:shot show:showed:shown shrink:shrank:shrunk shut:shut sing:sang:sung
sink:sank:sunk sit:sat sleep:slept slide:slid speak:spoke:spoken spend:spent spin:spun split:split spread:spread
spring:sprang:sprung stand:stood steal:stole:stolen stick:stuck sting:stung stink:stank:stunk
strike:struck swear:swore:sworn sweep:swept swim:swam:swum swing:swung take:took:taken
teach:taught tear:tore:torn tell:told think:thought throw:threw:thrown undergo:underwent:undergone
understand:understood undertake:undertook:undertaken uphold:upheld upset:upset wake:woke:woken
wear:wore:worn weep:wept win:won wind:wound withdraw:withdrew:withdrawn withhold:withheld
withstand:withstood write:wrote:written`;

const VERBS: ReadonlyMap<string, IrregularVerb> = new Map(
  TABLE.split(/\s+/).map((entry) => {
    const [base, past, participle] = entry.split(':') as [string, string, string?];
    return [base, { base, past, participle: participle ?? past }];
  }),
);

/** Every verb in the table, for the rules that need a list of pasts or participles. */
export const IRREGULAR_VERBS: readonly IrregularVerb[] = [...VERBS.values()];

/** The irregular verb behind a base form ("teach"), if it is one. */
export const irregularVerb = (base: string) => VERBS.get(base);

/** "Lie" (recline), whose past is the "lay" learners write as "layed". */
export const LIE: IrregularVerb = { base: 'lie', past: 'lay', participle: 'lain' };

/**
 * The irregular verb a regularised past stands for: "teached", "gived" (give + d), "runned"
 * (doubled consonant), "layed". Only words the dictionary does not know: "leaved", "costed",
 * "putted", "speeded" and "lighted" are words of their own. ("quit" is absent: "quited" is
 * more often "quieted".)
 */
export function regularisedPast(lower: string): IrregularVerb | undefined {
  if (!/^[a-z]{2,}ed$/.test(lower) || isKnownWord(lower)) return undefined;
  const stem = lower.slice(0, -2);
  const candidates = [stem, `${stem}e`];
  // "runned", "hitted", "beginned": the final consonant doubled as in "stopped".
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) candidates.push(stem.slice(0, -1));
  for (const c of candidates) {
    const verb = VERBS.get(c);
    if (verb) return verb;
  }
  return undefined;
}

// Participles that are never a simple past or a base form: "seen", "done", "taken" (not "come",
// "run", "hit" or "taught", which may be the past itself; nor "drunk", mostly the adjective).
const BY_PARTICIPLE: ReadonlyMap<string, IrregularVerb> = new Map(
  [...VERBS.values()]
    .filter((v) => v.participle !== v.past && v.participle !== v.base && v.base !== 'drink')
    .map((v) => [v.participle, v]),
);

/** The verb whose participle-only form this is ("seen" -> see), if it is one. */
export const verbOfParticiple = (lower: string) => BY_PARTICIPLE.get(lower);
