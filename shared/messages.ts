// User-facing texts from the product spec (sections 4, 5 and 8). One place, so client and server agree.
export const MESSAGES = {
  genericError: 'An unexpected error occurred. Please try again.',
  validationError: 'Validation error',
  internalError: 'Internal server error',
  notFound: 'Not found',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  // The server answers but cannot reach its database for a moment (503 with Retry-After).
  serviceUnavailable:
    'Essay Coach is briefly unavailable. Please try again in a minute. A review that did not finish uses no credit.',
  // Auth
  loginFailed: 'Login failed. Please check your credentials.',
  signupFailed: 'Signup failed. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  resetEmailFailed: 'Failed to send reset email. Please try again.',
  resetPasswordFailed: 'Failed to reset password. Please try again.',
  resetPasswordSuccess: 'Password reset successful! Please sign in with your new password.',
  authFailed: 'Authentication failed. Please try again.',
  noAuthToken: 'No authentication token found. Redirecting to login...',
  authBackendFailed: 'Failed to authenticate. Please try again.',
  verifyingAccount: 'Verifying your account...',
  // Feedback
  feedbackTooShort: 'Feedback must be at least 10 characters',
  feedbackTooLong: 'Feedback must be less than 1000 characters',
  feedbackMinHelper: 'Minimum 10 characters',
  feedbackMaxHelper: 'Maximum 1000 characters exceeded',
  feedbackFailed: 'Failed to submit feedback. Please try again.',
  feedbackThanks: "Thank you for your feedback! We'll review it shortly.",
  // Analysis
  emptyEssay: 'Please enter essay text before analyzing',
  /** Premium cannot be chosen on this server (no model configured): said to the student, not the operator. */
  premiumUnavailable: 'Premium Feedback is not available on this site yet.',
  largeEssay: 'Large essay - analysis may take longer',
  wordLimitInvalid: 'Enter a limit from 1 to 5000',
  withinTarget: 'Within target range (90-100%)',
  quotaExhausted:
    "You've used all your free credits for this month. Go to the Dashboard to request additional free credits (up to 3 times per month), or wait for next month.",
  sessionExpired: 'Session expired. Please log out and log in again to continue.',
  analysisFailed: 'Analysis failed',
  connectionEnded: 'Connection ended unexpectedly. Please try again.',
  fallbackServerError:
    'Server error during analysis. Please try again in a few moments. If the problem persists, please contact support.',
  fallbackOtherError: 'An error occurred during analysis. Please try again.',
  networkError: 'Unable to connect to the server. Please check your internet connection and try again.',
  convertFailed: 'Failed to convert format. Please try again.',
  uploadFailed: 'Failed to upload file',
  // The upload's own checks (POST /upload and the desktop app's drop both use these words).
  uploadUnsupported: 'Unsupported file type. Please upload a .txt, .doc, .docx or .pdf file.',
  uploadTooLarge: 'File is too large. The maximum size is 10MB.',
  uploadEmpty: 'This file is empty.',
  // Dashboard
  dashboardFailed: 'Failed to load dashboard data.',
  noUsageData: 'No usage data available',
  creditsFailed: 'Failed to request credits. Please try again.',
  creditsNotGranted: 'Unable to grant credits at this time.',
  noAnalysisData: 'No analysis data available for this record.',
  displayFailed: 'Failed to display analysis.',
  // AI detection alerts
  highAiRisk:
    'High AI Detection Risk - Your essay may flag AI detection tools. Consider revising to add more variation in sentence structure and word choice.',
  mediumAiRisk:
    'Medium AI Detection Risk - Some patterns detected that could flag AI tools. Review the suggestions below to sound more natural.',
} as const;
