import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export type SunkMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  raw: Buffer;
};

export type SmtpSink = {
  url: string;
  port: number;
  all: () => SunkMail[];
  waitFor: (to: string, options?: { timeoutMs?: number; match?: (mail: SunkMail) => boolean }) => Promise<SunkMail>;
  clear: () => void;
  close: () => Promise<void>;
};

// A real SMTP server on 127.0.0.1 that keeps every accepted message in memory for assertions.
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: parsed.headers,
              raw,
            });
            for (const wake of waiters) wake();
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // A client killed mid-session resets its socket; a real server shrugs that off, so does the sink.
  server.on('error', () => undefined);
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const find = (to: string, match?: (mail: SunkMail) => boolean): SunkMail | undefined =>
    messages.find((m) => m.to.includes(to.toLowerCase()) && (!match || match(m)));

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    all: () => [...messages],
    clear: () => void messages.splice(0),
    waitFor(to, options = {}) {
      const found = find(to, options.match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no mail to ${to} within ${options.timeoutMs ?? 5000} ms`));
        }, options.timeoutMs ?? 5000);
        const check = (): void => {
          const mail = find(to, options.match);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
