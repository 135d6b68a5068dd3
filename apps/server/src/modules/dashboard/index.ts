// The dashboard module's public API: a read model composed from the other modules' exports
// (figures over the SPEC §9 ranges, suggestions) and the onboarding wizard's progress.
export { dashboardRoutes } from './dashboard.routes';
