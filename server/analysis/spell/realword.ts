// Real-word errors: correctly spelled words used in place of another (no -> know, of -> have).
// Dictionary checkers miss these entirely; each rule here needs a context that makes the
// intended word near-certain, because a false alarm on a correct word costs more trust than a miss.
import type { Token } from '../nlp/parse';

export interface RealWordHit {
  token: Token;
  replacement: string;
  reason: string;
}

type Rule = (t: Token[], i: number) => string | null;

const PRON = new Set(['i', 'you', 'we', 'they', 'he', 'she', 'it']);
const SUBJ_PL = new Set(['we', 'they', 'you']);
const MODAL = new Set(['could', 'would', 'should', 'must', 'might', 'may']);
const DET_AFTER = new Set([
  'the',
  'a',
  'my',
  'his',
  'her',
  'their',
  'our',
  'your',
  'its',
  'this',
  'that',
  'them',
  'him',
  'me',
  'it',
]);
const PHRASAL_OFF = new Set([
  'took',
  'take',
  'takes',
  'taking',
  'turned',
  'turn',
  'fell',
  'fall',
  'falls',
  'jumped',
  'switched',
  'switch',
  'kicked',
  'showed',
  'show',
  'cut',
  'set',
  'get',
  'got',
  'getting',
  'run',
  'ran',
  'knocked',
  'dropped',
  'wiped',
  'shaved',
  'ripped',
  'tore',
  'pulled',
  'blew',
  'finished',
  'paid',
  'put',
  'let',
]);
const QUANT = new Set([
  'much',
  'many',
  'late',
  'early',
  'big',
  'small',
  'hard',
  'long',
  'far',
  'fast',
  'soon',
  'young',
  'old',
  'tired',
  'scared',
  'hot',
  'cold',
  'bad',
  'good',
  'busy',
  'expensive',
  'difficult',
]);

const w = (t: Token[], i: number) => t[i]?.lower ?? '';
const isEnd = (t: Token[], i: number) => {
  const x = t[i];
  return !x || (!x.isWord && /^[.!?,;]/.test(x.text));
};

const RULES: Record<string, Rule> = {
  no: (t, i) =>
    PRON.has(w(t, i - 1)) &&
    [
      'that',
      'what',
      'how',
      'why',
      'where',
      'who',
      'when',
      'if',
      'it',
      'the',
      'him',
      'her',
      'them',
      'about',
    ].includes(w(t, i + 1))
      ? 'know'
      : null,
  of: (t, i) => {
    if (MODAL.has(w(t, i - 1)) || (w(t, i - 1) === "n't" && MODAL.has(w(t, i - 2)))) return 'have';
    if (PHRASAL_OFF.has(w(t, i - 1)) && (DET_AFTER.has(w(t, i + 1)) || isEnd(t, i + 1))) return 'off';
    return null;
  },
  to: (t, i) => {
    const next = w(t, i + 1);
    if (QUANT.has(next) && (isEnd(t, i + 2) || ['to', 'for', 'and'].includes(w(t, i + 2)))) return 'too';
    if (
      ['me', 'it', 'them', 'him', 'her', 'us', 'you'].includes(w(t, i - 1)) &&
      isEnd(t, i + 1) &&
      t[i - 2]?.pos === 'VERB'
    )
      return 'too';
    return null;
  },
  where: (t, i) => (SUBJ_PL.has(w(t, i - 1)) && t[i + 1]?.pos !== 'VERB' ? 'were' : null),
  new: (t, i) =>
    PRON.has(w(t, i - 1)) &&
    ['that', 'it', 'what', 'how', 'he', 'she', 'i', 'the', 'about'].includes(w(t, i + 1))
      ? 'knew'
      : null,
  there: (t, i) =>
    ['went', 'go', 'in', 'to', 'with'].includes(w(t, i - 1))
      ? null
      : ['own', 'house', 'parents', 'friends', 'mother', 'father', 'family', 'car', 'home', 'way'].includes(
            w(t, i + 1),
          )
        ? 'their'
        : null,
  here: (t, i) =>
    ['to', 'could', 'can', 'cannot', "n't", 'will', 'did'].includes(w(t, i - 1)) &&
    ['the', 'a', 'it', 'them', 'him', 'her', 'my', 'what'].includes(w(t, i + 1))
      ? 'hear'
      : null,
  then: (t, i) =>
    [
      'more',
      'less',
      'better',
      'worse',
      'rather',
      'other',
      'bigger',
      'smaller',
      'older',
      'younger',
      'faster',
      'harder',
      'easier',
    ].includes(w(t, i - 1))
      ? 'than'
      : null,
  weather: (t, i) => (w(t, i + 1) === 'or' && w(t, i + 2) === 'not' ? 'whether' : null),
  peace: (t, i) => (w(t, i - 1) === 'a' && w(t, i + 1) === 'of' ? 'piece' : null),
  sow: (t, i) => (PRON.has(w(t, i - 1)) && DET_AFTER.has(w(t, i + 1)) ? 'saw' : null),
  our: (t, i) =>
    SUBJ_PL.has(w(t, i - 1)) || t[i + 1]?.text.endsWith('ing')
      ? SUBJ_PL.has(w(t, i - 1))
        ? 'are'
        : null
      : null,
  as: (t, i) =>
    ['he', 'she', 'it'].includes(w(t, i - 1)) &&
    ['been', 'got', 'gone', 'had', 'a', 'to'].includes(w(t, i + 1))
      ? 'has'
      : null,
  is: (t, i) =>
    i > 0 &&
    ['in', 'on', 'to', 'with', 'from', 'into', 'at', 'of', 'by'].includes(w(t, i - 1)) &&
    t[i + 1]?.pos === 'NOUN'
      ? 'his'
      : null,
  the: (t, i) =>
    ['were', 'are', 'went', 'was', 'had', 'have', 'did', 'said', 'will', 'would', 'could'].includes(
      w(t, i + 1),
    ) &&
    !(t[i - 1]?.isWord && ['of', 'in', 'on', 'at', 'to', 'by', 'for', 'with', 'that'].includes(w(t, i - 1)))
      ? 'they'
      : null,
  an: (t, i) =>
    /^[bcdfgjklmnpqrstvwxz]/.test(w(t, i + 1)) &&
    !/^(one|uni|use|eu|u\b)/.test(w(t, i + 1)) &&
    t[i + 1]?.isWord
      ? 'and'
      : null,
};

export function findRealWordErrors(tokens: Token[]): RealWordHit[] {
  const hits: RealWordHit[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const tok = tokens[i]!;
    const rule = RULES[tok.lower];
    if (!rule) continue;
    const fix = rule(tokens, i);
    if (fix)
      hits.push({
        token: tok,
        replacement: matchCase(tok.text, fix),
        reason: `"${tok.text}" here reads as "${fix}"`,
      });
  }
  return hits;
}

function matchCase(orig: string, fix: string): string {
  return /^\p{Lu}/u.test(orig) ? fix[0]!.toUpperCase() + fix.slice(1) : fix;
}
