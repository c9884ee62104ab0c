// Repeated end marks: "so happy!!", "really??", "can you believe it?!". In an essay one mark ends
// a sentence; stacked marks read as a text message.
import type { ParsedEssay } from '../../nlp/parse';
import { hit, type RuleHit } from './types';

// Two or more of "!" and "?" after a word or a closing quote or bracket (not "(?!)", an aside).
const STACKED = /[\p{L}\p{N}"'”’)]([!?]{2,})(?!\))/gu;

export function stackedMarksRule(essay: ParsedEssay): RuleHit[] {
  const out: RuleHit[] = [];
  for (const m of essay.text.matchAll(STACKED)) {
    const marks = m[1]!;
    const start = m.index + m[0].length - marks.length;
    // "?!" keeps the question: the sentence asks something
    const one = marks.includes('?') ? '?' : '!';
    out.push(
      hit(
        'stacked-marks',
        'punctuation',
        'Punctuation',
        start,
        start + marks.length,
        `End the sentence with one mark: "${one}", not "${marks}".`,
        [one],
      ),
    );
  }
  return out;
}
