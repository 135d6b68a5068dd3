import type { RouteObject } from 'react-router';
import { lazyRoute, sectionRoute } from '../../app/router/route-helpers';

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
  sectionRoute('shopify/connect', 'pages.shopify_connect'),
];
