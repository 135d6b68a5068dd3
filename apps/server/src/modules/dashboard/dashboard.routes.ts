import { z } from 'zod';
import {
  ZDashboardQuery,
  ZDashboardStats,
  ZOkResult,
  ZOnboardingState,
  ZOnboardingStepParams,
  ZSuggestion,
  ZSuggestionParams,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import {
  closeOnboarding,
  dashboardStats,
  dashboardSuggestions,
  dismissSuggestion,
  onboardingState,
  skipOnboardingStep,
} from './dashboard.service';

const ZSkipBody = z.object({ skipped: z.boolean().default(true) });
const ZCloseBody = z.object({ closed: z.boolean().default(true) });

// Guard: user (registry). The marketing dashboard's figures and suggestions, and the onboarding wizard.
export const dashboardRoutes: RoutePlugin = async (app, deps) => {
  const onboarding = { 200: dataEnvelope(ZOnboardingState) };
  app.get(
    '/dashboard/stats',
    { schema: { querystring: ZDashboardQuery, response: { 200: dataEnvelope(ZDashboardStats) } } },
    async (req) => ({
      data: await dashboardStats(deps, userAuth(req).accountId, req.query.range),
    }),
  );
  app.get(
    '/dashboard/suggestions',
    { schema: { response: { 200: dataEnvelope(z.array(ZSuggestion)) } } },
    async (req) => ({
      data: await dashboardSuggestions(deps, userAuth(req).accountId),
    }),
  );
  app.post(
    '/dashboard/suggestions/:key/dismiss',
    { schema: { params: ZSuggestionParams, response: { 200: ZOkResult } } },
    async (req) => {
      await dismissSuggestion(deps, userAuth(req).accountId, req.params.key);
      return { data: { ok: true } };
    },
  );
  app.get('/onboarding', { schema: { response: onboarding } }, async (req) => ({
    data: await onboardingState(deps, userAuth(req).accountId),
  }));
  app.put(
    '/onboarding/steps/:step',
    { schema: { params: ZOnboardingStepParams, body: ZSkipBody, response: onboarding } },
    async (req) => ({
      data: await skipOnboardingStep(deps, userAuth(req).accountId, req.params.step, req.body.skipped),
    }),
  );
  app.put('/onboarding/closed', { schema: { body: ZCloseBody, response: onboarding } }, async (req) => ({
    data: await closeOnboarding(deps, userAuth(req).accountId, req.body.closed),
  }));
};
