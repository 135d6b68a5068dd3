import { z } from 'zod';
import { dataEnvelope, pageEnvelope } from '@ulak/shared';
import {
  ZEmailVerificationOverview,
  ZEmailVerificationResult,
  ZEmailVerificationResultsQuery,
  ZEmailVerificationRun,
} from '@ulak/shared/email-verification';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import {
  startVerification,
  verificationOverview,
  verificationResults,
  verificationRun,
} from './email-verification.service';

const ZRunParams = z.object({ id: z.coerce.number().int().positive() });

// Guard: user (registry). Member email verification: overview with the packet, start a run, its progress,
// results by class.
export const emailVerificationRoutes: RoutePlugin = async (app, deps) => {
  const account = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  const run = dataEnvelope(ZEmailVerificationRun);
  app.get(
    '/email-verification',
    { schema: { response: { 200: dataEnvelope(ZEmailVerificationOverview) } } },
    async (req) => ({
      data: await verificationOverview(deps, account(req)),
    }),
  );
  app.post('/email-verification/runs', { schema: { response: { 201: run } } }, async (req, reply) =>
    reply.status(201).send({ data: await startVerification(deps, account(req)) }),
  );
  app.get('/email-verification/runs/:id', { schema: { params: ZRunParams, response: { 200: run } } }, async (req) => ({
    data: await verificationRun(deps, account(req), req.params.id),
  }));
  app.get(
    '/email-verification/results',
    {
      schema: {
        querystring: ZEmailVerificationResultsQuery,
        response: { 200: pageEnvelope(ZEmailVerificationResult) },
      },
    },
    async (req) => verificationResults(deps, account(req), req.query),
  );
};
