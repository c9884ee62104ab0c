// Turns the model's streamed JSON into progress text and grounded partial results while it is still
// writing, so the student sees the first useful content long before the answer is complete.
import { createHash } from 'node:crypto';
import {
  ModelAnalysisNoteSchema,
  ModelImprovementSchema,
  ModelPromptFitSchema,
  ModelReaderMemorySchema,
  ModelRedFlagSchema,
  ModelToneNoteSchema,
  type PremiumPartial,
} from '../../shared/premium';
import {
  analysisFinding,
  groundImprovement,
  groundPromptFit,
  groundReaderMemory,
  groundRedFlag,
  groundToneNote,
} from './cards';
import { EssayGrounding } from './grounding';
import { JsonWatcher } from './jsonWatcher';
import { parsePiece } from './parse';
import type { PremiumInput } from './prompt';
import { wordTable } from '../analysis/word-table';

/** What the student reads while the model writes each part of its answer (keyed by the model's keys). */
const SECTION_DETAIL: Record<string, string> = wordTable({
  reader_will_remember: 'Noting what an admissions reader will remember about your essay…',
  prompt_fit: 'Checking how well your essay answers the prompt…',
  improvements: 'Writing suggestions tailored to your essay…',
  tone_voice: 'Listening to your voice and tone…',
  red_flags: 'Looking for passages that could read as generic or machine-written…',
  deeper_analysis: 'Finishing the deeper authenticity analysis…',
});

export interface PartialSink {
  emit(detail: string): void;
  partial?(partial: PremiumPartial): void;
}

export class PartialStream {
  private watcher!: JsonWatcher;
  private readonly sent = new Set<string>();
  private improvementsSent = 0;
  // Partials use their own grounding so the final count of dropped quotes is not doubled.
  private readonly grounding: EssayGrounding;
  private readonly promptGiven: boolean;

  constructor(
    input: PremiumInput,
    private readonly sink: PartialSink,
  ) {
    this.grounding = new EssayGrounding(input.text);
    this.promptGiven = Boolean(input.prompt?.trim());
    this.reset();
  }

  /** A new answer starts (retry or repair): forget the old text, keep what was already sent. */
  reset(): void {
    this.watcher = new JsonWatcher({
      onKey: (key) => {
        const detail = SECTION_DETAIL[key];
        if (detail) this.sink.emit(detail);
      },
      onValue: (key, raw) => this.onValue(key, raw),
      onElement: (key, _index, raw) => this.onElement(key, raw),
    });
  }

  push = (fragment: string): void => {
    this.watcher.push(fragment);
  };

  private onValue(key: string, raw: string): void {
    if (key === 'reader_will_remember') {
      const item = parsePiece(ModelReaderMemorySchema, raw);
      const memory = item && groundReaderMemory(item, this.grounding);
      if (memory)
        this.send({
          kind: 'reader_will_remember',
          key: keyOf(key, memory.note),
          reader_will_remember: memory,
        });
    } else if (key === 'prompt_fit' && this.promptGiven) {
      const item = parsePiece(ModelPromptFitSchema, raw);
      if (item && item.rating !== 'no_prompt') {
        const fit = groundPromptFit(item, this.grounding);
        this.send({ kind: 'prompt_fit', key: keyOf(key, fit.assessment), prompt_fit: fit });
      }
    }
  }

  private onElement(key: string, raw: string): void {
    if (key === 'improvements') {
      const item = parsePiece(ModelImprovementSchema, raw);
      const grounded = item && groundImprovement(item, this.grounding);
      if (!grounded) return;
      const sent = this.send({
        kind: 'improvement',
        key: keyOf(key, `${grounded.match.start}:${grounded.card.issue}`),
        improvement: grounded.card,
      });
      if (sent)
        this.sink.emit(`Personalised suggestion ${++this.improvementsSent} is ready; writing the next…`);
    } else if (key === 'tone_voice') {
      const item = parsePiece(ModelToneNoteSchema, raw);
      if (item)
        this.send({
          kind: 'tone_voice',
          key: keyOf(key, item.note),
          tone_voice: groundToneNote(item, this.grounding),
        });
    } else if (key === 'red_flags') {
      const item = parsePiece(ModelRedFlagSchema, raw);
      const finding = item && groundRedFlag(item, this.grounding);
      if (finding) this.send({ kind: 'finding', key: keyOf(key, finding.message), finding });
    } else if (key === 'deeper_analysis') {
      const item = parsePiece(ModelAnalysisNoteSchema, raw);
      if (item) {
        const finding = analysisFinding(item);
        this.send({ kind: 'finding', key: keyOf(key, finding.message), finding });
      }
    }
  }

  /** Sends a partial once per review; false when an identical one was already sent. */
  private send(partial: PremiumPartial): boolean {
    if (this.sent.has(partial.key)) return false;
    this.sent.add(partial.key);
    this.sink.partial?.(partial);
    return true;
  }
}

function keyOf(kind: string, content: string): string {
  return `${kind}:${createHash('sha256').update(content).digest('hex').slice(0, 12)}`;
}
