// The automations module's public API: routes, jobs and crons. It learns what members do from the
// members.events job (platform/jobs/member-events), so the modules publishing events import nothing of it.
import { registerJourneyScope } from './message-scope';

registerJourneyScope();

export { automationsPublicRoutes, automationsRoutes } from './automations.routes';
export { AUTOMATION_CRONS, AUTOMATION_JOBS } from './automations.jobs';
export { automationRevenuePerBucket, hasActiveCartJourney } from './dashboard-facts';
