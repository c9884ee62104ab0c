import type { FeedbackSubmitResponse } from '../../../shared/schemas/feedback';
import { apiPost } from './client';

export const submitFeedback = (feedbackText: string): Promise<FeedbackSubmitResponse> =>
  apiPost<FeedbackSubmitResponse>('/feedback/submit', { feedback_text: feedbackText });
