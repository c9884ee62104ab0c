import { Router } from 'express';
import { MESSAGES } from '../../../shared/messages';
import { FeedbackSubmitSchema, type FeedbackSubmit } from '../../../shared/schemas/feedback';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../errors';
import { requireAuth, signedInUser } from '../../middleware/requireAuth';
import { validate } from '../../middleware/validate';
import { recentFeedbackCount, submitFeedback } from '../../services/feedback';

/** Submissions one user may make per hour; the client hides the button after 10 per session anyway. */
const FEEDBACK_PER_HOUR = 20;

/** POST /feedback/submit {feedback_text} (trimmed, 10 to 1000 characters) → {id, message}. */
export function feedbackRoutes(deps: AppDeps): Router {
  const router = Router();
  router.post('/feedback/submit', requireAuth, validate(FeedbackSubmitSchema, 'body'), async (_req, res) => {
    const user = signedInUser(res.locals);
    const { feedback_text } = res.locals.body as FeedbackSubmit;
    const now = deps.now();
    if ((await recentFeedbackCount(deps.pool, user.id, now)) >= FEEDBACK_PER_HOUR) {
      throw new HttpError(429, MESSAGES.tooManyRequests);
    }
    const id = await submitFeedback(deps.pool, user.id, feedback_text, now);
    res.status(201).json({ id, message: MESSAGES.feedbackThanks });
  });
  return router;
}
