import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { adminAreaRoutes, adminAuthRoutes } from '../../routes/admin/admin-routes';
import { liteAuthRoutes, userAuthRoutes } from '../../routes/auth/auth-routes';
import {
  emptyLayoutRoutes,
  iframeRoutes,
  iframeSendingRoutes,
  noLayoutRoutes,
  tsoftRoutes,
} from '../../routes/iframe/iframe-routes';
import { liteAreaRoutes } from '../../routes/lite/lite-routes';
import { memberRoutes } from '../../routes/member/member-routes';
import { publicPageRoutes } from '../../routes/public/public-routes';
import { userAreaRoutes } from '../../routes/user/user-routes';
import { LoadingScreen } from '../../features/common/components/loading-screen';
import { RouteErrorPage } from '../errors/route-error-page';
import { guardLoader } from '../guards/guard-loader';
import type * as EmbeddedLayouts from '../layouts/embedded-layouts';
import type * as UnLoginLayouts from '../layouts/un-login-layouts';
import { RootShell } from '../root-shell';
import { lazyScreen } from './route-helpers';
import { unmatchedLoader } from './route-checks';

type TUnLogin = typeof UnLoginLayouts;
type TEmbedded = typeof EmbeddedLayouts;
const unLogin = (pick: (m: TUnLogin) => ComponentType) => lazyScreen(() => import('../layouts/un-login-layouts'), pick);
const embedded = (pick: (m: TEmbedded) => ComponentType) =>
  lazyScreen(() => import('../layouts/embedded-layouts'), pick);

// Layouts load with their first screen (in parallel with it), so the login page never carries the app shell.
// One pathless route per layout; the root loader guards every navigation (SPEC §2).
export const routeTable: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootShell />,
    loader: guardLoader,
    shouldRevalidate: () => true,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      { index: true, element: null },
      { lazy: unLogin((m) => m.UnLoginLayout), children: userAuthRoutes },
      { lazy: unLogin((m) => m.PublicPageLayout), children: publicPageRoutes },
      { lazy: unLogin((m) => m.UnLoginForAdminLayout), children: adminAuthRoutes },
      { lazy: unLogin((m) => m.UnLoginForLiteLayout), children: liteAuthRoutes },
      {
        lazy: lazyScreen(
          () => import('../layouts/default-layout'),
          (m) => m.DefaultLayout,
        ),
        children: userAreaRoutes,
      },
      {
        lazy: lazyScreen(
          () => import('../layouts/admin-layout'),
          (m) => m.AdminLayout,
        ),
        children: adminAreaRoutes,
      },
      {
        lazy: lazyScreen(
          () => import('../layouts/lite-layout'),
          (m) => m.LiteLayout,
        ),
        children: liteAreaRoutes,
      },
      { lazy: embedded((m) => m.IframeLayout), children: iframeRoutes },
      { lazy: embedded((m) => m.IframeForSendingLayout), children: iframeSendingRoutes },
      { lazy: embedded((m) => m.TsoftIframeLayout), children: tsoftRoutes },
      { lazy: embedded((m) => m.EmptyPageLayout), children: emptyLayoutRoutes },
      {
        lazy: lazyScreen(
          () => import('../layouts/member-side-layout'),
          (m) => m.MemberSideLayout,
        ),
        children: memberRoutes,
      },
      { lazy: embedded((m) => m.NoneLayout), children: noLayoutRoutes },
      { path: '*', loader: unmatchedLoader, element: null },
    ],
  },
];
