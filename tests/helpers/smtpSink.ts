// A real SMTP receiver for end-to-end tests: accepts mail on SMTP_PORT and lists it as JSON on HTTP_PORT.
//   GET /messages            -> [{to, subject, text, html}]
//   GET /messages?to=a@b.c   -> only those sent to a@b.c
//   DELETE /messages         -> forget everything
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  from: string;
  raw: string;
  receivedAt: string;
}

export function startSmtpSink(smtpPort: number, httpPort: number) {
  const mails: SunkMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  smtp.listen(smtpPort, '127.0.0.1');
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/messages') {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'DELETE') {
      mails.length = 0;
      res.writeHead(204).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(to ? mails.filter((m) => m.to.includes(to)) : mails));
  });
  http.listen(httpPort, '127.0.0.1');
  return {
    mails,
    close: () =>
      Promise.all([
        new Promise((r) => smtp.close(() => r(null))),
        new Promise((r) => http.close(() => r(null))),
      ]),
  };
}

if (process.argv[1]?.endsWith('smtpSink.ts')) {
  const [smtpPort, httpPort] = process.argv.slice(2).map(Number);
  startSmtpSink(smtpPort ?? 2526, httpPort ?? 2527);
}
