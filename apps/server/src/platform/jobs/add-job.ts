import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';

export type AddJobOptions = {
  runAt?: Date;
  jobKey?: string;
  // With a job key: 'replace' (default) moves a pending job to the new run time, 'preserve_run_at' keeps it.
  jobKeyMode?: 'replace' | 'preserve_run_at';
  maxAttempts?: number;
  queueName?: string;
  priority?: number;
};

// Enqueues inside the caller's transaction, so the job exists if and only if the write committed.
export async function addJob(tx: DbOrTx, name: string, payload: unknown, options: AddJobOptions = {}): Promise<void> {
  await tx.execute(sql`select graphile_worker.add_job(
    identifier => ${name}::text,
    payload => ${JSON.stringify(payload ?? {})}::json,
    queue_name => ${options.queueName ?? null}::text,
    run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::int,
    job_key => ${options.jobKey ?? null}::text,
    priority => ${options.priority ?? null}::int,
    job_key_mode => ${options.jobKeyMode ?? null}::text
  )`);
}
