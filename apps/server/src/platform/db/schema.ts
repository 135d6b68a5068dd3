import * as accountsTables from '../../modules/accounts/accounts.tables';
import * as adminTables from '../../modules/admin/admin.tables';
import * as authTables from '../../modules/auth/auth.tables';
import * as applicationsTables from '../../modules/applications/applications.tables';
import * as audienceTables from '../../modules/audience/audience.tables';
import * as trackingTables from '../../modules/tracking/tracking.tables';
import * as segmentsTables from '../../modules/segments/segments.tables';
import * as messagingTables from '../../modules/messaging/messaging.tables';
import * as rateLimitTables from '../../modules/messaging/provider-rate-limit.tables';
import * as templatesTables from '../../modules/templates/templates.tables';
import * as emailTables from '../../modules/channels/email/email.tables';
import * as campaignsTables from '../../modules/campaigns/campaigns.tables';
import * as couponsTables from '../../modules/coupons/coupons.tables';
import * as smsTables from '../../modules/channels/sms/sms.tables';
import * as mediaTables from '../../modules/media/media.tables';
import * as whatsappTables from '../../modules/channels/whatsapp/whatsapp.tables';
import * as iysTables from '../../modules/iys/iys.tables';
import * as automationsTables from '../../modules/automations/automations.tables';
import * as widgetsTables from '../../modules/widgets/widgets.tables';
import * as platformsTables from '../../modules/platforms/platforms.tables';

// Every module's Drizzle tables, gathered for the query builder and for drizzle-kit.
export const schema = {
  accounts: accountsTables.accounts,
  users: accountsTables.users,
  userDomains: accountsTables.userDomains,
  loginActivity: accountsTables.loginActivity,
  twoFactorMethods: accountsTables.twoFactorMethods,
  authFailures: accountsTables.authFailures,
  admins: adminTables.admins,
  sessions: authTables.sessions,
  authTokens: authTables.authTokens,
  applications: applicationsTables.applications,
  apiKeys: applicationsTables.apiKeys,
  members: audienceTables.members,
  devices: audienceTables.devices,
  memberTags: audienceTables.memberTags,
  deviceTags: audienceTables.deviceTags,
  orders: audienceTables.orders,
  carts: audienceTables.carts,
  products: audienceTables.products,
  memberImports: audienceTables.memberImports,
  memberImportRejects: audienceTables.memberImportRejects,
  memberPermissionChanges: audienceTables.memberPermissionChanges,
  ingestBatches: trackingTables.ingestBatches,
  requestLogs: trackingTables.requestLogs,
  segments: segmentsTables.segments,
  segmentMembers: segmentsTables.segmentMembers,
  segmentActions: segmentsTables.segmentActions,
  sendRuns: messagingTables.sendRuns,
  suppressions: messagingTables.suppressions,
  messagingSettings: messagingTables.messagingSettings,
  channelUsage: messagingTables.channelUsage,
  providerRateLimits: rateLimitTables.providerRateLimits,
  messageTemplates: templatesTables.messageTemplates,
  messageTemplateVersions: templatesTables.messageTemplateVersions,
  templateSavedBlocks: templatesTables.templateSavedBlocks,
  storeTemplateCategories: templatesTables.storeTemplateCategories,
  storeTemplates: templatesTables.storeTemplates,
  mediaBlobs: mediaTables.mediaBlobs,
  smtpCredentials: emailTables.smtpCredentials,
  emailSenders: emailTables.emailSenders,
  campaigns: campaignsTables.campaigns,
  campaignTasks: campaignsTables.campaignTasks,
  campaignTaskRuns: campaignsTables.campaignTaskRuns,
  coupons: couponsTables.coupons,
  smsSettings: smsTables.smsSettings,
  whatsappSettings: whatsappTables.whatsappSettings,
  whatsappStatusReceipts: whatsappTables.whatsappStatusReceipts,
  iysSettings: iysTables.iysSettings,
  iysConsents: iysTables.iysConsents,
  iysBatches: iysTables.iysBatches,
  iysRecipientStatus: iysTables.iysRecipientStatus,
  workflows: automationsTables.workflows,
  workflowVersions: automationsTables.workflowVersions,
  journeyEnrollments: automationsTables.journeyEnrollments,
  journeyEvents: automationsTables.journeyEvents,
  journeySends: automationsTables.journeySends,
  widgets: widgetsTables.widgets,
  widgetInteractions: widgetsTables.widgetInteractions,
  widgetDisplays: widgetsTables.widgetDisplays,
  wheelSpins: widgetsTables.wheelSpins,
  surveyVotes: widgetsTables.surveyVotes,
  newsletterSignups: widgetsTables.newsletterSignups,
  widgetKeys: widgetsTables.widgetKeys,
  widgetInstalls: widgetsTables.widgetInstalls,
  platformAccounts: platformsTables.platformAccounts,
  platformSyncLog: platformsTables.platformSyncLog,
  shopifyOauthStates: platformsTables.shopifyOauthStates,
  shopifyWebhookDeliveries: platformsTables.shopifyWebhookDeliveries,
};
