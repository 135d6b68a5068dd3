// The platforms module's public API: Shopify, T-Soft and custom-script platform accounts, their sync,
// webhooks, API tokens and statistics.
export { platformsPublicRoutes, platformsRoutes } from './platforms.routes';
export { PLATFORM_CRONS, PLATFORM_JOBS } from './platforms.jobs';
