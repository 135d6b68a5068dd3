import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/router/route-helpers';

// Wide logged-out pages (SPEC §2 public routes outside /auth).
export const publicPageRoutes: RouteObject[] = [
  lazyRoute(
    'kvkk',
    () => import('./kvkk-page'),
    (m) => m.KvkkPage,
  ),
  lazyRoute(
    'workflow',
    () => import('./workflow-share-page'),
    (m) => m.WorkflowSharePage,
  ),
  lazyRoute(
    'shopify/connect',
    () => import('./shopify-connect-page'),
    (m) => m.ShopifyConnectPage,
  ),
  lazyRoute(
    'shopify/app',
    () => import('./shopify-app-page'),
    (m) => m.ShopifyAppPage,
  ),
];
