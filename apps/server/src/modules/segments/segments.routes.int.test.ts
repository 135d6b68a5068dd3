import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createMerchant, type TMerchant } from '../../../test/audience-factories';
import { segmentChangesQuery } from './segment-members.query';
import { segmentsRepository } from './segments.repository';

// The segments API end to end: validation, preview, refresh jobs, passive, hand edits, actions.
describe('segments API', () => {
  let ctx: TestContext;
  let owner: TMerchant;
  let stranger: TMerchant;

  const api = (m: TMerchant, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/v1${url}`, headers: m.headers, ...(payload ? { payload } : {}) });
  const vipCriteria = {
    operator: 'or',
    blocks: [{ operator: 'and', criteria: [{ type: 'member_tag', name: 'vip', operator: 'exists', value: null }] }],
  };
  const addMember = async (m: TMerchant, email: string, tags: string[] = []) => {
    const res = await api(m, 'POST', '/members', { email, name: 'Deniz' });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    for (const name of tags) await api(m, 'PUT', `/members/${id}/tags`, { name });
    return id;
  };
  const memberIds = async (m: TMerchant, segmentId: number) =>
    (await api(m, 'GET', `/segments/${segmentId}/members?perPage=100`)).json().data.map((r: { id: number }) => r.id);

  beforeAll(async () => {
    ctx = await createTestContext();
    owner = await createMerchant(ctx);
    stranger = await createMerchant(ctx);
  });
  afterAll(async () => ctx.close());

  it('refuses a dynamic segment without criteria with the SPEC message (422, tr and en)', async () => {
    const body = { name: 'Boş', applicationId: owner.app.id, kind: 'dynamic', criteria: { blocks: [] } };
    const en = await api(owner, 'POST', '/segments', body);
    expect(en.statusCode).toBe(422);
    expect(en.json().error.messageList).toEqual(['Please add at least one criterion']);
    const tr = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/segments',
      headers: { ...owner.headers, 'accept-language': 'tr' },
      payload: { ...body, criteria: null },
    });
    expect(tr.json().error.messageList).toEqual(['Lütfen en az bir kriter ekleyiniz']);
  });

  it('previews, creates, refreshes through the job, and lists a dynamic segment', async () => {
    const a = await addMember(owner, 'a@shop.test', ['vip']);
    const b = await addMember(owner, 'b@shop.test', ['vip']);
    await addMember(owner, 'c@shop.test');
    await addMember(stranger, 'x@shop.test', ['vip']);
    const preview = await api(owner, 'POST', '/segments/preview', {
      criteria: vipCriteria,
      applicationId: owner.app.id,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.count).toBe(2);
    expect(preview.json().data.sample.map((s: { id: number }) => s.id)).toEqual([b, a]);

    const created = await api(owner, 'POST', '/segments', {
      name: 'VIP',
      applicationId: owner.app.id,
      criteria: vipCriteria,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().data.id;
    await ctx.runJobs();
    const got = (await api(owner, 'GET', `/segments/${id}`)).json().data;
    expect(got).toMatchObject({ name: 'VIP', kind: 'dynamic', status: 'active', memberCount: 2 });
    expect(got.lastRunAt).not.toBeNull();
    expect(await memberIds(owner, id)).toEqual([b, a]);
    const list = await api(owner, 'GET', '/segments?search=vi&status=active');
    expect(list.json().meta.total).toBe(1);
    expect((await api(stranger, 'GET', '/segments')).json().meta.total).toBe(0);

    const csv = await api(owner, 'GET', `/segments/${id}/members.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('reflects a member change (tag) through the member-changed job, and keeps passive segments still', async () => {
    const created = await api(owner, 'POST', '/segments', {
      name: 'VIP 2',
      applicationId: owner.app.id,
      criteria: vipCriteria,
    });
    const id: number = created.json().data.id;
    const frozen = (
      await api(owner, 'POST', '/segments', { name: 'VIP P', applicationId: owner.app.id, criteria: vipCriteria })
    ).json().data.id as number;
    await ctx.runJobs();
    expect((await api(owner, 'POST', `/segments/${frozen}/passivate`)).json().data.status).toBe('passive');
    const before = await memberIds(owner, frozen);
    const c = await addMember(owner, 'd@shop.test');
    await api(owner, 'PUT', `/members/${c}/tags`, { name: 'vip' });
    // The re-evaluation is batched a couple of seconds ahead; run it now.
    await ctx.deps.db.execute(sql`update graphile_worker._private_jobs set run_at = now() where task_id in
      (select id from graphile_worker._private_tasks where identifier = 'members.changed')`);
    await ctx.runJobs();
    expect(await memberIds(owner, id)).toContain(c);
    expect(await memberIds(owner, frozen)).toEqual(before);
    // The member detail lists the segment (segments registers this source with audience).
    const detail = await api(owner, 'GET', `/members/${c}/segments-tags`);
    expect(detail.json().data.segments.map((s: { id: number }) => s.id)).toContain(id);
    // The periodic cron job skips passive segments even when they are due.
    await ctx.deps.db.execute(
      sql`update segments set last_run_at = now() - interval '1 day' where id in (${id}, ${frozen})`,
    );
    await ctx.deps.db.execute(sql`select graphile_worker.add_job('segments.refresh-due', '{}'::json)`);
    await ctx.runJobs();
    const rows = await ctx.deps.db.execute<{ id: number; fresh: boolean }>(
      sql`select id, last_run_at > now() - interval '1 minute' as fresh from segments where id in (${id}, ${frozen}) order by id`,
    );
    expect(rows.rows.map((r) => r.fresh)).toEqual([true, false]);
    const refreshed = await api(owner, 'POST', `/segments/${frozen}/refresh`);
    expect(refreshed.json().data).toMatchObject({ entered: 1, left: 0 });
  });

  it('edits an empty segment by hand and by CSV, and refuses hand edits of a dynamic one', async () => {
    const e = await addMember(owner, 'e@shop.test');
    const f = await addMember(owner, 'f@shop.test');
    const foreign = await addMember(stranger, 'y@shop.test');
    const created = await api(owner, 'POST', '/segments', { name: 'Elle', applicationId: owner.app.id, kind: 'empty' });
    const id: number = created.json().data.id;
    const added = await api(owner, 'POST', `/segments/${id}/members`, { memberIds: [e, foreign] });
    expect(added.json().data.added).toBe(1);
    const viaCsv = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/segments/${id}/members/import`,
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: 'email\nF@shop.test\ny@shop.test\n',
    });
    expect(viaCsv.json().data).toMatchObject({ rows: 3, matched: 1, added: 1 });
    expect(await memberIds(owner, id)).toEqual([f, e]);
    const removed = await api(owner, 'POST', `/segments/${id}/members/remove`, { memberIds: [e] });
    expect(removed.json().data.removed).toBe(1);
    expect((await api(owner, 'GET', `/segments/${id}`)).json().data.memberCount).toBe(1);
    const changes = await ctx.deps.db.execute<{ change: string }>(
      sql`select change from segment_member_changes, unnest(member_ids) where segment_id = ${id} order by id`,
    );
    expect(changes.rows.map((r) => r.change)).toEqual(['entered', 'entered', 'left']);
    // A member's segments (the member page), found through the account's segments.
    const ofF = await segmentsRepository(ctx.deps.db).segmentsOfMember(owner.accountId, f);
    expect(ofF.map((r) => Number(r.id))).toEqual([id]);
    expect(await segmentsRepository(ctx.deps.db).segmentsOfMember(owner.accountId, e)).toEqual([]);
    // Readers get one row per member, oldest write first; after the last id they saw, nothing more.
    const feed = await ctx.deps.db.execute<{ id: number; member_id: number; change: string }>(
      segmentChangesQuery(owner.accountId, id, 0, new Date(Date.now() - 60_000)),
    );
    expect(feed.rows.map((r) => `${r.change}:${Number(r.member_id)}`)).toEqual([
      `entered:${e}`,
      `entered:${f}`,
      `left:${e}`,
    ]);
    const lastId = Math.max(...feed.rows.map((r) => Number(r.id)));
    const after = await ctx.deps.db.execute(segmentChangesQuery(owner.accountId, id, lastId, new Date(0)));
    expect(after.rows).toHaveLength(0);
    const dynamic = (await api(owner, 'GET', '/segments?kind=dynamic')).json().data[0].id as number;
    expect((await api(owner, 'POST', `/segments/${dynamic}/members`, { memberIds: [e] })).statusCode).toBe(422);
    // Deleting a member or the segment takes its membership rows with it (statement triggers).
    await api(owner, 'POST', `/segments/${id}/members`, { memberIds: [e] });
    expect((await api(owner, 'DELETE', `/members/${f}`)).statusCode).toBe(200);
    expect(await memberIds(owner, id)).toEqual([e]);
    expect((await api(owner, 'DELETE', `/segments/${id}`)).statusCode).toBe(200);
    const left = await ctx.deps.db.execute<{ n: number }>(
      sql`select count(*)::int as n from segment_members where segment_id = ${id}`,
    );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('runs segment actions as jobs with a report: add tag, move, export', async () => {
    const source = (
      await api(owner, 'POST', '/segments', { name: 'Kaynak', applicationId: owner.app.id, kind: 'empty' })
    ).json().data.id as number;
    const target = (
      await api(owner, 'POST', '/segments', { name: 'Hedef', applicationId: owner.app.id, kind: 'empty' })
    ).json().data.id as number;
    const g = await addMember(owner, `g-${randomUUID()}@shop.test`);
    await api(owner, 'POST', `/segments/${source}/members`, { memberIds: [g] });
    const tag = await api(owner, 'POST', `/segments/${source}/actions`, {
      kind: 'add_tag',
      tag: 'kampanya',
      value: 'mart',
    });
    expect(tag.statusCode, tag.body).toBe(202);
    const move = await api(owner, 'POST', `/segments/${source}/actions`, { kind: 'move', targetSegmentId: target });
    const exported = await api(owner, 'POST', `/segments/${source}/actions`, { kind: 'export' });
    expect(
      (await api(owner, 'POST', `/segments/${source}/actions`, { kind: 'move', targetSegmentId: source })).statusCode,
    ).toBe(422);
    await ctx.runJobs();
    const report = await api(owner, 'GET', `/segment-actions/report/${owner.app.id}/${tag.json().data.id}`);
    expect(report.json().data).toMatchObject({ kind: 'add_tag', status: 'success', processed: 1, total: 1 });
    expect((await api(owner, 'GET', `/members/${g}/tags`)).json().data).toEqual([
      expect.objectContaining({ name: 'kampanya', value: 'mart' }),
    ]);
    expect((await api(owner, 'GET', `/segment-actions/${move.json().data.id}`)).json().data.status).toBe('success');
    expect(await memberIds(owner, target)).toEqual([g]);
    expect(await memberIds(owner, source)).toEqual([]);
    // Export ran before or after the move: either way it finished and its file downloads.
    const exportId = exported.json().data.id as number;
    expect((await api(owner, 'GET', `/segment-actions/${exportId}`)).json().data.status).toBe('success');
    const file = await api(owner, 'GET', `/segment-actions/${exportId}/export.csv`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('entered_at');
    const actions = await api(owner, 'GET', `/segments/${source}/actions`);
    expect(actions.json().data).toHaveLength(3);
    const history = await api(owner, 'GET', `/segments/${target}/history`);
    expect(history.json().data.at(-1)).toMatchObject({ entered: 1, memberCount: 1 });
    // Removing the tag from the segment the member moved to takes it off the member.
    const untag = await api(owner, 'POST', `/segments/${target}/actions`, { kind: 'remove_tag', tag: 'kampanya' });
    expect(untag.statusCode, untag.body).toBe(202);
    await ctx.runJobs();
    const untagged = await api(owner, 'GET', `/segment-actions/report/${owner.app.id}/${untag.json().data.id}`);
    expect(untagged.json().data).toMatchObject({ kind: 'remove_tag', status: 'success', processed: 1 });
    expect((await api(owner, 'GET', `/members/${g}/tags`)).json().data).toEqual([]);
  });

  it('adds and removes members of an empty segment through the web service (API key), passive too', async () => {
    const key = (await api(owner, 'POST', '/api-keys', { name: 'Shop sync' })).json().data;
    const auth = { authorization: `Bearer ${key.key}` };
    const id = (
      await api(owner, 'POST', '/segments', { name: 'API', applicationId: owner.app.id, kind: 'empty' })
    ).json().data.id as number;
    await api(owner, 'POST', `/segments/${id}/passivate`);
    const h = await addMember(owner, 'h@shop.test');
    const call = (path: string, members: string[], headers: Record<string, string> = auth) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/public/segments/${id}${path}`, headers, payload: { members } });
    const added = await call('/members', ['H@shop.test', 'nobody@shop.test']);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toEqual({ matched: 1, changed: 1 });
    expect(await memberIds(owner, id)).toEqual([h]);
    expect((await call('/members/remove', [String(h)])).json().data).toEqual({ matched: 1, changed: 1 });
    expect(await memberIds(owner, id)).toEqual([]);
    expect((await call('/members', ['h@shop.test'], { authorization: 'Bearer wrong-key-000000' })).statusCode).toBe(
      401,
    );
    const theirs = (
      await api(stranger, 'POST', '/segments', { name: 'Yabancı', applicationId: stranger.app.id, kind: 'empty' })
    ).json().data.id as number;
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/public/segments/${theirs}/members`,
      headers: auth,
      payload: { members: ['h@shop.test'] },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('keeps tenants apart: another account’s segment, application or action answers 404', async () => {
    const mine = (await api(owner, 'GET', '/segments')).json().data[0].id as number;
    const body = { name: 'Çalıntı', applicationId: owner.app.id, criteria: vipCriteria };
    expect((await api(stranger, 'POST', '/segments', body)).statusCode).toBe(404);
    const theirs = (await api(stranger, 'POST', '/segments', { ...body, applicationId: stranger.app.id })).json().data
      .id;
    const refers = {
      ...body,
      applicationId: stranger.app.id,
      criteria: { blocks: [{ criteria: [{ type: 'segment', operator: 'in', segmentId: mine }] }] },
    };
    expect((await api(stranger, 'PUT', `/segments/${theirs}`, refers)).statusCode).toBe(422);
    expect((await api(stranger, 'GET', `/segments/${mine}`)).statusCode).toBe(404);
    expect((await api(stranger, 'POST', `/segments/${theirs}/refresh`)).json().data.memberCount).toBe(1);
    expect((await api(stranger, 'DELETE', `/segments/${theirs}`)).statusCode).toBe(200);
  });
});
