import type { RoutePlugin } from '../platform/http/app';
import type { CronDefinition, JobDefinition } from '../platform/jobs/job-registry';
import { SYSTEM_MAIL_JOB, SYSTEM_SMS_JOB, accountsRoutes } from './accounts';
import { adminRoutes } from './admin';
import { applicationsRoutes } from './applications';
import { IMPORT_MEMBERS_JOB, importRoutes, membersRoutes, publicApiRoutes, recordsRoutes } from './audience';
import { AUTH_CLEANUP_CRON, AUTH_CLEANUP_JOB, adminAuthRoutes, authRoutes, withGuard } from './auth';
import { DRAIN_INGEST_JOB, EVENT_PARTITIONS_JOB, TRACKING_CRONS, ingestRoutes } from './tracking';

// The one list of every module's routes, jobs and periodic jobs.
export const ROUTES: RoutePlugin[] = [
  authRoutes, // public auth flows; their own routes name the user guard where needed
  adminAuthRoutes, // public admin auth flows
  withGuard('user', accountsRoutes), // user/profile, user/2fa, user/domains, user/activity
  withGuard('admin', adminRoutes), // admin/profile, admin/admins
  withGuard('user', applicationsRoutes), // applications, api-keys
  withGuard('user', membersRoutes), // members
  withGuard('user', importRoutes), // members/imports, members/export.csv
  withGuard('user', recordsRoutes), // devices, tags, orders, products, events, member detail tabs
  ingestRoutes, // public /t/v1/events: SDK token + origin, rate limited
  publicApiRoutes, // public/members|orders|products: API key (Bearer), rate limited
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own payload type
export const JOBS: JobDefinition<any>[] = [
  AUTH_CLEANUP_JOB,
  SYSTEM_MAIL_JOB,
  SYSTEM_SMS_JOB,
  DRAIN_INGEST_JOB,
  EVENT_PARTITIONS_JOB,
  IMPORT_MEMBERS_JOB,
];
export const CRONS: CronDefinition[] = [AUTH_CLEANUP_CRON, ...TRACKING_CRONS];
