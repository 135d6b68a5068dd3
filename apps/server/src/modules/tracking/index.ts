// The tracking module's public API: the SDK ingest route, its request logs and its jobs.
import { onApplicationChanged } from '../applications';
import { forgetTokens } from './ingest.service';

// A regenerated token or changed domains hold from the next SDK request on this replica.
onApplicationChanged(() => forgetTokens());

export { ingestRoutes } from './ingest.routes';
export { requestLogsRoutes } from './request-logs.routes';
export { DRAIN_INGEST_JOB, EVENT_PARTITIONS_JOB, TRACKING_CRONS } from './tracking.jobs';
export { drainIngest } from './drain.service';
export { originAllowed } from './ingest.validate';
export { createRateLimiter, type RateLimiter } from './rate-limiter';
export { authenticateSdk } from './ingest.service';
export { registerSdkScope } from './sdk-scope';
