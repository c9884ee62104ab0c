import type { CreditRequestResponse } from '../../../shared/schemas/credits';
import { apiPost } from './client';

/** POST /credits/request: a refusal is a normal answer with granted false and the reason in message. */
export const requestCredits = (): Promise<CreditRequestResponse> =>
  apiPost<CreditRequestResponse>('/credits/request');
