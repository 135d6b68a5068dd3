import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_KINDS,
  ZIdParams,
  ZImportStartInput,
  ZMemberImport,
  ZMemberListQuery,
  dataEnvelope,
} from '@ulak/shared';
import { z } from 'zod';
import type { RoutePlugin } from '../../../platform/http/app';
import { userAuth } from '../../../platform/http/auth-context';
import { languageFromHeader } from '../../../platform/i18n/translate';
import { AppError, validationError } from '../../../platform/http/app-error';
import { exportMembersCsv, rejectedRowsCsv } from './export.service';
import { getImport, listImports, startImport, uploadImport } from './import-upload.service';
import { importsRepository } from './import.repository';
import { csvAnswer } from '../../../platform/http/openapi';

const ZImportAnswer = dataEnvelope(ZMemberImport);

const ZUploadQuery = z.object({ fileName: z.string().trim().min(1).max(200).optional() });
const ZDeviceUploadQuery = ZUploadQuery.extend({
  applicationId: z.coerce.number().int().positive('validation.fill_all_fields'),
});

// Guard: user (registry). CSV import (upload → map → start → progress → rejected rows) of members
// and of devices, the same routes under /imports/members and /imports/devices; and member export.
export const importRoutes: RoutePlugin = async (app, deps) => {
  await app.register(async (scope) => {
    // The upload arrives as the raw body (text/csv); the service streams it to disk.
    scope.addContentTypeParser(['text/csv', 'application/octet-stream'], (_req, payload, done) => done(null, payload));
    const declared = (req: FastifyRequest) =>
      req.headers['content-length'] ? Number(req.headers['content-length']) : null;
    scope.post('/imports/members', { schema: { response: { 201: ZImportAnswer } } }, async (req, reply) => {
      const { accountId } = userAuth(req);
      const fileName = ZUploadQuery.safeParse(req.query).data?.fileName ?? 'members.csv';
      const data = await uploadImport(
        deps,
        accountId,
        { kind: 'members' },
        fileName,
        declared(req),
        req.body as Readable,
      );
      return reply.status(201).send({ data });
    });
    scope.post('/imports/devices', { schema: { response: { 201: ZImportAnswer } } }, async (req, reply) => {
      const { accountId } = userAuth(req);
      const query = ZDeviceUploadQuery.safeParse(req.query);
      if (!query.success) {
        (req.body as Readable).resume();
        throw validationError('validation.fill_all_fields', 'applicationId');
      }
      const target = { kind: 'devices', applicationId: query.data.applicationId } as const;
      const fileName = query.data.fileName ?? 'devices.csv';
      const data = await uploadImport(deps, accountId, target, fileName, declared(req), req.body as Readable);
      return reply.status(201).send({ data });
    });
  });
  for (const kind of IMPORT_KINDS) {
    app.get(
      `/imports/${kind}`,
      { schema: { response: { 200: dataEnvelope(z.array(ZMemberImport)) } } },
      async (req) => ({ data: await listImports(deps, userAuth(req).accountId, kind) }),
    );
    app.get(
      `/imports/${kind}/:id`,
      { schema: { params: ZIdParams, response: { 200: ZImportAnswer } } },
      async (req) => ({
        data: await getImport(deps, userAuth(req).accountId, kind, req.params.id),
      }),
    );
    app.post(
      `/imports/${kind}/:id/start`,
      { schema: { params: ZIdParams, body: ZImportStartInput, response: { 202: ZImportAnswer } } },
      async (req, reply) =>
        reply
          .status(202)
          .send({ data: await startImport(deps, userAuth(req).accountId, kind, req.params.id, req.body) }),
    );
    app.get(
      `/imports/${kind}/:id/rejected.csv`,
      { schema: { params: ZIdParams, ...csvAnswer('The rejected rows with their reasons') } },
      async (req, reply) => {
        const { accountId } = userAuth(req);
        if (!(await importsRepository(deps.db).findOfKind(accountId, kind, req.params.id)))
          throw new AppError('not_found', 404);
        const lang = languageFromHeader(req.headers['accept-language']);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="import-${req.params.id}-rejected.csv"`)
          .send(rejectedRowsCsv(deps, accountId, req.params.id, lang));
      },
    );
  }
  app.get(
    '/members/export.csv',
    { schema: { querystring: ZMemberListQuery, ...csvAnswer('The members') } },
    async (req, reply) => {
      const stream = exportMembersCsv(deps, userAuth(req).accountId, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="members.csv"')
        .send(stream);
    },
  );
};
