// The context a real-word rule reads: the tokens around a word (wink's POS tags and lemmas),
// and word classes the rules share.
import type { Token } from '../nlp/parse';

/** A rule sees the tokens and the index of the word; it returns the intended word or null. */
export type RealWordRule = (c: Ctx) => string | null;

export const set = (s: string) => new Set(s.split(' '));

export const SUBJ_PL = set('we they you');
export const BE_AUX = set("am is are was were be been 's 're 'm");
export const DO_NOT = set("do does did n't not to will would could should can");
export const WH_NEXT = set('that what how why where who when if whether about anything everything nothing');
export const OBJ_AFTER = set('the a an my his her their our your its this that them him me it us');
export const POSSESSED_OR_ARTICLE = set('the a an my his her their our your');
export const TIME_WORDS = set(
  'today tonight tomorrow yesterday now then once twice last next every this that morning night evening afternoon week weekend year years month day days time times often always',
);
// Verbs whose particle is "off" (took off, turned off, fell off); matched by lemma.
export const OFF_VERBS = set(
  'take turn fall jump switch kick show cut set get run knock drop wipe shave rip tear pull blow finish pay put go come push shake throw chop cool sign log tip scare kill laugh doze nod head drive ride fly wear hold call cross shut brush dust peel break bite lift',
);
// Nouns of quantity or kind that take "of" (one of, lots of, kind of).
export const OF_HEADS = set(
  'one some all most many lot lots none each both any part kind sort couple bit piece cup full out because instead top front side middle end rest half several few none',
);
export const COMPARATIVE = set(
  'more less better worse rather other bigger smaller older younger faster harder easier larger greater higher lower longer shorter further farther sooner later stronger weaker richer poorer happier',
);
export const DEGREE_ADJ = set(
  'much many late early big small hard long far fast soon young old tired scared hot cold bad good busy expensive difficult easy little high low loud quiet slow heavy weak strong short tall close full hungry sick ill young',
);
// Verbs a "where" clause follows ("watch where you go"); matched by lemma.
export const WHERE_VERBS = set(
  'know see wonder ask tell show remember forget find watch look decide understand care matter',
);
// Verbs that take "her" as object but never the adverb "here" right after them.
export const HER_VERBS = set(
  'give put clean tell ask help take kiss hit love call pay buy teach meet follow pick feed hug thank marry push pull chase',
);
// Verbs that report a clause ("said they would"): "they" after them starts the clause.
export const REPORT_VERBS = set(
  'say think know believe hope feel guess suppose tell ask see hear wish realize decide find mean',
);
export const THEY_VERBS = set(
  'were are went was had have did said would could should got came took knew told asked gave began brought bought',
);
export const PLACE_NOUN = set(
  'place house room town city village spot area country school park shop street home',
);
export const AFTER_THERE_ADV = set(
  'over out in up down from get got go went be been stay stayed sit sat stood stand live lived here and',
);
// "... told them to." / "I want to.": verbs after which a bare "to" is a correct ellipsis.
export const ELLIPSIS_VERBS = set(
  'want like love need go get use ought try have would able suppose tell ask allow expect force teach encourage let help invite remind urge order persuade convince push make plan hope mean agree refuse decide choose dare beg promise forget remember intend deserve prefer wish warn challenge',
);

export class Ctx {
  constructor(
    readonly t: Token[],
    readonly i: number,
  ) {}
  w(k = 0): string {
    return this.t[this.i + k]?.lower ?? '';
  }
  pos(k = 0): string {
    return this.t[this.i + k]?.pos ?? '';
  }
  lemma(k = 0): string {
    return this.t[this.i + k]?.lemma ?? '';
  }
  /** No word there: start or end of text, or punctuation that ends a clause. */
  edge(k: number): boolean {
    const x = this.t[this.i + k];
    return !x || (!x.isWord && /^[.!?,;:)]/.test(x.text)) || x.sentence !== this.t[this.i]!.sentence;
  }
  /** At the start of a sentence or after an opening quote, comma or dash. */
  start(): boolean {
    const prev = this.t[this.i - 1];
    return (
      !prev || prev.sentence !== this.t[this.i]!.sentence || (!prev.isWord && /^["“‘'(,—–-]/.test(prev.text))
    );
  }
  noun(k: number): boolean {
    return this.pos(k) === 'NOUN' && !TIME_WORDS.has(this.w(k));
  }
  /** Any of the previous `n` words has a lemma in `lemmas`. */
  before(n: number, lemmas: Set<string>): boolean {
    for (let k = 1; k <= n; k++) {
      if (this.edge(-k) && k > 1) return false;
      if (lemmas.has(this.lemma(-k)) || lemmas.has(this.w(-k))) return true;
    }
    return false;
  }
}
