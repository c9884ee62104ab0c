import { PREMIUM_UNAVAILABLE_NOTES, type PremiumUnavailableReason } from '../../shared/premium';
import { LlmError } from '../llm/provider';

/**
 * The premium enhancer's only failure: the caller keeps the basic result, shows `note` to the student
 * and charges no premium unit. `message` is for logs (no essay text ever goes into it).
 */
export class PremiumUnavailableError extends Error {
  readonly note: string;

  constructor(
    readonly reason: PremiumUnavailableReason,
    message: string,
  ) {
    super(message);
    this.name = 'PremiumUnavailableError';
    this.note = PREMIUM_UNAVAILABLE_NOTES[reason];
  }

  static from(err: unknown): PremiumUnavailableError {
    if (err instanceof PremiumUnavailableError) return err;
    if (err instanceof LlmError) {
      const reason: PremiumUnavailableReason =
        err.kind === 'aborted'
          ? 'aborted'
          : err.kind === 'timeout'
            ? 'timeout'
            : err.kind === 'rate_limited'
              ? 'rate_limited'
              : err.kind === 'bad_response'
                ? 'invalid_output'
                : 'provider_error';
      return new PremiumUnavailableError(reason, `${err.message} (after ${err.attempts} attempt(s))`);
    }
    return new PremiumUnavailableError('provider_error', err instanceof Error ? err.message : String(err));
  }
}
