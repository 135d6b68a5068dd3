import type { Logger } from './logger';

// Shutdown in dependency order, under one deadline: readiness answers 503 (load balancers stop sending),
// HTTP stops (in-flight requests finish), the job worker drains (running jobs finish), then the mail
// transports close (after the last send), then the database (after the last query).
export const SHUTDOWN_PHASES = ['ready', 'http', 'worker', 'mail', 'database'] as const;
export type TShutdownPhase = (typeof SHUTDOWN_PHASES)[number];

type Closer = () => Promise<unknown> | unknown;

export type Shutdown = {
  add: (phase: TShutdownPhase, close: Closer) => void;
  run: (code: number, reason: string) => Promise<never>;
};

export function createShutdown(logger: Logger, deadlineMs: number, exit: (code: number) => never): Shutdown {
  const closers = new Map<TShutdownPhase, Closer[]>(SHUTDOWN_PHASES.map((phase) => [phase, []]));
  let running: Promise<never> | null = null;

  async function runPhases(code: number, reason: string): Promise<never> {
    // Past the deadline the process leaves anyway: a stuck job or connection must not hold a deploy.
    const deadline = setTimeout(() => {
      logger.error({ deadlineMs }, 'shutdown deadline passed, exiting');
      exit(1);
    }, deadlineMs);
    logger.info({ reason }, 'shutdown started');
    for (const phase of SHUTDOWN_PHASES) {
      const list = closers.get(phase) ?? [];
      if (list.length === 0) continue;
      logger.info({ phase }, `shutdown: ${phase}`);
      // Within a phase, the last opened closes first.
      for (const close of [...list].reverse()) {
        const started = Date.now();
        await Promise.resolve()
          .then(close)
          .catch((error: unknown) => logger.warn({ err: error, phase }, 'shutdown step failed'));
        logger.debug({ phase, ms: Date.now() - started }, 'shutdown step done');
      }
    }
    clearTimeout(deadline);
    logger.info({ phase: 'done' }, 'shutdown complete');
    return exit(code);
  }

  return {
    add(phase, close) {
      closers.get(phase)?.push(close);
    },
    run(code, reason) {
      running ??= runPhases(code, reason);
      return running;
    },
  };
}
