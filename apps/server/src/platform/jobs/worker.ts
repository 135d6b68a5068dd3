import { Logger, parseCronItems, run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import type { AppDeps } from '../deps';
import { redactText } from '../logger';
import type { CronDefinition, JobDefinition } from './job-registry';

type TJobMeta = { job?: { id?: string | number; task_identifier?: string; attempts?: number }; duration?: number };

// graphile-worker logs through the process's pino logger: job names and ids only, its routine info lines
// (every job picked up and completed, every cron tick) at debug. Its meta carries the
// whole job (the payload holds reset links, login codes, addresses) and its failure text quotes the
// error, which may name a recipient: the payload is never passed on and the text is redacted.
export function graphileLogger(deps: Pick<AppDeps, 'logger'>): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const method = level === 'error' ? 'error' : level === 'warning' ? 'warn' : 'debug';
    const { job, duration } = (meta ?? {}) as TJobMeta;
    const fields = {
      worker: { workerId: scope.workerId, task: scope.taskIdentifier, jobId: scope.jobId },
      ...(job ? { job: { id: job.id, task: job.task_identifier, attempts: job.attempts } } : {}),
      ...(typeof duration === 'number' ? { durationMs: Math.round(duration) } : {}),
    };
    deps.logger[method](fields, redactText(message));
  });
}

export async function migrateJobsSchema(deps: Pick<AppDeps, 'pool' | 'logger'>): Promise<void> {
  await runMigrations({ pgPool: deps.pool, logger: graphileLogger(deps) });
}

export function toTaskList(jobs: JobDefinition[], deps: AppDeps): TaskList {
  const list: TaskList = {};
  for (const job of jobs) {
    list[job.name] = async (raw, helpers) => {
      const parsed = job.payload.safeParse(raw);
      if (!parsed.success) {
        // A malformed payload will never succeed: log it and let the job finish instead of retrying forever.
        helpers.logger.error(`job ${job.name} has an invalid payload: ${parsed.error.message}`);
        return;
      }
      await job.handle(parsed.data, deps);
    };
  }
  return list;
}

export async function startWorker(deps: AppDeps, jobs: JobDefinition[], crons: CronDefinition[]): Promise<Runner> {
  return run({
    pgPool: deps.pool,
    logger: graphileLogger(deps),
    concurrency: deps.config.workerConcurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    taskList: toTaskList(jobs, deps),
    parsedCronItems: parseCronItems(
      crons.map((c) => ({ task: c.job, match: c.pattern, identifier: c.identifier, options: { backfillPeriod: 0 } })),
    ),
  });
}
