import { z } from 'zod';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';

// The OpenAPI document of the HTTP API. Every operation gets its operationId, tag, summary and security scheme
// by rule (from its method, path and guard), so a route added by any module is documented without extra code;
// a route may still name its own in `schema`. Responses come from the route's zod `response` schemas (validated
// at runtime by the serializer); the 4xx error shape is the one every error answers with (error-handler.ts).

export const API_PREFIX = '/api/v1';

// The description of the success response of an operation whose route declares no response schema yet.
export const UNTYPED_RESPONSE = 'Success. The envelope is documented; the shape of `data` is not yet.';

export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    messageList: z.array(z.string()).optional(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});

type TGuard = 'user' | 'admin';
type TSecurity = Record<string, string[]>[];

const SECURITY_SCHEMES = {
  sessionToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The session token a user or admin receives at login (`Authorization: Bearer <token>`).',
  },
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'API key',
    description: 'An API key created under Settings → API keys (`Authorization: Bearer <api key>`).',
  },
} as const;

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'The request is malformed or a required field is missing.',
  '401': 'The credentials are missing, expired or wrong.',
  '404': 'No such resource in this account.',
  '422': 'A field is invalid; `error.fields` names each field with its messages.',
  '429': 'Too many requests; `Retry-After` says when to try again.',
};

const METHOD_VERB: Record<string, string> = { get: 'get', post: 'post', put: 'put', patch: 'patch', delete: 'delete' };

function words(segment: string): string[] {
  return segment
    .replace(/\.[a-z]+$/i, (ext) => ` ${ext.slice(1)}`)
    .split(/[-_\s.]+|(?=[A-Z])/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const isParam = (segment: string): boolean => segment.startsWith('{') || segment.startsWith(':');
const paramName = (segment: string): string => segment.replace(/^[{:]|}$/g, '');

function segmentsOf(url: string): string[] {
  return url.split('/').filter(Boolean);
}

// `GET /api/v1/campaigns/{id}/report` → `getCampaignsByIdReport`: unique because method and path are.
export function operationIdFor(method: string, url: string): string {
  const parts = segmentsOf(url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url).flatMap((segment) =>
    isParam(segment) ? ['by', ...words(paramName(segment))] : words(segment),
  );
  return [METHOD_VERB[method.toLowerCase()] ?? method.toLowerCase(), ...parts.map(capitalise)].join('');
}

// One tag per area of the API: the first path segment (`/api/v1/email-templates/...` → "Email templates").
export function tagFor(url: string): string {
  if (url.startsWith(`${API_PREFIX}/public/`)) return 'Public API';
  if (url.startsWith('/t/v1/') || /^\/ulak[^/]*$/.test(url) || url.startsWith('/ulak-')) return 'Shop SDK';
  if (!url.startsWith(`${API_PREFIX}/`)) return 'Tracked links';
  const first = segmentsOf(url.slice(API_PREFIX.length))[0] ?? 'api';
  return capitalise(words(first).join(' '));
}

// "List campaigns", "Get campaigns by id", "Activate campaigns by id": read from the method and the path.
export function summaryFor(method: string, url: string): string {
  const segments = segmentsOf(url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url);
  const last = segments[segments.length - 1] ?? '';
  const nouns = segments.filter((s) => !isParam(s));
  const subject = nouns.flatMap(words).join(' ');
  const byParam = isParam(last) ? ` by ${words(paramName(last)).join(' ')}` : '';
  switch (method.toLowerCase()) {
    case 'get':
      return isParam(last) ? `Get ${subject}${byParam}` : `List ${subject}`;
    case 'put':
    case 'patch':
      return `Update ${subject}${byParam}`;
    case 'delete':
      return `Delete ${subject}${byParam}`;
    default:
      return `Post ${subject}${byParam}`;
  }
}

export function securityFor(url: string, guard: TGuard | undefined): TSecurity {
  if (guard) return [{ sessionToken: [] }];
  if (url.startsWith(`${API_PREFIX}/public/`)) return [{ apiKey: [] }];
  return [];
}

type TTransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { method: string | string[]; config?: { guard?: TGuard } };
};

type TSchemaOut = {
  hide?: boolean;
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: TSecurity;
  response?: Record<string, unknown>;
};

// Fills operationId, tags, summary, security and (when the route declares none) the success envelope.
export function transform(input: TTransformInput): { schema: TSchemaOut; url: string } {
  const result = jsonSchemaTransform(input) as { schema: TSchemaOut | undefined; url: string };
  const schema: TSchemaOut = { ...(result.schema ?? {}) };
  if (schema.hide) return { schema, url: result.url };
  const method = [input.route.method].flat()[0] ?? 'get';
  schema.operationId ??= operationIdFor(method, input.url);
  schema.tags ??= [tagFor(input.url)];
  schema.summary ??= summaryFor(method, input.url);
  schema.security ??= securityFor(input.url, input.route.config?.guard);
  // A redirect (3xx with its Location) is a documented answer too.
  const declared = Object.keys(schema.response ?? {}).some((code) => /^[23]/.test(code));
  if (!declared)
    schema.response = {
      ...schema.response,
      200: { description: UNTYPED_RESPONSE, type: 'object', properties: { data: {} } },
    };
  return { schema, url: result.url };
}

type TOperation = { security?: TSecurity; responses?: Record<string, unknown> };
type TDocument = {
  paths?: Record<string, Record<string, TOperation>>;
  components?: Record<string, unknown>;
  tags?: { name: string; description?: string }[];
};

// Adds the shared error responses to every operation and one described tag entry per tag in use.
export function transformObject({ openapiObject }: { openapiObject: Partial<TDocument> }): TDocument {
  const document = openapiObject as TDocument;
  const tags = new Set<string>();
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations) as (TOperation & { tags?: string[] })[]) {
      for (const tag of operation.tags ?? []) tags.add(tag);
      const secured = (operation.security ?? []).length > 0;
      const errors = Object.keys(ERROR_RESPONSES).filter((code) => secured || code !== '401');
      operation.responses = {
        ...operation.responses,
        ...Object.fromEntries(errors.map((code) => [code, { $ref: `#/components/responses/Error${code}` }])),
      };
    }
  }
  const errorSchema = z.toJSONSchema(ZErrorBody, { target: 'draft-2020-12' });
  delete (errorSchema as { $schema?: string }).$schema;
  return {
    ...document,
    tags: [...tags].sort().map((name) => ({ name, description: `${name} operations.` })),
    components: {
      ...document.components,
      schemas: { ...(document.components?.schemas as object), Error: errorSchema },
      responses: Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([code, description]) => [
          `Error${code}`,
          { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ]),
      ),
    },
  };
}

export function swaggerOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ulak API',
        version: '1',
        description:
          'The HTTP API of Ulak: the public API (members, orders, products, segment members) with an API key, the ' +
          'shop SDK endpoints, and the endpoints of the web app with a session token. Every error answers ' +
          '`{ "error": { "code", "message", "messageList"?, "fields"? } }` in the language of `Accept-Language`.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform: transform as FastifyDynamicSwaggerOptions['transform'],
    transformObject: transformObject as FastifyDynamicSwaggerOptions['transformObject'],
  };
}

// A success answer that is not JSON (a CSV download, a script, a PDF, an image): its media type (or the types it
// may have) and its body as text or bytes. The serializer leaves such bodies alone (a string or buffer sent with its
// own content type).
export function fileAnswer(
  contentType: string | readonly string[],
  description: string,
  body: 'text' | 'binary' = 'text',
) {
  const schema = (body === 'binary' ? z.string().meta({ format: 'binary' }) : z.string()).describe(description);
  // The handler sends a string, a buffer or a stream: never serialized, so any body type-checks.
  return { produces: [contentType].flat(), response: { 200: schema as z.ZodType<string, unknown> } };
}
export const csvAnswer = (what: string) =>
  fileAnswer('text/csv', `${what} as a CSV file (UTF-8, a header row, then one row per record).`);

// The answer of a route that redirects (a tracked link, a confirmation link in a mail): the status, no body, and
// the Location header saying where to. The metadata goes into the document as the response's headers.
export function redirectAnswer(code: 302 | 303, description: string, location: string) {
  const schema = z.null().meta({ description, headers: { Location: { type: 'string', description: location } } });
  // reply.redirect sends no body: never serialized.
  return { response: { [code]: schema } as Record<302 | 303, z.ZodNull> };
}
