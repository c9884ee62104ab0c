import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';

// Outgoing e-mail. With SMTP_URL set, mail goes to that server; without it, each message is written to
// DATA_DIR/outbox/*.eml and its link is printed to the log, so `npm start` works with no mail server.
// The dev outbox log line is the only place a token may ever appear in a log.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link, printed to the log in development-outbox mode only. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(config: Config, logger: Logger): Mailer {
  return config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : outboxMailer(config, logger);
}

function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

function outboxMailer(config: Config, logger: Logger): Mailer {
  const dir = path.resolve(config.DATA_DIR, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, to, subject, text, html });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      await chmod(file, 0o600);
      logger.info(
        { to, subject, file, link },
        'e-mail written to the development outbox (SMTP_URL is not set)',
      );
    },
  };
}

/**
 * Sends in the background: the HTTP response never waits for (or reveals) mail delivery, which keeps
 * "account exists" and "account does not exist" responses identical in content and timing.
 */
export function sendInBackground(mailer: Mailer, message: MailMessage, logger: Logger): void {
  mailer.send(message).catch((err: Error) => {
    logger.error(
      { err: { message: err.message, code: (err as { code?: string }).code } },
      'sending e-mail failed',
    );
  });
}
