// "I am living here since 2015", "I know her since kindergarten": a state that runs from a point
// in the past up to now takes the present perfect ("have been living", "have known"). Learners
// whose languages use the present here carry it over. Only a "since" that names a time counts:
// "since I am tired" gives a reason.
import type { ParsedEssay, Token } from '../../nlp/parse';
import { irregularVerb } from '../../spell/irregular-verbs';
import { isPastForm, pastOf } from '../../spell/verb-forms';
import { hit, type RuleHit, defineRule } from './types';
import { wordTable } from '../../word-table';

const HAVE_OF: Readonly<Record<string, string>> = wordTable({
  i: 'have',
  we: 'have',
  they: 'have',
  you: 'have',
  he: 'has',
  she: 'has',
});
// States a learner puts in the present before "since".
const ONGOING_VERB = /^(?:live|know|work|study|play|have|want|love|dream|attend|volunteer|practice|teach)$/;
const TIME_AFTER_SINCE =
  /^(?:\d+|last|then|childhood|kindergarten|preschool|elementary|middle|freshman|sophomore|birth|january|february|march|april|may|june|july|august|september|october|november|december|first|sixth|seventh|eighth|ninth|tenth)$/;

/** "since" opens a time: a year, a month, "last week", or a past clause ("since I was five"). */
function sinceTime(toks: readonly Token[], i: number): boolean {
  const n = toks[i + 1];
  if (!n || n.sentence !== toks[i]!.sentence) return false;
  if (TIME_AFTER_SINCE.test(n.lower)) return true;
  const v = toks[i + 2];
  return n.pos === 'PRON' && !!v && isPastForm(v, n);
}

export function sincePerfectRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  const toks = essay.tokens;
  for (let i = 0; i + 2 < toks.length; i++) {
    const subject = toks[i]!;
    const have = HAVE_OF[subject.lower];
    if (!have) continue;
    const verb = toks[i + 1]!;
    const after = toks[i + 2]!;
    // "I am living …", "I live …": the verb, then "since" + a time within the clause.
    const progressive =
      /^(?:am|is|are|'m|'re|'s)$/.test(verb.lower) && /ing$/.test(after.lower) && after.pos === 'VERB';
    const simple =
      ONGOING_VERB.test(verb.lower) ||
      (/^(?:lives|knows|works|studies|plays|has|wants|loves|attends)$/.test(verb.lower) && have === 'has');
    // ("I have lived here", "I haven't seen him", "I have always been": already the perfect; "have"
    // counts only as owning, before what is owned.)
    const owning = !/^ha(?:ve|s)$/.test(verb.lower) || /^(?:DET|NUM|NOUN|ADJ)$/.test(after.pos);
    if (!progressive && (!simple || !owning)) continue;
    let k = i + (progressive ? 3 : 2);
    while (
      k < i + 9 &&
      toks[k] &&
      toks[k]!.sentence === subject.sentence &&
      toks[k]!.isWord &&
      toks[k]!.lower !== 'since'
    )
      k++;
    if (toks[k]?.lower !== 'since' || !sinceTime(toks, k)) continue;
    const fix = progressive
      ? `${have} been ${after.text}`
      : `${have} ${participleOf(verb.lemma || verb.lower)}`;
    out.push(
      hit(
        'since-perfect',
        'grammar',
        'Verb tense',
        verb.start,
        progressive ? after.end : verb.end,
        `From a time in the past up to now takes "${fix}".`,
        [fix],
      ),
    );
  }
  return out;
}

export const sincePerfect = defineRule({
  id: 'since-perfect',
  section: 'grammar',
  category: 'grammar',
  severity: 'error',
  description: '"since" with a time takes the perfect: "I am living here since 2015" -> "have been living".',
  examples: {
    wrong: [
      ['I am living here since 2015.', 'I have been living here since 2015.'],
      ['I know her since kindergarten.', 'I have known her since kindergarten.'],
      ['He plays soccer since he was a child.', 'He has played soccer since he was a child.'],
    ],
    right: [
      'I know no one here.',
      'What do we not know?',
      'I am staying home since I am tired.',
      'I have lived here since 2015.',
      "I haven't seen him since May.",
      'I have always been interested in banking since middle school.',
    ],
  },
  run: sincePerfectRule,
});

/** "known", "lived": an irregular verb's participle, else its regular past. */
const participleOf = (base: string) => irregularVerb(base)?.participle ?? pastOf(base) ?? `${base}ed`;
