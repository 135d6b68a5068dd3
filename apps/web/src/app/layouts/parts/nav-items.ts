import {
  IconApps,
  IconBolt,
  IconBrandWhatsapp,
  IconBuildingStore,
  IconCalendarEvent,
  IconChartPie,
  IconClipboardList,
  IconDeviceMobile,
  IconHistory,
  IconHeadset,
  IconHome,
  IconKey,
  IconLayoutDashboard,
  IconLink,
  IconListCheck,
  IconMail,
  IconNews,
  IconPackage,
  IconPuzzle,
  IconReceipt,
  IconRobot,
  IconSettings,
  IconShieldCheck,
  IconSpeakerphone,
  IconTags,
  IconTemplate,
  IconUsers,
  IconUsersGroup,
  IconCalculator,
  IconTicket,
  IconUserPlus,
  IconWand,
  type Icon,
} from '@tabler/icons-react';

export type TNavItem = { to: string; labelKey: string; icon: Icon; exact?: boolean };
// `pinned`: kept at the bottom of the sidebar, visible without scrolling (the account's own pages).
export type TNavGroup = { labelKey: string; items: TNavItem[]; pinned?: boolean };

export const USER_NAV: TNavGroup[] = [
  {
    labelKey: 'nav.group_main',
    items: [
      { to: '/user', labelKey: 'nav.dashboard', icon: IconHome, exact: true },
      { to: '/user/campaigns', labelKey: 'nav.campaigns', icon: IconSpeakerphone },
      { to: '/user/tasks', labelKey: 'nav.tasks', icon: IconListCheck },
      { to: '/user/task-wizard', labelKey: 'nav.task_wizard', icon: IconWand },
      { to: '/user/direct/send/email', labelKey: 'nav.direct_send', icon: IconBrandWhatsapp },
      { to: '/user/automation', labelKey: 'nav.automation', icon: IconRobot },
      { to: '/user/workflows', labelKey: 'nav.workflows', icon: IconBolt },
    ],
  },
  {
    labelKey: 'nav.group_audience',
    items: [
      { to: '/user/segments', labelKey: 'nav.segments', icon: IconChartPie },
      { to: '/user/members', labelKey: 'nav.members', icon: IconUsers },
      { to: '/user/devices', labelKey: 'nav.devices', icon: IconDeviceMobile },
      { to: '/user/all-orders', labelKey: 'nav.orders', icon: IconReceipt },
      { to: '/user/tags', labelKey: 'nav.tags', icon: IconTags },
      { to: '/user/events', labelKey: 'nav.events', icon: IconCalendarEvent },
    ],
  },
  {
    labelKey: 'nav.group_content',
    items: [
      { to: '/user/widget-v2', labelKey: 'nav.widgets', icon: IconPuzzle },
      { to: '/user/email-templates', labelKey: 'nav.email_templates', icon: IconTemplate },
      { to: '/user/actions', labelKey: 'nav.action_logs', icon: IconClipboardList },
      { to: '/user/links', labelKey: 'nav.link_logs', icon: IconLink },
    ],
  },
  {
    labelKey: 'nav.group_account',
    pinned: true,
    items: [
      { to: '/user/applications', labelKey: 'nav.applications', icon: IconApps },
      { to: '/user/iys', labelKey: 'nav.iys', icon: IconShieldCheck },
      { to: '/user/settings/sending', labelKey: 'nav.settings', icon: IconSettings },
      { to: '/user/smtp-credentials', labelKey: 'nav.smtp_credentials', icon: IconMail },
      { to: '/user/ws-user', labelKey: 'pages.ws_user', icon: IconKey },
      { to: '/user/packet', labelKey: 'nav.packets', icon: IconPackage },
      { to: '/user/release-note', labelKey: 'nav.release_notes', icon: IconNews },
      { to: '/user/support', labelKey: 'nav.support', icon: IconLayoutDashboard },
    ],
  },
];

export const ADMIN_NAV: TNavGroup[] = [
  {
    labelKey: 'nav.group_admin',
    items: [
      { to: '/admin', labelKey: 'nav.admin_home', icon: IconHome, exact: true },
      { to: '/admin/accounts', labelKey: 'admin_area.nav.accounts', icon: IconBuildingStore },
      { to: '/admin/admins', labelKey: 'nav.admins', icon: IconUsersGroup },
      { to: '/admin/add-new-user', labelKey: 'nav.add_new_user', icon: IconUserPlus },
      { to: '/admin/user-packets', labelKey: 'nav.user_packets', icon: IconPackage },
      { to: '/admin/coupons', labelKey: 'nav.admin_coupons', icon: IconTicket },
      { to: '/admin/calculate', labelKey: 'nav.calculate', icon: IconCalculator },
      { to: '/admin/template', labelKey: 'nav.templates', icon: IconTemplate },
      { to: '/admin/release-note', labelKey: 'nav.release_notes', icon: IconNews },
      { to: '/admin/actions', labelKey: 'admin_area.nav.audit_log', icon: IconHistory },
      { to: '/admin/support-requests', labelKey: 'admin_support.title', icon: IconHeadset },
    ],
  },
];

export function isNavActive(item: TNavItem, pathname: string): boolean {
  if (item.exact) return pathname === item.to || pathname === `${item.to}/`;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
