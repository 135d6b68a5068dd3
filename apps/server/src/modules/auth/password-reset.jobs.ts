import { z } from 'zod';
import { UI_LANGUAGES } from '@ulak/shared';
import type { AppDeps } from '../../platform/deps';
import { addJob } from '../../platform/jobs/add-job';
import { defineJob } from '../../platform/jobs/job-registry';
import { mailAdminPasswordReset } from './admin-auth.service';
import { GUARDS, type TGuard } from './auth.tables';
import type { TRequestMeta } from './sessions.service';
import { mailUserPasswordReset } from './user-credentials.service';

// "Forgot password" answers after the same work whether or not the email has an account: it queues this
// job either way, and the lookup, the token and the mail happen in the worker. The answer's timing
// cannot tell registered emails from others.
export const PASSWORD_RESET_JOB = defineJob({
  name: 'auth.password-reset',
  payload: z.object({ guard: z.enum(GUARDS), email: z.string().max(320), lang: z.enum(UI_LANGUAGES) }),
  maxAttempts: 5,
  async handle({ guard, email, lang }, deps) {
    if (guard === 'admin') await mailAdminPasswordReset(deps, email, lang);
    else await mailUserPasswordReset(deps, email, lang);
  },
});

export async function requestPasswordReset(
  deps: Pick<AppDeps, 'db'>,
  guard: TGuard,
  email: string,
  meta: TRequestMeta,
): Promise<void> {
  await addJob(deps.db, PASSWORD_RESET_JOB.name, { guard, email, lang: meta.lang });
}
