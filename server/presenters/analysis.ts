import type { AnalysisResult } from '../../shared/analysis/feedback';
import { PREMIUM_UNAVAILABLE_NOTES, type PremiumUnavailableReason } from '../../shared/premium';
import {
  ANALYZE_MESSAGES,
  type AnalyzeResponse,
  type PremiumStatus,
  type StreamCompleteEvent,
  type StreamErrorEvent,
} from '../../shared/schemas/analyze';

// The shapes /analyze/* answers with: the seed's result object plus its provenance, and the two
// events that end a stream.

export interface AnalysisProvenance {
  analysisId: string;
  premium: PremiumStatus;
  charged: 'basic' | 'premium' | null;
}

export function premiumStatus(
  requested: boolean,
  applied: boolean,
  reason: PremiumUnavailableReason | null,
): PremiumStatus {
  return { requested, applied, reason, note: reason ? PREMIUM_UNAVAILABLE_NOTES[reason] : null };
}

export function presentAnalysis(result: AnalysisResult, provenance: AnalysisProvenance): AnalyzeResponse {
  return {
    feedback: result.feedback,
    html: result.html,
    markdown: result.markdown,
    json_output: result.json_output,
    analysis_id: provenance.analysisId,
    premium: provenance.premium,
    charged: provenance.charged,
  };
}

export function completeEvent(result: AnalyzeResponse): StreamCompleteEvent {
  return { stage: 'complete', progress: 100, detail: ANALYZE_MESSAGES.complete, result };
}

export function errorEvent(status: number, detail: string, progress: number): StreamErrorEvent {
  return { stage: 'error', progress, status, detail };
}
