import type { RoutePlugin } from '../platform/http/app';
import type { CronDefinition, JobDefinition } from '../platform/jobs/job-registry';

// The one list of every module's routes, jobs and periodic jobs.
export const ROUTES: RoutePlugin[] = [];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own payload type
export const JOBS: JobDefinition<any>[] = [];

export const CRONS: CronDefinition[] = [];
