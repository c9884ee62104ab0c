import type { LimitType } from '../../../../shared/analysis/input';
import { MESSAGES } from '../../../../shared/messages';
import { LARGE_ESSAY_CHARS } from '../../../../shared/schemas/analyze';

// The length chip (spec section 5): over the limit by N, N below target when under 90 % of the
// limit, otherwise within the target range. Counting matches the engine's (server/analysis/nlp:
// letters or digits joined by apostrophes or hyphens make one word), so the chip and the review agree.

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export const countUnits = (text: string, unit: LimitType): number =>
  unit === 'characters' ? text.length : countWords(text);

export interface LengthChipInfo {
  status: 'over' | 'under' | 'within';
  used: number;
  /** Units over the limit, or units to add to reach 90 % of it; 0 within range. */
  delta: number;
  label: string;
}

const units = (n: number, unit: LimitType) => `${n} ${n === 1 ? unit.slice(0, -1) : unit}`;

export function lengthChip(text: string, limit: number | null, unit: LimitType): LengthChipInfo | null {
  if (limit === null || !Number.isFinite(limit) || limit < 1) return null;
  const used = countUnits(text, unit);
  if (used > limit) {
    const delta = used - limit;
    return { status: 'over', used, delta, label: `${units(delta, unit)} over limit` };
  }
  const target = Math.ceil(limit * 0.9);
  if (used < target) {
    const delta = target - used;
    return { status: 'under', used, delta, label: `${units(delta, unit)} below target` };
  }
  return { status: 'within', used, delta: 0, label: MESSAGES.withinTarget };
}

/** Above LARGE_ESSAY_CHARS characters the screen warns that the analysis may take longer. */
export const isLargeEssay = (text: string): boolean => text.length > LARGE_ESSAY_CHARS;
