// The support module's public API: support and demo requests, roadmap notices, and their admin list.
export { supportAdminRoutes, supportRoutes } from './support.routes';
