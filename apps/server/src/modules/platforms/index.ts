// The platforms module's public API: Shopify, T-Soft and custom-script platform accounts, their sync,
// webhooks, API tokens and statistics.
export { platformsPublicRoutes, platformsRoutes } from './platforms.routes';
export { PLATFORM_CRONS, PLATFORM_JOBS } from './platforms.jobs';
import type { DbOrTx } from '../../platform/db/database';
import { platformsRepository } from './platforms.repository';

// Onboarding's shop step: a connected Shopify or T-Soft store counts as a connected shop.
export const hasConnectedShop = (db: DbOrTx, accountId: number): Promise<boolean> =>
  platformsRepository.hasConnectedShop(db, accountId);
