import type { AppDeps } from '../../../platform/deps';
import type { DbOrTx } from '../../../platform/db/database';
import { addJob } from '../../../platform/jobs/add-job';
import { membersLastLoginBetween, membersWithBirthday } from '../../audience';
import { localParts, zonedTime } from '../../../platform/zoned-time';
import { accountTimezone } from '../../accounts';
import { unusedSentCoupons } from '../../coupons';
import { ADVANCE_JOB } from './advance.service';
import { entryRepository, type TEntryCandidate, type TLiveVersion } from './entry.repository';

export const DATE_TRIGGERS = ['date:birthday', 'date:inactive', 'date:coupon_expiry'];
const pad = (n: number) => String(n).padStart(2, '0');
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

// Who a date trigger names today (in the account's zone), with one entry key per occasion.
async function candidatesOf(db: DbOrTx, version: TLiveVersion, now: Date, tz: string): Promise<TEntryCandidate[]> {
  const t = version.graph.trigger;
  if (t.kind !== 'date') return [];
  const l = localParts(now, tz);
  const today = `${l.year}-${pad(l.month)}-${pad(l.day)}`;
  const accountId = version.account_id;
  if (t.date === 'birthday') {
    const leapFallback = l.month === 2 && l.day === 28 && !isLeap(l.year);
    const ids = await membersWithBirthday(db, accountId, l.month, l.day, leapFallback);
    return ids.map((id) => ({ member_id: id, entry_key: String(l.year), context: { trigger: { date: today } } }));
  }
  if (t.date === 'inactive') {
    const from = zonedTime(tz, l.year, l.month, l.day - t.days, 0, 0);
    const to = zonedTime(tz, l.year, l.month, l.day - t.days + 1, 0, 0);
    const ids = await membersLastLoginBetween(db, accountId, from, to);
    return ids.map((id) => ({ member_id: id, entry_key: today, context: { trigger: { date: today, days: t.days } } }));
  }
  const coupons = await unusedSentCoupons(db, accountId, new Date(now.getTime() - t.days * 86_400_000), now);
  return coupons.map((c) => ({
    member_id: c.memberId,
    entry_key: c.code,
    context: { trigger: { couponCode: c.code, expireDate: c.expireDate ?? '' } },
  }));
}

// Hourly: every date-triggered journey whose hour it is in its account's zone takes in today's members.
// Entry keys (the year of a birthday, the day, the voucher) make a repeated sweep enter nobody twice.
export async function sweepDateTriggers(deps: Pick<AppDeps, 'db'>, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    let entered = 0;
    for (const version of await entryRepository.liveVersions(tx, null, DATE_TRIGGERS)) {
      const t = version.graph.trigger;
      if (t.kind !== 'date') continue;
      const tz = await accountTimezone(tx, version.account_id);
      if (localParts(now, tz).hour !== t.hour) continue;
      entered += await entryRepository.enter(tx, version, await candidatesOf(tx, version, now, tz), now);
    }
    if (entered > 0) await addJob(tx, ADVANCE_JOB, {}, { jobKey: ADVANCE_JOB });
    return entered;
  });
}
