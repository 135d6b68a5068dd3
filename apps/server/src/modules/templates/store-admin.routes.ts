import { ZIdParams } from '@ulak/shared';
import {
  ZPublishInput,
  ZStoreCategoryInput,
  ZStoreListQuery,
  ZStoreTemplateInput,
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
import { created } from '../../platform/http/openapi';

// Guard: admin (registry). The template store: templates (free or premium, published or not) and categories.
export const storeAdminRoutes: RoutePlugin = async (app, deps) => {
  const id = { schema: { params: ZIdParams } };
  const ok = { data: { ok: true } };
  app.addHook('preHandler', async (req) => {
    adminAuth(req);
  });
  app.get('/admin/template-store', { schema: { querystring: ZStoreListQuery } }, async (req) => ({
    data: await adminListStore(deps, req.query),
  }));
  app.post('/admin/template-store', { schema: { body: ZStoreTemplateInput, response: created } }, async (req, reply) =>
    reply.status(201).send({ data: await adminCreateStoreTemplate(deps, req.body) }),
  );
  app.post('/admin/template-store/preview', { schema: { body: ZTemplatePreviewInput } }, async (req) => ({
    data: await previewTemplate(deps, req.body.language, req.body),
  }));
  app.get('/admin/template-store/:id', id, async (req) => ({
    data: await getStoreTemplate(deps, req.params.id, false),
  }));
  app.put('/admin/template-store/:id', { schema: { params: ZIdParams, body: ZStoreTemplateInput } }, async (req) => ({
    data: await adminUpdateStoreTemplate(deps, req.params.id, req.body),
  }));
  app.post(
    '/admin/template-store/:id/publish',
    { schema: { params: ZIdParams, body: ZPublishInput } },
    async (req) => ({
      data: await adminPublishStoreTemplate(deps, req.params.id, req.body.published),
    }),
  );
  app.delete('/admin/template-store/:id', id, async (req) => {
    await adminDeleteStoreTemplate(deps, req.params.id);
    return ok;
  });
  app.get('/admin/template-categories', async () => ({ data: await storeCategories(deps, false) }));
  app.post(
    '/admin/template-categories',
    { schema: { body: ZStoreCategoryInput, response: created } },
    async (req, reply) => reply.status(201).send({ data: await adminCreateCategory(deps, req.body) }),
  );
  app.put(
    '/admin/template-categories/:id',
    { schema: { params: ZIdParams, body: ZStoreCategoryInput } },
    async (req) => ({
      data: await adminUpdateCategory(deps, req.params.id, req.body),
    }),
  );
  app.delete('/admin/template-categories/:id', id, async (req) => {
    await adminDeleteCategory(deps, req.params.id);
    return ok;
  });
};
