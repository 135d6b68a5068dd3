import type { RouteObject } from 'react-router';
import { checks, unmatchedLoader } from '../../app/router/route-checks';
import { lazyRoute } from '../../app/router/route-helpers';

// The user area (default layout): every list and parameterised route of SPEC §2.
export const userAreaRoutes: RouteObject[] = [
  lazyRoute(
    'user',
    () => import('./dashboard-page'),
    (m) => m.DashboardPage,
    undefined,
    () => import('../../features/dashboard/prefetch'),
  ),
  lazyRoute(
    'user/profile',
    () => import('./profile-page'),
    (m) => m.ProfilePage,
  ),
  lazyRoute(
    'shopify/installed',
    () => import('./platform-pages'),
    (m) => m.ShopifyInstalledPage,
  ),
  lazyRoute(
    'user/tags',
    () => import('./tags-page'),
    (m) => m.TagsPage,
  ),
  lazyRoute(
    'user/links',
    () => import('./link-logs-page'),
    (m) => m.LinkLogsPage,
  ),
  lazyRoute(
    'user/events',
    () => import('./events-page'),
    (m) => m.EventsPage,
  ),
  lazyRoute(
    'user/packet',
    () => import('./billing-pages'),
    (m) => m.PacketPage,
  ),
  lazyRoute(
    'user/release-note',
    () => import('./release-notes-page'),
    (m) => m.ReleaseNotesPage,
  ),
  lazyRoute(
    'user/widget',
    () => import('./widgets-page'),
    (m) => m.WidgetMarketPage,
  ),
  lazyRoute(
    'user/actions',
    () => import('./action-logs-page'),
    (m) => m.ActionLogsPage,
  ),
  lazyRoute(
    'user/devices',
    () => import('./devices-page'),
    (m) => m.DevicesPage,
  ),
  lazyRoute(
    'user/members',
    () => import('./members-page'),
    (m) => m.MembersPage,
    undefined,
    () => import('../../features/members/prefetch'),
  ),
  lazyRoute(
    'user/support',
    () => import('./support-page'),
    (m) => m.SupportPage,
  ),
  lazyRoute(
    'user/widgets',
    () => import('./widgets-page'),
    (m) => m.MyWidgetsPage,
  ),
  lazyRoute(
    'user/ws-user',
    () => import('./ws-user-page'),
    (m) => m.WsUserPage,
  ),
  lazyRoute(
    'user/segments',
    () => import('./segments-page'),
    (m) => m.SegmentsPage,
  ),
  lazyRoute(
    'user/segments2',
    () => import('./segments-page'),
    (m) => m.Segments2Page,
  ),
  lazyRoute(
    'user/campaigns',
    () => import('./campaigns-page'),
    (m) => m.CampaignsPage,
  ),
  lazyRoute(
    'user/workflows',
    () => import('./automation-page'),
    (m) => m.WorkflowsPage,
  ),
  lazyRoute(
    'user/all-orders',
    () => import('./orders-page'),
    (m) => m.OrdersPage,
  ),
  lazyRoute(
    'user/old-orders',
    () => import('./old-orders-page'),
    (m) => m.OldOrdersPage,
  ),
  lazyRoute(
    'user/automation',
    () => import('./automation-page'),
    (m) => m.AutomationPage,
  ),
  lazyRoute(
    'user/applications',
    () => import('./applications-page'),
    (m) => m.ApplicationsPage,
  ),
  lazyRoute(
    'user/task-wizard',
    () => import('./tasks-page'),
    (m) => m.TaskWizardPage,
  ),
  lazyRoute(
    'user/smtp-credentials',
    () => import('./smtp-credentials-page'),
    (m) => m.SmtpCredentialsPage,
  ),
  lazyRoute(
    'user/email-templates',
    () => import('./email-templates-page'),
    (m) => m.EmailTemplatesPage,
  ),
  // The editor's own chunk: GrapesJS loads only here, after this route.
  lazyRoute(
    'user/email-templates/edit-user-email-template',
    () => import('./email-template-editor-page'),
    (m) => m.EmailTemplateEditorPage,
  ),
  lazyRoute(
    'user/email-templates/create-user-email-template',
    () => import('./email-templates-page'),
    (m) => m.CreateEmailTemplatePage,
  ),
  lazyRoute(
    'user/domain-dns-settings',
    () => import('./domain-dns-settings-page'),
    (m) => m.DomainDnsSettingsPage,
  ),
  lazyRoute(
    'user/coming-soon',
    () => import('./coming-soon-page'),
    (m) => m.ComingSoonPage,
  ),
  lazyRoute(
    'user/iys',
    () => import('./iys-pages'),
    (m) => m.IysSettingsPage,
  ),
  lazyRoute(
    'user/iys/iys-logs',
    () => import('./iys-pages'),
    (m) => m.IysTransferLogsPage,
  ),
  lazyRoute(
    'user/iys/iys-change-logs',
    () => import('./iys-pages'),
    (m) => m.IysChangeLogsPage,
  ),
  lazyRoute(
    'user/profile/packets',
    () => import('./billing-pages'),
    (m) => m.MyPacketsPage,
  ),
  lazyRoute(
    'user/tasks',
    () => import('./tasks-page'),
    (m) => m.TasksPage,
  ),
  lazyRoute(
    'user/tasks/list',
    () => import('./tasks-page'),
    (m) => m.TasksListPage,
  ),
  lazyRoute(
    'user/tasks/list_old',
    () => import('./tasks-page'),
    (m) => m.TasksOldPage,
  ),
  lazyRoute(
    'user/widget-v2',
    () => import('./widgets-page'),
    (m) => m.WidgetMarketPage,
  ),
  lazyRoute(
    'user/settings/sending',
    () => import('./settings-sending-page'),
    (m) => m.SettingsSendingPage,
  ),
  lazyRoute(
    'user/settings/platform',
    () => import('./platform-pages'),
    (m) => m.PlatformSettingsPage,
  ),
  lazyRoute(
    'user/settings/templates',
    () => import('./email-templates-page'),
    (m) => m.TemplateSettingsPage,
  ),
  lazyRoute(
    'user/payment/result/error',
    () => import('./billing-pages'),
    (m) => m.PaymentErrorPage,
  ),
  lazyRoute(
    'user/payment/result/success',
    () => import('./billing-pages'),
    (m) => m.PaymentSuccessPage,
  ),
  // The development gallery: production builds answer 404 and leave its chunk out.
  import.meta.env.PROD
    ? { path: 'user/deneme', loader: unmatchedLoader }
    : lazyRoute(
        'user/deneme',
        () => import('./sandbox-page'),
        (m) => m.SandboxPage,
      ),
  lazyRoute(
    'user/device/:id',
    () => import('./device-detail-page'),
    (m) => m.DeviceDetailPage,
    checks.id,
  ),
  lazyRoute(
    'user/member/:id',
    () => import('./member-detail-page'),
    (m) => m.MemberDetailPage,
    checks.id,
  ),
  lazyRoute(
    'user/member-v2/:id',
    () => import('./member-detail-page'),
    (m) => m.MemberDetailPage,
    checks.id,
  ),
  lazyRoute(
    'user/coupons/:id',
    () => import('./campaigns-page'),
    (m) => m.CampaignCouponsPage,
    checks.id,
  ),
  lazyRoute(
    'user/widgets/:id',
    () => import('./widgets-page'),
    (m) => m.WidgetByIdPage,
    checks.id,
  ),
  lazyRoute(
    'user/task/:id',
    () => import('./tasks-page'),
    (m) => m.TaskDetailPage,
    checks.id,
  ),
  lazyRoute(
    'user/task/v1/:id',
    () => import('./tasks-page'),
    (m) => m.TaskDetailPage,
    checks.id,
  ),
  lazyRoute(
    'user/task/log/:id',
    () => import('./tasks-page'),
    (m) => m.TaskLogPage,
    checks.id,
  ),
  lazyRoute(
    'user/task/triggers/:id',
    () => import('./tasks-page'),
    (m) => m.TaskTriggersPage,
    checks.id,
  ),
  lazyRoute(
    'user/segment/:id',
    () => import('./segment-detail-page'),
    (m) => m.SegmentPage,
    checks.id,
  ),
  lazyRoute(
    'user/segment-v2/:id',
    () => import('./segment-detail-page'),
    (m) => m.SegmentV2Page,
    checks.id,
  ),
  lazyRoute(
    'user/segments/actions/:id',
    () => import('./segment-actions-page'),
    (m) => m.SegmentActionsPage,
    checks.id,
  ),
  lazyRoute(
    'user/segments2/actions/:id',
    () => import('./segment-actions-page'),
    (m) => m.Segment2ActionsPage,
    checks.id,
  ),
  lazyRoute(
    'user/segments/actions/report/:applicationId/:segmentActionId',
    () => import('./segment-actions-page'),
    (m) => m.SegmentActionReportPage,
    checks.segmentActionReport,
  ),
  lazyRoute(
    'user/segments2/actions/report/:applicationId/:segmentActionId',
    () => import('./segment-actions-page'),
    (m) => m.Segment2ActionReportPage,
    checks.segmentActionReport,
  ),
  lazyRoute(
    'user/automation/set/:id',
    () => import('./automation-page'),
    (m) => m.WorkflowPage,
    checks.id,
  ),
  lazyRoute(
    'user/automation/:code',
    () => import('./automation-page'),
    (m) => m.ScenarioPage,
    checks.code,
  ),
  lazyRoute(
    'user/application/:code',
    () => import('./application-detail-page'),
    (m) => m.ApplicationDetailPage,
    checks.code,
  ),
  lazyRoute(
    'user/campaign/report/:id',
    () => import('./campaigns-page'),
    (m) => m.CampaignReportPage,
    checks.id,
  ),
  lazyRoute(
    'user/campaign/report-v2/:id',
    () => import('./campaigns-page'),
    (m) => m.CampaignReportV2Page,
    checks.id,
  ),
  lazyRoute(
    'user/campaign/coupon-list/:id',
    () => import('./campaigns-page'),
    (m) => m.CampaignCouponsPage,
    checks.id,
  ),
  lazyRoute(
    'user/actions/detail/:id',
    () => import('./action-detail-page'),
    (m) => m.ActionDetailPage,
    checks.id,
  ),
  lazyRoute(
    'user/events/request-logs',
    () => import('./request-logs-page'),
    (m) => m.RequestLogsPage,
  ),
  lazyRoute(
    'user/events/request-logs/:id',
    () => import('./request-log-detail-page'),
    (m) => m.RequestLogDetailPage,
    checks.id,
  ),
  lazyRoute(
    'user/widget/result/:id',
    () => import('./widgets-page'),
    (m) => m.WidgetResultPage,
    checks.id,
  ),
  lazyRoute(
    'user/payment/:type/:code',
    () => import('./billing-pages'),
    (m) => m.PaymentPage,
    checks.paymentTypeAndCode,
  ),
  lazyRoute(
    'user/direct/send/:type',
    () => import('./direct-send-page'),
    (m) => m.DirectSendPage,
    checks.sendingType,
  ),
  lazyRoute(
    'user/direct/messages/:type',
    () => import('./direct-messages-page'),
    (m) => m.DirectMessagesPage,
    checks.sendingType,
  ),
  lazyRoute(
    'user/widget-v2/widget-list/:type',
    () => import('./widgets-page'),
    (m) => m.WidgetListPage,
    checks.widgetType,
  ),
  lazyRoute(
    'user/widget-v2/:type/:id',
    () => import('./widgets-page'),
    (m) => m.WidgetEditPage,
    checks.widgetTypeAndId,
  ),
];
