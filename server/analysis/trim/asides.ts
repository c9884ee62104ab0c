// Asides: words set off in brackets or between two dashes inside one sentence. The sentence reads
// on without them; what they add is a side remark, so the student reads each before cutting it.
import type { ParsedEssay } from '../nlp/parse';
import type { Candidate } from './edits';

const REASON = 'Removes an aside in brackets or dashes: the sentence reads on without it. Read it first.';
// '(…)' and '— … —' / '-- … --' / '– … –' within a sentence; at least two words inside.
const BRACKETS = /\([^()\n]*?\S \S[^()\n]*?\)/g;
const DASHES = /(?:—|--|\s–)\s?[^—–\n]*?\S \S[^—–\n]*?\s?(?:—|--|–\s)/g;

const FIRST_PERSON = /\b(?:I|me|my|mine|myself|we|us|our)\b/i;

export function asideCuts(essay: ParsedEssay): Candidate[] {
  const out: Candidate[] = [];
  for (const s of essay.sentences) {
    for (const re of [BRACKETS, DASHES])
      for (const m of s.text.matchAll(re)) {
        // An aside in the writer's own voice ('their (and my) expectations', '(personally I think it
        // is)') says where they stand: it is content, not a side remark.
        if (FIRST_PERSON.test(m[0])) continue;
        const start = s.start + m.index + (/^\s/.test(m[0]) ? 1 : 0);
        const end = s.start + m.index + m[0].length;
        // 'bus—late as always—came': the words either side keep a space between them.
        const joins = /\p{L}/u.test(essay.text[start - 1] ?? '') && /\p{L}/u.test(essay.text[end] ?? '');
        out.push({ kind: 'aside', start, end, replacement: joins ? ' ' : '', reason: REASON });
      }
  }
  return out;
}
