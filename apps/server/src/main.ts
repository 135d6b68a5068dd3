import { loadConfig, type TConfig } from './platform/config';
import { createLogger, type Logger } from './platform/logger';
import { openDatabase, type Database } from './platform/db/database';
import { startEmbeddedPostgres } from './platform/db/embedded-postgres';
import { runMigrations } from './platform/db/migrate';
import { buildApp } from './platform/http/app';
import { startWorker } from './platform/jobs/worker';
import { startDevMailSink } from './platform/mail/dev-mail-sink';
import { createDeps, SDK_FILE } from './platform/bootstrap';
import { CRONS, JOBS, ROUTES } from './modules/registry';
import { seedDemo } from './modules/demo';
import { seedStoreTemplates } from './modules/templates';
import { closeEmailTransports, startBounceReceiver } from './modules/channels/email';

const COMMANDS = ['start', 'api', 'worker', 'migrate', 'seed-demo'] as const;
type TCommand = (typeof COMMANDS)[number];

type Closer = () => Promise<unknown> | unknown;

async function openStorage(config: TConfig, logger: Logger, closers: Closer[]): Promise<Database> {
  let url = config.databaseUrl;
  if (!url) {
    const embedded = await startEmbeddedPostgres(config.dataDir, logger);
    closers.push(embedded.stop);
    url = embedded.url;
  }
  const database = openDatabase(url, config.databasePoolSize);
  closers.push(database.close);
  await runMigrations(database, logger);
  return database;
}

async function run(command: TCommand): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config);
  const closers: Closer[] = [];
  const shutdown = async (code: number): Promise<never> => {
    for (const close of closers.reverse())
      await Promise.resolve(close()).catch((error: unknown) => logger.warn({ err: error }, 'shutdown'));
    process.exit(code);
  };
  process.once('SIGINT', () => void shutdown(0));
  process.once('SIGTERM', () => void shutdown(0));
  try {
    const database = await openStorage(config, logger, closers);
    if (command === 'migrate') return await shutdown(0);

    let smtpUrl = config.smtpUrl;
    if (!smtpUrl) {
      const sink = await startDevMailSink(config.dataDir, config.devMailSinkPort, logger);
      closers.push(sink.close);
      smtpUrl = `smtp://127.0.0.1:${sink.port}`;
    }
    // Outside production, merchants' mail without a relay goes to the same local sink as system mail.
    const emailRelayUrl = config.emailRelayUrl ?? (config.env === 'production' ? undefined : smtpUrl);
    const { deps, mailer } = createDeps({ ...config, emailRelayUrl }, database, logger, smtpUrl);
    closers.push(() => mailer.close());

    // The template store's seeded templates: the missing ones are added (existing rows are never touched).
    if (command !== 'worker') await seedStoreTemplates(deps.db);
    const shouldSeed = command === 'seed-demo' || (command === 'start' && config.seedDemo);
    const seeded = shouldSeed ? await seedDemo(deps) : null;
    if (command === 'seed-demo') return await shutdown(0);

    if (command === 'start' || command === 'worker') {
      const runner = await startWorker(deps, JOBS, CRONS);
      closers.push(() => runner.stop());
      closers.push(closeEmailTransports);
      if (config.emailBounceSmtpPort > 0) {
        const bounces = await startBounceReceiver(deps, { port: config.emailBounceSmtpPort });
        closers.push(bounces.close);
      }
    }
    if (command === 'start' || command === 'api') {
      const app = await buildApp(deps, { routes: ROUTES, sdkFile: SDK_FILE });
      closers.push(() => app.close());
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
    await shutdown(1);
  }
}

const command = (process.argv[2] ?? 'start') as TCommand;
if (!COMMANDS.includes(command)) {
  process.stderr.write(`usage: ulak <${COMMANDS.join('|')}>\n`);
  process.exit(2);
}
void run(command);
