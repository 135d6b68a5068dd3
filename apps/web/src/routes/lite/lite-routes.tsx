import type { RouteObject } from 'react-router';
import { sectionRoute } from '../../app/router/route-helpers';

export const liteAreaRoutes: RouteObject[] = [
  sectionRoute('lite', 'pages.lite_home'),
  sectionRoute('lite/sending-form', 'pages.lite_sending_form'),
];
