import { z } from 'zod';
import { addJob } from '../../platform/jobs/add-job';
import { defineJob, type CronDefinition } from '../../platform/jobs/job-registry';
import { accountsWithPermissionChanges } from '../audience';
import { pushConsents } from './iys-push.service';
import { pullChanges } from './iys-pull.service';
import { iysSettingsRepository } from './iys.repository';

// One named queue per account: its push and pull never run at the same time (graphile-worker runs a
// named queue's jobs one by one), while accounts go in parallel.
const queueOf = (accountId: number) => `iys:${accountId}`;

export const IYS_PUSH_JOB = defineJob({
  name: 'iys.push',
  payload: z.object({ accountId: z.number().int() }),
  async handle({ accountId }, deps) {
    const outcome = await pushConsents(deps, accountId);
    // Work left (batches polling, more to send) runs again soon; a registry that is down waits for the cron.
    if (outcome.queue === 'continuing' && !outcome.down)
      await addJob(
        deps.db,
        IYS_PUSH_JOB.name,
        { accountId },
        {
          runAt: new Date(Date.now() + 1_000),
          jobKey: `iys-push:${accountId}`,
          queueName: queueOf(accountId),
        },
      );
  },
});

export const IYS_PULL_JOB = defineJob({
  name: 'iys.pull',
  payload: z.object({ accountId: z.number().int() }),
  async handle({ accountId }, deps) {
    await pullChanges(deps, accountId);
  },
});

// Every minute: a push for each account with IYS on or changes in the outbox (accounts without IYS
// settings just drop theirs in the push).
export const IYS_SYNC_JOB = defineJob({
  name: 'iys.sync',
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    const accounts = new Set([
      ...(await iysSettingsRepository.activeAccounts(deps.db)),
      ...(await accountsWithPermissionChanges(deps.db)),
    ]);
    for (const accountId of accounts)
      await addJob(
        deps.db,
        IYS_PUSH_JOB.name,
        { accountId },
        { jobKey: `iys-push:${accountId}`, queueName: queueOf(accountId) },
      );
  },
});

// Every five minutes: the changes feed of each active account.
export const IYS_PULL_ALL_JOB = defineJob({
  name: 'iys.pull-all',
  payload: z.object({}).passthrough(),
  async handle(_payload, deps) {
    for (const accountId of await iysSettingsRepository.activeAccounts(deps.db))
      await addJob(
        deps.db,
        IYS_PULL_JOB.name,
        { accountId },
        { jobKey: `iys-pull:${accountId}`, queueName: queueOf(accountId) },
      );
  },
});

export const IYS_JOBS = [IYS_PUSH_JOB, IYS_PULL_JOB, IYS_SYNC_JOB, IYS_PULL_ALL_JOB];
export const IYS_CRONS: CronDefinition[] = [
  { pattern: '* * * * *', job: IYS_SYNC_JOB.name, identifier: 'iys-sync' },
  { pattern: '*/5 * * * *', job: IYS_PULL_ALL_JOB.name, identifier: 'iys-pull' },
];
