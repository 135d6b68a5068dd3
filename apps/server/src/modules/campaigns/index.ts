// The campaigns module's public API: campaigns, tasks, the scheduler's jobs and crons, reports.
import { registerCampaignScope } from './message-scope';

registerCampaignScope();

export { campaignsRoutes } from './campaigns.routes';
export { tasksRoutes } from './tasks.routes';
export { campaignWebhookRoutes } from './webhook.routes';
export { CAMPAIGN_CRONS, CAMPAIGN_JOBS } from './campaigns.jobs';
export { nextRun, zonedTime, localParts, isValidTimezone, DEFAULT_TIMEZONE } from './next-run';
export { accountTimezone } from './task-schedule';
