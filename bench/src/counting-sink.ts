import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

export type CountingSink = { port: number; accepted: () => Promise<number>; stop: () => void };

// A local SMTP sink in a process of its own (so it never competes with the sender's event loop): it
// accepts every message, counts it and keeps nothing, so its memory never grows.
export async function startCountingSink(): Promise<CountingSink> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--sink'], { execArgv: process.execArgv });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  return {
    port,
    accepted: () =>
      new Promise<number>((resolve) => {
        child.once('message', (m: { accepted: number }) => resolve(m.accepted));
        child.send('count');
      }),
    stop: () => child.kill(),
  };
}

function runSink(): void {
  let accepted = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        accepted += 1;
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.server.address();
    process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  });
  process.on('message', () => process.send?.({ accepted }));
}

if (process.argv.includes('--sink')) runSink();
