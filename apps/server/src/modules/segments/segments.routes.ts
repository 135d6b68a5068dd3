import { Readable } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZIdParams,
  ZPageQuery,
  ZSegmentActionInput,
  ZSegmentActionParams,
  ZSegmentInput,
  ZSegmentListQuery,
  ZSegmentMemberIdsInput,
  ZSegmentPreviewInput,
  ZOkResult,
  ZSegment,
  ZSegmentAction,
  ZSegmentCsvResult,
  ZSegmentHistoryPoint,
  ZSegmentMemberPage,
  ZSegmentPage,
  ZSegmentPreview,
  ZSegmentRefresh,
  dataEnvelope,
} from '@ulak/shared';
import { z } from 'zod';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { segmentMembersCsv } from './segment-export';
import { actionExportFile, createSegmentAction, getSegmentAction, listSegmentActions } from './segment-actions.service';
import {
  addSegmentMembers,
  addSegmentMembersCsv,
  listSegmentMembers,
  removeSegmentMembers,
  segmentHistory,
} from './segment-members.service';
import {
  createSegment,
  deleteSegment,
  findSegmentOr404,
  getSegment,
  listSegments,
  previewSegment,
  refreshSegmentNow,
  setSegmentStatus,
  updateSegment,
} from './segments.service';
import { csvAnswer } from '../../platform/http/openapi';

const MAX_CSV_BYTES = 5 * 1024 * 1024;

// Guard: user (registry). Segments, their members, live preview and segment actions.
export const segmentsRoutes: RoutePlugin = async (app, deps) => {
  const byId = <T extends z.ZodType>(data: T) => ({
    schema: { params: ZIdParams, response: { 200: dataEnvelope(data) } },
  });
  const segment = byId(ZSegment);
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  app.get('/segments', { schema: { querystring: ZSegmentListQuery, response: { 200: ZSegmentPage } } }, async (req) =>
    listSegments(deps, acc(req), req.query),
  );
  app.post(
    '/segments',
    { schema: { body: ZSegmentInput, response: { 201: dataEnvelope(ZSegment) } } },
    async (req, reply) => reply.status(201).send({ data: await createSegment(deps, acc(req), req.body) }),
  );
  app.post(
    '/segments/preview',
    { schema: { body: ZSegmentPreviewInput, response: { 200: dataEnvelope(ZSegmentPreview) } } },
    async (req) => ({
      data: await previewSegment(deps, acc(req), req.body),
    }),
  );
  app.get('/segment-actions/:id', byId(ZSegmentAction), async (req) => ({
    data: await getSegmentAction(deps, acc(req), req.params.id),
  }));
  app.get(
    '/segment-actions/report/:applicationId/:actionId',
    { schema: { params: ZSegmentActionParams, response: { 200: dataEnvelope(ZSegmentAction) } } },
    async (req) => ({
      data: await getSegmentAction(deps, acc(req), req.params.actionId, req.params.applicationId),
    }),
  );
  app.get(
    '/segment-actions/:id/export.csv',
    { schema: { params: ZIdParams, ...csvAnswer('The exported members') } },
    async (req, reply) => {
      const file = await actionExportFile(deps, acc(req), req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', `attachment; filename="segment-action-${req.params.id}.csv"`)
        .send(Readable.from(file.body));
    },
  );
  app.get('/segments/:id', segment, async (req) => ({ data: await getSegment(deps, acc(req), req.params.id) }));
  app.put(
    '/segments/:id',
    { schema: { params: ZIdParams, body: ZSegmentInput, response: { 200: dataEnvelope(ZSegment) } } },
    async (req) => ({
      data: await updateSegment(deps, acc(req), req.params.id, req.body),
    }),
  );
  app.delete('/segments/:id', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await deleteSegment(deps, acc(req), req.params.id);
    return { data: { ok: true } };
  });
  app.post('/segments/:id/activate', segment, async (req) => ({
    data: await setSegmentStatus(deps, acc(req), req.params.id, 'active'),
  }));
  app.post('/segments/:id/passivate', segment, async (req) => ({
    data: await setSegmentStatus(deps, acc(req), req.params.id, 'passive'),
  }));
  app.post('/segments/:id/refresh', byId(ZSegmentRefresh), async (req) => ({
    data: await refreshSegmentNow(deps, acc(req), req.params.id),
  }));
  app.get('/segments/:id/history', byId(z.array(ZSegmentHistoryPoint)), async (req) => ({
    data: await segmentHistory(deps, acc(req), req.params.id),
  }));
  app.get(
    '/segments/:id/members',
    { schema: { params: ZIdParams, querystring: ZPageQuery, response: { 200: ZSegmentMemberPage } } },
    async (req) => listSegmentMembers(deps, acc(req), req.params.id, req.query),
  );
  app.get(
    '/segments/:id/members.csv',
    { schema: { params: ZIdParams, ...csvAnswer('The segment members') } },
    async (req, reply) => {
      const accountId = acc(req);
      await findSegmentOr404(deps.db, accountId, req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="segment-${req.params.id}.csv"`)
        .send(segmentMembersCsv(deps.db, accountId, req.params.id));
    },
  );
  app.post(
    '/segments/:id/members',
    {
      schema: {
        params: ZIdParams,
        body: ZSegmentMemberIdsInput,
        response: { 200: dataEnvelope(z.object({ added: z.number().int().describe('Members newly added') })) },
      },
    },
    async (req) => ({
      data: { added: await addSegmentMembers(deps, acc(req), req.params.id, req.body.memberIds) },
    }),
  );
  app.post(
    '/segments/:id/members/remove',
    {
      schema: {
        params: ZIdParams,
        body: ZSegmentMemberIdsInput,
        response: { 200: dataEnvelope(z.object({ removed: z.number().int().describe('Members taken out') })) },
      },
    },
    async (req) => ({
      data: { removed: await removeSegmentMembers(deps, acc(req), req.params.id, req.body.memberIds) },
    }),
  );
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_CSV_BYTES }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/segments/:id/members/import',
      { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZSegmentCsvResult) } } },
      async (req) => ({
        data: await addSegmentMembersCsv(deps, acc(req), req.params.id, String(req.body ?? '')),
      }),
    );
  });
  app.get('/segments/:id/actions', byId(z.array(ZSegmentAction)), async (req) => ({
    data: await listSegmentActions(deps, acc(req), req.params.id),
  }));
  app.post(
    '/segments/:id/actions',
    { schema: { params: ZIdParams, body: ZSegmentActionInput, response: { 202: dataEnvelope(ZSegmentAction) } } },
    async (req, reply) =>
      reply.status(202).send({ data: await createSegmentAction(deps, acc(req), req.params.id, req.body) }),
  );
};
