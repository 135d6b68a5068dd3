import type { RouteObject } from 'react-router';
import { adminAreaRoutes, adminAuthRoutes } from '../../routes/admin/admin-routes';
import { liteAuthRoutes, userAuthRoutes } from '../../routes/auth/auth-routes';
import { emptyLayoutRoutes, iframeRoutes, noLayoutRoutes, tsoftRoutes } from '../../routes/iframe/iframe-routes';
import { liteAreaRoutes } from '../../routes/lite/lite-routes';
import { memberRoutes } from '../../routes/member/member-routes';
import { publicPageRoutes } from '../../routes/public/public-routes';
import { userAreaRoutes } from '../../routes/user/user-routes';
import { LoadingScreen } from '../../features/common/components/loading-screen';
import { RouteErrorPage } from '../errors/route-error-page';
import { guardLoader } from '../guards/guard-loader';
import { AdminLayout } from '../layouts/admin-layout';
import { DefaultLayout } from '../layouts/default-layout';
import { EmptyPageLayout, IframeLayout, NoneLayout, TsoftIframeLayout } from '../layouts/embedded-layouts';
import { LiteLayout } from '../layouts/lite-layout';
import { MemberSideLayout } from '../layouts/member-side-layout';
import {
  PublicPageLayout,
  UnLoginForAdminLayout,
  UnLoginForLiteLayout,
  UnLoginLayout,
} from '../layouts/un-login-layouts';
import { RootShell } from '../root-shell';
import { unmatchedLoader } from './route-checks';

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
      { element: <UnLoginLayout />, children: userAuthRoutes },
      { element: <PublicPageLayout />, children: publicPageRoutes },
      { element: <UnLoginForAdminLayout />, children: adminAuthRoutes },
      { element: <UnLoginForLiteLayout />, children: liteAuthRoutes },
      { element: <DefaultLayout />, children: userAreaRoutes },
      { element: <AdminLayout />, children: adminAreaRoutes },
      { element: <LiteLayout />, children: liteAreaRoutes },
      { element: <IframeLayout />, children: iframeRoutes },
      { element: <TsoftIframeLayout />, children: tsoftRoutes },
      { element: <EmptyPageLayout />, children: emptyLayoutRoutes },
      { element: <MemberSideLayout />, children: memberRoutes },
      { element: <NoneLayout />, children: noLayoutRoutes },
      { path: '*', loader: unmatchedLoader, element: null },
    ],
  },
];
