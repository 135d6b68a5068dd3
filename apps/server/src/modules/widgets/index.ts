// The widgets module's public API: the builder's routes and the shop script's public endpoints.
import { registerMemberTabSource } from '../audience';
import { memberWidgetInteractions } from './member-interactions.repository';
import { onApplicationChanged } from '../applications';
import { forgetActiveWidgets } from './widget-config.service';

registerMemberTabSource('widget-interactions', memberWidgetInteractions);
// Domains, token or push keys changed: the cached configuration is rebuilt on the next request.
onApplicationChanged(forgetActiveWidgets);

export { widgetsRoutes } from './widgets.routes';
export { widgetsPublicRoutes } from './widgets-public.routes';
export { WIDGET_JOBS } from './widgets.jobs';
