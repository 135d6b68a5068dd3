import type { AppDeps } from '../../../../platform/deps';
import { parseBounceMessage } from './dsn-parser';
import { handleBounceReport } from './bounce.service';

export type BounceReceiver = { port: number; close: () => Promise<void> };

const MAX_REPORT_BYTES = 2 * 1024 * 1024;

// The bounce mailbox: an SMTP server (MX of the bounce domain) that only accepts mail for
// bounces+<token>@<bounce domain> and fbl@<bounce domain>, parses each DSN or complaint and records it
// against its message.
export async function startBounceReceiver(
  deps: Pick<AppDeps, 'db' | 'secretBox' | 'logger' | 'config'>,
  options: { port: number; host?: string },
): Promise<BounceReceiver> {
  const domain = deps.config.emailBounceDomain.toLowerCase();
  const { SMTPServer } = await import('smtp-server');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: MAX_REPORT_BYTES,
    onRcptTo(address, _session, callback) {
      const rcpt = address.address.toLowerCase();
      // VERP bounces, and the feedback-loop address registered with mailbox providers for complaints.
      const ok = (rcpt.startsWith('bounces+') && rcpt.endsWith(`@${domain}`)) || rcpt === `fbl@${domain}`;
      callback(ok ? undefined : Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        parseBounceMessage(Buffer.concat(chunks), rcptTo)
          .then((report) => handleBounceReport(deps, report))
          .then((outcome) => {
            deps.logger.info(outcome, 'bounce report processed');
            callback();
          })
          .catch((error: unknown) => {
            deps.logger.warn({ err: error }, 'bounce report failed');
            // 451: the sending MTA keeps the report and tries again later.
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
