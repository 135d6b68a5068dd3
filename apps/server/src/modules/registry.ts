import type { RoutePlugin } from '../platform/http/app';
import type { CronDefinition, JobDefinition } from '../platform/jobs/job-registry';
import { SYSTEM_MAIL_JOB, SYSTEM_SMS_JOB, accountsRoutes } from './accounts';
import { adminRoutes, adminTwoFactorRoutes, audited } from './admin';
import { applicationsRoutes } from './applications';
import {
  FOLD_MEMBER_COUNTS_CRON,
  FOLD_MEMBER_COUNTS_JOB,
  IMPORT_MEMBERS_JOB,
  importRoutes,
  membersRoutes,
  publicApiRoutes,
  recordsRoutes,
  tagsRoutes,
} from './audience';
import {
  AUTH_CLEANUP_CRON,
  AUTH_CLEANUP_JOB,
  PASSWORD_RESET_JOB,
  adminAuthRoutes,
  authRoutes,
  withGuard,
} from './auth';
import { DRAIN_INGEST_JOB, EVENT_PARTITIONS_JOB, TRACKING_CRONS, ingestRoutes, requestLogsRoutes } from './tracking';
import { SENDER_VERIFICATION_MAIL_JOB, emailPublicRoutes, emailSettingsRoutes } from './channels/email';
import { pushIntakeRoutes, pushSettingsRoutes } from './channels/webpush';
import { mobilePushSettingsRoutes } from './channels/mobilepush';
import { SMS_REPORTS_CRON, SMS_REPORTS_JOB, smsSettingsRoutes } from './channels/sms';
import {
  WHATSAPP_RECEIPTS_CLEANUP_CRON,
  WHATSAPP_RECEIPTS_CLEANUP_JOB,
  whatsappSettingsRoutes,
  whatsappWebhookRoutes,
} from './channels/whatsapp';
import { MESSAGING_CRONS, MESSAGING_JOBS, memberPagesRoutes, messagingRoutes } from './messaging';
import { SEGMENT_CRONS, SEGMENT_JOBS, segmentsPublicRoutes, segmentsRoutes } from './segments';
import { CAMPAIGN_CRONS, CAMPAIGN_JOBS, campaignWebhookRoutes, campaignsRoutes, tasksRoutes } from './campaigns';
import { COUPON_CRONS, COUPON_JOBS, couponsRoutes } from './coupons';
import { IYS_CRONS, IYS_JOBS, iysRoutes } from './iys';
import { storeAdminRoutes, templatesRoutes } from './templates';
import { mediaPublicRoutes, mediaRoutes } from './media';
import {
  AUTOMATION_CRONS,
  AUTOMATION_JOBS,
  automationsPublicRoutes,
  automationsRoutes,
  incomingWebhookRoutes,
} from './automations';
import { orderFeedbackPublicRoutes, orderFeedbackRoutes } from './order-feedback';
import { WIDGET_JOBS, widgetsPublicRoutes, widgetsRoutes } from './widgets';
import { backofficeRoutes } from './backoffice';
import { releaseNotesAdminRoutes, releaseNotesUserRoutes } from './release-notes';
import { dashboardRoutes } from './dashboard';
import { supportAdminRoutes, supportRoutes } from './support';
import { PLATFORM_CRONS, PLATFORM_JOBS, platformsPublicRoutes, platformsRoutes } from './platforms';
import { EMAIL_VERIFICATION_CRONS, EMAIL_VERIFICATION_JOBS, emailVerificationRoutes } from './email-verification';
import {
  PLAN_LIMITS_JOB,
  RENEW_PACKETS_CRON,
  RENEW_PACKETS_JOB,
  billingAdminRoutes,
  billingCallbackRoutes,
  billingRoutes,
} from './billing';

// The one list of every module's routes, jobs and periodic jobs.
export const ROUTES: RoutePlugin[] = [
  authRoutes, // public auth flows; their own routes name the user guard where needed
  adminAuthRoutes, // public admin auth flows
  withGuard('user', accountsRoutes), // user/profile, user/2fa, user/domains, user/activity
  withGuard('admin', audited(adminRoutes)), // admin/profile, admin/admins, admin/actions (audit log)
  withGuard('admin', audited(adminTwoFactorRoutes)), // admin/2fa: the admin's own TOTP setup
  withGuard('admin', audited(backofficeRoutes)), // admin/dashboard, admin/admins changes, admin/accounts, add-new-user
  withGuard('admin', audited(releaseNotesAdminRoutes)), // admin/release-notes: write, publish, delete
  withGuard('user', releaseNotesUserRoutes), // user/release-notes: published notes and unread marks
  withGuard('user', applicationsRoutes), // applications, api-keys
  withGuard('user', membersRoutes), // members
  withGuard('user', importRoutes), // imports/members, imports/devices, members/export.csv
  withGuard('user', recordsRoutes), // devices, tags, orders, products, events, member detail tabs
  withGuard('user', tagsRoutes), // tags screen: list, rename, delete, bulk on the members filter
  withGuard('user', segmentsRoutes), // segments, preview, members, segment actions
  withGuard('user', requestLogsRoutes), // events/request-logs and dead-letter retry
  withGuard('user', emailSettingsRoutes), // smtp-credentials, email-senders, email-sending-settings
  withGuard('user', pushSettingsRoutes), // push-settings: VAPID keys and sound per application
  withGuard('user', mobilePushSettingsRoutes), // push-settings/:id/mobile-push: FCM service-account key
  withGuard('user', smsSettingsRoutes), // sms-settings: provider account, test connection, originators
  withGuard('user', whatsappSettingsRoutes), // whatsapp-settings: provider (Cloud API, Helorobo), templates, test, bulk reports
  emailPublicRoutes, // public email-senders/:id/confirm (signed link in the sender verification mail)
  withGuard('user', messagingRoutes), // direct send/messages, actions, links, messaging settings, template tools
  memberPagesRoutes, // public dont-send, post/block, /r click and /o open tracking: signed tokens, rate limited
  whatsappWebhookRoutes, // public webhooks/whatsapp/:key: verify token + X-Hub-Signature-256, rate limited
  ingestRoutes, // public /t/v1/events: SDK token + origin, rate limited
  pushIntakeRoutes, // public /t/v1/push/*: subscriptions and tokens by SDK token (+ origin for browsers)
  publicApiRoutes, // public/members|orders|products: API key (Bearer), rate limited
  segmentsPublicRoutes, // public/segments/:id/members (add, remove): API key (Bearer), rate limited
  withGuard('user', campaignsRoutes), // campaigns: list, create with coupons, status, delete, report
  withGuard('user', tasksRoutes), // tasks: wizard count and verification, status, run now, log, triggers, report
  withGuard('user', couponsRoutes), // campaigns/:id/coupons (list, summary, CSV), coupons/:id active state
  campaignWebhookRoutes, // public hooks/campaign-tasks/:id/:secret: the secret URL of a webhook task, rate limited
  withGuard('user', iysRoutes), // iys-settings (+ test), iys summary, change and transfer logs, members/:id/iys-logs
  withGuard('user', templatesRoutes), // template-store, email-templates (versions, drafts, preview), template-blocks
  withGuard('admin', audited(storeAdminRoutes)), // admin/template-store, admin/template-categories
  withGuard('user', mediaRoutes), // media/images: uploads of the template editor
  mediaPublicRoutes, // public media/:id-sha256: uploaded images with immutable caching
  withGuard('user', orderFeedbackRoutes), // order-survey/questions, order-feedback/summary
  orderFeedbackPublicRoutes, // public order-feedback/evaluation|satisfaction/:token: signed member links, rate limited
  withGuard('user', automationsRoutes), // workflows (draft, publish, status, report), automation/scenarios gallery
  automationsPublicRoutes, // public shared-workflows/:token: a workflow read-only by its share link, rate limited
  incomingWebhookRoutes, // public hooks/workflows/:id: a signed POST starts a webhook-triggered workflow, rate limited
  withGuard('user', widgetsRoutes), // widgets: builder, activate/pause, install check, results
  widgetsPublicRoutes, // public /t/v1/widgets* (SDK token + origin, signed widget tokens) and newsletter/verification
  withGuard('user', dashboardRoutes), // dashboard/stats (SPEC §9 ranges), dashboard/suggestions, onboarding
  withGuard('user', supportRoutes), // support-requests (support, demo), roadmap and its notify requests
  withGuard('admin', audited(supportAdminRoutes)), // admin/support-requests: list and status
  withGuard('user', platformsRoutes), // platforms (list, add, archive, api-token, stats), shopify/install, shopify/session
  platformsPublicRoutes, // public shopify/callback (query HMAC + state), webhooks/shopify (body HMAC), partner login token
  withGuard('user', emailVerificationRoutes), // email-verification: packet and classes, runs (start, progress), results
  withGuard('user', billingRoutes), // billing: plans, my packets and usage, trials, auto-renew
  withGuard('admin', audited(billingAdminRoutes)), // admin/plans, user-packets (grant, extend), coupons, calculate
  billingCallbackRoutes, // public billing/iyzico/callback: the token is retrieved from iyzico and checked, rate limited
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each job has its own payload type
export const JOBS: JobDefinition<any>[] = [
  AUTH_CLEANUP_JOB,
  PASSWORD_RESET_JOB,
  SYSTEM_MAIL_JOB,
  SYSTEM_SMS_JOB,
  DRAIN_INGEST_JOB,
  EVENT_PARTITIONS_JOB,
  IMPORT_MEMBERS_JOB,
  FOLD_MEMBER_COUNTS_JOB,
  SENDER_VERIFICATION_MAIL_JOB,
  SMS_REPORTS_JOB,
  WHATSAPP_RECEIPTS_CLEANUP_JOB,
  ...MESSAGING_JOBS,
  ...SEGMENT_JOBS,
  ...CAMPAIGN_JOBS,
  ...COUPON_JOBS,
  ...IYS_JOBS,
  ...AUTOMATION_JOBS,
  ...WIDGET_JOBS,
  ...PLATFORM_JOBS,
  ...EMAIL_VERIFICATION_JOBS,
  RENEW_PACKETS_JOB,
  PLAN_LIMITS_JOB,
];
export const CRONS: CronDefinition[] = [
  AUTH_CLEANUP_CRON,
  FOLD_MEMBER_COUNTS_CRON,
  ...TRACKING_CRONS,
  ...SEGMENT_CRONS,
  ...MESSAGING_CRONS,
  ...CAMPAIGN_CRONS,
  ...COUPON_CRONS,
  ...AUTOMATION_CRONS,
  SMS_REPORTS_CRON,
  WHATSAPP_RECEIPTS_CLEANUP_CRON,
  ...IYS_CRONS,
  ...PLATFORM_CRONS,
  ...EMAIL_VERIFICATION_CRONS,
  RENEW_PACKETS_CRON,
];
