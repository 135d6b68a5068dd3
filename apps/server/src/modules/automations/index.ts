// The automations module's public API: routes, jobs and crons. It learns what members do from the
// members.events job (platform/jobs/member-events), so the modules publishing events import nothing of it.
import { onAutomationCampaignStatus } from '../campaigns';
import { registerJourneyScope } from './message-scope';
import { followCampaignStatus } from './scenarios.service';

registerJourneyScope();
onAutomationCampaignStatus(followCampaignStatus);

export { automationsPublicRoutes, automationsRoutes } from './automations.routes';
export { incomingWebhookRoutes } from './incoming-webhooks.routes';
export { AUTOMATION_CRONS, AUTOMATION_JOBS } from './automations.jobs';
export { automationRevenuePerBucket, hasActiveCartJourney } from './dashboard-facts';
