// Submissions made in this browser session (spec: the Share Feedback button hides after 10).
export const FEEDBACK_SESSION_KEY = 'essay-coach:feedback-submissions';
export const MAX_FEEDBACK_PER_SESSION = 10;

export function feedbackSubmissions(): number {
  try {
    const n = Number(window.sessionStorage.getItem(FEEDBACK_SESSION_KEY));
    return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  } catch {
    return 0; // storage disabled: never hide the button
  }
}

export function recordFeedbackSubmission(): number {
  const next = feedbackSubmissions() + 1;
  try {
    window.sessionStorage.setItem(FEEDBACK_SESSION_KEY, String(next));
  } catch {
    // storage disabled: the count lives only in memory for this page
  }
  return next;
}
