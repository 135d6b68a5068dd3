// The campaigns module's public API: campaigns, tasks, the scheduler's jobs and crons, reports.
import { registerUsageCounter } from '../accounts';
import { registerCampaignLookup } from '../coupons';
import { campaignsRepository } from './campaigns.repository';
import { registerCampaignScope } from './message-scope';
import { tasksRepository } from './tasks.repository';

registerCampaignScope();
registerCampaignLookup(async (db, accountId, id) => (await campaignsRepository.find(db, accountId, id)) !== null);
registerUsageCounter('campaign_count', (db, accountId) => campaignsRepository.countAll(db, accountId));
registerUsageCounter('task_count', (db, accountId) => tasksRepository.countAll(db, accountId));

export { campaignsRoutes } from './campaigns.routes';
export { tasksRoutes } from './tasks.routes';
export { campaignWebhookRoutes } from './webhook.routes';
export { CAMPAIGN_CRONS, CAMPAIGN_JOBS } from './campaigns.jobs';
export { nextRun } from './next-run';
export { onAutomationCampaignStatus } from './status-listeners';
export { attributedRevenuePerBucket } from './dashboard-revenue';
