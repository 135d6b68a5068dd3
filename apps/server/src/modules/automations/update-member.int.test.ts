import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TWorkflowGraphDraft } from '@ulak/shared';
import type { TestContext } from '../../../test/harness';
import { createMerchant, startFeatureTrial, type TMerchant } from '../../../test/audience-factories';
import { createSinkEmailContext } from '../messaging/test-sink-context';
import { advanceAt, api, emailMembers, emit } from './automations-test-helpers';

// The update-member step sets tags and member profile fields (the catalogue's journey-writable ones);
// a field that is not writable or a value the field does not accept is a 422 naming the step.
let ctx: TestContext;
let m: TMerchant;
beforeAll(async () => {
  ctx = await createSinkEmailContext();
  m = await createMerchant(ctx);
  await startFeatureTrial(ctx, m, 'automations');
});
afterAll(async () => ctx.close());

const graphWith = (fields: { field: string; value: string }[], tags: { name: string; value: string }[] = []) =>
  ({
    trigger: { kind: 'event', event: 'signup' },
    start: 'set',
    nodes: [{ id: 'set', type: 'update_member', tags, fields, next: null }],
  }) as TWorkflowGraphDraft;

async function activate(graph: TWorkflowGraphDraft, lang = 'en') {
  const id = (await api(ctx, m, 'POST', '/workflows', { name: 'Profil', graph })).body.data.id as number;
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/workflows/${id}/status`,
    headers: { ...m.headers, 'accept-language': lang },
    payload: { status: 'active' },
  });
  return { id, res };
}

describe('update-member step', () => {
  it('sets member fields and tags, clearing a field given an empty value', async () => {
    const [member] = await emailMembers(ctx, m.accountId, 1, `upd${m.accountId}`);
    await ctx.deps.db.execute(sql`update members set district = 'Kadıköy' where id = ${member}`);
    const { res } = await activate(
      graphWith(
        [
          { field: 'city', value: 'İzmir' },
          { field: 'birthDate', value: '1990-04-23' },
          { field: 'gender', value: 'female' },
          { field: 'language', value: 'en' },
          { field: 'district', value: '' },
        ],
        [{ name: 'segment', value: 'vip' }],
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const now = new Date();
    await emit(ctx, m.accountId, now, [{ memberId: member as number, name: 'signup' }]);
    await advanceAt(ctx, now);
    const row = await ctx.deps.db.execute<Record<string, unknown>>(sql`select city,
      to_char(birth_date, 'YYYY-MM-DD') as birth_date, gender, language, district from members where id = ${member}`);
    expect(row.rows[0]).toEqual({
      city: 'İzmir',
      birth_date: '1990-04-23',
      gender: 'female',
      language: 'en',
      district: null,
    });
    const tag = await ctx.deps.db.execute<{ value: string }>(
      sql`select value from member_tags where member_id = ${member} and name = 'segment'`,
    );
    expect(tag.rows[0]?.value).toBe('vip');
  });

  it('refuses a field a journey cannot write, an unknown field and bad values with 422 naming the step', async () => {
    const cases: [{ field: string; value: string }, string][] = [
      [{ field: 'email', value: 'x@y.co' }, 'Node set: it sets a member field that does not exist'],
      [{ field: 'smsActive', value: 'true' }, 'Node set: it sets a member field that does not exist'],
      [{ field: 'shoeSize', value: '42' }, 'Node set: it sets a member field that does not exist'],
      [{ field: 'gender', value: 'robot' }, 'Node set: a member field value is not valid'],
      [{ field: 'birthDate', value: '1990-13-45' }, 'Node set: a member field value is not valid'],
      [{ field: 'language', value: 'xx' }, 'Node set: a member field value is not valid'],
    ];
    for (const [field, message] of cases) {
      const { id, res } = await activate(graphWith([field]));
      expect(res.statusCode, JSON.stringify(field)).toBe(422);
      expect(res.json().error.message).toContain(message);
      expect(res.json().error.fields['nodes.set']).toHaveLength(1);
      const live = await api(ctx, m, 'GET', `/workflows/${id}`);
      expect(live.body.data.status).toBe('draft');
    }
    const tr = await activate(graphWith([{ field: 'gender', value: 'robot' }]), 'tr');
    expect(tr.res.json().error.message).toContain('set adımı: bir üye alanının değeri');
    const empty = await activate(graphWith([]));
    expect(empty.res.statusCode).toBe(422);
    expect(empty.res.json().error.message).toContain('Node set: choose at least one tag or member field');
  });
});
