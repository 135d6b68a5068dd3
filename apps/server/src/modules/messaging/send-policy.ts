// Retry, lease and batch limits of send jobs (see send-batch.service.ts for the guarantee they serve).
export const SEND_POLICY = {
  maxAttempts: 5,
  baseBackoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  // A live attempt touches its unanswered rows every heartbeatMs; rows untouched for leaseMs belong to a dead
  // worker and are taken over. Recovery looks every recoverEveryMs while a send runs, so a restarted worker resumes
  // a dead one's messages within leaseMs + recoverEveryMs + the job poll (~14 s).
  heartbeatMs: 2_000,
  leaseMs: 10_000,
  recoverEveryMs: 3_000,
  // How late a pending message may be before recovery assumes its job died with a worker.
  graceMs: 10_000,
  // Bounds one job's memory whatever its range; the job re-enqueues itself for the rest.
  claimLimit: 1000,
};
