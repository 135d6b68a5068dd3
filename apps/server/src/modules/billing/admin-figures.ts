import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database';
import { enabledAccountsRelation } from '../accounts';

// Accounts paying for a running main packet (a plan with a price), not disabled: the admin dashboard's figure.
export async function paidAccountCount(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(distinct p.account_id)::int as n
    from account_packets p
    join plans pl on pl.code = p.plan_code
    join ${enabledAccountsRelation()} a on a.id = p.account_id
    where p.kind = 'main' and p.status = 'active' and (p.ends_at is null or p.ends_at > now())
      and (pl.monthly_price > 0 or pl.yearly_price > 0)`);
  return Number(result.rows[0]?.n ?? 0);
}

// Monthly recurring revenue in kuruş: every running paid main packet at its plan's list price, a yearly
// packet at a twelfth of its yearly price (KDV excluded, coupons not deducted).
export async function monthlyRecurringRevenue(db: DbOrTx): Promise<{ amountMinor: number | null; currency: string }> {
  const result = await db.execute<{ mrr: string | null }>(sql`
    select coalesce(sum(case when p.period = 'yearly' then pl.yearly_price / 12.0 else pl.monthly_price end), 0) as mrr
    from account_packets p
    join plans pl on pl.code = p.plan_code
    join ${enabledAccountsRelation()} a on a.id = p.account_id
    where p.kind = 'main' and p.status = 'active' and (p.ends_at is null or p.ends_at > now())`);
  return { amountMinor: Math.round(Number(result.rows[0]?.mrr ?? 0)), currency: 'TRY' };
}
