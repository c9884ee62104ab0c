import pino, { type Logger } from 'pino';

// Paths that must never reach a log line: credentials, session cookies, tokens and essay text.
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'new_password',
  'current_password',
  'token',
  'access_token',
  'refresh_token',
  'text',
  'essay',
  'html_content',
  '*.password',
  '*.new_password',
  '*.token',
  '*.access_token',
  '*.text',
  '*.essay',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      base: { service: 'essay-coach' },
    },
    destination,
  );
}

/** Strip query strings from URLs before logging: tokens and essays can arrive in queries (GET stream, callback). */
export function safeUrl(url: string | undefined): string {
  if (!url) return '';
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?[redacted]`;
}
