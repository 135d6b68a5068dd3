import type { RoutePlugin } from '../platform/http/app';
import type { CronDefinition, JobDefinition } from '../platform/jobs/job-registry';
import { SYSTEM_MAIL_JOB, SYSTEM_SMS_JOB, accountsRoutes } from './accounts';
import { adminRoutes } from './admin';
import { AUTH_CLEANUP_CRON, AUTH_CLEANUP_JOB, adminAuthRoutes, authRoutes, withGuard } from './auth';

// The one list of every module's routes, jobs and periodic jobs.
export const ROUTES: RoutePlugin[] = [
  authRoutes, // public auth flows; their own routes name the user guard where needed
  adminAuthRoutes, // public admin auth flows
  withGuard('user', accountsRoutes), // user/profile, user/2fa, user/domains, user/activity
  withGuard('admin', adminRoutes), // admin/profile, admin/admins
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own payload type
export const JOBS: JobDefinition<any>[] = [AUTH_CLEANUP_JOB, SYSTEM_MAIL_JOB, SYSTEM_SMS_JOB];

export const CRONS: CronDefinition[] = [AUTH_CLEANUP_CRON];
