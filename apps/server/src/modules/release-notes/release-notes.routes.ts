import { z } from 'zod';
import {
  ZIdParams,
  ZOkResult,
  ZPageQuery,
  ZReleaseNote,
  ZReleaseNoteInput,
  ZReleaseNotePage,
  ZUnreadReleaseNotes,
  ZUserReleaseNotePage,
  dataEnvelope,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { adminAuth, userAuth } from '../../platform/http/auth-context';
import { noteAdminAction } from '../admin';
import {
  createReleaseNote,
  deleteReleaseNote,
  listReleaseNotes,
  markReleaseNotesRead,
  publishReleaseNote,
  unreadReleaseNotes,
  updateReleaseNote,
  userReleaseNotes,
} from './release-notes.service';

const ZPublishBody = z.object({ published: z.boolean() });
const ZReadBody = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });

// Guard: admin (registry, audited). Release notes the staff write: list, create, edit, publish, delete.
export const releaseNotesAdminRoutes: RoutePlugin = async (app, deps) => {
  app.addHook('preHandler', async (req) => {
    adminAuth(req);
  });
  const one = { 200: dataEnvelope(ZReleaseNote) };
  app.get(
    '/admin/release-notes',
    { schema: { querystring: ZPageQuery, response: { 200: ZReleaseNotePage } } },
    async (req) => listReleaseNotes(deps, req.query.page, req.query.perPage),
  );
  app.post(
    '/admin/release-notes',
    { schema: { body: ZReleaseNoteInput, response: { 201: dataEnvelope(ZReleaseNote) } } },
    async (req, reply) => {
      const note = await createReleaseNote(deps, req.body);
      noteAdminAction(req, { summary: `release note ${note.version} created` });
      return reply.status(201).send({ data: note });
    },
  );
  app.put(
    '/admin/release-notes/:id',
    { schema: { params: ZIdParams, body: ZReleaseNoteInput, response: one } },
    async (req) => {
      const note = await updateReleaseNote(deps, req.params.id, req.body);
      noteAdminAction(req, { summary: `release note ${note.version} edited` });
      return { data: note };
    },
  );
  app.post(
    '/admin/release-notes/:id/publish',
    { schema: { params: ZIdParams, body: ZPublishBody, response: one } },
    async (req) => {
      const note = await publishReleaseNote(deps, req.params.id, req.body.published);
      noteAdminAction(req, {
        summary: `release note ${note.version} ${req.body.published ? 'published' : 'unpublished'}`,
      });
      return { data: note };
    },
  );
  app.delete(
    '/admin/release-notes/:id',
    { schema: { params: ZIdParams, response: { 200: ZOkResult } } },
    async (req) => {
      await deleteReleaseNote(deps, req.params.id);
      return { data: { ok: true } };
    },
  );
};

// Guard: user (registry). Published notes newest first with this user's unread marks.
export const releaseNotesUserRoutes: RoutePlugin = async (app, deps) => {
  app.get(
    '/user/release-notes',
    { schema: { querystring: ZPageQuery, response: { 200: ZUserReleaseNotePage } } },
    async (req) => {
      const { accountId, userId } = userAuth(req);
      return userReleaseNotes(deps, accountId, userId, req.query.page, req.query.perPage);
    },
  );
  app.get('/user/release-notes/unread', { schema: { response: { 200: ZUnreadReleaseNotes } } }, async (req) => {
    const { accountId, userId } = userAuth(req);
    return { data: { unread: await unreadReleaseNotes(deps, accountId, userId) } };
  });
  app.post(
    '/user/release-notes/read',
    { schema: { body: ZReadBody, response: { 200: ZUnreadReleaseNotes } } },
    async (req) => {
      const { accountId, userId } = userAuth(req);
      await markReleaseNotesRead(deps, accountId, userId, req.body.ids ?? null);
      return { data: { unread: await unreadReleaseNotes(deps, accountId, userId) } };
    },
  );
};
