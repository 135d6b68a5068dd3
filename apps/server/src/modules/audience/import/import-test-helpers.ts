import { expect } from 'vitest';
import type { TestContext } from '../../../../test/harness';
import type { TMerchant } from '../../../../test/audience-factories';

// The import wizard's calls for one kind, as the member and device import tests make them:
// upload a file (`query` adds e.g. the application), read an import, or upload and run one with
// the suggested mapping to its end.
export function importCalls(ctx: TestContext, kind: 'members' | 'devices', fileName: string) {
  const base = `/api/v1/imports/${kind}`;
  const upload = (csv: string, who: TMerchant, query = '') =>
    ctx.app.inject({
      method: 'POST',
      url: `${base}?fileName=${fileName}${query}`,
      headers: { ...who.headers, 'content-type': 'text/csv' },
      payload: csv,
    });
  const get = async (id: number, who: TMerchant) =>
    (await ctx.app.inject({ method: 'GET', url: `${base}/${id}`, headers: who.headers })).json().data;
  const run = async (csv: string, who: TMerchant, query = '') => {
    const uploaded = await upload(csv, who, query);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, suggested_mapping } = uploaded.json().data;
    const started = await ctx.app.inject({
      method: 'POST',
      url: `${base}/${id}/start`,
      headers: who.headers,
      payload: { mapping: suggested_mapping },
    });
    expect(started.statusCode, started.body).toBe(202);
    await ctx.runJobs();
    return get(id, who);
  };
  return { upload, get, run };
}
