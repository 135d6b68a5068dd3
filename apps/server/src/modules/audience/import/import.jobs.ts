import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { IMPORT_JOB } from './import-upload.service';
import { runImport } from './run-import.service';

// Runs an import of either kind (the row says which); the job keeps its first name so that
// jobs queued before device imports existed still run.
export const IMPORT_MEMBERS_JOB = defineJob({
  name: IMPORT_JOB,
  payload: z.object({ accountId: z.number().int(), importId: z.number().int() }),
  maxAttempts: 3,
  async handle({ accountId, importId }, deps) {
    await runImport(deps, accountId, importId);
  },
});
