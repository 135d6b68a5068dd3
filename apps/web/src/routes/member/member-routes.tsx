import type { RouteObject } from 'react-router';
import { sectionRoute } from '../../app/router/route-helpers';

const memberEmpty = { emptyTitleKey: 'empty.nothing_to_show' };

export const memberRoutes: RouteObject[] = [
  sectionRoute('order_evaluation/:token', 'pages.order_evaluation', memberEmpty),
  sectionRoute('satisfaction/questions/:token', 'pages.satisfaction', memberEmpty),
  sectionRoute('dont-send/:uniqueId/:actionId', 'pages.dont_send', memberEmpty),
  sectionRoute('post/block/:userId/:uniqueId/:hash', 'pages.post_block', memberEmpty),
];
