import type { Config } from '../config';
import type { AuthLinkType } from '../../shared/schemas/auth';
import { PRODUCT_NAME } from '../../shared/api';
import type { MailMessage } from './mail';

// The account e-mails, each with a plain-text and an HTML part. Links carry the token in the URL fragment,
// which browsers never send to a server, so it cannot leak through access logs or Referer headers.

export function authLink(config: Config, token: string, type: AuthLinkType): string {
  return `${config.publicUrl}/auth-callback#access_token=${encodeURIComponent(token)}&type=${type}`;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function compose(
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}:\n${action.url}`] : []),
    `— ${PRODUCT_NAME}`,
  ].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#6d28d9;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Or copy this link into your browser:<br>${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#222;line-height:1.5">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="color:#555">— ${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject, text, html, link: action?.url };
}

export function confirmationMail(config: Config, to: string, token: string): MailMessage {
  return compose(
    to,
    `Confirm your ${PRODUCT_NAME} account`,
    [
      `Welcome to ${PRODUCT_NAME}! Please confirm your email address to finish creating your account.`,
      'Open it in the browser you signed up with. On another device it asks for the password you chose when you signed up. If you signed up more than once, the link in each email goes with the password you chose that time.',
      'This link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
    ],
    { label: 'Confirm my email', url: authLink(config, token, 'signup') },
  );
}

export function recoveryMail(config: Config, to: string, token: string): MailMessage {
  return compose(
    to,
    `Reset your ${PRODUCT_NAME} password`,
    [
      'We received a request to reset the password of your account.',
      'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.',
    ],
    { label: 'Reset my password', url: authLink(config, token, 'recovery') },
  );
}

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export function alreadyRegisteredMail(config: Config, to: string): MailMessage {
  return compose(
    to,
    `Your ${PRODUCT_NAME} account`,
    [
      'Someone (hopefully you) tried to create an account with this email address, but you already have one.',
      `You can sign in at ${config.publicUrl}/login, or reset your password at ${config.publicUrl}/forgot-password if you have forgotten it.`,
      'If this was not you, you can ignore this email.',
    ],
    { label: 'Sign in', url: `${config.publicUrl}/login` },
  );
}
