import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { startBenchDatabase, unlimitDemoAccount, type BenchDatabase } from './src/bench-db';
import { startServer } from './src/server-process';
import { openDatabase } from '../apps/server/src/platform/db/database';
import { seedDemoAudience } from '../apps/server/src/modules/audience/demo-data/demo-audience.service';
import { compileCriteria } from '../apps/server/src/modules/segments/criteria-compiler';
import { useEvaluationMemory } from '../apps/server/src/modules/segments/evaluation-memory';
import { reevaluateMembers, refreshSegment } from '../apps/server/src/modules/segments/refresh.service';
import { segmentsRepository } from '../apps/server/src/modules/segments/segments.repository';
import type { TSegmentCriteria, TSegmentCriterion } from '@ulak/shared';

// Segment engine figures: profile/tag/date criteria over MEMBERS members (target < 1 s), an event
// criterion over EVENTS events (< 3 s), writing a ~500,000-member segment (< 3 s), and one
// member's change reflected in its segments (< 60 s end to end: batch window + re-evaluation).
const MEMBERS = Number(process.env.MEMBERS ?? 1_000_000);
const EVENTS = Number(process.env.EVENTS ?? 10_000_000);
const PASSWORD = 'Bench-Pass-2026!x';
const BATCH_WINDOW_S = 2;
// Timed runs per query (the median is printed).
const RUNS = Number(process.env.RUNS ?? 5);

// BENCH_KEEP=1 keeps the seeded database running after the figures (its URL is printed) so its
// plans can be inspected; BENCH_DATABASE_URL=<that url> measures again on it without seeding.
// EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of each measured query.
const reuseUrl = process.env.BENCH_DATABASE_URL;
const keep = process.env.BENCH_KEEP === '1';
const explain = process.env.EXPLAIN === '1';
const db = reuseUrl ? reuseDatabase(reuseUrl) : await startBenchDatabase();
const database = openDatabase(db.url, 3);
const seconds = (t: number) => ((performance.now() - t) / 1000).toFixed(2);
const plan = async (label: string, query: SQL, evaluationMemory = false) => {
  if (!explain) return;
  const rows = await database.db.transaction(async (tx) => {
    if (evaluationMemory) await useEvaluationMemory(tx);
    return (await tx.execute<{ 'QUERY PLAN': string }>(sql`explain (analyze, buffers) ${query}`)).rows;
  });
  console.log(`--- plan: ${label}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
};
try {
  if (reuseUrl) await measure(await benchAccount());
  else await measure(await seed());
  if (keep) {
    console.log(`database kept at ${db.url} (Ctrl-C to stop)`);
    await new Promise((resolve) => process.once('SIGINT', resolve));
  }
} finally {
  await database.close();
  await db.stop();
}

function reuseDatabase(url: string): BenchDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  return { url, pool, pgDataDir: '', stop: () => pool.end() };
}

async function benchAccount(): Promise<{ accountId: number; appId: number }> {
  const row = (
    await db.pool.query(`select a.account_id, a.id from applications a join users u on u.account_id = a.account_id
      where u.email = 'demo@ulak.local' order by a.id limit 1`)
  ).rows[0];
  const accountId = Number(row?.account_id);
  // Segments of an earlier measurement on this database go (their members and change log with them).
  await db.pool.query('delete from segments where account_id = $1', [accountId]);
  await db.pool.query('vacuum analyze segment_members');
  return { accountId, appId: Number(row?.id) };
}

async function seed(): Promise<{ accountId: number; appId: number }> {
  const seeder = await startServer('start', {
    DATABASE_URL: db.url,
    ULAK_DEMO_PASSWORD: PASSWORD,
    ULAK_ADMIN_PASSWORD: PASSWORD,
  });
  await seeder.stop();
  const accountId = await unlimitDemoAccount(db.pool);
  const appId = Number(
    (await db.pool.query('select id from applications where account_id = $1', [accountId])).rows[0]?.id,
  );
  let t = performance.now();
  await seedDemoAudience(database.db, accountId, appId, {
    members: MEMBERS,
    devicesPerMember: 0.2,
    orderRatio: 0.1,
    eventsPerMember: 0,
  });
  // The demo seed tags some members already: the bench's tags replace theirs (a fresh database has both).
  await database.db.execute(sql`insert into member_tags (account_id, member_id, name, value)
    select ${accountId}, id, 'vip', (array['gold','silver'])[1 + id % 2] from members where account_id = ${accountId} and id % 10 = 0
    on conflict (account_id, member_id, name) do update set value = excluded.value`);
  console.log(`seeded ${MEMBERS} members (+ devices, orders, carts, 10% tagged) in ${seconds(t)} s`);
  t = performance.now();
  // EVENTS events over the last 90 days, spread over the members, five event codes (each member gets every
  // code: the code follows g / 7, not the member's g % MEMBERS, so event criteria overlap profile and tag
  // criteria and each other as they do in real data). Loaded like a restore:
  // the secondary indexes are dropped for the bulk insert and built again after it (sorted builds).
  const indexes = (
    await db.pool.query<{ indexname: string; indexdef: string }>(`select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = 'events'
        and indexname not in (select conname from pg_constraint)`)
  ).rows;
  for (const index of indexes) await db.pool.query(`drop index "${index.indexname}"`);
  await database.db
    .execute(sql`insert into events (account_id, application_id, occurred_at, uid, member_id, category, name, code)
    select ${accountId}, ${appId}, now() - make_interval(secs => (g * 7919) % (90 * 86400)), gen_random_uuid(),
      m.min_id + g % ${MEMBERS}, 'page', 'e', (array['page_view','product_view','add_to_cart','search','purchase'])[1 + (g / 7) % 5]
    from generate_series(1, ${EVENTS}::bigint) g, (select min(id) as min_id from members where account_id = ${accountId}) m`);
  // pg_indexes shows a partitioned table's index as `ON ONLY events`, which would build it on the
  // parent alone: without ONLY it is built on every partition again.
  for (const index of indexes) await db.pool.query(index.indexdef.replace(' ON ONLY ', ' ON '));
  console.log(`seeded ${EVENTS} events (and built their ${indexes.length} indexes) in ${seconds(t)} s`);
  // Members are deleted outright and their events keep the id (events have no foreign key): one in a
  // thousand members goes, so an event criterion that counted the bare aggregate would select them.
  const deleted = await db.pool.query('delete from members where account_id = $1 and id % 997 = 0', [accountId]);
  console.log(`deleted ${deleted.rowCount} members (their events stay)`);
  await db.pool.query('vacuum analyze');
  return { accountId, appId };
}

async function measure({ accountId, appId }: { accountId: number; appId: number }): Promise<void> {
  const criteria = (...criterion: TSegmentCriterion[]) => ({
    operator: 'or' as const,
    blocks: [{ operator: 'and' as const, criteria: criterion }],
  });
  // As the builder's live count runs it: in a transaction with the evaluation's work memory.
  const counted = (measured: SQL) =>
    database.db.transaction(async (tx) => {
      await useEvaluationMemory(tx);
      return (await tx.execute<{ n: number }>(measured)).rows[0]?.n;
    });
  // Both queries warmed once, then timed alternately RUNS times each (load on a shared machine hits both alike).
  const timedPair = async (first: SQL, second: SQL) => {
    const n = [await counted(first), await counted(second)];
    const times: [number[], number[]] = [[], []];
    for (let i = 0; i < RUNS; i++)
      for (const [k, query] of [first, second].entries()) {
        const start = performance.now();
        await counted(query);
        times[k]?.push((performance.now() - start) / 1000);
      }
    const median = (t: number[]) => t.sort((x, y) => x - y)[Math.floor(t.length / 2)] ?? 0;
    return [
      { n: n[0], s: median(times[0]) },
      { n: n[1], s: median(times[1]) },
    ] as const;
  };
  // Each criterion kind against the query a person would write by hand for the same members (plain
  // comparisons, the bare aggregate), timed in the same run: the ratio is the compiler's overhead.
  const count = async (label: string, c: TSegmentCriteria, target: number, handWritten: SQL) => {
    const query = compileCriteria(c, { accountId, now: new Date(), timezone: 'Europe/Istanbul', applicationId: appId });
    const [compiled, hand] = await timedPair(
      sql`select count(*)::int as n from (${query}) q`,
      sql`select count(*)::int as n from (${handWritten}) q`,
    );
    const ratio = compiled.s / Math.max(hand.s, 1e-6);
    console.log(
      `${label}: ${compiled.n} members in ${compiled.s.toFixed(3)} s (target < ${target} s); hand-written SQL ` +
        `${hand.n} members in ${hand.s.toFixed(3)} s: ratio ${ratio.toFixed(2)}× (target ≤ 1.2×)`,
    );
    if (explain) {
      await plan(label, sql`select count(*) from (${query}) q`, true);
      await plan(`${label} (hand-written)`, sql`select count(*) from (${handWritten}) q`, true);
    }
  };
  const a = accountId;
  const month = Number(
    new Intl.DateTimeFormat('en', { timeZone: 'Europe/Istanbul', month: 'numeric' }).format(new Date()),
  );
  await count(
    'profile: city = Bursa and sms permission',
    criteria(
      { type: 'member_profile', field: 'city', operator: 'equal', value: 'Bursa' },
      { type: 'member_profile', field: 'sms_active', operator: 'equal', value: true },
    ),
    1,
    sql`select id from members where account_id = ${a} and city = 'Bursa' and sms_active`,
  );
  await count(
    'date: created in the last 200 days',
    criteria({ type: 'member_profile', field: 'created_at', operator: 'greater_than', value: { daysAgo: 200 } }),
    1,
    sql`select id from members where account_id = ${a}
      and created_at >= (date_trunc('day', now() at time zone 'Europe/Istanbul') - interval '199 days') at time zone 'Europe/Istanbul'`,
  );
  await count(
    'date: age >= 40',
    criteria({ type: 'member_profile', field: 'age', operator: 'greater_than_or_equal', value: 40 }),
    1,
    sql`select id from members where account_id = ${a}
      and birth_date <= (now() at time zone 'Europe/Istanbul')::date - interval '40 years'`,
  );
  await count(
    'tag: vip = gold',
    criteria({ type: 'member_tag', name: 'vip', operator: 'equal', value: 'gold' }),
    1,
    sql`select m.id from members m where m.account_id = ${a} and exists (select 1 from member_tags t
      where t.account_id = ${a} and t.member_id = m.id and t.name = 'vip' and t.value = 'gold')`,
  );
  await count(
    'tag OR profile (two blocks)',
    {
      operator: 'or',
      blocks: [
        { operator: 'and', criteria: [{ type: 'member_tag', name: 'vip', operator: 'exists', value: null }] },
        {
          operator: 'and',
          criteria: [{ type: 'member_profile', field: 'birth_date', operator: 'anniversary_this_month', value: null }],
        },
      ],
    },
    1,
    sql`select m.id from members m where m.account_id = ${a} and (exists (select 1 from member_tags t
      where t.account_id = ${a} and t.member_id = m.id and t.name = 'vip') or extract(month from m.birth_date) = ${month})`,
  );
  // Event criteria. Events keep a deleted member's id, so the members an aggregate names are checked against
  // members: a hand-written query must do the same to answer "which members", and does it the plain way
  // (m.id in (aggregate)). The bare aggregate, which also counts deleted members' ids, is timed too: the
  // compiled query's cost of that check.
  const events = (code: string, days: number, having: string) =>
    sql`select member_id from events where account_id = ${a} and code = ${code}
      and occurred_at >= now() - make_interval(days => ${days}) and member_id is not null
      group by member_id having ${sql.raw(having)}`;
  const cart = events('add_to_cart', 30, 'count(*) >= 2');
  const cartCriterion: TSegmentCriterion = {
    type: 'event',
    code: 'add_to_cart',
    operator: 'greater_than_or_equal',
    count: 2,
    days: 30,
  };
  const members = (where: SQL) => sql`select m.id from members m where m.account_id = ${a} and ${where}`;
  const gold = sql`exists (select 1 from member_tags t
    where t.account_id = ${a} and t.member_id = m.id and t.name = 'vip' and t.value = 'gold')`;
  await count(
    `event: add_to_cart >= 2 times in 30 days (${EVENTS} events)`,
    criteria(cartCriterion),
    3,
    members(sql`m.id in (${cart})`),
  );
  await count('event, against the bare aggregate (deleted members counted)', criteria(cartCriterion), 3, cart);
  await count(
    'event AND profile (city = Bursa)',
    criteria(cartCriterion, { type: 'member_profile', field: 'city', operator: 'equal', value: 'Bursa' }),
    3,
    members(sql`m.city = 'Bursa' and m.id in (${cart})`),
  );
  await count(
    'event AND tag (vip = gold)',
    criteria(cartCriterion, { type: 'member_tag', name: 'vip', operator: 'equal', value: 'gold' }),
    3,
    members(sql`${gold} and m.id in (${cart})`),
  );
  await count(
    'event OR profile (city = Bursa)',
    {
      operator: 'or',
      blocks: [
        {
          operator: 'or',
          criteria: [cartCriterion, { type: 'member_profile', field: 'city', operator: 'equal', value: 'Bursa' }],
        },
      ],
    },
    3,
    members(sql`(m.id in (${cart}) or m.city = 'Bursa')`),
  );
  await count(
    'two events (add_to_cart >= 2 in 30 days, purchase >= 1 in 60 days)',
    criteria(cartCriterion, { type: 'event', code: 'purchase', operator: 'greater_than_or_equal', count: 1, days: 60 }),
    3,
    members(sql`m.id in (${cart}) and m.id in (${events('purchase', 60, 'count(*) >= 1')})`),
  );
  await count(
    'negated event (add_to_cart fewer than 2 times in 30 days)',
    criteria({ ...cartCriterion, operator: 'less_than' }),
    3,
    members(sql`m.id not in (${cart})`),
  );

  const repo = segmentsRepository(database.db);
  const big = await repo.create(accountId, {
    name: 'Half',
    applicationId: appId,
    kind: 'dynamic',
    criteria: criteria({ type: 'member_profile', field: 'gender', operator: 'equal', value: 'female' }),
  });
  let t = performance.now();
  const first = await refreshSegment(database.db, accountId, big.id);
  console.log(`write a ${first?.entered}-member segment (entered rows + change log): ${seconds(t)} s (target < 3 s)`);
  t = performance.now();
  const again = await refreshSegment(database.db, accountId, big.id);
  console.log(
    `refresh it again (no change, diff only): ${seconds(t)} s, entered ${again?.entered}, left ${again?.left}`,
  );

  const member = Number(
    (await db.pool.query('select max(id) as id from members where account_id = $1 and id % 10 = 1', [accountId]))
      .rows[0]?.id,
  );
  await db.pool.query(`delete from member_tags where account_id = $1 and member_id = $2 and name = 'vip'`, [
    accountId,
    member,
  ]);
  for (const [name, c] of [
    ['VIP', criteria({ type: 'member_tag', name: 'vip', operator: 'exists', value: null })],
    ['Cart', criteria({ type: 'event', code: 'add_to_cart', operator: 'greater_than_or_equal', count: 2, days: 30 })],
  ] as const) {
    const s = await repo.create(accountId, { name, applicationId: appId, kind: 'dynamic', criteria: c });
    await refreshSegment(database.db, accountId, s.id);
  }
  await db.pool.query(
    `insert into member_tags (account_id, member_id, name, value) values ($1, $2, 'vip', 'gold') on conflict do nothing`,
    [accountId, member],
  );
  for (const segment of await repo.activeDynamic(accountId)) {
    if (!segment.criteria) continue;
    const scoped = compileCriteria(segment.criteria, {
      accountId,
      now: new Date(),
      timezone: 'Europe/Istanbul',
      applicationId: appId,
      memberIds: [member],
    });
    await plan(`${segment.name} for one member`, scoped);
  }
  t = performance.now();
  const delta = await reevaluateMembers(database.db, accountId, [member]);
  console.log(
    `one member's change in its segments: re-evaluation ${seconds(t)} s over 3 dynamic segments (entered ${delta.entered}, left ${delta.left}); end to end ≈ ${BATCH_WINDOW_S} s batch window + that (target < 60 s)`,
  );
}
