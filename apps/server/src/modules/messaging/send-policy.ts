// Retry, lease and batch limits of send jobs (see send-batch.service.ts for the guarantee they serve).
export const SEND_POLICY = {
  maxAttempts: 5,
  baseBackoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  leaseMs: 120_000,
  // How late a pending message may be before recovery assumes its job died with a worker.
  graceMs: 120_000,
  // Bounds one job's memory whatever its range; the job re-enqueues itself for the rest.
  claimLimit: 1000,
};
