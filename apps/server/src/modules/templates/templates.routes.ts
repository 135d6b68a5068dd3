import { z } from 'zod';
import { ZIdParams, ZOkResult, dataEnvelope } from '@ulak/shared';
import {
  ZMyTemplate,
  ZMyTemplateSummary,
  ZSavedBlock,
  ZSavedBlockInput,
  ZStoreCategory,
  ZStoreListQuery,
  ZStorePage,
  ZStoreTemplate,
  ZTemplateContent,
  ZTemplateCreateInput,
  ZTemplateDraftInput,
  ZTemplateDraftSaved,
  ZTemplateEditorState,
  ZTemplateLanguage,
  ZTemplateLanguageParams,
  ZTemplatePreview,
  ZTemplatePreviewInput,
  ZTemplateSampleValues,
  ZTemplateSaveResult,
  ZTemplateUpdateInput,
  ZTemplateVersion,
  ZTemplateVersionInput,
  ZTemplateVersionParams,
} from '@ulak/shared/templates/template-api';
import type { RoutePlugin } from '../../platform/http/app';
import { userAuth } from '../../platform/http/auth-context';
import { languageFromHeader, translate } from '../../platform/i18n/translate';
import {
  createBlankTemplate,
  deleteBlock,
  deleteMyTemplate,
  duplicateMyTemplate,
  editorState,
  getMyTemplate,
  listBlocks,
  listMyTemplates,
  listVersions,
  previewTemplate,
  restoreVersion,
  saveBlock,
  saveDraft,
  saveVersion,
  templateContent,
  updateMyTemplate,
} from './my-templates.service';
import { sampleScope } from './sample-scope';
import { copyStoreTemplate, getStoreTemplate, listStore, storeCategories } from './store.service';

// Guard: user (registry). The template store, my email templates, the editor's saves, versions and blocks.
export const templatesRoutes: RoutePlugin = async (app, deps) => {
  const acc = (req: Parameters<typeof userAuth>[0]) => userAuth(req).accountId;
  const ok = { data: { ok: true } };
  const byId = <T extends z.ZodType>(data: T) => ({
    schema: { params: ZIdParams, response: { 200: dataEnvelope(data) } },
  });
  app.get(
    '/template-store/categories',
    { schema: { response: { 200: dataEnvelope(z.array(ZStoreCategory)) } } },
    async () => ({ data: await storeCategories(deps) }),
  );
  app.get('/template-store', { schema: { querystring: ZStoreListQuery, response: { 200: ZStorePage } } }, async (req) =>
    listStore(deps, acc(req), req.query),
  );
  app.get('/template-store/:id', byId(ZStoreTemplate), async (req) => ({
    data: await getStoreTemplate(deps, req.params.id),
  }));
  app.post(
    '/template-store/:id/copy',
    { schema: { params: ZIdParams, response: { 201: dataEnvelope(ZMyTemplateSummary) } } },
    async (req, reply) =>
      reply.status(201).send({
        data: await copyStoreTemplate(
          deps,
          acc(req),
          req.params.id,
          languageFromHeader(req.headers['accept-language']),
        ),
      }),
  );
  app.get(
    '/email-templates',
    { schema: { response: { 200: dataEnvelope(z.array(ZMyTemplateSummary)) } } },
    async (req) => ({ data: await listMyTemplates(deps, acc(req)) }),
  );
  app.post(
    '/email-templates',
    { schema: { body: ZTemplateCreateInput, response: { 201: dataEnvelope(ZMyTemplateSummary) } } },
    async (req, reply) => reply.status(201).send({ data: await createBlankTemplate(deps, acc(req), req.body) }),
  );
  app.post(
    '/email-templates/preview',
    { schema: { body: ZTemplatePreviewInput, response: { 200: dataEnvelope(ZTemplatePreview) } } },
    async (req) => ({ data: await previewTemplate(deps, req.body.language, req.body) }),
  );
  // The sample values the editor shows beside each merge tag (the preview renders with the same ones).
  app.get(
    '/email-templates/sample-values',
    {
      schema: {
        querystring: z.object({ language: ZTemplateLanguage.default('tr') }),
        response: { 200: dataEnvelope(ZTemplateSampleValues) },
      },
    },
    async (req) => ({ data: sampleScope(req.query.language, deps.config.publicUrl) }),
  );
  app.get('/email-templates/:id', byId(ZMyTemplate), async (req) => ({
    data: await getMyTemplate(deps, acc(req), req.params.id),
  }));
  app.get('/email-templates/:id/content', byId(ZTemplateContent), async (req) => ({
    data: await templateContent(deps, acc(req), req.params.id),
  }));
  app.put(
    '/email-templates/:id',
    { schema: { params: ZIdParams, body: ZTemplateUpdateInput, response: { 200: dataEnvelope(ZMyTemplateSummary) } } },
    async (req) => ({ data: await updateMyTemplate(deps, acc(req), req.params.id, req.body) }),
  );
  app.post(
    '/email-templates/:id/duplicate',
    { schema: { params: ZIdParams, response: { 201: dataEnvelope(ZMyTemplateSummary) } } },
    async (req, reply) => {
      const suffix = translate(languageFromHeader(req.headers['accept-language']), 'templates.copy_suffix');
      return reply.status(201).send({ data: await duplicateMyTemplate(deps, acc(req), req.params.id, suffix) });
    },
  );
  app.delete('/email-templates/:id', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await deleteMyTemplate(deps, acc(req), req.params.id);
    return ok;
  });
  app.get(
    '/email-templates/:id/editor/:language',
    { schema: { params: ZTemplateLanguageParams, response: { 200: dataEnvelope(ZTemplateEditorState) } } },
    async (req) => ({ data: await editorState(deps, acc(req), req.params.id, req.params.language) }),
  );
  app.put(
    '/email-templates/:id/draft',
    { schema: { params: ZIdParams, body: ZTemplateDraftInput, response: { 200: dataEnvelope(ZTemplateDraftSaved) } } },
    async (req) => ({ data: await saveDraft(deps, acc(req), req.params.id, req.body) }),
  );
  app.post(
    '/email-templates/:id/versions',
    {
      schema: { params: ZIdParams, body: ZTemplateVersionInput, response: { 201: dataEnvelope(ZTemplateSaveResult) } },
    },
    async (req, reply) => reply.status(201).send({ data: await saveVersion(deps, acc(req), req.params.id, req.body) }),
  );
  app.get(
    '/email-templates/:id/versions',
    {
      schema: {
        params: ZIdParams,
        querystring: z.object({ language: ZTemplateLanguage.optional() }),
        response: { 200: dataEnvelope(z.array(ZTemplateVersion)) },
      },
    },
    async (req) => ({ data: await listVersions(deps, acc(req), req.params.id, req.query.language) }),
  );
  app.post(
    '/email-templates/:id/versions/:versionId/restore',
    { schema: { params: ZTemplateVersionParams, response: { 200: dataEnvelope(ZTemplateVersion) } } },
    async (req) => ({ data: await restoreVersion(deps, acc(req), req.params.id, req.params.versionId) }),
  );
  app.get('/template-blocks', { schema: { response: { 200: dataEnvelope(z.array(ZSavedBlock)) } } }, async (req) => ({
    data: await listBlocks(deps, acc(req)),
  }));
  app.post(
    '/template-blocks',
    { schema: { body: ZSavedBlockInput, response: { 201: dataEnvelope(ZSavedBlock) } } },
    async (req, reply) => reply.status(201).send({ data: await saveBlock(deps, acc(req), req.body) }),
  );
  app.delete('/template-blocks/:id', { schema: { params: ZIdParams, response: { 200: ZOkResult } } }, async (req) => {
    await deleteBlock(deps, acc(req), req.params.id);
    return ok;
  });
};
