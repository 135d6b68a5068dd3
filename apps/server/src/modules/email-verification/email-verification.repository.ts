import { and, desc, eq, sql } from 'drizzle-orm';
import type { TEmailVerificationReason, TEmailVerificationStatus } from '@ulak/shared/email-verification';
import type { DbOrTx } from '../../platform/db/database';
import { memberAddressesRelation, memberEmailsRelation } from '../audience';
import { emailVerificationRuns, emailVerificationUsage, memberEmailVerifications } from './email-verification.tables';

export type TRunRow = typeof emailVerificationRuns.$inferSelect;
export type TMemberAddress = { id: number; email: string };
export type TVerdict = {
  memberId: number;
  email: string;
  mailbox: string;
  status: TEmailVerificationStatus;
  reason: TEmailVerificationReason;
};

// Members' addresses are read (never written) from the audience module's members table by id ranges: the
// verification is a bulk reader of it, set-based.
export const emailVerificationRepository = {
  async runningRun(db: DbOrTx, accountId: number): Promise<TRunRow | null> {
    const [row] = await db
      .select()
      .from(emailVerificationRuns)
      .where(and(eq(emailVerificationRuns.accountId, accountId), eq(emailVerificationRuns.state, 'running')))
      .limit(1);
    return row ?? null;
  },

  async latestRun(db: DbOrTx, accountId: number): Promise<TRunRow | null> {
    const [row] = await db
      .select()
      .from(emailVerificationRuns)
      .where(eq(emailVerificationRuns.accountId, accountId))
      .orderBy(desc(emailVerificationRuns.id))
      .limit(1);
    return row ?? null;
  },

  async findRun(db: DbOrTx, accountId: number, runId: number): Promise<TRunRow | null> {
    const [row] = await db
      .select()
      .from(emailVerificationRuns)
      .where(and(eq(emailVerificationRuns.accountId, accountId), eq(emailVerificationRuns.id, runId)));
    return row ?? null;
  },

  // A new run over every member with an address as of now.
  async createRun(db: DbOrTx, accountId: number): Promise<TRunRow> {
    const r = await db.execute<{ id: number }>(sql`
      insert into email_verification_runs (account_id, last_member_id, total)
      select ${accountId}, coalesce(max(id), 0), count(*)::int from ${memberAddressesRelation(accountId)} m
      returning id`);
    const id = Number(r.rows[0]?.id);
    const row = await this.findRun(db, accountId, id);
    if (!row) throw new Error('verification run insert returned nothing');
    return row;
  },

  // The next members of a run, in id order after its cursor.
  async nextMembers(db: DbOrTx, run: TRunRow, limit: number): Promise<TMemberAddress[]> {
    const r = await db.execute<{ id: number; email: string }>(sql`
      select id, email from ${memberAddressesRelation(run.accountId)} m
      where id > ${run.cursor} and id <= ${run.lastMemberId}
      order by id limit ${limit}`);
    return r.rows.map((x) => ({ id: Number(x.id), email: x.email }));
  },

  // Members with an address that has no verdict, or whose address changed since (new or edited members).
  async uncheckedMembers(db: DbOrTx, accountId: number, limit: number): Promise<TMemberAddress[]> {
    const r = await db.execute<{ id: number; email: string }>(sql`
      select m.id, m.email from ${memberAddressesRelation(accountId)} m
      left join member_email_verifications v on v.account_id = m.account_id and v.member_id = m.id
      where v.member_id is null or v.email <> lower(m.email)
      order by m.id limit ${limit}`);
    return r.rows.map((x) => ({ id: Number(x.id), email: x.email }));
  },

  // Accounts that verify new members as they arrive (they ran a verification) and have unchecked members.
  async accountsWithUnchecked(db: DbOrTx, limit: number): Promise<number[]> {
    const r = await db.execute<{ account_id: number }>(sql`
      select a.account_id from (select distinct account_id from email_verification_runs) a
      where exists (select 1 from ${memberAddressesRelation(null)} m
        left join member_email_verifications v on v.account_id = m.account_id and v.member_id = m.id
        where m.account_id = a.account_id and (v.member_id is null or v.email <> lower(m.email)))
      limit ${limit}`);
    return r.rows.map((x) => Number(x.account_id));
  },

  // The lowest member id already holding each mailbox (a later member with it is a duplicate).
  async firstHolders(db: DbOrTx, accountId: number, mailboxes: string[]): Promise<Map<string, number>> {
    if (mailboxes.length === 0) return new Map();
    const r = await db.execute<{ mailbox: string; member_id: number }>(sql`
      select mailbox, min(member_id) as member_id from member_email_verifications
      where account_id = ${accountId}
        and mailbox in (select jsonb_array_elements_text(${JSON.stringify(mailboxes)}::jsonb))
      group by mailbox`);
    return new Map(r.rows.map((x) => [x.mailbox, Number(x.member_id)]));
  },

  async saveVerdicts(db: DbOrTx, accountId: number, verdicts: TVerdict[]): Promise<void> {
    if (verdicts.length === 0) return;
    await db.execute(sql`
      insert into member_email_verifications (account_id, member_id, email, mailbox, status, reason, checked_at)
      select ${accountId}, v.member_id, v.email, v.mailbox, v.status, v.reason, now()
      from jsonb_to_recordset(${JSON.stringify(
        verdicts.map((v) => ({
          member_id: v.memberId,
          email: v.email,
          mailbox: v.mailbox,
          status: v.status,
          reason: v.reason,
        })),
      )}::jsonb) as v(member_id bigint, email text, mailbox text, status text, reason text)
      join ${memberEmailsRelation(accountId)} m on m.id = v.member_id
      on conflict (account_id, member_id) do update set email = excluded.email, mailbox = excluded.mailbox,
        status = excluded.status, reason = excluded.reason, checked_at = excluded.checked_at`);
  },

  async advanceRun(
    db: DbOrTx,
    accountId: number,
    runId: number,
    step: { cursor: number; processed: number; verified: number; risky: number; invalid: number },
    end: { state: 'done' | 'stopped'; reason: string | null } | null,
  ): Promise<void> {
    await db
      .update(emailVerificationRuns)
      .set({
        cursor: step.cursor,
        processed: sql`${emailVerificationRuns.processed} + ${step.processed}`,
        verified: sql`${emailVerificationRuns.verified} + ${step.verified}`,
        risky: sql`${emailVerificationRuns.risky} + ${step.risky}`,
        invalid: sql`${emailVerificationRuns.invalid} + ${step.invalid}`,
        ...(end ? { state: end.state, stoppedReason: end.reason, finishedAt: sql`now()` } : {}),
      })
      .where(and(eq(emailVerificationRuns.accountId, accountId), eq(emailVerificationRuns.id, runId)));
  },

  // Reserves up to `wanted` verifications of the month's packet; answers how many were granted.
  async reserve(db: DbOrTx, accountId: number, period: string, wanted: number, quota: number | null) {
    if (wanted <= 0) return 0;
    await db.insert(emailVerificationUsage).values({ accountId, period, used: 0 }).onConflictDoNothing();
    const cap = quota ?? 2_147_483_647;
    const r = await db.execute<{ granted: number }>(sql`
      with previous as (
        select used from email_verification_usage where account_id = ${accountId} and period = ${period} for update
      )
      update email_verification_usage u set used = greatest(previous.used, least(${cap}::int, previous.used + ${wanted}::int))
      from previous where u.account_id = ${accountId} and u.period = ${period}
      returning u.used - previous.used as granted`);
    return Number(r.rows[0]?.granted ?? 0);
  },

  async used(db: DbOrTx, accountId: number, period: string): Promise<number> {
    const [row] = await db
      .select({ used: emailVerificationUsage.used })
      .from(emailVerificationUsage)
      .where(and(eq(emailVerificationUsage.accountId, accountId), eq(emailVerificationUsage.period, period)));
    return row?.used ?? 0;
  },

  // Every member's current verdict by class (a verdict on an address since changed counts as unchecked).
  async counts(db: DbOrTx, accountId: number) {
    const r = await db.execute<{ verified: number; risky: number; invalid: number; unchecked: number }>(sql`
      select count(*) filter (where v.status = 'verified' and v.email = lower(m.email))::int as verified,
        count(*) filter (where v.status = 'risky' and v.email = lower(m.email))::int as risky,
        count(*) filter (where v.status = 'invalid' and v.email = lower(m.email))::int as invalid,
        count(*) filter (where v.member_id is null or v.email <> lower(m.email))::int as unchecked
      from ${memberAddressesRelation(accountId)} m
      left join member_email_verifications v on v.account_id = m.account_id and v.member_id = m.id`);
    const row = r.rows[0];
    return {
      verified: Number(row?.verified ?? 0),
      risky: Number(row?.risky ?? 0),
      invalid: Number(row?.invalid ?? 0),
      unchecked: Number(row?.unchecked ?? 0),
    };
  },

  async results(
    db: DbOrTx,
    accountId: number,
    q: { status?: TEmailVerificationStatus; page: number; perPage: number },
  ) {
    const where = and(
      eq(memberEmailVerifications.accountId, accountId),
      q.status ? eq(memberEmailVerifications.status, q.status) : undefined,
    );
    const rows = await db
      .select()
      .from(memberEmailVerifications)
      .where(where)
      .orderBy(memberEmailVerifications.memberId)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberEmailVerifications)
      .where(where);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async ofMember(db: DbOrTx, accountId: number, memberId: number) {
    const [row] = await db
      .select()
      .from(memberEmailVerifications)
      .where(and(eq(memberEmailVerifications.accountId, accountId), eq(memberEmailVerifications.memberId, memberId)));
    return row ?? null;
  },

  // The members of a send batch whose current address was found invalid.
  async invalidMembers(db: DbOrTx, accountId: number, memberIds: number[]): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const r = await db.execute<{ member_id: number }>(sql`
      select v.member_id from member_email_verifications v
      join ${memberAddressesRelation(accountId)} m on m.id = v.member_id and lower(m.email) = v.email
      where v.account_id = ${accountId} and v.status = 'invalid'
        and v.member_id = any(${`{${memberIds.map((id) => Math.trunc(id)).join(',')}}`}::bigint[])`);
    return new Set(r.rows.map((x) => Number(x.member_id)));
  },
};
