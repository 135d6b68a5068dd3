import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../../app/errors/route-error-page';
import { lazyRoute, lazyScreen } from '../../app/router/route-helpers';
import { dontSendLoader, postBlockLoader } from '../../features/messaging/member-pages-loaders';

// The signed member pages check their token in the loader (dont-send, post block: a bad one shows the
// 404 page) or in the screen (order evaluation, satisfaction: a forged or expired link gets its own page),
// inside the member-side layout.
export const memberRoutes: RouteObject[] = [
  lazyRoute(
    'order_evaluation/:token',
    () => import('./order-evaluation-page'),
    (m) => m.OrderEvaluationPage,
  ),
  lazyRoute(
    'satisfaction/questions/:token',
    () => import('./satisfaction-page'),
    (m) => m.SatisfactionPage,
  ),
  {
    path: 'dont-send/:uniqueId/:actionId',
    loader: dontSendLoader,
    lazy: lazyScreen(
      () => import('./dont-send-page'),
      (m) => m.DontSendPage,
    ),
    errorElement: <RouteErrorPage />,
  },
  {
    path: 'post/block/:userId/:uniqueId/:hash',
    loader: postBlockLoader,
    lazy: lazyScreen(
      () => import('./post-block-page'),
      (m) => m.PostBlockPage,
    ),
    errorElement: <RouteErrorPage />,
  },
];
