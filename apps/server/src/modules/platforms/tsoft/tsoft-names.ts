// Job names of the T-Soft poll (apart from the job file so the service can enqueue without a cycle).
export const TSOFT_SYNC_JOB_NAME = 'platforms.tsoft_sync';
export const TSOFT_POLL_JOB_NAME = 'platforms.tsoft_poll';
