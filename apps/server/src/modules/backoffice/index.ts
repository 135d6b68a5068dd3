// The backoffice module's public API: the admin area's business screens (dashboard, staff, merchant accounts,
// add new user). It reads other modules only through their index.ts.
export { backofficeRoutes } from './backoffice.routes';
