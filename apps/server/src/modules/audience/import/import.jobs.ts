import { z } from 'zod';
import { defineJob } from '../../../platform/jobs/job-registry';
import { IMPORT_JOB } from './import-upload.service';
import { runImport } from './run-import.service';

export const IMPORT_MEMBERS_JOB = defineJob({
  name: IMPORT_JOB,
  payload: z.object({ accountId: z.number().int(), importId: z.number().int() }),
  maxAttempts: 3,
  async handle({ accountId, importId }, deps) {
    await runImport(deps, accountId, importId);
  },
});
