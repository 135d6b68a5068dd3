import {
  ZTagBulkInput,
  ZTagBulkResult,
  ZTagDeleted,
  ZTagListQuery,
  ZTagNameParams,
  ZTagRenameInput,
  ZTagRenamed,
  ZTagSummaryPage,
} from '@ulak/shared';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { bulkTagMembers, deleteTag, listTagSummary, renameTag } from './tags.service';

// Guard: user (registry). The tags screen: tag names with counts, rename, delete, bulk add/remove.
export const tagsRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  app.get('/tags', { schema: { querystring: ZTagListQuery, response: { 200: ZTagSummaryPage } } }, async (req) =>
    listTagSummary(deps, acc(req), req.query),
  );
  app.post('/tags/bulk', { schema: { body: ZTagBulkInput, response: { 200: ZTagBulkResult } } }, async (req) => ({
    data: await bulkTagMembers(deps, acc(req), req.body),
  }));
  app.put(
    '/tags/:name',
    { schema: { params: ZTagNameParams, body: ZTagRenameInput, response: { 200: ZTagRenamed } } },
    async (req) => ({
      data: await renameTag(deps, acc(req), req.params.name, req.body.name),
    }),
  );
  app.delete('/tags/:name', { schema: { params: ZTagNameParams, response: { 200: ZTagDeleted } } }, async (req) => ({
    data: await deleteTag(deps, acc(req), req.params.name),
  }));
};
