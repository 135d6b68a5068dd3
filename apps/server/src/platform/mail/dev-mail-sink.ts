import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';

export type DevMailSink = { port: number; close: () => Promise<void> };

let sequence = 0;

// A file name no other message of this process shares (two mails to one address can land in the same
// millisecond), that sorts in arrival order and still names the recipient for a developer looking for it.
export function uniqueSinkFileName(recipient: string, extension: string): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const unique = `${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
  return `${stamp}-${unique}-${recipient.replace(/[^\w.@-]/g, '_')}.${extension}`;
}

// Without SMTP_URL, system mail lands here: each message is saved under `<dataDir>/mail/` and logged,
// so a developer can read verification links and 2FA codes.
export async function startDevMailSink(dataDir: string, port: number, logger: Logger): Promise<DevMailSink> {
  const dir = path.join(dataDir, 'mail');
  await fs.mkdir(dir, { recursive: true });
  // Loaded here: a process with a real relay never starts the sink.
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        const file = path.join(dir, uniqueSinkFileName(to, 'eml'));
        // Written aside and renamed into place, so a reader never sees a half-written message.
        const partial = path.join(dir, '.incoming', path.basename(file));
        fs.mkdir(path.dirname(partial), { recursive: true })
          .then(() => fs.writeFile(partial, raw))
          .then(() => fs.rename(partial, file))
          .then(() => {
            logger.info({ dir }, 'system mail saved by the local mail sink');
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { port: bound, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
