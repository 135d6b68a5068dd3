import { HTTP_STATUS } from '@ulak/shared';
import type {
  TEmailVerificationOverview,
  TEmailVerificationResult,
  TEmailVerificationResultsQuery,
  TEmailVerificationRun,
  TEmailVerificationStatus,
} from '@ulak/shared/email-verification';
import { ZEmailVerificationResultsQuery } from '@ulak/shared/email-verification';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/http/app-error';
import { addJob } from '../../platform/jobs/add-job';
import { accountEmailVerificationQuota } from '../billing';
import { domainLookup, type TDomainLookup } from './domain-lookup';
import { classify, mailboxKey, parseAddress } from './email-classifier';
import {
  emailVerificationRepository as repo,
  type TMemberAddress,
  type TRunRow,
  type TVerdict,
} from './email-verification.repository';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export const RUN_STEP_JOB = 'email-verification.run-step';
export const NEW_MEMBERS_JOB = 'email-verification.new-members';

// Members classified per chunk (one quota reservation, one upsert), and how long one job keeps going
// before it hands over to a fresh job (so a long run never holds a worker slot for minutes).
export const CHUNK_SIZE = 1000;
const STEP_BUDGET_MS = 10_000;
// Lookups of one chunk in flight at once.
const DNS_CONCURRENCY = 64;

const period = (now = new Date()) => `${now.toISOString().slice(0, 7)}-01`;
const expired = () => new AppError('email_verification_expired', HTTP_STATUS.warning);

function toRun(row: TRunRow): TEmailVerificationRun {
  return {
    id: row.id,
    state: row.state,
    stoppedReason: row.stoppedReason,
    total: row.total,
    processed: row.processed,
    verified: row.verified,
    risky: row.risky,
    invalid: row.invalid,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function quotaState(deps: Deps, accountId: number) {
  const quota = await accountEmailVerificationQuota(deps.db, accountId);
  const used = await repo.used(deps.db, accountId, period());
  return { quota, used, remaining: quota === null ? null : Math.max(0, quota - used) };
}

export async function verificationOverview(deps: Deps, accountId: number): Promise<TEmailVerificationOverview> {
  const [quota, counts, latest] = await Promise.all([
    quotaState(deps, accountId),
    repo.counts(deps.db, accountId),
    repo.latestRun(deps.db, accountId),
  ]);
  return { ...quota, counts, latestRun: latest ? toRun(latest) : null };
}

// Starts verifying every member's address (or answers the run already going). Refused with the SPEC's
// package messages: not purchased, or the month's packet used up.
export async function startVerification(deps: Deps, accountId: number): Promise<TEmailVerificationRun> {
  const { quota, remaining } = await quotaState(deps, accountId);
  if (quota === 0) throw new AppError('feature_not_purchased', HTTP_STATUS.warning);
  if (remaining === 0) throw expired();
  return deps.db.transaction(async (tx) => {
    // One run at a time per account: the lock orders two clicks that arrive together.
    await tx.execute(`select pg_advisory_xact_lock(hashtext('email-verification'), ${Math.trunc(accountId)})`);
    const running = await repo.runningRun(tx, accountId);
    if (running) return toRun(running);
    const run = await repo.createRun(tx, accountId);
    await addJob(tx, RUN_STEP_JOB, { accountId, runId: run.id }, { jobKey: `email-verification:${run.id}` });
    return toRun(run);
  });
}

export async function verificationRun(deps: Deps, accountId: number, runId: number): Promise<TEmailVerificationRun> {
  const row = await repo.findRun(deps.db, accountId, runId);
  if (!row) throw new AppError('not_found', HTTP_STATUS.notFound);
  return toRun(row);
}

export async function verificationResults(deps: Deps, accountId: number, raw: TEmailVerificationResultsQuery) {
  const q = ZEmailVerificationResultsQuery.parse(raw);
  const { rows, total } = await repo.results(deps.db, accountId, q);
  const data: TEmailVerificationResult[] = rows.map((r) => ({
    memberId: r.memberId,
    email: r.email,
    status: r.status,
    reason: r.reason,
    checkedAt: r.checkedAt.toISOString(),
  }));
  return { data, meta: { page: q.page, perPage: q.perPage, total } };
}

// Classifies members (in id order): a domain is looked up once per lookup cache, a mailbox held by a
// member with a lower id makes the later one a duplicate.
export async function classifyMembers(
  deps: Deps,
  accountId: number,
  members: TMemberAddress[],
  lookup: TDomainLookup,
): Promise<TVerdict[]> {
  const parsed = members.map((m) => ({ member: m, address: parseAddress(m.email) }));
  const mailboxes = parsed.flatMap((p) => (p.address ? [mailboxKey(p.address)] : []));
  const holders = await repo.firstHolders(deps.db, accountId, [...new Set(mailboxes)]);
  const domains = [...new Set(parsed.flatMap((p) => (p.address ? [p.address.domain] : [])))];
  for (let i = 0; i < domains.length; i += DNS_CONCURRENCY)
    await Promise.all(domains.slice(i, i + DNS_CONCURRENCY).map((d) => lookup.state(d)));
  const verdicts: TVerdict[] = [];
  for (const { member, address } of parsed) {
    const email = member.email.toLowerCase();
    const mailbox = address ? mailboxKey(address) : email;
    const holder = holders.get(mailbox);
    const duplicate = address !== null && holder !== undefined && holder < member.id;
    if (address && (holder === undefined || holder > member.id)) holders.set(mailbox, member.id);
    const domain = address ? await lookup.state(address.domain) : 'none';
    verdicts.push({
      memberId: member.id,
      email,
      mailbox,
      ...classify({ parsed: address, domain, duplicate }),
    });
  }
  return verdicts;
}

const tally = (verdicts: TVerdict[], status: TEmailVerificationStatus) =>
  verdicts.filter((v) => v.status === status).length;

// Domain answers of each run in progress, kept across its jobs in this process (a run's domains are looked
// up once however many steps it takes); dropped when the run ends.
const RUN_LOOKUPS = new Map<number, TDomainLookup>();

function runLookup(deps: Deps, runId: number): TDomainLookup {
  let lookup = RUN_LOOKUPS.get(runId);
  if (!lookup) {
    lookup = domainLookup(deps.config.dnsServers);
    RUN_LOOKUPS.set(runId, lookup);
  }
  return lookup;
}

// One job's share of a run: chunks until the run ends or the time budget is spent, then the next job.
export async function runVerificationStep(deps: Deps, accountId: number, runId: number): Promise<void> {
  const lookup = runLookup(deps, runId);
  const started = Date.now();
  for (;;) {
    const run = await repo.findRun(deps.db, accountId, runId);
    if (!run || run.state !== 'running') {
      RUN_LOOKUPS.delete(runId);
      return;
    }
    const members = await repo.nextMembers(deps.db, run, CHUNK_SIZE);
    if (members.length === 0) {
      RUN_LOOKUPS.delete(runId);
      await repo.advanceRun(
        deps.db,
        accountId,
        runId,
        { cursor: run.cursor, processed: 0, verified: 0, risky: 0, invalid: 0 },
        { state: 'done', reason: null },
      );
      return;
    }
    const quota = await accountEmailVerificationQuota(deps.db, accountId);
    const verdicts = await classifyMembers(deps, accountId, members, lookup);
    const done = await deps.db.transaction(async (tx) => {
      const granted = await repo.reserve(tx, accountId, period(), verdicts.length, quota);
      const kept = verdicts.slice(0, granted);
      await repo.saveVerdicts(tx, accountId, kept);
      const last = kept[kept.length - 1];
      const step = {
        cursor: last ? last.memberId : run.cursor,
        processed: kept.length,
        verified: tally(kept, 'verified'),
        risky: tally(kept, 'risky'),
        invalid: tally(kept, 'invalid'),
      };
      // The packet ran out part way: the run stops with the SPEC's reason.
      const end = granted < verdicts.length ? { state: 'stopped' as const, reason: 'quota' } : null;
      await repo.advanceRun(tx, accountId, runId, step, end);
      if (!end && Date.now() - started > STEP_BUDGET_MS)
        await addJob(tx, RUN_STEP_JOB, { accountId, runId }, { jobKey: `email-verification:${runId}` });
      if (end) RUN_LOOKUPS.delete(runId);
      return end !== null || Date.now() - started > STEP_BUDGET_MS;
    });
    if (done) return;
  }
}

// New and edited members of accounts that verify (they started a verification once), as the packet allows:
// imports, the public API and the SDK all land here within a minute.
export async function verifyNewMembers(deps: Deps): Promise<number> {
  let verified = 0;
  for (const accountId of await repo.accountsWithUnchecked(deps.db, 200)) {
    const { quota, remaining } = await quotaState(deps, accountId);
    if (remaining === 0) continue;
    const lookup = domainLookup(deps.config.dnsServers);
    const members = await repo.uncheckedMembers(deps.db, accountId, CHUNK_SIZE);
    const verdicts = await classifyMembers(deps, accountId, members, lookup);
    verified += await deps.db.transaction(async (tx) => {
      const granted = await repo.reserve(tx, accountId, period(), verdicts.length, quota);
      await repo.saveVerdicts(tx, accountId, verdicts.slice(0, granted));
      return granted;
    });
  }
  return verified;
}

// The member detail's verdict on the member's current address (null: not verified, or the address changed).
export async function memberEmailVerification(
  deps: Pick<AppDeps, 'db'>,
  accountId: number,
  memberId: number,
  email: string | null,
) {
  const row = await repo.ofMember(deps.db, accountId, memberId);
  if (!row || !email || row.email !== email.toLowerCase()) return null;
  return { status: row.status, reason: row.reason, checkedAt: row.checkedAt.toISOString() };
}
