// The widgets module's public API: the builder's routes and the shop script's public endpoints.
import { registerMemberTabSource } from '../audience';
import { memberWidgetInteractions } from './member-interactions.repository';

registerMemberTabSource('widget-interactions', memberWidgetInteractions);

export { widgetsRoutes } from './widgets.routes';
export { widgetsPublicRoutes } from './widgets-public.routes';
export { WIDGET_JOBS } from './widgets.jobs';
