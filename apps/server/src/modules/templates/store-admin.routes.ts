import { z } from 'zod';
import { ZIdParams, ZOkResult, dataEnvelope } from '@ulak/shared';
import {
  ZPublishInput,
  ZStoreCategory,
  ZStoreCategoryInput,
  ZStoreListQuery,
  ZStoreTemplate,
  ZStoreTemplateInput,
  ZStoreTemplateSummary,
  ZTemplatePreview,
  ZTemplatePreviewInput,
} from '@ulak/shared/templates/template-api';
import type { RoutePlugin } from '../../platform/http/app';
import { adminAuth } from '../../platform/http/auth-context';
import {
  adminCreateCategory,
  adminCreateStoreTemplate,
  adminDeleteCategory,
  adminDeleteStoreTemplate,
  adminListStore,
  adminPublishStoreTemplate,
  adminUpdateCategory,
  adminUpdateStoreTemplate,
  getStoreTemplate,
  storeCategories,
} from './store.service';
import { previewTemplate } from './my-templates.service';

// Guard: admin (registry). The template store: templates (free or premium, published or not) and categories.
export const storeAdminRoutes: RoutePlugin = async (app, deps) => {
  const ok = { data: { ok: true } };
  const deleted = { schema: { params: ZIdParams, response: { 200: ZOkResult } } };
  app.addHook('preHandler', async (req) => {
    adminAuth(req);
  });
  app.get(
    '/admin/template-store',
    { schema: { querystring: ZStoreListQuery, response: { 200: dataEnvelope(z.array(ZStoreTemplateSummary)) } } },
    async (req) => ({ data: await adminListStore(deps, req.query) }),
  );
  app.post(
    '/admin/template-store',
    { schema: { body: ZStoreTemplateInput, response: { 201: dataEnvelope(ZStoreTemplate) } } },
    async (req, reply) => reply.status(201).send({ data: await adminCreateStoreTemplate(deps, req.body) }),
  );
  app.post(
    '/admin/template-store/preview',
    { schema: { body: ZTemplatePreviewInput, response: { 200: dataEnvelope(ZTemplatePreview) } } },
    async (req) => ({ data: await previewTemplate(deps, req.body.language, req.body) }),
  );
  app.get(
    '/admin/template-store/:id',
    { schema: { params: ZIdParams, response: { 200: dataEnvelope(ZStoreTemplate) } } },
    async (req) => ({ data: await getStoreTemplate(deps, req.params.id, false) }),
  );
  app.put(
    '/admin/template-store/:id',
    { schema: { params: ZIdParams, body: ZStoreTemplateInput, response: { 200: dataEnvelope(ZStoreTemplate) } } },
    async (req) => ({ data: await adminUpdateStoreTemplate(deps, req.params.id, req.body) }),
  );
  app.post(
    '/admin/template-store/:id/publish',
    { schema: { params: ZIdParams, body: ZPublishInput, response: { 200: dataEnvelope(ZStoreTemplateSummary) } } },
    async (req) => ({ data: await adminPublishStoreTemplate(deps, req.params.id, req.body.published) }),
  );
  app.delete('/admin/template-store/:id', deleted, async (req) => {
    await adminDeleteStoreTemplate(deps, req.params.id);
    return ok;
  });
  app.get(
    '/admin/template-categories',
    { schema: { response: { 200: dataEnvelope(z.array(ZStoreCategory)) } } },
    async () => ({ data: await storeCategories(deps, false) }),
  );
  app.post(
    '/admin/template-categories',
    { schema: { body: ZStoreCategoryInput, response: { 201: dataEnvelope(ZStoreCategory) } } },
    async (req, reply) => reply.status(201).send({ data: await adminCreateCategory(deps, req.body) }),
  );
  app.put(
    '/admin/template-categories/:id',
    { schema: { params: ZIdParams, body: ZStoreCategoryInput, response: { 200: dataEnvelope(ZStoreCategory) } } },
    async (req) => ({ data: await adminUpdateCategory(deps, req.params.id, req.body) }),
  );
  app.delete('/admin/template-categories/:id', deleted, async (req) => {
    await adminDeleteCategory(deps, req.params.id);
    return ok;
  });
};
