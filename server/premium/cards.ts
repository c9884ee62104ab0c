// Turns the model's items into the seed's cards and findings, keeping only what is grounded in the
// essay. A card built around a quote that is not in the essay is dropped whole (its advice is about
// words the student never wrote); supporting evidence lists just lose the invented entries.
import type { Finding, Improvement, Strength } from '../../shared/analysis/feedback';
import {
  PREMIUM_ANALYSIS,
  PREMIUM_RED_FLAGS,
  PREMIUM_SOURCE,
  type ModelImprovement,
  type PremiumModelOutput,
  type PromptFit,
  type ReaderMemory,
  type ToneNote,
} from '../../shared/premium';
import type { EssayGrounding, Match } from './grounding';

type Output = PremiumModelOutput;

export interface GroundedImprovement {
  card: Improvement;
  match: Match;
}

export function groundImprovement(item: ModelImprovement, g: EssayGrounding): GroundedImprovement | null {
  const match = g.find(item.text_snippet);
  if (!match) return null;
  return {
    match,
    card: {
      priority: item.priority,
      section: item.section,
      issue: item.issue,
      suggestion: item.suggestion,
      location: match.location,
      text_snippet: match.text,
      example: item.example,
      alternatives: item.alternatives,
      evidence: g.filter(item.evidence),
      impact: item.impact,
      source: PREMIUM_SOURCE,
    },
  };
}

export function groundReaderMemory(
  item: Output['reader_will_remember'],
  g: EssayGrounding,
): ReaderMemory | null {
  if (!item.quote.trim()) return { note: item.note, quote: null };
  const match = g.find(item.quote);
  // The note is about that passage: without it the note has nothing true to stand on.
  return match ? { note: item.note, quote: { text: match.text, location: match.location } } : null;
}

export function groundPromptFit(item: Output['prompt_fit'], g: EssayGrounding): PromptFit {
  return { rating: item.rating, assessment: item.assessment, evidence: g.filter(item.evidence) };
}

export function groundToneNote(item: Output['tone_voice'][number], g: EssayGrounding): ToneNote {
  return { note: item.note, evidence: g.filter(item.evidence) };
}

export function groundRedFlag(item: Output['red_flags'][number], g: EssayGrounding): Finding | null {
  let message = item.message;
  if (item.quote.trim()) {
    const match = g.find(item.quote);
    if (!match) return null;
    message = `${message} ("${match.text}", line ${match.location.line_start})`;
  }
  return finding(message, item.suggestion, PREMIUM_RED_FLAGS);
}

export function analysisFinding(item: Output['deeper_analysis'][number]): Finding {
  return finding(item.message, item.suggestion, PREMIUM_ANALYSIS);
}

function finding(message: string, suggestion: string, type: string): Finding {
  return { message, suggestion, metadata: { source: PREMIUM_SOURCE, type } };
}

/** The reader-memory note as a strength card, so every renderer shows it with its passage. */
export function readerMemoryStrength(memory: ReaderMemory): Strength | null {
  if (!memory.quote) return null;
  return {
    description: `What an admissions reader will remember: ${memory.note}`,
    section: 'content',
    location: memory.quote.location,
    text_snippet: memory.quote.text,
    impact: memory.note,
    evidence: [memory.quote.text],
    source: PREMIUM_SOURCE,
  };
}

export interface GroundedPremium {
  readerMemory: ReaderMemory | null;
  /** Null when the student gave no prompt: there is nothing to fit, whatever the model says. */
  promptFit: PromptFit | null;
  improvements: GroundedImprovement[];
  toneNotes: ToneNote[];
  findings: Finding[];
}

export function groundOutput(output: Output, g: EssayGrounding, promptGiven: boolean): GroundedPremium {
  const improvements: GroundedImprovement[] = [];
  for (const item of output.improvements) {
    const grounded = groundImprovement(item, g);
    // Two cards about the same passage and issue are one card.
    if (
      grounded &&
      !improvements.some(
        (x) => x.match.start === grounded.match.start && x.card.issue === grounded.card.issue,
      )
    ) {
      improvements.push(grounded);
    }
  }
  return {
    readerMemory: groundReaderMemory(output.reader_will_remember, g),
    promptFit:
      promptGiven && output.prompt_fit.rating !== 'no_prompt' ? groundPromptFit(output.prompt_fit, g) : null,
    improvements,
    toneNotes: output.tone_voice.map((t) => groundToneNote(t, g)),
    findings: [
      ...output.red_flags.map((f) => groundRedFlag(f, g)).filter((f): f is Finding => f !== null),
      ...output.deeper_analysis.map(analysisFinding),
    ],
  };
}
