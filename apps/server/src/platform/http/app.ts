import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZHealthResult } from '@ulak/shared';
import type { AppDeps } from '../deps';
import { installErrorHandling } from './error-handler';
import { rejectNulInput } from './input-guard';
import { registerSpa, wantsSpa } from './spa';
import { allowFramingOfEmbeddedPages } from './framing';
import { addSecurityHeaders } from './security-headers';
import { addCors } from './cors';
import type { ApiInstance } from './api-instance';
import { swaggerOptions } from './openapi';
import { registerApiDocs } from './api-docs';
import { responseSerializerCompiler } from './response-serializer';

export type RoutePlugin = (app: ApiInstance, deps: AppDeps) => Promise<void>;

// `ready` turns false when shutdown begins: /api/v1/ready then answers 503 so load balancers stop sending.
export type AppOptions = { routes: RoutePlugin[]; sdkFile: string; ready?: () => boolean };

const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(deps: AppDeps, options: AppOptions): Promise<ApiInstance> {
  const app = Fastify({
    loggerInstance: deps.logger as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // X-Forwarded-For only from the configured proxies: anyone else could name a new address per request.
    trustProxy: deps.config.trustProxy,
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Tests also check every response against its schema with zod; elsewhere the schema's projection writes it.
  app.setSerializerCompiler(responseSerializerCompiler({ check: deps.config.env === 'test' }));
  app.decorateRequest('auth', null);
  // The SPA sends `Content-Type: application/json` on every call (SPEC §7), bodyless POSTs included:
  // an empty JSON body means "no body", not a parse error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, String(body), done);
  });

  addSecurityHeaders(app);
  allowFramingOfEmbeddedPages(app);
  addCors(app, deps.config.corsOrigins);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, swaggerOptions(deps.config.publicUrl));

  const sendPage = await registerSpa(app, deps.config.webDistDir, options.sdkFile);
  installErrorHandling(app, (request, reply) => (sendPage && wantsSpa(request) ? sendPage(request, reply) : null));
  // Hooks of every request take a callback, not a promise: one allocation and microtask less each.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      rejectNulInput(request);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });

  // A named statement: load balancers and monitors call these every few seconds, each a parse and plan less.
  const ping = () => deps.pool.query({ name: 'health_ping', text: 'select 1' });
  app.get('/api/v1/health', { schema: { summary: 'Health', response: { 200: ZHealthResult } } }, async () => {
    await ping();
    return { data: { status: 'ok' as const } };
  });
  app.get('/api/v1/ready', { schema: { hide: true } }, async (_request, reply) => {
    if (options.ready && !options.ready())
      return reply.code(503).send({ error: { code: 'shutting_down', message: 'Shutting down' } });
    await ping();
    return { data: { status: 'ready' } };
  });
  app.get('/api/v1/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerApiDocs(app);
  await app.register(
    async (api) => {
      for (const plugin of options.routes) await plugin(api, deps);
    },
    { prefix: '/api/v1' },
  );
  return app;
}
