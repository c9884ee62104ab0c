import { z } from 'zod';
import { MESSAGES } from '../messages';
import { PLAN_TYPES } from '../plans';
import { USERNAME_MAX } from '../username';

export { USERNAME_MAX, usernameFromEmail } from '../username';

// Requests and responses of /auth/*. Client and server validate with the same schemas, so a message the
// form shows is the message the API would return.

import { AUTH_PASSWORD_MAX, AUTH_PASSWORD_MIN, EMAIL_MAX } from '../authLimits';
export { AUTH_PASSWORD_MAX, AUTH_PASSWORD_MIN, EMAIL_MAX };

export const AUTH_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooLong: `Password must be at most ${AUTH_PASSWORD_MAX} characters long`,
  passwordTooCommon:
    'This password is one of the most commonly used passwords and is easy to guess. Please choose a different one.',
  usernameInvalid: `Username must be 1 to ${USERNAME_MAX} characters`,
  signupAccepted: 'Check your email for a link to confirm your account.',
  invalidCredentials: 'Incorrect email or password.',
  emailNotConfirmed:
    'Please confirm your email address before signing in. We have sent you a new confirmation link.',
  loggedOut: 'You have been signed out.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset your password.',
  linkInvalid: 'This link is invalid or has expired. Please request a new one.',
  emailConfirmed: 'Your email address is confirmed. You are now signed in.',
  confirmNeedsPassword:
    'To finish confirming your email address, enter the password you chose when you signed up.',
  confirmWrongPassword:
    'That is not the password you chose when you asked for this email. Enter that password, or sign up again to get a new link and use the newest email.',
  sessionNeedsHttps:
    'Signing in is not possible over this connection: this site is set up for https, but the request did not arrive over https. Please tell the site administrator (behind a proxy, set TRUST_PROXY so the server sees https).',
  recoveryAccepted: 'Link verified. Please choose a new password.',
  recoveryMissing: 'Your password reset link has expired or was already used. Please request a new one.',
  passwordUpdated: 'Your password has been reset. Please sign in with your new password.',
  originNotAllowed: 'Request origin not allowed',
  callbackCrossSite: 'This request must come from the Essay Coach app.',
  notAuthenticated: 'Not authenticated',
} as const;

const email = z
  .string(AUTH_MESSAGES.emailRequired)
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(EMAIL_MAX, AUTH_MESSAGES.emailInvalid)
  .pipe(z.email(AUTH_MESSAGES.emailInvalid));

/** Length rules only; the server also refuses the most common passwords. No composition rules (NIST 800-63B). */
export const newPassword = z
  .string(MESSAGES.passwordTooShort)
  .min(AUTH_PASSWORD_MIN, MESSAGES.passwordTooShort)
  .max(AUTH_PASSWORD_MAX, AUTH_MESSAGES.passwordTooLong);

export const SignupRequestSchema = z.object({
  email,
  password: newPassword,
  /** The spec's form has no username field: the client derives one from the e-mail, and so does the server. */
  username: z.string().trim().min(1, AUTH_MESSAGES.usernameInvalid).max(USERNAME_MAX).optional(),
});
export type SignupRequest = z.infer<typeof SignupRequestSchema>;

export const LoginRequestSchema = z.object({
  email,
  // No length rules at login: old passwords must keep working, and rules would leak nothing useful.
  password: z
    .string(AUTH_MESSAGES.passwordRequired)
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(AUTH_PASSWORD_MAX, AUTH_MESSAGES.invalidCredentials),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const PasswordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;

export const PasswordUpdateRequestSchema = z.object({ new_password: newPassword });
export type PasswordUpdateRequest = z.infer<typeof PasswordUpdateRequestSchema>;

export const AUTH_LINK_TYPES = ['signup', 'recovery'] as const;
export type AuthLinkType = (typeof AUTH_LINK_TYPES)[number];

export const AuthCallbackQuerySchema = z.object({
  access_token: z.string(AUTH_MESSAGES.linkInvalid).min(1, AUTH_MESSAGES.linkInvalid).max(200),
  refresh_token: z.string().optional(),
  // Any type other than recovery is an e-mail confirmation (spec section 4).
  type: z.string().optional(),
});

/** POST /auth/confirm: a confirmation link opened away from the browser that signed up, with its password. */
export const ConfirmSignupRequestSchema = z.object({
  access_token: z.string(AUTH_MESSAGES.linkInvalid).min(1, AUTH_MESSAGES.linkInvalid).max(200),
  password: z
    .string(AUTH_MESSAGES.passwordRequired)
    .min(1, AUTH_MESSAGES.passwordRequired)
    .max(AUTH_PASSWORD_MAX, AUTH_MESSAGES.confirmWrongPassword),
});
export type ConfirmSignupRequest = z.infer<typeof ConfirmSignupRequestSchema>;

/** The signed-in user as the API returns it (login, /auth/me) and the client caches it. */
export const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  full_name: z.string().nullable(),
  plan_type: z.enum(PLAN_TYPES),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const LoginResponseSchema = z.object({ user: AuthUserSchema, message: z.string().optional() });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const AuthMessageSchema = z.object({ message: z.string() });
export type AuthMessage = z.infer<typeof AuthMessageSchema>;

export const AuthCallbackResponseSchema = z.object({
  message: z.string(),
  type: z.enum(AUTH_LINK_TYPES),
  user: AuthUserSchema.optional(),
  /** A confirmation link opened in another browser: send the sign-up's password to POST /auth/confirm. */
  password_required: z.boolean().optional(),
});
export type AuthCallbackResponse = z.infer<typeof AuthCallbackResponseSchema>;
