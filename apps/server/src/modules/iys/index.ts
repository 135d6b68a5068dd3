// The IYS module's public API: routes, jobs and the consent check it gives the send pipeline.
import { registerIysConsentCheck } from '../messaging';
import { iysConsentCheck } from './iys-consent-check';

registerIysConsentCheck(iysConsentCheck);

export { iysRoutes } from './iys.routes';
export { IYS_CRONS, IYS_JOBS, IYS_PUSH_JOB } from './iys.jobs';
export { pushConsents, drainPermissionChanges, IYS_PUSH_POLICY } from './iys-push.service';
export { pullChanges } from './iys-pull.service';
export { IYS_CLIENT_POLICY } from './iys-client';
