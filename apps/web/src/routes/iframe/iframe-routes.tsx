import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/router/route-helpers';

const pages = () => import('./embedded-pages');

// /iframe: the send from a partner panel, on the iframe-for-sending layout.
export const iframeSendingRoutes: RouteObject[] = [lazyRoute('iframe', pages, (m) => m.IframeSendPage)];

export const iframeRoutes: RouteObject[] = [
  lazyRoute('iframe/report', pages, (m) => m.IframeReportPage),
  lazyRoute('iframe/sendingReport', pages, (m) => m.SendingReportPage),
];

// /marketing* is the embedded store-partner (T-Soft) area.
export const tsoftRoutes: RouteObject[] = [
  lazyRoute('marketing', pages, (m) => m.MarketingPage),
  lazyRoute(
    'marketing/iys-configuration',
    () => import('./iys-configuration-page'),
    (m) => m.IysConfigurationPage,
  ),
];

export const emptyLayoutRoutes: RouteObject[] = [
  lazyRoute('secret_detect', pages, (m) => m.SecretDetectPage),
  lazyRoute(
    'iframe/report/detail',
    () => import('./report-detail-page'),
    (m) => m.ReportDetailPage,
  ),
  lazyRoute('iframe/SendingSettings', pages, (m) => m.SendingSettingsPage),
  lazyRoute(
    'iframe/packet-not-found',
    () => import('./packet-not-found-page'),
    (m) => m.PacketNotFoundPage,
  ),
];

export const noLayoutRoutes: RouteObject[] = [
  lazyRoute(
    'newsletter/verification',
    () => import('./newsletter-verification-page'),
    (m) => m.NewsletterVerificationPage,
  ),
];
