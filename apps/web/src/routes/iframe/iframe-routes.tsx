import type { RouteObject } from 'react-router';
import { lazyRoute, sectionRoute } from '../../app/router/route-helpers';

export const iframeRoutes: RouteObject[] = [
  sectionRoute('iframe', 'pages.iframe_home'),
  sectionRoute('iframe/report', 'pages.iframe_report'),
  sectionRoute('iframe/sendingReport', 'pages.iframe_sending_report'),
];

// /marketing* is the embedded store-partner (T-Soft) area.
export const tsoftRoutes: RouteObject[] = [
  sectionRoute('marketing', 'pages.marketing'),
  lazyRoute(
    'marketing/iys-configuration',
    () => import('./iys-configuration-page'),
    (m) => m.IysConfigurationPage,
  ),
];

export const emptyLayoutRoutes: RouteObject[] = [
  sectionRoute('secret_detect', 'pages.secret_detect', {
    emptyTitleKey: 'empty.nothing_to_show',
    emptyDescriptionKey: 'empty.security',
  }),
  sectionRoute('iframe/report/detail', 'pages.iframe_report_detail', { emptyTitleKey: 'empty.nothing_to_show' }),
  sectionRoute('iframe/SendingSettings', 'pages.settings_sending'),
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
