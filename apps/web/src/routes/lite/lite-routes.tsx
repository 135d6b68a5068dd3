import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../app/router/route-helpers';

const pages = () => import('./lite-pages');

export const liteAreaRoutes: RouteObject[] = [
  lazyRoute('lite', pages, (m) => m.LiteHomePage),
  lazyRoute('lite/sending-form', pages, (m) => m.LiteSendPage),
];
