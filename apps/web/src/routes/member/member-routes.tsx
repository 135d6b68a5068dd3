import type { RouteObject } from 'react-router';
import { RouteErrorPage } from '../../app/errors/route-error-page';
import { lazyScreen, sectionRoute } from '../../app/router/route-helpers';
import { dontSendLoader, postBlockLoader } from '../../features/messaging/member-pages-loaders';

const memberEmpty = { emptyTitleKey: 'empty.nothing_to_show' };

// The signed member pages check their token in the loader; a bad one shows the 404 page inside the
// member-side layout.
export const memberRoutes: RouteObject[] = [
  sectionRoute('order_evaluation/:token', 'pages.order_evaluation', memberEmpty),
  sectionRoute('satisfaction/questions/:token', 'pages.satisfaction', memberEmpty),
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
