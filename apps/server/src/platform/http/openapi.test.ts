import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { openDatabase, type Database } from '../db/database';
import { createDeps, SDK_FILE } from '../bootstrap';
import { ROUTES } from '../../modules/registry';
import { buildApp } from './app';
import type { ApiInstance } from './api-instance';
import { UNTYPED_RESPONSE, operationIdFor, summaryFor, tagFor } from './openapi';
import { API_DOCS_PATH } from './api-docs';

type TOperation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }
  >;
};
type TDocument = { paths: Record<string, Record<string, TOperation>>; servers?: unknown[]; components?: object };

// Operations whose success answer is documented as the `{ data }` envelope only. The list is empty and may
// only stay so: a route added or changed must declare its zod `response` schema (the test names it otherwise).
const UNTYPED_BASELINE: string[] = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'openapi-untyped-baseline.json'), 'utf8'),
);

describe('the OpenAPI document', () => {
  let app: ApiInstance;
  let database: Database;
  let document: TDocument;
  const operations: [string, TOperation][] = [];

  beforeAll(async () => {
    // No query runs: the pool never connects.
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ULAK_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ulak-openapi-')),
      DATABASE_URL: 'postgres://ulak@127.0.0.1:9/none',
      PUBLIC_URL: 'https://shop-marketing.example.net',
      SMTP_URL: 'smtp://127.0.0.1:9',
    });
    database = openDatabase(config.databaseUrl ?? '', 1);
    const { deps } = createDeps(config, database, createLogger(config), 'smtp://127.0.0.1:9');
    app = await buildApp(deps, { routes: ROUTES, sdkFile: SDK_FILE });
    await app.ready();
    const res = await app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
    for (const [url, byMethod] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(byMethod))
        operations.push([`${method.toUpperCase()} ${url}`, operation]);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('passes the recommended lint rules with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    // Linting the whole document takes a few seconds, more on a loaded machine.
  }, 60_000);

  it('gives every operation an operationId, a tag, a summary and a documented success response', () => {
    expect(operations.length).toBeGreaterThan(200);
    const incomplete = operations
      .filter(([, op]) => {
        const answers = Object.entries(op.responses ?? {});
        const success = answers.find(([code]) => /^2/.test(code))?.[1];
        const redirect = answers.find(([code]) => /^3/.test(code))?.[1];
        // JSON, or a documented other media type (a CSV download, a script, a PDF, an image), or a redirect
        // that names its Location.
        const documented =
          Object.values(success?.content ?? {}).some((media) => media.schema) ||
          (!success && redirect?.headers?.['Location'] !== undefined);
        return !op.operationId || !op.tags?.length || !op.summary || !documented;
      })
      .map(([name]) => name);
    expect(incomplete).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a zod response schema for every operation outside the shrinking baseline', () => {
    const untyped = operations
      .filter(([, op]) =>
        Object.entries(op.responses ?? {}).some(([code, r]) => /^2/.test(code) && r.description === UNTYPED_RESPONSE),
      )
      .map(([name]) => name);
    expect(
      untyped.filter((name) => !UNTYPED_BASELINE.includes(name)),
      'declare schema.response',
    ).toEqual([]);
    // A typed (or removed) operation leaves the baseline.
    expect(
      UNTYPED_BASELINE.filter((name) => !untyped.includes(name)),
      'remove from the baseline',
    ).toEqual([]);
  });

  it('names the security of each guarded and API-key operation, the servers and the error shape', () => {
    expect(document.servers).toEqual([{ url: 'https://shop-marketing.example.net' }]);
    const op = (name: string) => operations.find(([key]) => key === name)?.[1];
    expect(op('POST /api/v1/public/members')?.security).toEqual([{ apiKey: [] }]);
    expect(op('GET /api/v1/campaigns')?.security).toEqual([{ sessionToken: [] }]);
    expect(op('POST /api/v1/auth/login')?.security).toEqual([]);
    expect(op('POST /api/v1/campaigns')?.responses?.['201']).toBeDefined();
    expect(op('POST /api/v1/public/members')?.responses?.['422']).toEqual({ $ref: '#/components/responses/Error422' });
    const members = op('POST /api/v1/public/members')?.responses?.['200']?.content?.['application/json']?.schema;
    expect(JSON.stringify(members)).toContain('inserted');
    // A redirect documents its status and Location, no body and no 200.
    for (const name of ['GET /api/v1/email-senders/{id}/confirm', 'GET /r/{ref}/{sig}']) {
      const redirect = op(name)?.responses;
      expect(redirect?.['302']?.headers?.['Location']).toMatchObject({ schema: { type: 'string' } });
      expect(redirect?.['302']?.content).toBeUndefined();
      expect(redirect?.['200']).toBeUndefined();
    }
  });

  it('derives names by rule for routes added later', () => {
    expect(operationIdFor('get', '/api/v1/campaigns/{id}/report')).toBe('getCampaignsByIdReport');
    expect(operationIdFor('post', '/api/v1/segments/{id}/members.csv')).toBe('postSegmentsByIdMembersCsv');
    expect(tagFor('/api/v1/email-templates/{id}')).toBe('Email templates');
    expect(tagFor('/api/v1/public/orders')).toBe('Public API');
    expect(tagFor('/t/v1/events')).toBe('Shop SDK');
    expect(summaryFor('get', '/api/v1/campaigns')).toBe('List campaigns');
    expect(summaryFor('delete', '/api/v1/campaigns/{id}')).toBe('Delete campaigns by id');
  });

  it('serves the reference page and its viewer from this server', async () => {
    const page = await app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(scripts.every((src) => src.startsWith(`${API_DOCS_PATH}/`))).toBe(true);
    for (const src of scripts) {
      const script = await app.inject({ method: 'GET', url: src });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    const viewer = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/viewer.js` });
    expect(viewer.body.length).toBeGreaterThan(100_000);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(page.headers['content-security-policy']).toMatch(/font-src 'self' data:(;|$)/);
  });
});
